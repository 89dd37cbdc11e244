import { useEffect, useRef, type RefObject } from 'react';

/**
 * A native <dialog> shown as a modal while its component is mounted (Dialog.tsx, and a dialog that
 * lays itself out, like the intake form's): showModal as it mounts, the page behind inert; as it
 * unmounts, closed, and the focus given back to what had it before, when that is still in the page.
 * The opener may have been replaced meanwhile (a list re-rendered, its row gone): then the focus stays
 * where the browser put it, for the page to hand on (useFocusAfterChange). `onShown`: after showModal,
 * which focuses the dialog's first control (as of the first render).
 */
export function useModal(dialog: RefObject<HTMLDialogElement | null>, onShown?: (element: HTMLDialogElement) => void) {
  const shown = useRef(onShown);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    shown.current?.(element);
    return () => {
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog]);
}
