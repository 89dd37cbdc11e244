import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JobLostError, type DomainEvent, type EventOf, type EventStore, type LiveBus, type LiveMessage, type ReadStore } from '@pt/contracts';
import { defineProjection, readModelRegistry, unreadableEvents, type ReadModelEntry } from '@pt/contracts/core';
import { createInProcessJobQueue, createMemoryReadStore, createSqliteEventStore, createSqliteReadStore } from '@pt/infra';
import { startProjector, type Reaction, type RunningProjector } from '@pt/projector';
import { deferred, waitFor } from '../support/wait';

const quiet = { info() {}, warn() {}, error() {} };
const running: RunningProjector[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await r.stop();
});

const meta = { actor: { kind: 'system' as const, name: 't' }, correlationId: 'c', causationId: 'c', at: '2026-11-22T10:00:00.000Z', schema: 1 };
async function appendCallbacks(store: EventStore, count: number, from = 0) {
  for (let i = from; i < from + count; i++) {
    await store.append(`callback-${i}`, [{ id: crypto.randomUUID(), type: 'CallbackRequested', data: { name: `P${i}`, phone: '3215550100', reason: 'reason long enough', preferredTime: 'morning' }, metadata: meta }], 'no_stream');
  }
}

type Count = { id: string; n: number; names: string[]; position?: string };

/** Counts callbacks in one document; `seen` records every event it folds. */
function counting(version = 1, seen: string[] = [], name = 'callback_count') {
  return defineProjection<Count, EventOf<'CallbackRequested'>>({
    name,
    version,
    handles: ['CallbackRequested'],
    documentId: () => 'all',
    evolve(doc, event) {
      seen.push(event.position);
      return { id: 'all', n: (doc?.n ?? 0) + version, names: [...(doc?.names ?? []), event.data.name] };
    },
    live: (doc) => [{ type: 'inbox.changed', rooms: ['role:admin'], data: { item: doc as never } }],
  });
}

function recordingBus(): LiveBus & { messages: LiveMessage[] } {
  const messages: LiveMessage[] = [];
  return { messages, publish: async (m) => void messages.push(m), disconnect: async () => {}, attach() {}, close: async () => {} };
}

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'pt-proj-'));
const tempStore = () => createSqliteEventStore(path.join(tempDir(), 'events.db'));
const ports = (eventStore: EventStore, readStore: ReadStore, liveBus: LiveBus = recordingBus()) => ({ eventStore, readStore, jobQueue: createInProcessJobQueue(), liveBus });

async function collectionOf(read: ReadStore, name: string) {
  return (await read.get<ReadModelEntry>(readModelRegistry, name))?.active.collection ?? '';
}
async function caughtUp(store: EventStore, read: ReadStore, name = 'callback_count') {
  const head = await store.headPosition();
  await waitFor(async () => (await read.getCheckpoint(await collectionOf(read, name))) === head, 10_000, `${name} to reach ${head}`);
}
const countOf = async (read: ReadStore, name = 'callback_count') => read.get<Count>(await collectionOf(read, name), 'all');

