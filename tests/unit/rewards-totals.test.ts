import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  comparePositions,
  dayIn,
  queues,
  streams,
  type Day,
  type EventStore,
  type ExerciseSession,
  type JobQueue,
  type LiveBus,
  type ReadStore,
  type RewardJob,
  type RewardsDoc,
  type RewardsTotals,
} from '@pt/contracts';
import { defineProjection, readModelRegistry, reactionCheckpoint, type AnyProjection, type ReadModelEntry } from '@pt/contracts/core';
import { createAccounts, createReadModels, createRewardQueries, seedDemo, seedDemoHistory } from '@pt/command-api';
import { createInProcessJobQueue, createSqliteEventStore, createSqliteReadStore } from '@pt/infra';
import { projections, reactions, startProjector, type RunningProjector } from '@pt/projector';
import { rewardHandler } from '@pt/worker';
import { waitFor } from '../support/wait';

/**
 * The rewards summary's totals were counted at each request from the patient's sessions (up to 5,000
 * of them); the rewards read model now folds them from SessionRecorded (ADR 37). Over a realistic log
 * (the demo's three weeks through the real commands, a long course of care with part-done, empty and
 * simulated sessions, all rewarded by the worker), they agree with that count for every patient: after
 * the upgrade's rebuild, after a crash between a batch's documents and its checkpoint (the batch is
 * folded again), after a restart from the checkpoint, and after a requested rebuild.
 */

const timeZone = 'America/New_York';
const quiet = { info() {}, warn() {}, error() {} };
const silentBus: LiveBus = { publish: async () => {}, disconnect: async () => {}, attach() {}, close: async () => {} };

/** What the route answered before (command-api/src/rewards/queries.ts, 277753d), kept here as the reference. */
async function countedFromSessions(models: ReturnType<typeof createReadModels>, patientId: string): Promise<RewardsTotals> {
  const sessions = await models.find<ExerciseSession>('sessions', { patientId }, { limit: 5000 });
  return {
    sessions: sessions.length,
    perfectSessions: sessions.filter((s) => s.perfectSession).length,
    exercises: sessions.reduce((n, s) => n + s.completedExercises, 0),
    minutes: sessions.reduce((n, s) => n + s.totalMinutes, 0),
  };
}

/** The rewards read model as it was (version 1): no SessionRecorded, no totals. */
const rewardsVersion1: AnyProjection = (() => {
  const current = projections.find((p) => p.name === 'rewards')!;
  return defineProjection({
    ...current,
    version: 1,
    handles: current.handles.filter((type: string) => type !== 'SessionRecorded'),
    evolve(doc, event) {
      const next = current.evolve(doc, event) as RewardsDoc | null;
      if (!next) return next;
      const { totals: _none, ...rest } = next;
      return rest as RewardsDoc;
    },
  });
})();

/** A small deterministic generator: the same history every run. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const meta = (at: string) => ({ actor: { kind: 'system' as const, name: 'test' }, correlationId: 'c', causationId: 'c', at, schema: 1 });

/**
 * A long course of care: most days a session (three or four exercises, some days part-done, now and
 * then one with nothing done by the day's close), some days missed; and now and then a simulated
 * session of the Demo Mode card, on its own stream, sometimes several a day.
 */
