import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { momentOn, streams, type Doc, type EventStore, type Filter } from '@pt/contracts';
import type { CommandMeta } from '@pt/contracts/core';
import { createPrograms, startDayCloser, type DayCloser } from '@pt/command-api';
import { createSqliteEventStore } from '@pt/infra';

const zone = 'America/New_York';
const at = (day: string, hour: number, minute = 0) => momentOn(day, hour, minute, zone);
const meta = (now: Date): CommandMeta => ({ actor: { kind: 'system', name: 'test' }, correlationId: randomUUID(), causationId: randomUUID(), now });
const quiet = { info() {}, warn() {} };

let store: EventStore | undefined;
let closer: DayCloser | undefined;
afterEach(async () => {
  closer?.stop();
  closer = undefined;
  vi.useRealTimers();
  await store?.close();
  store = undefined;
});

describe('a day left part-done', () => {
  it('earns its session once the day has ended in the practice time zone, and only once', async () => {
    store = createSqliteEventStore(path.join(mkdtempSync(path.join(tmpdir(), 'pt-day-closer-')), 'events.db'));
    const programs = createPrograms(store, async (ids) => new Map(ids.map((id) => [id, 10])), zone);
    const patientId = randomUUID();
    const day = '2026-11-26';
    const assignments = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of assignments) {
      await programs.assign(patientId, id, randomUUID(), { frequency: 'Once daily', customInstructions: '', startDate: day, endDate: null }, meta(at(day, 9)));
    }
    const input = { duration: null, repetitionsCompleted: null, difficultyRating: null, painLevel: null, notes: '' };
    await programs.complete(patientId, assignments[0]!, randomUUID(), input, meta(at(day, 10)));

    // 23:59 in Florida is still the day (04:59 UTC the next day).
    expect(await programs.closeDay(patientId, day, meta(at(day, 23, 59)))).toBeNull();
    const closed = await programs.closeDay(patientId, day, meta(at('2026-11-27', 0, 1)));
    expect(closed?.appended).toBe(1);
    expect(await programs.closeDay(patientId, day, meta(at('2026-11-27', 1)))).toBeNull();

    const events = await store.readStream(streams.day(patientId, day));
    expect(events.map((e) => e.type)).toEqual(['ExerciseCompleted', 'SessionRecorded']);
    expect(events[1]!.data).toMatchObject({ patientId, date: day, completedExercises: 1, totalExercises: 3, totalMinutes: 10, perfect: false });
    // The next day's first completion finds it closed and closes nothing again.
    await programs.complete(patientId, assignments[1]!, randomUUID(), input, meta(at('2026-11-27', 8)));
    expect((await store.readStream(streams.day(patientId, day))).length).toBe(2);
  });
});

describe('the day closer', () => {
  const docs = {
    completions: [
      { id: 'c1', patientId: 'p1', date: '2026-11-26' },
      { id: 'c2', patientId: 'p1', date: '2026-11-26' },
      { id: 'c3', patientId: 'p2', date: '2026-11-24' },
      { id: 'c4', patientId: 'p3', date: '2026-11-26' },
      { id: 'c5', patientId: 'p4', date: '2026-11-25' },
    ],
    sessions: [{ id: 's1', patientId: 'p3', sessionDate: '2026-11-26' }],
  };
  const find = vi.fn(async (name: 'completions' | 'sessions', filter: Filter) => {
    const field = name === 'completions' ? 'date' : 'sessionDate';
    const range = filter[field] as { $gte: string; $lt: string };
    return (docs[name] as Array<Doc & Record<string, string>>).filter((d) => d[field]! >= range.$gte && d[field]! < range.$lt);
  });

  it("closes each open day of the past week once, goes on when one fails, and leaves a day that has its session", async () => {
    const closing: string[] = [];
    const programs = {
      closeDay: vi.fn(async (patientId: string, date: string) => {
        closing.push(`${patientId} ${date}`);
        if (patientId === 'p2') throw new Error('the store is busy');
        return { appended: 1 } as never;
      }),
    };
    const warned: object[] = [];
    closer = startDayCloser({ programs, find, timeZone: zone, logger: { info() {}, warn: (o) => void warned.push(o) }, now: () => at('2026-11-27', 0, 2) });
    // The sweep at start, then one asked for.
    await vi.waitFor(() => expect(closing.length).toBe(3));
    closing.length = 0;
    expect(await closer.sweep()).toBe(2);
    expect(closing.sort()).toEqual(['p1 2026-11-26', 'p2 2026-11-24', 'p4 2026-11-25']);
    expect(warned).toContainEqual(expect.objectContaining({ patientId: 'p2', date: '2026-11-24' }));
    // Only the week before today is looked at.
    expect(find).toHaveBeenCalledWith('completions', { date: { $gte: '2026-11-20', $lt: '2026-11-27' } });
  });

  it("sweeps again just after each of the practice's midnights, and not after it is stopped", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] });
    vi.setSystemTime(at('2026-11-26', 23, 50));
    let sweeps = 0;
    const programs = { closeDay: vi.fn(async () => null) };
    closer = startDayCloser({ programs, find: async (name, filter) => (name === 'completions' && sweeps++, find(name, filter)), timeZone: zone, logger: quiet });
    await vi.waitFor(() => expect(sweeps).toBe(1));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(sweeps).toBe(1);
    // A minute after midnight, Florida time.
    await vi.advanceTimersByTimeAsync(61_000);
    expect(sweeps).toBe(2);
    // And every hour, in case a midnight was missed.
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(sweeps).toBe(3);
    closer.stop();
    await vi.advanceTimersByTimeAsync(48 * 60 * 60_000);
    expect(sweeps).toBe(3);
  });
});
