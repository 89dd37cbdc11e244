import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { momentOn, streams, type EventStore } from '@pt/contracts';
import type { CommandMeta } from '@pt/contracts/core';
import { createPrograms } from '@pt/command-api';
import { createSqliteEventStore } from '@pt/infra';
import { waitFor } from '../support/wait';

/** ADR 34: an assignment's and a completion's id is unique across every program and day, on the write side. */
const zone = 'America/New_York';
const day = '2026-11-26';
const nextDay = '2026-11-27';
const at = (date: string, hour: number, minute = 0, second = 0) => new Date(momentOn(date, hour, minute, zone).getTime() + second * 1000);
const therapist = { kind: 'user' as const, userId: 'u-therapist', role: 'therapist' as const };
const patientActor = (patientId: string) => ({ kind: 'user' as const, userId: `u-${patientId}`, role: 'patient' as const });
const meta = (now: Date, actor: CommandMeta['actor'] = therapist): CommandMeta => ({ actor, correlationId: randomUUID(), causationId: randomUUID(), now });
const schedule = { frequency: 'Once daily', customInstructions: '', startDate: day, endDate: null };
const input = { duration: null, repetitionsCompleted: null, difficultyRating: null, painLevel: 2, notes: '' };

let store: EventStore | undefined;
// Syncs a failed test left held would keep the store from closing.
let releaseHeld = () => {};
afterEach(async () => {
  releaseHeld();
  await store?.close();
  store = undefined;
});

/**
 * A fresh log; `crashBefore(stream)` makes the next append to a stream of that prefix fail as a crash
 * would. `appends` lists each append's stream and durability option; while `holdSyncs` is set, the
 * log's syncs of the disk wait (in `held`) until `releaseSyncs`.
 */
function setUp() {
  let holding = false;
  const held: Array<() => void> = [];
  const sync = () => (holding ? new Promise<void>((resolve) => held.push(resolve)) : Promise.resolve());
  const sqlite = createSqliteEventStore(path.join(mkdtempSync(path.join(tmpdir(), 'pt-created-ids-')), 'events.db'), { sync });
  store = sqlite;
  releaseHeld = () => {
    holding = false;
    for (const resolve of held.splice(0)) resolve();
  };
  let crashing: string | null = null;
  const appends: Array<{ stream: string; durability: string | undefined }> = [];
  const log: EventStore = new Proxy(sqlite, {
    get(target, key, receiver) {
      if (key !== 'append') return Reflect.get(target, key, receiver);
      return (stream: string, ...rest: Parameters<EventStore['append']> extends [string, ...infer R] ? R : never) => {
        appends.push({ stream, durability: rest[2]?.durability });
        if (crashing !== null && stream.startsWith(crashing)) {
          crashing = null;
          return Promise.reject(new Error('the process died'));
        }
        return target.append(stream, ...rest);
      };
    },
  });
  const programs = createPrograms(log, async (ids) => new Map(ids.map((id) => [id, 10])), zone);
  return {
    programs,
    appends,
    held,
    holdSyncs: () => void (holding = true),
    releaseSyncs: () => releaseHeld(),
    crashBefore: (prefix: string) => void (crashing = prefix),
    eventsOf: (stream: string) => sqlite.readStream(stream),
    async all(type: string) {
      return (await sqlite.readAll()).filter((e) => e.type === type);
    },
  };
}

