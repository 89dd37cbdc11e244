import { describe, expect, it } from 'vitest';
import { isAfter, upsertNewer } from './positions';

type Doc = { id: string; name: string; position: string };
const doc = (id: string, name: string, position: string): Doc => ({ id, name, position });
const byName = (a: Doc, b: Doc) => a.name.localeCompare(b.name) < 0;

describe('applying a live document to a cached list', () => {
  it('inserts a new document in order, and at the end without an order', () => {
    const items = [doc('a', 'Ann', '1'), doc('c', 'Cy', '3')];
    expect(upsertNewer(items, doc('b', 'Bo', '5'), '5', { before: byName })).toBe(true);
    expect(items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    upsertNewer(items, doc('d', 'Al', '6'), '6');
    expect(items.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('replaces a document when the message is newer, and moves it to its new place', () => {
    const items = [doc('a', 'Ann', '1'), doc('b', 'Bo', '2')];
    expect(upsertNewer(items, doc('a', 'Zoe', '1'), '9', { before: byName })).toBe(true);
    expect(items).toEqual([doc('b', 'Bo', '2'), doc('a', 'Zoe', '9')]);
  });

  it('ignores a message that is not newer than the cached copy', () => {
    const items = [doc('a', 'Ann', '9')];
    expect(upsertNewer(items, doc('a', 'Old', '8'), '8')).toBe(false);
    expect(upsertNewer(items, doc('a', 'Same', '9'), '9')).toBe(false);
    expect(items[0]?.name).toBe('Ann');
  });

  it('removes a document that no longer belongs to the list, and never adds one that does not', () => {
    const items = [doc('a', 'Ann', '1')];
    const keep = (d: Doc) => d.name.startsWith('A');
    expect(upsertNewer(items, doc('b', 'Bo', '2'), '2', { keep })).toBe(false);
    expect(upsertNewer(items, doc('a', 'Bea', '3'), '3', { keep })).toBe(true);
    expect(items).toEqual([]);
  });

  it('compares positions as big integers', () => {
    expect(isAfter('10', '9')).toBe(true);
    expect(isAfter('9007199254740993', '9007199254740992')).toBe(true);
    expect(isAfter('9', '10')).toBe(false);
  });
});
