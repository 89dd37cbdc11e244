import type { InboxItem } from '@pt/contracts';
import { isAfter } from '../shared/live/positions';

export { isAfter };

const receivedTime = (item: InboxItem) => Date.parse(item.receivedAt) || 0;

/**
 * Applies a live `inbox.changed` message to the cached list (newest first), in place so it works
 * on an immer draft: inserts a new item or replaces the one with the same id, and ignores a
 * message whose position is not newer than the cached item's. Answers whether the list changed.
 */
export function applyInboxChange(items: InboxItem[], incoming: InboxItem, position: string): boolean {
  const index = items.findIndex((item) => item.id === incoming.id);
  const current = index >= 0 ? items[index] : undefined;
  if (current && !isAfter(position, current.position)) return false;

  const stored: InboxItem = { ...incoming, position: isAfter(position, incoming.position) ? position : incoming.position };
  if (index >= 0) items.splice(index, 1);

  const time = receivedTime(stored);
  const at = items.findIndex((item) => receivedTime(item) < time);
  items.splice(at < 0 ? items.length : at, 0, stored);
  return true;
}

/** Count and filter helpers for the inbox screen. */
export type InboxFilter = 'all' | 'new' | 'handled';

export function filterInbox(items: readonly InboxItem[], filter: InboxFilter): InboxItem[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.status === filter);
}

export function countNew(items: readonly InboxItem[]): number {
  return items.filter((item) => item.status === 'new').length;
}
