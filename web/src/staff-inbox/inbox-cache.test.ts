import { describe, expect, it } from 'vitest';
import type { InboxItem } from '@pt/contracts';
import {
  applyInboxChange,
  findCachedItem,
  hasOlderItems,
  isAfter,
  itemsOf,
  newCountOf,
  setCachedStatus,
  type InboxAnswer,
  type InboxPages,
} from './inbox-cache';

const item = (id: string, receivedAt: string, position: string, extra: Partial<InboxItem> = {}): InboxItem => ({
  id,
  kind: 'contact',
  status: 'new',
  receivedAt,
  name: `Patient ${id}`,
  phone: '(321) 555-0100',
  notification: 'pending',
  revision: 0,
  notificationAttempts: 0,
  position,
  ...extra,
});
const newOf = (items: InboxItem[]) => items.filter((i) => i.status === 'new').length;
/** One page holding every request: the list as it was before it had pages. */
const answer = (items: InboxItem[]): InboxPages => ({ pages: [{ items, newCount: newOf(items), nextCursor: null }] });
/** The pages fetched of a longer list (`all`, newest first): the new-count is of every request. */
const paged = (all: InboxItem[], ...sizes: number[]): InboxPages => {
  const newCount = newOf(all);
  let from = 0;
  const pages: InboxAnswer[] = sizes.map((size) => {
    const items = all.slice(from, from + size);
    from += size;
    return { items, newCount, nextCursor: from < all.length ? `after-${items.at(-1)!.id}` : null };
  });
  return { pages };
};
const ids = (data: InboxPages) => itemsOf(data).map((i) => i.id);
/** A later message of a request already received: its notice went out (its revision stays). */
const notified = (received: InboxItem): InboxItem => ({ ...received, notification: 'sent', notificationChannel: 'outbox', notificationAttempts: 1 });

describe('applying a live inbox change', () => {
  it('inserts a new item in newest-first order and counts it', () => {
    const cached = answer([item('c', '2025-01-03T10:00:00Z', '30'), item('a', '2025-01-01T10:00:00Z', '10')]);
    expect(applyInboxChange(cached, item('b', '2025-01-02T10:00:00Z', '40'), '40')).toBe('applied');
    expect(ids(cached)).toEqual(['c', 'b', 'a']);
    expect(newCountOf(cached)).toBe(3);
  });

  it('puts the newest item first and an older one last', () => {
    const cached = answer([item('b', '2025-01-02T10:00:00Z', '20')]);
    applyInboxChange(cached, item('c', '2025-01-03T10:00:00Z', '30'), '30');
    applyInboxChange(cached, item('a', '2025-01-01T10:00:00Z', '31'), '31');
    expect(ids(cached)).toEqual(['c', 'b', 'a']);
  });

  it('orders requests received at the same moment by id, as the server pages them', () => {
    const cached = answer([item('c', '2025-01-02T10:00:00Z', '30'), item('a', '2025-01-02T10:00:00Z', '10')]);
    applyInboxChange(cached, item('b', '2025-01-02T10:00:00Z', '40'), '40');
    expect(ids(cached)).toEqual(['c', 'b', 'a']);
  });

  it('replaces an item by id, in place, and counts its new status', () => {
    const cached = answer([item('b', '2025-01-02T10:00:00Z', '20'), item('a', '2025-01-01T10:00:00Z', '10')]);
    expect(applyInboxChange(cached, item('a', '2025-01-01T10:00:00Z', '10', { status: 'handled', notification: 'sent', revision: 1 }), '50')).toBe('applied');
    expect(itemsOf(cached)).toHaveLength(2);
    expect(itemsOf(cached)[1]).toMatchObject({ id: 'a', status: 'handled', notification: 'sent', position: '50' });
    expect(newCountOf(cached)).toBe(1);
  });

  it('ignores a message that is not newer than the cached item', () => {
    const cached = answer([item('a', '2025-01-01T10:00:00Z', '50', { status: 'handled', revision: 1 })]);
    expect(applyInboxChange(cached, item('a', '2025-01-01T10:00:00Z', '40'), '40')).toBe('stale');
    expect(applyInboxChange(cached, item('a', '2025-01-01T10:00:00Z', '50'), '50')).toBe('stale');
    expect(itemsOf(cached)[0]?.status).toBe('handled');
    expect(newCountOf(cached)).toBe(0);
  });

  it('asks for a refetch when a request the list does not hold changed status', () => {
    const cached = answer([item('b', '2025-01-02T10:00:00Z', '20')]);
    expect(applyInboxChange(cached, item('old', '2024-01-01T10:00:00Z', '60', { status: 'handled', revision: 1 }), '60')).toBe('unknown');
    expect(ids(cached)).toEqual(['b']);
    expect(newCountOf(cached)).toBe(1);
  });

  it('compares positions as big integers, not as strings or doubles', () => {
    expect(isAfter('10', '9')).toBe(true);
    expect(isAfter('18446744073709551615', '18446744073709551614')).toBe(true);
    expect(isAfter('9007199254740993', '9007199254740992')).toBe(true);
    expect(isAfter('9', '10')).toBe(false);
    const cached = answer([item('a', '2025-01-01T10:00:00Z', '9007199254740992')]);
    expect(applyInboxChange(cached, item('a', '2025-01-01T10:00:00Z', '9007199254740992', { status: 'handled', revision: 1 }), '9007199254740993')).toBe('applied');
  });

  it('answers "unknown" while nothing is cached', () => {
    expect(applyInboxChange({ pages: [] }, item('a', '2025-01-01T10:00:00Z', '10'), '10')).toBe('unknown');
  });
});

