import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectorCheckpoint, type DomainEvent, type EventStore, type LiveMessage, type ReadStore } from '@pt/contracts';
import { createInProcessJobQueue, createInProcessLiveBus, createMemoryReadStore, createSqliteEventStore } from '@pt/infra';
import { startProjector, type Projection, type RunningProjector } from '@pt/projector';
import { waitFor } from '../support/wait';

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

/** Counts callbacks: a projection whose every write is guarded. */
function counting(version = 1, seen: string[] = []): Projection {
  return {
    name: 'callback-count',
    version,
    collections: ['callback_count'],
    handles: ['CallbackRequested'],
    async apply(event: DomainEvent, store: ReadStore): Promise<LiveMessage[]> {
      seen.push(event.position);
      const guard = { position: event.position };
      if (!(await store.update('callback_count', 'all', { $inc: { n: 1 } }, guard))) await store.upsert('callback_count', { id: 'all', n: 1 }, guard);
      return [{ type: 'count.changed', rooms: ['role:admin'], position: event.position, data: {} }];
    },
  };
}

function ports(eventStore: EventStore, readStore: ReadStore) {
  return { eventStore, readStore, jobQueue: createInProcessJobQueue(), liveBus: createInProcessLiveBus() };
}
const tempStore = () => createSqliteEventStore(path.join(mkdtempSync(path.join(tmpdir(), 'pt-proj-')), 'events.db'));

describe('the projector', () => {
  it('catches up, follows live appends, and moves its checkpoint', async () => {
    const store = tempStore();
    const read = createMemoryReadStore();
    await appendCallbacks(store, 3);
    running.push(await startProjector(ports(store, read), { projections: [counting()], reactions: [], logger: quiet }));
    await appendCallbacks(store, 2, 3);
    const head = (await store.headPosition())!;
    await waitFor(async () => (await read.getCheckpoint(projectorCheckpoint)) === head);
    expect(await read.get('callback_count', 'all')).toMatchObject({ n: 5 });
  });

  it('resumes from its checkpoint after a restart, handling each event once', async () => {
    const store = tempStore();
    const read = createMemoryReadStore();
    const seen: string[] = [];
    await appendCallbacks(store, 3);
    const first = await startProjector(ports(store, read), { projections: [counting(1, seen)], reactions: [], logger: quiet });
    await waitFor(async () => (await read.getCheckpoint(projectorCheckpoint)) === (await store.headPosition()));
    await first.stop();
    await appendCallbacks(store, 2, 3);
    running.push(await startProjector(ports(store, read), { projections: [counting(1, seen)], reactions: [], logger: quiet }));
    await waitFor(async () => (await read.getCheckpoint(projectorCheckpoint)) === (await store.headPosition()));
    expect(new Set(seen).size).toBe(seen.length);
    expect(await read.get('callback_count', 'all')).toMatchObject({ n: 5 });
  });

  it('rebuilds a projection whose version changed, from the start of the log', async () => {
    const store = tempStore();
    const read = createMemoryReadStore();
    await appendCallbacks(store, 4);
    const first = await startProjector(ports(store, read), { projections: [counting(1)], reactions: [], logger: quiet });
    await waitFor(async () => (await read.getCheckpoint(projectorCheckpoint)) === (await store.headPosition()));
    await first.stop();
    // a stale document the new version must not keep
    await read.upsert('callback_count', { id: 'stale', n: 99 }, { position: '1' });
    running.push(await startProjector(ports(store, read), { projections: [counting(2)], reactions: [], logger: quiet }));
    await waitFor(async () => (await read.get('callback_count', 'all'))?.n === 4);
    expect(await read.get('callback_count', 'stale')).toBeNull();
  });

  it('resubscribes from the checkpoint after the read store fails', async () => {
    const store = tempStore();
    const read = createMemoryReadStore();
    let failures = 2;
    const flaky: ReadStore = {
      ...read,
      update: async (...args) => {
        if (failures-- > 0) throw new Error('read store unavailable');
        return read.update(...args);
      },
    };
    await appendCallbacks(store, 3);
    const projector = await startProjector(ports(store, flaky), { projections: [counting()], reactions: [], logger: quiet, retryDelayMs: 10 });
    running.push(projector);
    await waitFor(async () => (await read.getCheckpoint(projectorCheckpoint)) === (await store.headPosition()));
    expect(await read.get('callback_count', 'all')).toMatchObject({ n: 3 });
    expect(projector.status().lastError).toBeNull();
  });

  it('enqueues one job per event for its reactions, with the event id as job id', async () => {
    const store = tempStore();
    const read = createMemoryReadStore();
    const p = ports(store, read);
    const ids: string[] = [];
    p.jobQueue.process('test-reactions', async (job) => void ids.push(job.id));
    await appendCallbacks(store, 2);
    const reaction = { name: 'r', queue: 'test-reactions', handles: ['CallbackRequested'] as const, job: (e: DomainEvent) => ({ id: e.id }) };
    running.push(await startProjector(p, { projections: [], reactions: [reaction], logger: quiet }));
    const events = await store.readAll();
    await waitFor(() => ids.length === 2);
    expect(ids.sort()).toEqual(events.map((e) => e.id).sort());
  });
});
