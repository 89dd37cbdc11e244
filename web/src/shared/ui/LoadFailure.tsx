import { useEffect, useRef, useState } from 'react';
import { isApiError, serverMessage } from '../api/http-error';
import { followRetry } from './retry-focus';

/**
 * Why a read failed, in a sentence: the server's own message, else a plain one by the kind of
 * failure (never the raw "500: {}" of the error).
 */
export function loadFailureReason(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  const status = isApiError(error) ? error.status : undefined;
  if (typeof status === 'number' && status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  if (typeof status === 'number') return 'Please try again.';
  return 'Please check your connection and try again.';
}

/**
 * Whether a read's failure stands: from the moment it failed (`isError`) until a try of it succeeds,
 * so that the failure, its Try again keeping the focus, stays in its place while it tries. RTK Query
 * reports a read tried again as loading (isError false, isLoading true when it has no data) but keeps
 * the entry's `error` until an answer comes: the failure stands while the entry still holds the error
 * it was shown for (a new entry, after the arguments changed, or an older page's failure that was
 * never shown as this one, do not count).
 */
export function useFailed(isError: boolean, error: unknown): boolean {
  const [shown, setShown] = useState<unknown>(isError ? error : undefined);
  if (isError && shown !== error) setShown(error);
  return isError || (error !== undefined && error === shown);
}

/**
 * A read that failed: what could not be loaded, why, and a way to try again. Shown while `useFailed`
 * says so, before any loading line. `focusAfter`: what takes the focus once it has loaded, when not
 * the first heading or control of what takes the failure's place.
 */
export function LoadFailure({ what, error, retrying, onRetry, focusAfter }: { what: string; error: unknown; retrying: boolean; onRetry: () => void; focusAfter?: () => HTMLElement | null }) {
  return (
    <div className="notification is-danger is-light" role="alert">
      <p className="mb-2">
        <strong>{what} could not be loaded.</strong> {loadFailureReason(error)}
      </p>
      <RetryButton retrying={retrying} onRetry={onRetry} focusAfter={focusAfter} />
    </div>
  );
}

/**
 * "Try again" of a failed read. While it tries, the button says so and refuses a second press, but
 * keeps the focus (aria-disabled: a disabled button drops it to the page's body); what takes the
 * failure's place takes the focus then (retry-focus.ts): a loading line, then what was loaded, or
 * `focusAfter` once it names one. The failure is its nearest `[data-retry-spot]`, else its alert.
 * `describedBy`: the id of what it tries again, when the failure's words do not say it.
 */
export function RetryButton({
  retrying,
  onRetry,
  className = 'button is-small is-danger',
  focusAfter,
  describedBy,
}: {
  retrying: boolean;
  onRetry: () => void;
  className?: string;
  focusAfter?: () => HTMLElement | null;
  describedBy?: string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const following = useRef<(() => void) | null>(null);
  const wasRetrying = useRef(retrying);
  useEffect(() => {
    // Still here once the try has ended: it failed again, and the button keeps the focus.
    if (wasRetrying.current && !retrying) following.current?.();
    wasRetrying.current = retrying;
  }, [retrying]);
  return (
    <button
      ref={button}
      type="button"
      className={className}
      aria-describedby={describedBy}
      aria-disabled={retrying || undefined}
      aria-busy={retrying || undefined}
      onClick={() => {
        if (retrying || !button.current) return;
        following.current?.();
        const box = button.current.closest<HTMLElement>('[data-retry-spot]') ?? button.current.closest<HTMLElement>('[role="alert"]') ?? button.current;
        following.current = followRetry(box, focusAfter);
        onRetry();
      }}
    >
      {retrying ? 'Trying again...' : 'Try again'}
    </button>
  );
}
