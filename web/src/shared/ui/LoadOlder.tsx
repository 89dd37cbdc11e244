import { LoadFailure } from './LoadFailure';
import './load-older.scss';

/**
 * The foot of a list paged newest first: "Load older <items>" while there are more, "Loading older
 * <items>..." while a page is on its way, and a failure with "Try again" in its place (the list stays).
 */
export function LoadOlder({ items, more, loading, failed, error, onLoad }: { items: string; more: boolean; loading: boolean; failed: boolean; error: unknown; onLoad: () => void }) {
  if (failed && !loading) {
    return (
      <div className="load-older-failed">
        <LoadFailure what={`Older ${items}`} error={error} retrying={loading} onRetry={onLoad} />
      </div>
    );
  }
  if (!more) return null;
  return (
    <div className="load-older">
      <button type="button" className="button is-primary is-outlined" disabled={loading} aria-busy={loading || undefined} onClick={onLoad}>
        {loading ? `Loading older ${items}...` : `Load older ${items}`}
      </button>
    </div>
  );
}