describe("an assignment's id", () => {
  it("is refused in another patient's program, and the first program keeps its assignment", async () => {
    const { programs, eventsOf } = setUp();
    const [p1, p2, id] = [randomUUID(), randomUUID(), randomUUID()];
    const first = await programs.assign(p1, id, 'e1', schedule, meta(at(day, 9)));
    expect(first).toMatchObject({ appended: 1, repeated: false });
    await expect(programs.assign(p2, id, 'e2', schedule, meta(at(day, 9, 1)))).rejects.toMatchObject({ code: 'already-exists', message: 'This id is already used.' });
    expect(await eventsOf(streams.program(p2))).toEqual([]);
    // The same request again answers its first result.
    const again = await programs.assign(p1, id, 'e1', schedule, meta(at(day, 9, 2)));
    expect(again).toMatchObject({ repeated: true, revision: first.revision, position: first.position });
    // The same patient, the same id, other content: a 409 too.
    await expect(programs.assign(p1, id, 'e3', schedule, meta(at(day, 9, 3)))).rejects.toMatchObject({ code: 'already-exists' });
    expect((await eventsOf(streams.assignmentId(id))).map((e) => [e.type, e.data])).toEqual([['AssignmentIdClaimed', { assignmentId: id, patientId: p1 }]]);
  });

  it('sent at once for two patients goes to one of them; sent twenty times at once, it is assigned once', async () => {
    const { programs, all } = setUp();
    const [p1, p2, id] = [randomUUID(), randomUUID(), randomUUID()];
    const racing = await Promise.allSettled([programs.assign(p1, id, 'e1', schedule, meta(at(day, 9))), programs.assign(p2, id, 'e2', schedule, meta(at(day, 9)))]);
    expect(racing.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await all('ExerciseAssigned')).toHaveLength(1);

    const other = randomUUID();
    const twenty = await Promise.all(Array.from({ length: 20 }, () => programs.assign(p1, other, 'e1', schedule, meta(at(day, 10)))));
    expect(twenty.filter((r) => !r.repeated)).toHaveLength(1);
    expect(new Set(twenty.map((r) => r.position)).size).toBe(1);
    expect(await all('ExerciseAssigned')).toHaveLength(2);
  });

  it('claimed by a request that died before assigning is assigned by the same request sent again, and refused to any other', async () => {
    const { programs, crashBefore, eventsOf } = setUp();
    const [p1, p2, id] = [randomUUID(), randomUUID(), randomUUID()];
    crashBefore('program-');
    await expect(programs.assign(p1, id, 'e1', schedule, meta(at(day, 9)))).rejects.toThrow('the process died');
    await expect(programs.assign(p2, id, 'e1', schedule, meta(at(day, 9, 1)))).rejects.toMatchObject({ message: 'This id is already used.' });
    expect(await programs.assign(p1, id, 'e1', schedule, meta(at(day, 9, 2)))).toMatchObject({ appended: 1, repeated: false });
    expect((await eventsOf(streams.program(p1))).map((e) => e.type)).toEqual(['ExerciseAssigned']);
  });
});

