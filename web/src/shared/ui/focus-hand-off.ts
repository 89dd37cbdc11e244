/** What a hand-off needs of the list's query: RTK Query's result has both. */
export interface ListRead {
  /** The latest read of the list (begun, or ended). */
  requestId?: string;
  isFetching: boolean;
}

/** The rows to try for the focus once `id` has gone: the ones after it, then the ones before it, nearest first. */
export function neighboursOf(shown: readonly string[], id: string): string[] {
  const at = shown.indexOf(id);
  return at < 0 ? [] : [...shown.slice(at + 1), ...shown.slice(0, at).reverse()];
}

/**
 * The rows around item `id` from the latest list that still showed it: `shown`'s while it shows the
 * item, else those `kept` (from an earlier list). None for the list as a whole (no `id`).
 */
export function aroundNow(shown: readonly string[], id: string | undefined, kept: readonly string[]): readonly string[] {
  return id !== undefined && shown.includes(id) ? neighboursOf(shown, id) : kept;
}

/**
 * Whether a read of the list begun after `readBefore` (the read current when the action succeeded)
 * has ended, with or without an answer. Such a read asks for the action's write (read your writes):
 * a list it leaves without the change will not show it later but by someone else's doing.
 */
export function readEndedSince(read: ListRead, readBefore: string | undefined): boolean {
  return read.requestId !== undefined && read.requestId !== readBefore && !read.isFetching;
}
