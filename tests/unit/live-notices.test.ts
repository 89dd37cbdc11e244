import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventOf, EventStore, LiveBus, LiveMessage, ReadStore } from '@pt/contracts';
import { defineProjection, readModelRegistry, type ReadModelEntry } from '@pt/contracts/core';
import { createInProcessJobQueue, createMemoryReadStore, createSqliteEventStore } from '@pt/infra';
import { startProjector, type RunningProjector } from '@pt/projector';
import { waitFor } from '../support/wait';

/** Live notices that only say "this changed": said once per batch, and at most so often when marked so. */

const quiet = { info() {}, warn() {}, error() {} };
const running: RunningProjector[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await r.stop();
});

const meta = { actor: { kind: 'system' as const, name: 't' }, correlationId: 'c', causationId: 'c', at: '2026-11-22T10:00:00.000Z', schema: 1 };
const callback = (i: number) => ({ id: crypto.randomUUID(), type: 'CallbackRequested', data: { name: `P${i}`, phone: '3215550100', reason: 'reason long enough', preferredTime: 'morning' }, metadata: meta });

type Live = Parameters<typeof defineProjection<{ id: string; n: number }, EventOf<'CallbackRequested'>>>[0]['live'];

/** A read model of one document counting callbacks, saying what `live` says of each. */
function notices(live: Live) {
  return defineProjection<{ id: string; n: number }, EventOf<'CallbackRequested'>>({
    name: 'notices',
    version: 1,
    handles: ['CallbackRequested'],
    documentId: () => 'all',
    evolve: (doc) => ({ id: 'all', n: (doc?.n ?? 0) + 1 }),
    live,
  });
}

/** Every event says the same notice (as the leaderboard's "it changed"). */
const noticing = (atMostEveryMs?: number) =>
  notices(() => [{ type: 'leaderboard.changed', rooms: ['leaderboard:weekly'], data: { weekStart: '2026-11-16' }, ...(atMostEveryMs && { atMostEveryMs }) }]);

/** Per event, a message to one room whose data names the caller, and one to the caller's own room with the same data for all. */
const naming = () =>
  notices((_doc, event) => [
    { type: 'leaderboard.changed', rooms: ['leaderboard:weekly'], data: { weekStart: event.data.name } },
    { type: 'leaderboard.changed', rooms: [`patient:${event.data.name}`], data: { weekStart: '2026-11-16' } },
  ]);

function recordingBus(): LiveBus & { messages: LiveMessage[] } {
  const messages: LiveMessage[] = [];
  return { messages, publish: async (m) => void messages.push(m), disconnect: async () => {}, attach() {}, close: async () => {} };
}

async function started(atMostEveryMs?: number, projection = noticing(atMostEveryMs)) {
  const store = createSqliteEventStore(path.join(mkdtempSync(path.join(tmpdir(), 'pt-notice-')), 'events.db'));
  const read = createMemoryReadStore();
  const bus = recordingBus();
  running.push(await startProjector({ eventStore: store, readStore: read, jobQueue: createInProcessJobQueue(), liveBus: bus }, { projections: [projection], reactions: [], logger: quiet }));
  // A read model new to the log is built silently first; it speaks once it is live.
  await waitFor(async () => Boolean(await read.get<ReadModelEntry>(readModelRegistry, 'notices')) && !(await read.get<ReadModelEntry>(readModelRegistry, 'notices'))!.building, 10_000, 'the read model to go live');
  return { store, read, bus };
}

async function caughtUp(store: EventStore, read: ReadStore) {
  const head = await store.headPosition();
  const collection = (await read.get<ReadModelEntry>(readModelRegistry, 'notices'))!.active.collection;
  await waitFor(async () => (await read.getCheckpoint(collection)) === head, 10_000, `the read model to reach ${head}`);
  return head!;
}

describe('live notices', () => {
  it('says a notice repeated within one batch once, with the newest position', async () => {
    const { store, read, bus } = await started();
    // One append: its five events arrive in one batch.
    await store.append('callback-batch', [1, 2, 3, 4, 5].map(callback), 'no_stream');
    const head = await caughtUp(store, read);
    expect(bus.messages).toEqual([{ type: 'leaderboard.changed', rooms: ['leaderboard:weekly'], position: head, data: { weekStart: '2026-11-16' } }]);
  });

  it('keeps every message of a batch that differs from the later ones in its type, rooms or data, in order', async () => {
    const { store, read, bus } = await started(undefined, naming());
    const named = (name: string) => ({ ...callback(0), data: { ...callback(0).data, name } });
    await store.append('callback-named', [named('Ann'), named('Bo'), named('Ann')], 'no_stream');
    const head = await caughtUp(store, read);
    const [, second] = await store.readStream('callback-named');
    expect(bus.messages).toEqual([
      { type: 'leaderboard.changed', rooms: ['leaderboard:weekly'], position: second!.position, data: { weekStart: 'Bo' } },
      { type: 'leaderboard.changed', rooms: ['patient:Bo'], position: second!.position, data: { weekStart: '2026-11-16' } },
      { type: 'leaderboard.changed', rooms: ['leaderboard:weekly'], position: head, data: { weekStart: 'Ann' } },
      { type: 'leaderboard.changed', rooms: ['patient:Ann'], position: head, data: { weekStart: '2026-11-16' } },
    ]);
  });

  it('holds a notice marked "at most every" for that long, then sends it once with the newest position', async () => {
    const { store, read, bus } = await started(60_000);
    for (let i = 1; i <= 5; i++) await store.append(`callback-${i}`, [callback(i)], 'no_stream');
    await caughtUp(store, read);
    // Within its time nothing is said: a burst of changes is not interrupted by every reader refetching.
    expect(bus.messages).toHaveLength(0);
  });

  it('sends one notice for a burst, the newest, when its time is over; a later change starts a new one', async () => {
    const { store, read, bus } = await started(200);
    for (let i = 1; i <= 5; i++) await store.append(`callback-${i}`, [callback(i)], 'no_stream');
    const head = await caughtUp(store, read);
    // The burst's notice names its newest position (on a busy machine five appends can outlast the
    // 200 ms, so an earlier notice may come first: the bound below still holds).
    await waitFor(() => bus.messages.at(-1)?.position === head, 10_000, 'the notice of the newest');
    const later = await store.append('callback-6', [callback(6)], 'no_stream');
    await waitFor(() => bus.messages.at(-1)?.position === later.position, 10_000, 'the next notice');
    const positions = bus.messages.map((m) => BigInt(m.position));
    expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : 1)));
    expect(bus.messages.length).toBeLessThanOrEqual(6);
  });
});