async function appendCourseOfCare(store: EventStore, patientId: string, from: Day, days: number, seed: number) {
  const random = seeded(seed);
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    const roll = random();
    if (roll < 0.15) continue;
    const totalExercises = random() < 0.5 ? 3 : 4;
    const completedExercises = roll < 0.2 ? 0 : roll < 0.45 ? 1 + Math.floor(random() * (totalExercises - 1)) : totalExercises;
    const totalMinutes = completedExercises * (5 + Math.floor(random() * 6));
    const data = { patientId, date, totalExercises, completedExercises, totalMinutes, plannedMinutes: totalExercises * 8, perfect: completedExercises === totalExercises };
    await store.append(streams.day(patientId, date), [{ id: randomUUID(), type: 'SessionRecorded', data, metadata: meta(`${date}T14:00:00.000Z`) }], 'no_stream');
    for (let d = 0; random() < 0.08 && d < 3; d++) {
      const simulated = { patientId, date, totalExercises: 3, completedExercises: 2 + d % 2, totalMinutes: 15, plannedMinutes: 15, perfect: d % 2 === 1, demo: true };
      await store.append(streams.demoSession(randomUUID()), [{ id: randomUUID(), type: 'SessionRecorded', data: simulated, metadata: meta(`${date}T16:0${d}:00.000Z`) }], 'no_stream');
    }
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'pt-rewards-totals-'));
const readFile = path.join(dir, 'read.db');
let store: EventStore;
let read: ReadStore;
let queue: JobQueue;
let projector: RunningProjector | null = null;
const longCourse = randomUUID();
const newPatient = randomUUID();

async function startRoles(rewards: AnyProjection = projections.find((p) => p.name === 'rewards')!) {
  const all = projections.map((p) => (p.name === 'rewards' ? rewards : p));
  projector = await startProjector({ eventStore: store, readStore: read, jobQueue: queue, liveBus: silentBus }, { projections: all, reactions, logger: quiet, retryDelayMs: 10, registryPollMs: 20, retireAfterMs: 10 });
}

async function stopProjector() {
  await projector?.stop();
  projector = null;
}

/** Every session rewarded and every read model at the head of the log, the rewards one at `version`. */
async function settled(version = 2) {
  for (;;) {
    const head = (await store.headPosition())!;
    await waitFor(async () => {
      const checkpoint = await read.getCheckpoint(reactionCheckpoint('award-points'));
      return checkpoint !== null && comparePositions(checkpoint, head) >= 0;
    }, 60_000, 'the sessions to become reward jobs');
    for (const event of await store.readAll()) if (event.type === 'SessionRecorded') await queue.waitForResult(queues.rewards, event.id, 60_000);
    const after = (await store.headPosition())!;
    await waitFor(async () => {
      for (const p of projections) {
        const entry = await read.get<ReadModelEntry>(readModelRegistry, p.name);
        if (!entry || entry.building || (p.name === 'rewards' && entry.active.version !== version)) return false;
        const checkpoint = await read.getCheckpoint(entry.active.collection);
        if (checkpoint === null || comparePositions(checkpoint, after) < 0) return false;
      }
      return true;
    }, 60_000, 'the read models to reach the head');
    if ((await store.headPosition()) === after) return;
  }
}

async function patientsWithSessions(models: ReturnType<typeof createReadModels>): Promise<string[]> {
  return [...new Set((await models.find<ExerciseSession>('sessions', {}, { limit: 100_000 })).map((s) => s.patientId))];
}

/** For every patient with sessions: the summary's totals beside the count from their sessions. */
async function compared() {
  const models = createReadModels(read);
  const queries = createRewardQueries(models);
  const today = dayIn(new Date(), timeZone);
  const patients = await patientsWithSessions(models);
  return Promise.all(patients.map(async (id) => ({ id, folded: (await queries.summary(id, today)).totals, counted: await countedFromSessions(models, id) })));
}

beforeAll(async () => {
  store = createSqliteEventStore(path.join(dir, 'events.db'));
  read = createSqliteReadStore(readFile);
  queue = createInProcessJobQueue();
  queue.process<RewardJob>(queues.rewards, rewardHandler(store, timeZone), { concurrency: 8 });
  const accounts = createAccounts(store);
  await seedDemo(store, accounts);
  await seedDemoHistory(store, accounts, timeZone);
  await appendCourseOfCare(store, longCourse, addDays(dayIn(new Date(), timeZone), -400), 380, 7);
  // The code before this change: the rewards read model of version 1 builds and follows the log.
  await startRoles(rewardsVersion1);
  await settled(1);
}, 240_000);

