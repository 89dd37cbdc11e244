import { useEffect, useRef, useState } from 'react';
import { LoadFailure, useFailed } from './LoadFailure';
import './load-older.scss';

/**
 * The foot of a list paged newest first: "Load older <items>" while there are more, "Loading older
 * <items>..." while a page is on its way, and a failure with "Try again" in its place (the list stays;
 * the failure stays too while Try again tries).
 * The button keeps the focus while a page comes (aria-disabled: a disabled button drops it to the
 * page's body, and the next Tab starts from the top); once the last page has come, a line saying so
 * takes it from the button that went.
 */
export function LoadOlder({ items, more, loading, failed, error, onLoad }: { items: string; more: boolean; loading: boolean; failed: boolean; error: unknown; onLoad: () => void }) {
  const end = useRef<HTMLParagraphElement>(null);
  // Whether older items were asked for here: once the last page has come, the end's line shows, and
  // takes the focus if it fell to the page's body with the button.
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (!more && used && document.activeElement === document.body) end.current?.focus();
  }, [more, used]);
  const stillFailed = useFailed(failed, error);
  if (stillFailed) {
    return (
      <div className="load-older-failed" data-retry-spot>
        <LoadFailure
          what={`Older ${items}`}
          error={error}
          retrying={loading}
          onRetry={() => {
            setUsed(true);
            onLoad();
          }}
        />
      </div>
    );
  }
  if (!more) {
    return used ? (
      <p className="load-older-end" tabIndex={-1} ref={end}>
        No older {items}.
      </p>
    ) : null;
  }
  return (
    <div className="load-older">
      <button
        type="button"
        className="button is-primary is-outlined"
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        onClick={() => {
          if (loading) return;
          setUsed(true);
          onLoad();
        }}
      >
        {loading ? `Loading older ${items}...` : `Load older ${items}`}
      </button>
    </div>
  );
}
