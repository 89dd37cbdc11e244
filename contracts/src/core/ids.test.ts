import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stableEventId, stableEventIds } from './fingerprint';
import { timeOrderedDigestId, timeOrderedId } from './ids';

const uuid = z.uuid();

describe('event ids', () => {
  it('are uuids of version 7 that begin with their time and sort in the order of it', () => {
    const at = Date.parse('2026-11-27T04:00:00.000Z');
    const ids = Array.from({ length: 2000 }, (_, i) => timeOrderedId(at + Math.floor(i / 10)));
    for (const id of ids) {
      expect(uuid.safeParse(id).success).toBe(true);
      expect(id[14]).toBe('7');
      expect('89ab').toContain(id[19]);
    }
    expect(ids[0]!.replace(/-/g, '').slice(0, 12)).toBe(at.toString(16).padStart(12, '0'));
    // Ids of different milliseconds sort by time; within one millisecond they differ at random.
    const firstOfEach = ids.filter((_, i) => i % 10 === 0);
    expect([...firstOfEach].sort()).toEqual(firstOfEach);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never repeat, many made in the same millisecond', () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 100_000 }, () => timeOrderedId(now)));
    expect(ids.size).toBe(100_000);
  });

  it("named after a cause, are the same each time and begin with the cause's time", () => {
    const at = '2026-11-27T04:00:00.000Z';
    const id = stableEventId('reward:e1:0', at);
    expect(stableEventId('reward:e1:0', at)).toBe(id);
    expect(stableEventId('reward:e1:1', at)).not.toBe(id);
    expect(uuid.safeParse(id).success).toBe(true);
    expect(id[14]).toBe('8');
    expect(id.replace(/-/g, '').slice(0, 12)).toBe(Date.parse(at).toString(16).padStart(12, '0'));
    expect(stableEventId('reward:e1:0', '2026-11-27T04:00:00.001Z') > id).toBe(true);
    expect(timeOrderedDigestId('f'.repeat(64), 0)).toBe('00000000-0000-8fff-afff-ffffffffffff');
  });

  it('named without a time (or with one that is not), are all digest as before', () => {
    expect(stableEventId('seed-exercise:knee')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableEventId('seed-exercise:knee', 'not a time')).toBe(stableEventId('seed-exercise:knee'));
  });

  it("named for several events of one cause, differ by index, repeat for the same cause and index, and begin with the cause's time", () => {
    const at = '2026-11-27T04:00:00.000Z';
    const ids = Array.from({ length: 8 }, (_, i) => stableEventIds('reward:e1', at)(i));
    expect(new Set(ids).size).toBe(8);
    expect(ids.map((_, i) => stableEventIds('reward:e1', at)(i))).toEqual(ids);
    expect(stableEventIds('reward:e2', at)(0)).not.toBe(ids[0]);
    for (const id of ids) {
      expect(uuid.safeParse(id).success).toBe(true);
      expect(id.startsWith(Date.parse(at).toString(16).padStart(12, '0').slice(0, 8))).toBe(true);
    }
    expect(stableEventIds('reward:e1', 'not a time')(1)).toBe(stableEventId('reward:e1:1'));
  });
});
