import { isApiError, serverMessage } from '../api/http-error';

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

/** A read that failed: what could not be loaded, why, and a way to try again. */
export function LoadFailure({ what, error, retrying, onRetry }: { what: string; error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <div className="notification is-danger is-light" role="alert">
      <p className="mb-2">
        <strong>{what} could not be loaded.</strong> {loadFailureReason(error)}
      </p>
      <button type="button" className="button is-small is-danger" disabled={retrying} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
