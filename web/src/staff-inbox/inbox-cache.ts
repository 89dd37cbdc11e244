import type { InboxItem } from '@pt/contracts';
import { isAfter } from '../shared/live/positions';

export { isAfter };

/**
 * A page of the inbox as `GET /api/admin/inbox` answers it: newest first, `newCount` of every
 * request (not only of this page's), and `nextCursor` to ask for the next, older page (null: the
 * oldest request was reached).
 */
export interface InboxAnswer {
  items: InboxItem[];
  newCount: number;
  nextCursor: string | null;
}

/**
 * The cached inbox: the pages fetched so far, newest first (RTK Query's infinite data; each older
 * page asked for with the page before's `nextCursor`). The first page's `newCount` is the one shown,
 * and the one live changes keep up to date.
 */
export interface InboxPages {
  pages: InboxAnswer[];
}

/** Whether `a` comes before `b` in the list: the server's order, `(receivedAt, id)` newest first. */
const comesBefore = (a: InboxItem, b: InboxItem) => a.receivedAt > b.receivedAt || (a.receivedAt === b.receivedAt && a.id > b.id);

/** Every request fetched, newest first, each once. */
export function itemsOf(data: InboxPages): InboxItem[] {
  if (data.pages.length === 1) return data.pages[0]!.items;
  const seen = new Set<string>();
  const items: InboxItem[] = [];
  for (const page of data.pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** How many requests are new (of every request, not only of those fetched): the first page's count. */
export const newCountOf = (data: InboxPages): number | undefined => data.pages[0]?.newCount;

/** Whether older requests remain to be fetched. */
export const hasOlderItems = (data: InboxPages): boolean => !!data.pages.at(-1)?.nextCursor;

export function findCachedItem(data: InboxPages, id: string): InboxItem | undefined {
  for (const page of data.pages) {
    const item = page.items.find((i) => i.id === id);
    if (item) return item;
  }
  return undefined;
}

function countStatus(first: InboxAnswer, from: InboxItem['status'] | null, to: InboxItem['status']) {
  if (from === to) return;
  if (from === 'new') first.newCount = Math.max(0, first.newCount - 1);
  if (to === 'new') first.newCount += 1;
}

/**
 * The message of a request just received: its first revision, before any notice was attempted. (A
 * notice does not change the request's revision: it is written to another stream.)
 */
const isReceived = (item: InboxItem) => item.revision === 0 && item.notificationAttempts === 0;

/** The status filter of the inbox screen: each filter is a list of its own, paged by the server. */
export type InboxFilter = 'all' | 'new' | 'handled';

export const inboxFilters: readonly InboxFilter[] = ['all', 'new', 'handled'];

const shows = (filter: InboxFilter, item: InboxItem) => filter === 'all' || item.status === filter;

/**
 * Applies a live `inbox.changed` message to the cached pages of one filter's list and to the
 * new-count, in place (an immer draft): a known request is replaced where it is (or taken off a
 * filtered list it no longer belongs to) and its status counted anew; a new one is counted and, when
 * the list shows it, put in its place, or, older than every request fetched while older pages remain,
 * left for its page to bring; a message not newer than the cached request is ignored ('stale').
 * A change of a request the list does not hold: 'elsewhere' when only its notice changed (revision 0:
 * its status is still the one it was received with, already counted) and the list would not show it
 * among the requests fetched, else 'unknown': its old status is not known (or the list missed it), so
 * the caller fetches the list again.
 */
export function applyInboxChange(data: InboxPages, incoming: InboxItem, position: string, filter: InboxFilter = 'all'): 'applied' | 'stale' | 'elsewhere' | 'unknown' {
  const first = data.pages[0];
  if (!first) return 'unknown';
  for (const page of data.pages) {
    const index = page.items.findIndex((item) => item.id === incoming.id);
    if (index < 0) continue;
    const current = page.items[index]!;
    if (!isAfter(position, current.position)) return 'stale';
    const stored = storedItem(incoming, position);
    countStatus(first, current.status, stored.status);
    if (shows(filter, stored)) page.items[index] = stored;
    else page.items.splice(index, 1);
    return 'applied';
  }

  const stored = storedItem(incoming, position);
  const place = placeOf(data, stored);
  const inRange = !!place || !hasOlderItems(data);
  if (!isReceived(incoming)) return incoming.revision === 0 && !(shows(filter, stored) && inRange) ? 'elsewhere' : 'unknown';

  countStatus(first, null, stored.status);
  if (!shows(filter, stored)) return 'applied';
  if (place) place.page.items.splice(place.at, 0, stored);
  else if (!hasOlderItems(data)) data.pages.at(-1)!.items.push(stored);
  return 'applied';
}

/** Where on the pages fetched `item` belongs: before the first request it comes before. */
function placeOf(data: InboxPages, item: InboxItem): { page: InboxAnswer; at: number } | undefined {
  for (const page of data.pages) {
    const at = page.items.findIndex((other) => comesBefore(item, other));
    if (at >= 0) return { page, at };
  }
  return undefined;
}

const storedItem = (incoming: InboxItem, position: string): InboxItem => ({
  ...incoming,
  position: isAfter(position, incoming.position) ? position : incoming.position,
});

/**
 * Shows a status change at once (before the server answers), the new-count included; a filtered
 * list the request no longer belongs to lets it go.
 */
export function setCachedStatus(data: InboxPages, id: string, status: InboxItem['status'], filter: InboxFilter = 'all'): void {
  const first = data.pages[0];
  if (!first) return;
  for (const page of data.pages) {
    const index = page.items.findIndex((item) => item.id === id);
    if (index < 0) continue;
    const item = page.items[index]!;
    if (item.status === status) return;
    countStatus(first, item.status, status);
    item.status = status;
    if (!shows(filter, item)) page.items.splice(index, 1);
    return;
  }
}
