/** Whether log position `a` is after `b`. Positions are decimal strings that may exceed 2^53. */
export function isAfter(a: string, b: string): boolean {
  try {
    return BigInt(a) > BigInt(b);
  } catch {
    // An unreadable position cannot prove the message stale; let it through.
    return true;
  }
}

/**
 * Applies a live message's document to a cached list, in place (it works on an immer draft):
 * replaces the item with the same id when the message is newer than the cached copy, or inserts it
 * where `before` says it belongs (at the end when `before` is not given). Answers whether the list
 * changed. `keep` says whether the item belongs in this list at all (a search, a filter): an item
 * that no longer belongs is removed.
 */
export function upsertNewer<T extends { id: string; position: string }>(
  items: T[],
  incoming: T,
  position: string,
  { before, keep = () => true }: { before?: (a: T, b: T) => boolean; keep?: (item: T) => boolean } = {},
): boolean {
  const index = items.findIndex((item) => item.id === incoming.id);
  const current = index >= 0 ? items[index] : undefined;
  if (current && !isAfter(position, current.position)) return false;
  const stored: T = { ...incoming, position: isAfter(position, incoming.position) ? position : incoming.position };
  if (index >= 0) items.splice(index, 1);
  if (!keep(stored)) return index >= 0;
  const at = before ? items.findIndex((item) => before(stored, item)) : -1;
  items.splice(at < 0 ? items.length : at, 0, stored);
  return true;
}