describe("a completion's id", () => {
  async function withPrograms(programs: ReturnType<typeof setUp>['programs'], ...patients: string[]) {
    const assignments = new Map<string, string>();
    for (const patientId of patients) {
      const id = randomUUID();
      await programs.assign(patientId, id, `e-${patientId}`, schedule, meta(at(day, 8)));
      assignments.set(patientId, id);
    }
    return assignments;
  }

  it("is refused for another patient's completion, which stays theirs", async () => {
    const { programs, eventsOf } = setUp();
    const [p1, p2, id] = [randomUUID(), randomUUID(), randomUUID()];
    const assignments = await withPrograms(programs, p1, p2);
    await programs.complete(p1, assignments.get(p1)!, id, input, meta(at(day, 10), patientActor(p1)));
    await expect(programs.complete(p2, assignments.get(p2)!, id, input, meta(at(day, 10, 5), patientActor(p2)))).rejects.toMatchObject({
      code: 'already-exists',
      message: 'This id is already used.',
    });
    expect(await eventsOf(streams.day(p2, day))).toEqual([]);
    // Nor another completion of the same patient with that id.
    await expect(programs.complete(p1, assignments.get(p1)!, id, { ...input, painLevel: 7 }, meta(at(day, 10, 6), patientActor(p1)))).rejects.toMatchObject({ code: 'already-exists' });
  });

  it("sent again after the practice's midnight answers its first result, recorded on its day, and records nothing on the new one", async () => {
    const { programs, eventsOf, all } = setUp();
    const [p1, id] = [randomUUID(), randomUUID()];
    const assignments = await withPrograms(programs, p1);
    // 23:59:30 in Florida: the last moment of the day; the session is recorded with it (the plan is done).
    const first = await programs.complete(p1, assignments.get(p1)!, id, input, meta(at(day, 23, 59, 30), patientActor(p1)));
    expect(first).toMatchObject({ appended: 2, repeated: false });
    // The answer was lost; the retry arrives a minute later, the next day.
    const retry = await programs.complete(p1, assignments.get(p1)!, id, input, meta(at(nextDay, 0, 0, 30), patientActor(p1)));
    expect(retry).toMatchObject({ repeated: true, appended: 0, stream: streams.day(p1, day), revision: first.revision, position: first.position });
    expect(await eventsOf(streams.day(p1, nextDay))).toEqual([]);
    expect(await all('ExerciseCompleted')).toHaveLength(1);
    expect(await all('SessionRecorded')).toHaveLength(1);
  });

  it('claimed by a request that died before recording it is recorded by the retry on the day it was claimed, even after midnight', async () => {
    const { programs, crashBefore, eventsOf } = setUp();
    const [p1, id] = [randomUUID(), randomUUID()];
    const assignments = await withPrograms(programs, p1);
    crashBefore('day-');
    await expect(programs.complete(p1, assignments.get(p1)!, id, input, meta(at(day, 23, 59, 50), patientActor(p1)))).rejects.toThrow('the process died');
    const retry = await programs.complete(p1, assignments.get(p1)!, id, input, meta(at(nextDay, 0, 0, 10), patientActor(p1)));
    expect(retry).toMatchObject({ repeated: false, stream: streams.day(p1, day) });
    const recorded = await eventsOf(streams.day(p1, day));
    expect(recorded.map((e) => [e.type, (e.data as { date: string }).date])).toEqual([
      ['ExerciseCompleted', day],
      ['SessionRecorded', day],
    ]);
    expect(await eventsOf(streams.day(p1, nextDay))).toEqual([]);
  });

  it('sent twice at once across midnight is recorded once, on the day of the claim that won', async () => {
    const { programs, all } = setUp();
    const [p1, id] = [randomUUID(), randomUUID()];
    const assignments = await withPrograms(programs, p1);
    const both = await Promise.all([
      programs.complete(p1, assignments.get(p1)!, id, input, meta(at(day, 23, 59, 59), patientActor(p1))),
      programs.complete(p1, assignments.get(p1)!, id, input, meta(at(nextDay, 0, 0, 1), patientActor(p1))),
    ]);
    expect(both.filter((r) => r.repeated)).toHaveLength(1);
    expect(both[0]!.position).toBe(both[1]!.position);
    const completed = await all('ExerciseCompleted');
    expect(completed).toHaveLength(1);
    const [claim] = await all('CompletionIdClaimed');
    expect(completed[0]!.stream).toBe(streams.day(p1, (claim!.data as { date: string }).date));
  });
});

describe('a claim waits for no sync of its own (ADR 34, 2026-11-29)', () => {
  /** A promise's state as it stands. */
  function watch(promise: Promise<unknown>) {
    let state: 'waiting' | 'done' | 'failed' = 'waiting';
    promise.then(() => (state = 'done'), () => (state = 'failed'));
    return () => state;
  }

  it("a completion's and an assignment's create are committed while the claim's sync is still held, and answered only once synced", async () => {
    const { programs, appends, held, holdSyncs, releaseSyncs, eventsOf } = setUp();
    const [p1, assignmentId, completionId] = [randomUUID(), randomUUID(), randomUUID()];
    holdSyncs();
    const assigned = watch(programs.assign(p1, assignmentId, 'e1', schedule, meta(at(day, 8))));
    await waitFor(async () => (await eventsOf(streams.program(p1))).length === 1, 10_000, 'the assignment committed, no sync of the disk ended');
    expect(held.length).toBeGreaterThanOrEqual(1);
    expect(assigned()).toBe('waiting');
    releaseSyncs();
    await waitFor(() => assigned() === 'done', 10_000, 'the assignment answered once synced');

    holdSyncs();
    const completed = watch(programs.complete(p1, assignmentId, completionId, input, meta(at(day, 10), patientActor(p1))));
    await waitFor(async () => (await eventsOf(streams.day(p1, day))).length > 0, 10_000, 'the completion committed, no sync of the disk ended');
    expect(completed()).toBe('waiting');
    releaseSyncs();
    await waitFor(() => completed() === 'done', 10_000, 'the completion answered once synced');

    // Only the claims are appended so; the creates they guard are waited for as ever.
    expect(appends.map((a) => [a.stream.split('-')[0], a.durability])).toEqual([
      ['assignmentId', 'with-next'],
      ['program', undefined],
      ['completionId', 'with-next'],
      ['day', undefined],
    ]);
  });
});