afterAll(async () => {
  await stopProjector();
  await queue.close();
  await read.close();
  await store.close();
});

describe("the rewards summary's totals, folded by the rewards read model", () => {
  it("keep the answer's shape while the read model of version 1 still answers (during the upgrade's rebuild): none counted yet", async () => {
    const rows = await compared();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) expect(row.folded).toEqual({ sessions: 0, perfectSessions: 0, exercises: 0, minutes: 0 });
  });

  it('agree with the count of the sessions for every patient once version 2 is built from the log', async () => {
    await stopProjector();
    await startRoles();
    await settled();
    const rows = await compared();
    expect(rows.map((r) => [r.id, r.folded])).toEqual(rows.map((r) => [r.id, r.counted]));
    // The history is the realistic one: many sessions, part-done, perfect and simulated ones.
    const long = rows.find((r) => r.id === longCourse)!;
    expect(long.counted.sessions).toBeGreaterThan(300);
    expect(long.counted.perfectSessions).toBeLessThan(long.counted.sessions);
    expect(rows.filter((r) => r.id !== longCourse && r.counted.sessions > 10)).not.toEqual([]);
  });

  it('count a batch folded again after a crash between its documents and its checkpoint only once', async () => {
    const collection = (await read.get<ReadModelEntry>(readModelRegistry, 'rewards'))!.active.collection;
    let crashes = 1;
    const write = read.write.bind(read);
    const saveCheckpoint = read.saveCheckpoint.bind(read);
    // The documents are written, then the process "dies" before the checkpoint moves.
    read.write = async (name, writes, checkpoint) => {
      if (name === collection && writes.length && checkpoint && crashes > 0) {
        crashes--;
        await write(name, writes);
        throw new Error('killed before the checkpoint');
      }
      return write(name, writes, checkpoint);
    };
    read.saveCheckpoint = async (name, position) => {
      if (name === collection && crashes > 0) {
        crashes--;
        throw new Error('killed before the checkpoint');
      }
      return saveCheckpoint(name, position);
    };
    try {
      await appendCourseOfCare(store, longCourse, addDays(dayIn(new Date(), timeZone), -20), 10, 11);
      await appendCourseOfCare(store, newPatient, addDays(dayIn(new Date(), timeZone), -20), 10, 13);
      await settled();
      expect(crashes).toBe(0);
    } finally {
      read.write = write;
      read.saveCheckpoint = saveCheckpoint;
    }
    const rows = await compared();
    expect(rows.map((r) => [r.id, r.folded])).toEqual(rows.map((r) => [r.id, r.counted]));
    expect(rows.find((r) => r.id === newPatient)!.counted.sessions).toBeGreaterThan(5);
  });

  it('resume from the checkpoint after a restart, with the sessions recorded meanwhile', async () => {
    await stopProjector();
    await read.close();
    await appendCourseOfCare(store, newPatient, addDays(dayIn(new Date(), timeZone), -10), 8, 17);
    read = createSqliteReadStore(readFile);
    await startRoles();
    await settled();
    const rows = await compared();
    expect(rows.map((r) => [r.id, r.folded])).toEqual(rows.map((r) => [r.id, r.counted]));
  });

  it('are the same after a requested rebuild from the log (npm run replay rewards)', async () => {
    const models = createReadModels(read);
    const before = await models.find<RewardsDoc>('rewards', {}, { limit: 100_000 });
    const entry = (await read.get<ReadModelEntry>(readModelRegistry, 'rewards'))!;
    await read.put(readModelRegistry, { ...entry, rebuildRequested: true });
    await waitFor(async () => (await read.get<ReadModelEntry>(readModelRegistry, 'rewards'))!.active.collection !== entry.active.collection, 60_000, 'the rebuilt rewards read model');
    await settled();
    const byId = (docs: RewardsDoc[]) => [...docs].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(await createReadModels(read).find<RewardsDoc>('rewards', {}, { limit: 100_000 }))).toEqual(byId(before));
  });
});