describe('a live change of an inbox fetched a page at a time', () => {
  const all = () => [
    item('f', '2025-01-06T10:00:00Z', '60'),
    item('e', '2025-01-05T10:00:00Z', '50', { status: 'handled', revision: 1 }),
    item('d', '2025-01-04T10:00:00Z', '40'),
    item('c', '2025-01-03T10:00:00Z', '30', { status: 'handled', revision: 1 }),
    item('b', '2025-01-02T10:00:00Z', '20'),
    item('a', '2025-01-01T10:00:00Z', '10'),
  ];

  it('shows every page fetched in order, each item once, with the new-count of every request', () => {
    const cached = paged(all(), 2, 2);
    expect(ids(cached)).toEqual(['f', 'e', 'd', 'c']);
    expect(hasOlderItems(cached)).toBe(true);
    expect(newCountOf(cached)).toBe(4);
    // An item that moved to the next page between two reads shows once.
    cached.pages[1]!.items.unshift(item('e', '2025-01-05T10:00:00Z', '50'));
    expect(ids(cached)).toEqual(['f', 'e', 'd', 'c']);
    expect(hasOlderItems(paged(all(), 2, 2, 2))).toBe(false);
  });

  it('changes an item on an older page where it is, and counts it on the count shown', () => {
    const cached = paged(all(), 2, 2);
    expect(applyInboxChange(cached, item('c', '2025-01-03T10:00:00Z', '30', { status: 'new', revision: 2 }), '70')).toBe('applied');
    expect(cached.pages[1]!.items[1]).toMatchObject({ id: 'c', status: 'new', position: '70' });
    expect(newCountOf(cached)).toBe(5);
    expect(ids(cached)).toEqual(['f', 'e', 'd', 'c']);
  });

  it('puts a new item on the page where it belongs', () => {
    const cached = paged(all(), 2, 2);
    applyInboxChange(cached, item('g', '2025-01-07T10:00:00Z', '70'), '70');
    applyInboxChange(cached, item('cc', '2025-01-03T12:00:00Z', '71'), '71');
    expect(cached.pages.map((p) => p.items.map((i) => i.id))).toEqual([['g', 'f', 'e'], ['d', 'cc', 'c']]);
    expect(newCountOf(cached)).toBe(6);
  });

  it('counts a new item older than every item fetched, and leaves it to its page while older pages remain', () => {
    const cached = paged(all(), 2, 2);
    expect(applyInboxChange(cached, item('old', '2024-12-01T10:00:00Z', '70'), '70')).toBe('applied');
    expect(ids(cached)).toEqual(['f', 'e', 'd', 'c']);
    expect(newCountOf(cached)).toBe(5);

    const whole = paged(all(), 2, 2, 2);
    expect(applyInboxChange(whole, item('old', '2024-12-01T10:00:00Z', '70'), '70')).toBe('applied');
    expect(ids(whole)).toEqual(['f', 'e', 'd', 'c', 'b', 'a', 'old']);
  });

  it('asks for a refetch when a request on a page not fetched changed status (its old status is not known)', () => {
    const cached = paged(all(), 2, 2);
    expect(applyInboxChange(cached, item('a', '2025-01-01T10:00:00Z', '10', { status: 'handled', revision: 1 }), '70')).toBe('unknown');
    expect(newCountOf(cached)).toBe(4);
    expect(ids(cached)).toEqual(['f', 'e', 'd', 'c']);
  });

  it('leaves the notice of a request on a page not fetched to that page: nothing shown changes, nothing is refetched', () => {
    const cached = paged(all(), 2, 2);
    expect(applyInboxChange(cached, notified(item('a', '2025-01-01T10:00:00Z', '10')), '70')).toBe('elsewhere');
    expect(ids(cached)).toEqual(['f', 'e', 'd', 'c']);
    expect(newCountOf(cached)).toBe(4);
  });

  it('asks for a refetch when the notice of a request the list should hold but does not arrives (it was missed)', () => {
    const cached = paged(all(), 2, 2);
    expect(applyInboxChange(cached, notified(item('cc', '2025-01-03T12:00:00Z', '65')), '70')).toBe('unknown');
    const whole = paged(all(), 2, 2, 2);
    expect(applyInboxChange(whole, notified(item('old', '2024-12-01T10:00:00Z', '65')), '70')).toBe('unknown');
    expect(ids(whole)).toEqual(['f', 'e', 'd', 'c', 'b', 'a']);
    expect(newCountOf(whole)).toBe(4);
  });

  it('a change heard again after the page it is on arrived changes nothing', () => {
    const cached = paged(all(), 2, 2);
    const heard = item('d', '2025-01-04T10:00:00Z', '40', { status: 'handled', revision: 1 });
    expect(applyInboxChange(cached, heard, '80')).toBe('applied');
    expect(applyInboxChange(cached, heard, '80')).toBe('stale');
    expect(newCountOf(cached)).toBe(3);
  });

  it('a new request heard during the fetch of the first page is added once, whether the page holds it or not', () => {
    const arrived = item('g', '2025-01-07T10:00:00Z', '70');
    const without = paged(all(), 2, 2);
    expect(applyInboxChange(without, arrived, '70')).toBe('applied');
    const holding = paged([arrived, ...all()], 3, 2);
    expect(applyInboxChange(holding, arrived, '70')).toBe('stale');
    expect(ids(without)).toEqual(ids(holding));
    expect(newCountOf(without)).toBe(newCountOf(holding));
  });
});

