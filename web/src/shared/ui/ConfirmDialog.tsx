import { useEffect, useRef } from 'react';
import { Dialog } from './Dialog';

/**
 * Asks before something that cannot simply be undone (delete, end, disable). Focus starts on
 * Cancel, so an Enter pressed by habit changes nothing.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  /** What keeping things as they are is called, where "Cancel" could read as the action itself. */
  cancelLabel?: string;
  busyLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <Dialog title={title} subtitle={<p>{message}</p>} onClose={onCancel} size="small" role="alertdialog" testId="confirm-dialog">
      <div className="buttons is-right app-dialog-actions">
        <button ref={cancel} type="button" className="button is-light" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button is-danger" disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
