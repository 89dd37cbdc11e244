import { serverMessage } from '../api/http-error';

/** A read that failed: what could not be loaded, why, and a way to try again. */
export function LoadFailure({ what, error, retrying, onRetry }: { what: string; error: unknown; retrying: boolean; onRetry: () => void }) {
  const detail = serverMessage(error) ?? (error as { message?: string } | undefined)?.message;
  return (
    <div className="notification is-danger is-light" role="alert">
      <p className="mb-2">
        <strong>{what} could not be loaded.</strong> {detail}
      </p>
      <button type="button" className="button is-small is-danger" disabled={retrying} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