describe('a status change on screen', () => {
  it('moves the new-count at once, and changes nothing for the same status', () => {
    const cached = answer([item('a', '2025-01-01T10:00:00Z', '10')]);
    setCachedStatus(cached, 'a', 'handled');
    expect(newCountOf(cached)).toBe(0);
    setCachedStatus(cached, 'a', 'handled');
    expect(newCountOf(cached)).toBe(0);
    setCachedStatus(cached, 'a', 'new');
    expect(newCountOf(cached)).toBe(1);
  });

  it('of an item on an older page', () => {
    const cached = paged([item('b', '2025-01-02T10:00:00Z', '20'), item('a', '2025-01-01T10:00:00Z', '10')], 1, 1);
    setCachedStatus(cached, 'a', 'handled');
    expect(findCachedItem(cached, 'a')!.status).toBe('handled');
    expect(newCountOf(cached)).toBe(1);
  });

  it('of an item not fetched changes nothing', () => {
    const cached = paged([item('b', '2025-01-02T10:00:00Z', '20'), item('a', '2025-01-01T10:00:00Z', '10')], 1);
    setCachedStatus(cached, 'a', 'handled');
    expect(newCountOf(cached)).toBe(2);
  });
});

describe("a filter's own list", () => {
  // The list of new requests as the server pages it (`status=new`): handled ones are not on it.
  const newList = () =>
    ({
      pages: [{ items: [item('c', '2025-01-03T10:00:00Z', '30'), item('a', '2025-01-01T10:00:00Z', '10')], newCount: 3, nextCursor: 'after-a' }],
    }) satisfies InboxPages;

  it('lets go of a request handled live, and counts it', () => {
    const cached = newList();
    expect(applyInboxChange(cached, item('c', '2025-01-03T10:00:00Z', '31', { status: 'handled', revision: 1 }), '31', 'new')).toBe('applied');
    expect(ids(cached)).toEqual(['a']);
    expect(newCountOf(cached)).toBe(2);
  });

  it('lets go of a request handled on screen, and counts it', () => {
    const cached = newList();
    setCachedStatus(cached, 'a', 'handled', 'new');
    expect(ids(cached)).toEqual(['c']);
    expect(newCountOf(cached)).toBe(2);
  });

  it('counts a request just received that the list does not show, without showing it', () => {
    const handled = { pages: [{ items: [item('h', '2025-01-02T10:00:00Z', '20', { status: 'handled', revision: 1 })], newCount: 3, nextCursor: null }] } satisfies InboxPages;
    expect(applyInboxChange(handled, item('n', '2025-01-04T10:00:00Z', '40'), '40', 'handled')).toBe('applied');
    expect(ids(handled)).toEqual(['h']);
    expect(newCountOf(handled)).toBe(4);
  });

  it('shows a request just received in its place', () => {
    const cached = newList();
    expect(applyInboxChange(cached, item('d', '2025-01-04T10:00:00Z', '40'), '40', 'new')).toBe('applied');
    expect(ids(cached)).toEqual(['d', 'c', 'a']);
    expect(newCountOf(cached)).toBe(4);
  });

  it('asks for the list again when a request it does not hold comes to belong to it', () => {
    const handled = { pages: [{ items: [item('h', '2025-01-02T10:00:00Z', '20', { status: 'handled', revision: 1 })], newCount: 3, nextCursor: null }] } satisfies InboxPages;
    expect(applyInboxChange(handled, item('x', '2025-01-03T10:00:00Z', '50', { status: 'handled', revision: 1 }), '50', 'handled')).toBe('unknown');
    // Put back to new: was it counted as new before? The list cannot know.
    expect(applyInboxChange(newList(), item('b', '2025-01-02T10:00:00Z', '51', { status: 'new', revision: 2 }), '51', 'new')).toBe('unknown');
  });

  it("ignores a notice about a request the list would not show", () => {
    const handled = { pages: [{ items: [item('h', '2025-01-02T10:00:00Z', '20', { status: 'handled', revision: 1 })], newCount: 3, nextCursor: null }] } satisfies InboxPages;
    expect(applyInboxChange(handled, item('n', '2025-01-03T10:00:00Z', '60', { notification: 'sent', notificationAttempts: 1 }), '60', 'handled')).toBe('elsewhere');
    expect(ids(handled)).toEqual(['h']);
    expect(newCountOf(handled)).toBe(3);
  });
});
