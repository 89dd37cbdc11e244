import { useId, useRef, useState } from 'react';
import { reportTexts } from '@pt/contracts';
import { useNotice } from '../shared/ui/notice';

/** Copies `text`: the clipboard API where the page may use it, else the selected field and the old copy command. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, not a secure page): fall back to the selection
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** A report's link, whole and selectable, with a Copy button (toast 'Link Copied'). */
/** `of`: what the link opens, for screen readers ('Share link for …'). */
export function ShareLink({ link, of }: { link: string; of?: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const notify = useNotice();
  const [copied, setCopied] = useState(false);

  async function onCopy() {
    if (await copyText(link, field.current)) {
      setCopied(true);
      notify({ title: reportTexts.linkCopied, description: 'Paste it into a message to share the report.' });
    } else {
      // Spec 001's failure toast ('Error' / 'Failed to copy to clipboard'), and the link left selected to copy by hand.
      field.current?.select();
      notify({ title: 'Error', description: 'Failed to copy to clipboard. The link is selected: press Ctrl+C (or ⌘C) to copy it.', variant: 'destructive' });
    }
  }

  return (
    <div className="share-link">
      <label className="share-link-label" htmlFor={id}>
        Share link{of && <span className="is-sr-only"> for {of}</span>}
      </label>
      <div className="field has-addons mb-0">
        <div className="control is-expanded">
          <input ref={field} id={id} className="input is-small share-link-input" type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
        </div>
        <div className="control">
          <button type="button" className="button is-small is-primary is-outlined" onClick={() => void onCopy()} onBlur={() => setCopied(false)}>
            {copied ? reportTexts.copied : 'Copy'}
          </button>
        </div>
      </div>
    </div>
  );
}
