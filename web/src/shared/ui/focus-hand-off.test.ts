import { describe, expect, it } from 'vitest';
import { aroundNow, neighboursOf, readEndedSince } from './focus-hand-off';

describe('neighboursOf', () => {
  it('tries the rows after the one gone, then the ones before it, nearest first', () => {
    expect(neighboursOf(['a', 'b', 'c', 'd'], 'b')).toEqual(['c', 'd', 'a']);
    expect(neighboursOf(['a', 'b', 'c'], 'c')).toEqual(['b', 'a']);
    expect(neighboursOf(['a'], 'a')).toEqual([]);
  });

  it('has none for an item the list did not show', () => {
    expect(neighboursOf(['a', 'b'], 'x')).toEqual([]);
  });
});

describe('aroundNow', () => {
  it('follows the list while it shows the item (a dialog of the item open, the list changing under it)', () => {
    expect(aroundNow(['a', 'b', 'c'], 'b', ['x'])).toEqual(['c', 'a']);
    expect(aroundNow(['a', 'n', 'b', 'c'], 'b', ['c', 'a'])).toEqual(['c', 'n', 'a']);
  });

  it('keeps the rows of the latest list that showed the item once it has left', () => {
    const kept = ['c', 'a'];
    expect(aroundNow(['a', 'c'], 'b', kept)).toBe(kept);
  });

  it('keeps what it has for the list as a whole', () => {
    expect(aroundNow(['a', 'b'], undefined, [])).toEqual([]);
  });
});

describe('readEndedSince', () => {
  it('waits while the read current when the action succeeded is the latest, ended or not', () => {
    expect(readEndedSince({ requestId: 'r0', isFetching: false }, 'r0')).toBe(false);
    expect(readEndedSince({ requestId: 'r0', isFetching: true }, 'r0')).toBe(false);
  });

  it('waits while a later read is on its way', () => {
    expect(readEndedSince({ requestId: 'r1', isFetching: true }, 'r0')).toBe(false);
  });

  it('says so once a later read has ended', () => {
    expect(readEndedSince({ requestId: 'r1', isFetching: false }, 'r0')).toBe(true);
    expect(readEndedSince({ requestId: 'r1', isFetching: false }, undefined)).toBe(true);
  });

  it('waits for a list not read yet', () => {
    expect(readEndedSince({ requestId: undefined, isFetching: false }, undefined)).toBe(false);
  });
});
