import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

/** Whether a view was opened from another one (then its heading takes the focus), not the page's first. */
export const ViewSwitched = createContext(false);

/**
 * The heading of a view. The page's content changes in place, so when the visitor moves to another
 * view the focus goes to its heading: a screen reader announces where they are, and Tab starts there.
 */
export function ViewHeading({ children, id }: { children: ReactNode; id?: string }) {
  const switched = useContext(ViewSwitched);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (switched) ref.current?.focus();
  }, [switched]);
  return (
    <h1 className="title is-3 report-view-title" id={id} ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

/** Back to the previous view of the page (the address's history, so the browser's Back does the same). */
export function BackButton({ onBack, label = 'Back' }: { onBack: () => void; label?: string }) {
  return (
    <button type="button" className="button is-white report-back" onClick={onBack}>
      <span aria-hidden="true">←</span>
      <span>{label}</span>
    </button>
  );
}
