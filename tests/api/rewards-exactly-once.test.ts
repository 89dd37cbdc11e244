import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { comparePositions, queues, streams, type EventStore, type RecordedEvent } from '@pt/contracts';
import { readModelRegistry, type ReadModelEntry } from '@pt/contracts/core';
import { createBullmqJobQueue, createInProcessJobQueue, createSqliteEventStore } from '@pt/infra';
import { rewardHandler } from '@pt/worker';
import { startServerProcess } from '../support/child-server';
import { spawnGroup, stopGroup } from '../support/processes';
import { startRedis } from '../support/redis';
import { startTestServer } from '../support/server';
import { eventually, waitFor } from '../support/wait';

/**
 * A session is rewarded once and only once: whatever runs twice, dies or forgets, every session
 * ends with exactly one reward, and the totals are the sum of what was awarded.
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const meta = { actor: { kind: 'system' as const, name: 'test' }, correlationId: 'c', causationId: 'c', at: '2026-11-23T14:00:00.000Z', schema: 1 };
const patients = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];

/** Sessions of a few patients over consecutive days, appended as the day streams would have them. */
async function appendSessions(store: EventStore, perPatient: number): Promise<RecordedEvent[]> {
  for (const patientId of patients) {
    for (let day = 0; day < perPatient; day++) {
      const date = `2026-11-${String(1 + day).padStart(2, '0')}`;
      await store.append(streams.day(patientId, date), [{ id: crypto.randomUUID(), type: 'SessionRecorded', data: { patientId, date, totalExercises: 3, completedExercises: 3, totalMinutes: 15, perfect: true }, metadata: meta }], 'no_stream');
    }
  }
  return (await store.readAll()).filter((e) => e.type === 'SessionRecorded');
}

/** Every session rewarded exactly once, and each patient's total the sum of their points. */
async function expectRewardedOnce(store: EventStore, sessions: RecordedEvent[]) {
  for (const patientId of patients) {
    const rewards = await store.readStream(streams.rewards(patientId));
    const own = sessions.filter((s) => (s.data as { patientId: string }).patientId === patientId).map((s) => s.id).sort();
    const rewarded = rewards.filter((e) => e.type === 'SessionRewarded').map((e) => (e.data as { sessionEventId: string }).sessionEventId).sort();
    expect(rewarded, patientId).toEqual(own);
    const sessionPoints = rewards.filter((e) => e.type === 'PointsAwarded' && (e.data as { reason: string }).reason === 'session');
    expect(sessionPoints).toHaveLength(own.length);
    const points = rewards.filter((e) => e.type === 'PointsAwarded').map((e) => e.data as { points: number; totalPoints: number });
    expect(points.at(-1)!.totalPoints).toBe(points.reduce((sum, p) => sum + p.points, 0));
  }
}

const allRewarded = async (store: EventStore, count: number) => {
  let n = 0;
  for (const patientId of patients) n += (await store.readStream(streams.rewards(patientId))).filter((e) => e.type === 'SessionRewarded').length;
  return n === count;
};

const tempStore = () => createSqliteEventStore(path.join(mkdtempSync(path.join(tmpdir(), 'pt-rewards-')), 'events.db'));

describe('a session rewarded twice', () => {
  it('by the same job run twice, on the embedded queue and on BullMQ, is rewarded once with the same answer', async () => {
    const redis = await startRedis();
    cleanups.push(() => redis.stop());
    for (const queue of [createInProcessJobQueue(), createBullmqJobQueue(redis.url, { prefix: `twice-${crypto.randomUUID()}` })]) {
      cleanups.push(() => queue.close());
      const store = tempStore();
      const sessions = await appendSessions(store, 2);
      queue.process(queues.rewards, rewardHandler(store, 'America/New_York'), { concurrency: 4 });
      const answers = [];
      for (const run of [1, 2]) {
        for (const s of sessions) {
          // A second run is a new job for the same session (as after a replay of the reaction).
          const id = `${s.id}:${run}`;
          await queue.enqueue(queues.rewards, id, { stream: s.stream, eventId: s.id });
          answers.push(await queue.waitForResult(queues.rewards, id, 10_000));
        }
      }
      expect(answers.slice(sessions.length)).toEqual(answers.slice(0, sessions.length));
      await expectRewardedOnce(store, sessions);
    }
  });
});

