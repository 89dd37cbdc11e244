import { describe, expect, it } from 'vitest';
import type { InboxItem } from '@pt/contracts';
import { applyInboxChange, countNew, filterInbox, isAfter } from './inbox-cache';

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

describe('applying a live inbox change', () => {
  it('inserts a new item in newest-first order', () => {
    const items = [item('c', '2025-01-03T10:00:00Z', '30'), item('a', '2025-01-01T10:00:00Z', '10')];
    const changed = applyInboxChange(items, item('b', '2025-01-02T10:00:00Z', '40'), '40');
    expect(changed).toBe(true);
    expect(items.map((i) => i.id)).toEqual(['c', 'b', 'a']);
  });

  it('puts the newest item first and an older one last', () => {
    const items = [item('b', '2025-01-02T10:00:00Z', '20')];
    applyInboxChange(items, item('c', '2025-01-03T10:00:00Z', '30'), '30');
    applyInboxChange(items, item('a', '2025-01-01T10:00:00Z', '31'), '31');
    expect(items.map((i) => i.id)).toEqual(['c', 'b', 'a']);
  });

  it('replaces an item by id, in place', () => {
    const items = [item('b', '2025-01-02T10:00:00Z', '20'), item('a', '2025-01-01T10:00:00Z', '10')];
    applyInboxChange(items, item('a', '2025-01-01T10:00:00Z', '50', { status: 'handled', notification: 'sent' }), '50');
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({ id: 'a', status: 'handled', notification: 'sent', position: '50' });
  });

  it('ignores a message that is not newer than the cached item', () => {
    const items = [item('a', '2025-01-01T10:00:00Z', '50', { status: 'handled' })];
    expect(applyInboxChange(items, item('a', '2025-01-01T10:00:00Z', '40'), '40')).toBe(false);
    expect(applyInboxChange(items, item('a', '2025-01-01T10:00:00Z', '50'), '50')).toBe(false);
    expect(items[0]?.status).toBe('handled');
  });

  it('compares positions as big integers, not as strings or doubles', () => {
    expect(isAfter('10', '9')).toBe(true);
    expect(isAfter('18446744073709551615', '18446744073709551614')).toBe(true);
    expect(isAfter('9007199254740993', '9007199254740992')).toBe(true);
    expect(isAfter('9', '10')).toBe(false);
  });
});

describe('inbox filters', () => {
  const items = [
    item('a', '2025-01-01T10:00:00Z', '1'),
    item('b', '2025-01-01T11:00:00Z', '2', { status: 'handled' }),
    item('c', '2025-01-01T12:00:00Z', '3'),
  ];

  it('counts and filters by status', () => {
    expect(countNew(items)).toBe(2);
    expect(filterInbox(items, 'handled').map((i) => i.id)).toEqual(['b']);
    expect(filterInbox(items, 'new').map((i) => i.id)).toEqual(['a', 'c']);
    expect(filterInbox(items, 'all')).toHaveLength(3);
  });
});