describe('the projector', () => {
  it('catches up, follows live appends, and moves the read model\'s own checkpoint', async () => {
    const store = tempStore();
    const read = createMemoryReadStore();
    await appendCallbacks(store, 3);
    running.push(await startProjector(ports(store, read), { projections: [counting()], reactions: [], logger: quiet }));
    await appendCallbacks(store, 2, 3);
    await caughtUp(store, read);
    expect(await countOf(read)).toMatchObject({ n: 5, position: await store.headPosition() });
  });

  it('resumes from its checkpoint after a restart, folding each event once, with documents kept on disk', async () => {
    const store = tempStore();
    const file = path.join(tempDir(), 'read.db');
    const seen: string[] = [];
    await appendCallbacks(store, 3);
    let read = createSqliteReadStore(file);
    const first = await startProjector(ports(store, read), { projections: [counting(1, seen)], reactions: [], logger: quiet });
    await caughtUp(store, read);
    await first.stop();
    await read.close();
    await appendCallbacks(store, 2, 3);
    read = createSqliteReadStore(file);
    running.push(await startProjector(ports(store, read), { projections: [counting(1, seen)], reactions: [], logger: quiet }));
    await caughtUp(store, read);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(5);
    expect(await countOf(read)).toMatchObject({ n: 5 });
  });

  it('builds a read model of a new version beside the live one, which answers until the swap', async () => {
    const store = tempStore();
    const read = createMemoryReadStore();
    await appendCallbacks(store, 4);
    const first = await startProjector(ports(store, read), { projections: [counting(1)], reactions: [], logger: quiet });
    await caughtUp(store, read);
    await first.stop();
    const before = await collectionOf(read, 'callback_count');

    // The new generation is written slowly: meanwhile queries still read the old one.
    const gate = deferred();
    const slow: ReadStore = { ...read, write: async (collection, ...rest) => (collection !== before && (await gate.promise), read.write(collection, ...rest)) };
    const projector = await startProjector(ports(store, slow), { projections: [counting(10)], reactions: [], logger: quiet, retryDelayMs: 10, retireAfterMs: 10 });
    running.push(projector);
    expect(await collectionOf(read, 'callback_count')).toBe(before);
    expect(await read.get(before, 'all')).toMatchObject({ n: 4 });
    expect(projector.status().readModels[0]!.building).not.toBeNull();
    gate.resolve();
    await waitFor(async () => (await collectionOf(read, 'callback_count')) !== before, 10_000, 'the swap');
    expect(await countOf(read)).toMatchObject({ n: 40 });
    // The old generation is dropped a little after the swap.
    await waitFor(async () => (await read.count(before)) === 0, 10_000, 'the old generation to be dropped');
    expect(projector.status().readModels[0]).toMatchObject({ name: 'callback_count', version: 10, building: null });
  });

  it('rebuilds one read model on request while the others keep following the log, and never runs reactions again', async () => {
    const store = tempStore();
    const read = createMemoryReadStore();
    const jobs: string[] = [];
    const p = ports(store, read);
    p.jobQueue.process('test-reactions', async (job) => void jobs.push(job.id));
    const reaction: Reaction = { name: 'count', queue: 'test-reactions', handles: ['CallbackRequested'], job: (e: DomainEvent) => ({ id: e.id }) };
    await appendCallbacks(store, 3);
    running.push(await startProjector(p, { projections: [counting(1), counting(1, [], 'other_count')], reactions: [reaction], logger: quiet, registryPollMs: 20, retireAfterMs: 10 }));
    await caughtUp(store, read);
    await waitFor(() => jobs.length === 3, 10_000, 'three jobs');
    const before = await collectionOf(read, 'callback_count');

    const entry = (await read.get<ReadModelEntry>(readModelRegistry, 'callback_count'))!;
    await read.put(readModelRegistry, { ...entry, rebuildRequested: true });
    await appendCallbacks(store, 2, 3);
    await waitFor(async () => (await collectionOf(read, 'callback_count')) !== before, 10_000, 'the rebuilt generation');
    await caughtUp(store, read);
    await caughtUp(store, read, 'other_count');
    expect(await countOf(read)).toMatchObject({ n: 5 });
    expect(await countOf(read, 'other_count')).toMatchObject({ n: 5 });
    await waitFor(() => jobs.length === 5, 10_000, 'five jobs');
    expect(new Set(jobs).size).toBe(5);
  });

  it('resumes from the checkpoint after the read store fails', async () => {
    const store = tempStore();
    const read = createMemoryReadStore();
    let failures = 2;
    const flaky: ReadStore = {
      ...read,
      write: async (...args) => {
        if (failures-- > 0) throw new Error('read store unavailable');
        return read.write(...args);
      },
    };
    await appendCallbacks(store, 3);
    const projector = await startProjector(ports(store, flaky), { projections: [counting()], reactions: [], logger: quiet, retryDelayMs: 10 });
    running.push(projector);
    await caughtUp(store, read);
    expect(await countOf(read)).toMatchObject({ n: 3 });
    expect(projector.status().readModels[0]!.lastError).toBeNull();
  });

  it('sends a live message again when a retry finds its document already written', async () => {
    const store = tempStore();
    const read = createMemoryReadStore();
    const bus = recordingBus();
    const p = ports(store, read, bus);
    running.push(await startProjector(p, { projections: [counting()], reactions: [], logger: quiet, retryDelayMs: 10 }));
    await caughtUp(store, read);
    // The documents are written, then the process "dies" before its messages go out.
    let crashes = 1;
    const write = read.write.bind(read);
    read.write = async (...args) => {
      const written = await write(...args);
      if (args[1].length && crashes-- > 0) throw new Error('killed after writing');
      return written;
    };
    await appendCallbacks(store, 1);
    await caughtUp(store, read);
    const head = await store.headPosition();
    await waitFor(() => bus.messages.some((m) => m.position === head), 10_000, 'the live message');
    expect(bus.messages.filter((m) => m.position === head)).toHaveLength(1);
    expect(await countOf(read)).toMatchObject({ n: 1 });
  });

  it('counts, logs and skips an unreadable event without stopping', async () => {
    const store = tempStore();
    const read = createMemoryReadStore();
    const reports: string[] = [];
    const off = unreadableEvents.onReport((r) => reports.push(`${r.where} ${r.position}`));
    await appendCallbacks(store, 1);
    await store.append('callback-broken', [{ id: crypto.randomUUID(), type: 'CallbackRequested', data: { name: 42 }, metadata: meta }], 'no_stream');
    await appendCallbacks(store, 1, 1);
    running.push(await startProjector(ports(store, read), { projections: [counting()], reactions: [], logger: quiet }));
    await caughtUp(store, read);
    off();
    expect(await countOf(read)).toMatchObject({ n: 2 });
    expect(reports).toEqual(['projection:callback_count 2']);
  });

  it('enqueues one job per event for its reactions, with the event id as job id, from the reaction\'s own checkpoint', async () => {
    const store = tempStore();
    const read = createMemoryReadStore();
    const p = ports(store, read);
    const ids: string[] = [];
    p.jobQueue.process('test-reactions', async (job) => void ids.push(job.id));
    await appendCallbacks(store, 2);
    const reaction: Reaction = { name: 'r', queue: 'test-reactions', handles: ['CallbackRequested'], job: (e: DomainEvent) => ({ id: e.id }) };
    running.push(await startProjector(p, { projections: [], reactions: [reaction], logger: quiet }));
    const events = await store.readAll();
    await waitFor(() => ids.length === 2);
    expect(ids.sort()).toEqual(events.map((e) => e.id).sort());
    await waitFor(async () => (await read.getCheckpoint('reaction_r')) === (await store.headPosition()), 10_000, 'the reaction checkpoint');
  });

  it('on a queue that loses its jobs in a crash, moves a reaction\'s checkpoint only once its jobs have run', async () => {
    const store = tempStore();
    const read = createMemoryReadStore();
    const p = ports(store, read);
    const release = deferred();
    p.jobQueue.process('slow', async () => release.promise);
    await appendCallbacks(store, 1);
    const reaction: Reaction = { name: 'slow', queue: 'slow', handles: ['CallbackRequested'], job: (e: DomainEvent) => ({ id: e.id }) };
    running.push(await startProjector(p, { projections: [counting()], reactions: [reaction], logger: quiet }));
    await caughtUp(store, read);
    expect(await read.getCheckpoint('reaction_slow')).toBeNull();
    release.resolve();
    await waitFor(async () => (await read.getCheckpoint('reaction_slow')) === (await store.headPosition()), 10_000, 'the reaction checkpoint');
  });

  it("enqueues a batch's jobs without waiting for the jobs of the batch before, and moves the checkpoint only past batches whose jobs and every earlier one's have run", async () => {
    const store = tempStore();
    const read = createMemoryReadStore();
    const p = ports(store, read);
    const release = deferred();
    const started: string[] = [];
    let first: string | undefined;
    p.jobQueue.process('rewards-like', async (job) => {
      started.push(job.id);
      // The first session's job waits (as for the disk); the ones after it must not wait for it.
      if (job.id === first) await release.promise;
    }, { concurrency: 8 });
    const reaction: Reaction = { name: 'piped', queue: 'rewards-like', handles: ['CallbackRequested'], job: (e: DomainEvent) => ({ id: e.id }) };
    running.push(await startProjector(p, { projections: [], reactions: [reaction], logger: quiet }));
    await appendCallbacks(store, 1);
    first = (await store.readAll())[0]!.id;
    await waitFor(() => started.length === 1, 10_000, 'the first job');
    // An event the group does not handle between them: its batch (no job) must not wait for the first job either.
    await store.append('probe-1', [{ id: crypto.randomUUID(), type: 'ProbeRecorded', data: {}, metadata: meta }], 'no_stream');
    await appendCallbacks(store, 3, 1);
    try {
      await waitFor(() => started.length === 4, 10_000, 'the later jobs, while the first still runs');
      expect(await read.getCheckpoint('reaction_piped')).toBeNull();
    } finally {
      release.resolve();
    }
    await waitFor(async () => (await read.getCheckpoint('reaction_piped')) === (await store.headPosition()), 10_000, 'the reaction checkpoint');
  });

  it('stops within its grace while a job waits out a retry\'s backoff, leaves the checkpoint before it, and the next start runs it', async () => {
    const store = tempStore();
    const read = createMemoryReadStore();
    const first = ports(store, read);
    const attempts: number[] = [];
    // Fails at once, then would wait a minute before its next attempt (a mail server down).
    first.jobQueue.process('backoff', async (job) => {
      attempts.push(job.attempt);
      throw new Error('the mail server is down');
    });
    await appendCallbacks(store, 1);
    const reaction: Reaction = { name: 'backoff', queue: 'backoff', handles: ['CallbackRequested'], job: (e: DomainEvent) => ({ id: e.id }), options: { attempts: 8, backoffMs: 60_000 } };
    const projector = await startProjector(first, { projections: [], reactions: [reaction], logger: quiet, stopGraceMs: 50 });
    await waitFor(() => attempts.length === 1, 10_000, 'the first attempt');
    // Waited for the backoff (a minute), this stop would outlast the test's timeout.
    await projector.stop();
    await first.jobQueue.close();
    expect(attempts).toEqual([1]);
    expect(await read.getCheckpoint('reaction_backoff')).toBeNull();

    const second = ports(store, read);
    const ran: string[] = [];
    second.jobQueue.process('backoff', async (job) => void ran.push(job.id));
    running.push(await startProjector(second, { projections: [], reactions: [reaction], logger: quiet }));
    await waitFor(async () => (await read.getCheckpoint('reaction_backoff')) === (await store.headPosition()), 10_000, 'the reaction checkpoint');
    expect(ran).toEqual([(await store.readAll())[0]!.id]);
  });

  it('stops within its grace when an enqueue cannot end (a queue waiting for its Redis), the checkpoint left where it was', async () => {
    const store = tempStore();
    const read = createMemoryReadStore();
    const p = ports(store, read);
    let enqueued = 0;
    p.jobQueue.enqueue = () => {
      enqueued++;
      return new Promise<void>(() => {});
    };
    await appendCallbacks(store, 1);
    const reaction: Reaction = { name: 'stuck', queue: 'stuck', handles: ['CallbackRequested'], job: (e: DomainEvent) => ({ id: e.id }) };
    const projector = await startProjector(p, { projections: [], reactions: [reaction], logger: quiet, stopGraceMs: 50 });
    await waitFor(() => enqueued === 1, 10_000, 'the enqueue');
    // Waited for, this stop would never end.
    await projector.stop();
    await p.jobQueue.close();
    expect(await read.getCheckpoint('reaction_stuck')).toBeNull();
  });

  it('reads again from its checkpoint when the queue lost a job, though the batches after it ran, and leaves out nothing', async () => {
    const store = tempStore();
    const read = createMemoryReadStore();
    const p = ports(store, read);
    const ran = new Map<string, number>();
    const lost = new Set<string>();
    p.jobQueue.process('lossy', async (job) => void ran.set(job.id, (ran.get(job.id) ?? 0) + 1));
    // The queue loses the first job once, before running it (as BullMQ's in a Redis restarted without its data).
    const queue = p.jobQueue;
    const enqueue = queue.enqueue.bind(queue);
    const waitForResult = queue.waitForResult.bind(queue);
    let forget: string | undefined;
    queue.enqueue = async (name, id, data, options) => {
      if (id === forget && !lost.has(id)) return void lost.add(id);
      return enqueue(name, id, data, options);
    };
    queue.waitForResult = async (name, id, timeoutMs) => {
      if (id === forget && lost.has(id) && !ran.has(id)) {
        // Told once the later jobs have run: the checkpoint must not have moved past it meanwhile.
        await waitFor(() => ran.size >= 3);
        throw new JobLostError(id);
      }
      return waitForResult(name, id, timeoutMs);
    };
    await appendCallbacks(store, 1);
    forget = (await store.readAll())[0]!.id;
    const reaction: Reaction = { name: 'lossy', queue: 'lossy', handles: ['CallbackRequested'], job: (e: DomainEvent) => ({ id: e.id }) };
    running.push(await startProjector(p, { projections: [], reactions: [reaction], logger: quiet, retryDelayMs: 10 }));
    await appendCallbacks(store, 3, 1);
    await waitFor(async () => (await read.getCheckpoint('reaction_lossy')) === (await store.headPosition()), 10_000, 'the reaction checkpoint');
    expect(lost.has(forget)).toBe(true);
    const all = await store.readAll();
    // Every event's job ran, the lost one too: no checkpoint moved past it.
    expect(all.map((e) => ran.get(e.id) ?? 0).every((n) => n >= 1)).toBe(true);
  });

  it('lets the rest of the server in while a reaction group reads a long stretch of the log it does not handle', async () => {
    const store = tempStore();
    const read = createSqliteReadStore(path.join(tempDir(), 'read.db'));
    // Appended all at once (group commits): one at a time, each waiting for its sync, took seconds on a busy machine.
    await Promise.all(Array.from({ length: 30 }, (_, i) => appendCallbacks(store, 100, i * 100)));
    // The batches the group reads, counted as they come.
    let batches = 0;
    const counting = {
      ...store,
      subscribeToAll(options: Parameters<EventStore['subscribeToAll']>[0]) {
        const reading = store.subscribeToAll(options);
        return (async function* () {
          for await (const batch of reading) {
            batches++;
            yield batch;
          }
        })();
      },
    };
    // Nothing in the log is a session: every batch of the group has no job.
    const reaction: Reaction = { name: 'rare', queue: 'rare', handles: ['SessionRecorded'], job: (e: DomainEvent) => ({ id: e.id }) };
    let seen = 0;
    let most = 0;
    let ticking = true;
    const tick = () => {
      most = Math.max(most, batches - seen);
      seen = batches;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    try {
      running.push(await startProjector({ ...ports(store, read), eventStore: counting }, { projections: [], reactions: [reaction], logger: quiet, batchSize: 100 }));
      await waitFor(async () => (await read.getCheckpoint('reaction_rare')) === (await store.headPosition()), 50_000, 'the reaction checkpoint');
    } finally {
      ticking = false;
    }
    expect(batches).toBeGreaterThanOrEqual(30);
    // The loop turns between batches: never the whole log read in one go.
    expect(most).toBeLessThanOrEqual(3);
  }, 60_000);
});