describe('a worker killed with SIGKILL in the middle', () => {
  it('never rewards twice and never loses a reward (BullMQ on a real Redis)', async () => {
    const redis = await startRedis();
    cleanups.push(() => redis.stop());
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'pt-rewards-')), 'events.db');
    const store = createSqliteEventStore(file);
    const sessions = await appendSessions(store, 10);
    const prefix = `kill-${crypto.randomUUID()}`;
    const queue = createBullmqJobQueue(redis.url, { prefix });
    cleanups.push(() => queue.close());
    for (const s of sessions) await queue.enqueue(queues.rewards, s.id, { stream: s.stream, eventId: s.id }, { attempts: 20, backoffMs: 50 });

    const script = fileURLToPath(new URL('../support/rewards-worker.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const startWorker = () => {
      const child = spawnGroup(tsx, [script, redis.url, prefix, file, '800'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      cleanups.push(() => stopGroup(child, 'SIGKILL'));
      return { child, output: () => output };
    };
    // Three workers killed while rewarding, then one left to finish.
    for (let round = 0; round < 3; round++) {
      const worker = startWorker();
      await eventually(() => (worker.output().match(/^started /gm) ?? []).length >= 3 || worker.child.exitCode !== null, `worker ${round} to start rewarding`, 30_000);
      await stopGroup(worker.child, 'SIGKILL');
    }
    startWorker();
    await waitFor(() => allRewarded(store, sessions.length), 90_000, 'every session to be rewarded');
    await expectRewardedOnce(store, sessions);
  }, 240_000);
});

describe('Redis restarted without its data', () => {
  it('loses no reward: the reaction enqueues again what the queue forgot, and nothing is rewarded twice', async () => {
    const redis = await startRedis({ ownServer: true });
    const port = Number(new URL(redis.url).port);
    let current = redis;
    cleanups.push(() => current.stop());
    const server = await startTestServer({ REDIS_URL: redis.url });
    cleanups.push(() => server.stop());
    const store = server.running.ports.eventStore;
    const first = await appendSessions(store, 4);
    await waitFor(() => allRewarded(store, first.length), 30_000, 'the first sessions');
    // Redis dies and comes back empty; more sessions arrive meanwhile.
    await redis.kill();
    const before = (await store.readAll()).length;
    for (const patientId of patients) {
      await store.append(streams.day(patientId, '2026-11-20'), [{ id: crypto.randomUUID(), type: 'SessionRecorded', data: { patientId, date: '2026-11-20', totalExercises: 2, completedExercises: 2, totalMinutes: 10, perfect: true }, metadata: meta }], 'no_stream');
    }
    current = await startRedis({ ownServer: true, port });
    const sessions = (await store.readAll()).filter((e) => e.type === 'SessionRecorded');
    expect(sessions.length).toBe(first.length + patients.length);
    expect((await store.readAll()).length).toBeGreaterThan(before);
    await waitFor(() => allRewarded(store, sessions.length), 60_000, 'every session after the restart');
    await expectRewardedOnce(store, sessions);
  }, 120_000);
});

describe('the embedded server killed while rewarding', () => {
  it('resumes from the reaction\'s checkpoint after a restart: every session rewarded once', async () => {
    const server = await startServerProcess({ DEMO: '0' });
    cleanups.push(() => server.stop());
    const file = path.join(server.dataDir, 'events.db');
    const store = createSqliteEventStore(file);
    cleanups.push(() => store.close());
    const sessions = await appendSessions(store, 30);
    await eventually(async () => {
      let some = 0;
      for (const patientId of patients) some += (await store.readStream(streams.rewards(patientId))).length;
      return some > 0;
    }, 'the first rewards', 30_000);
    await server.kill();
    await server.restart();
    await waitFor(() => allRewarded(store, sessions.length), 60_000, 'every session after the restart');
    await expectRewardedOnce(store, sessions);
  }, 180_000);
});

describe('npm run replay', () => {
  it('rebuilds the rewards read models to the same totals and awards nothing again', async () => {
    const server = await startTestServer({ DEMO: '0' });
    cleanups.push(() => server.stop());
    const store = server.running.ports.eventStore;
    const sessions = await appendSessions(store, 3);
    await waitFor(() => allRewarded(store, sessions.length), 30_000, 'the rewards');
    const head = (await store.headPosition())!;
    const read = server.running.ports.readStore;
    const collection = async (name: string) => (await read.get<ReadModelEntry>(readModelRegistry, name))!.active.collection;
    await waitFor(async () => {
      const checkpoint = await read.getCheckpoint(await collection('rewards'));
      return checkpoint !== null && comparePositions(checkpoint, head) >= 0;
    }, 10_000, 'the rewards read model');
    const before = await read.find(await collection('rewards'), {}, { sort: { id: 1 } });
    const generation = await collection('rewards');
    for (const name of ['rewards', 'leaderboard', 'sessions']) {
      const entry = (await read.get<ReadModelEntry>(readModelRegistry, name))!;
      await read.put(readModelRegistry, { ...entry, rebuildRequested: true });
    }
    await waitFor(async () => (await collection('rewards')) !== generation, 20_000, 'the rebuilt rewards');
    expect(await read.find(await collection('rewards'), {}, { sort: { id: 1 } })).toEqual(before);
    expect(await store.headPosition()).toBe(head);
  });
});
