import { useEffect, useState } from 'react';

/**
 * The version of a document an edit form shows, and sends its revision with, even when a newer one
 * arrives live. After a 412 (someone else changed it), `reloadLatest()` puts the newest version on
 * the form as soon as it is there (`load` fills the form with it).
 */
export function useShownRevision<T extends { revision: number }>(latest: T | null, load: (doc: T) => void) {
  const [shown, setShown] = useState(latest);
  const [reloadPending, setReloadPending] = useState(false);
  useEffect(() => {
    if (!reloadPending || !latest || latest.revision === shown?.revision) return;
    setShown(latest);
    load(latest);
    setReloadPending(false);
  }, [reloadPending, latest, shown, load]);
  return { shown, reloadLatest: () => setReloadPending(true) };
}
