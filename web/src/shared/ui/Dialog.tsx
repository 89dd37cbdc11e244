import { useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { NoticeOutlet } from './notice';
import { mayFocusByItself } from './on-screen-keyboard';
import { useModal } from './useModal';
import './dialog.scss';

/** A form's first field that takes input (not hidden, not disabled). */
const firstField = '.app-dialog-body :is(input:not([type="hidden"]), select, textarea):not(:disabled)';

/**
 * A modal dialog on the native <dialog> (showModal): the page behind is inert, so focus stays
 * inside; Escape closes it; focus returns to what had it before. Its content is mounted only while
 * it is shown, so a form inside starts afresh every time.
 */
export function Dialog({
  title,
  subtitle,
  onClose,
  children,
  size = 'medium',
  role = 'dialog',
  closeLabel = 'Close',
  initialFocus,
  testId,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** 'alertdialog' for a question that needs an answer (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  closeLabel?: string;
  /**
   * 'first-field' for a dialog whose purpose is a form: its first field takes the focus as it opens
   * (not a text field on a touch device, where it would open the keyboard over the dialog).
   * Otherwise the browser's choice (the first control: Close), or what the content focuses itself
   * (a confirmation's Cancel).
   */
  initialFocus?: 'first-field';
  testId?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const subtitleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  // A form's first field, after showModal has focused the first control (the header's Close); on a
  // touch device a text field keeps its keyboard closed until it is tapped (the focus stays on Close).
  useModal(
    dialog,
    initialFocus === 'first-field'
      ? (element) => {
          const field = element.querySelector<HTMLElement>(firstField);
          if (mayFocusByItself(field)) field!.focus();
        }
      : undefined,
  );

  return (
    <dialog
      ref={dialog}
      className={`app-dialog is-${size}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      data-testid={testId}
      onCancel={(event) => {
        // Escape: the parent decides (it unmounts the dialog). React passes the event on to the
        // dialogs this one was opened from (its parents in React's tree): only the top one closes.
        event.preventDefault();
        event.stopPropagation();
        close.current();
      }}
    >
      <div className="app-dialog-frame">
        <header className="app-dialog-header">
          <div className="app-dialog-titles">
            <h2 className="title is-4 app-dialog-title" id={titleId}>
              {title}
            </h2>
            {subtitle && (
              <div className="app-dialog-subtitle" id={subtitleId}>
                {subtitle}
              </div>
            )}
          </div>
          <button type="button" className="app-dialog-close" aria-label={closeLabel} onClick={() => close.current()}>
            <CloseIcon />
          </button>
        </header>
        <div className="app-dialog-body">{children}</div>
      </div>
      <NoticeOutlet />
    </dialog>
  );
}
