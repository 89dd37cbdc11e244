import { describe, expect, it } from 'vitest';
import { changedFields, documentChange, sameValue } from './audit-diff';

describe('what an event changed in a document', () => {
  it('lists the top-level fields whose value differs, new fields in order, then the removed ones', () => {
    const before = { id: 'c-1', status: 'new', tags: ['a'], removed: 1, revision: 0 };
    const after = { id: 'c-1', status: 'handled', tags: ['a'], revision: 1, statusChangedBy: 'u-1' };
    expect(changedFields(before, after)).toEqual([
      { field: 'status', before: 'new', after: 'handled' },
      { field: 'statusChangedBy', before: undefined, after: 'u-1' },
      { field: 'removed', before: 1, after: undefined },
    ]);
    expect(documentChange({ before, after })).toBe('changed');
  });

  it('a created document: every field it has, from none', () => {
    expect(changedFields(null, { id: 'c-1', status: 'new' })).toEqual([
      { field: 'id', before: undefined, after: 'c-1' },
      { field: 'status', before: undefined, after: 'new' },
    ]);
    expect(documentChange({ before: null, after: { id: 'c-1' } })).toBe('created');
  });

  it('a deleted document: every field it had, to none', () => {
    expect(changedFields({ id: 'c-1' }, null)).toEqual([{ field: 'id', before: 'c-1', after: undefined }]);
    expect(documentChange({ before: { id: 'c-1' }, after: null })).toBe('deleted');
  });

  it('leaves out the bookkeeping every event moves (position, revision)', () => {
    const before = { id: 'c-1', status: 'new', revision: 0, position: '10' };
    expect(changedFields(before, { ...before, revision: 1, position: '12' })).toEqual([]);
    expect(documentChange({ before, after: { ...before, revision: 1, position: '12' } })).toBe('unchanged');
  });

  it('no change when only the order of keys differs', () => {
    expect(changedFields({ a: { x: 1, y: [1, { z: 2 }] } }, { a: { y: [1, { z: 2 }], x: 1 } })).toEqual([]);
    expect(documentChange({ before: { a: 1 }, after: { a: 1 } })).toBe('unchanged');
    expect(documentChange({ before: null, after: null })).toBe('unchanged');
  });

  it('tells values apart by type and shape', () => {
    expect(sameValue(1, '1')).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue({ a: undefined }, {})).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
  });
});
