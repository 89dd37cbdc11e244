/**
 * React Router names each history entry by a key, and ScrollRestoration keeps each entry's scroll
 * position under it. The entry a page load creates has no state, so its key is "default", the same for
 * every page load: the position left on a page loaded in full became the next full load's, in the same
 * tab (an address typed, a search result or an e-mail link opened mid-page, or past its #anchor).
 * Giving that entry a key of its own, where React Router keeps it (`{ usr, key, idx }` in
 * `history.state`), makes a reload find its position again and a new load start at the top or at its
 * anchor, as the browser itself does.
 */
export function keyFirstHistoryEntry(): void {
  const state = window.history.state as { key?: unknown } | null;
  if (state && typeof state.key === 'string' && state.key !== 'default') return;
  window.history.replaceState({ usr: null, idx: 0, ...state, key: Math.random().toString(36).slice(2, 10) }, '');
}
