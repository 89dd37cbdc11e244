import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  WrongExpectedRevisionError,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type Position,
  type LogBatch,
  type RecordedEvent,
} from '@pt/contracts';
import { createEsdbEventStore, createSqliteEventStore } from '@pt/infra';
import { containerRuntimeAvailable, startEventStoreDb, type StartedService } from '../support/containers';
import { eventually } from '../support/wait';

interface Adapter {
  name: string;
  /** Set when the adapter cannot run here: the suite is then listed as skipped with this reason. */
  skipped?: string;
  /** Whether every test gets a log of its own (a fresh file), so an empty log can be observed. */
  emptyLogPerTest: boolean;
  setUp?(): Promise<void>;
  tearDown?(): Promise<void>;
  open(): EventStore;
}

// ---------------------------------------------------------------- helpers

const metadata = (): EventMetadata => ({
  actor: { kind: 'system', name: 'event-store-contract' },
  correlationId: randomUUID(),
  causationId: randomUUID(),
  at: new Date().toISOString(),
  schema: 1,
});

const probe = (n = 0): EventToAppend => ({ id: randomUUID(), type: 'ProbeRecorded', data: { n }, metadata: metadata() });
const probes = (count: number) => Array.from({ length: count }, (_, n) => probe(n));
const newStream = () => `probe-${randomUUID()}`;
const ids = (events: { id: string }[]) => events.map((event) => event.id);

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

/** Consumes a subscription in the background, keeping the events of the given streams. */
function consume(store: EventStore, streams: Set<string>, after?: Position) {
  const controller = new AbortController();
  const seen: RecordedEvent[] = [];
  const ended = (async () => {
    for await (const batch of store.subscribeToAll({ after, signal: controller.signal })) {
      for (const event of batch.events) if (streams.has(event.stream)) seen.push(event);
    }
  })();
  /** Aborts, and resolves once the iteration has ended (failing if it does not end promptly). */
  const stop = async () => {
    controller.abort();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The subscription did not end after the abort')), 2_000);
    });
    await Promise.race([ended, late]).finally(() => clearTimeout(timer));
  };
  return { seen, stop };
}

function expectIncreasing(positions: Position[]) {
  for (const position of positions) expect(position).toMatch(/^\d+$/);
  for (let i = 1; i < positions.length; i++) {
    expect(BigInt(positions[i]!) > BigInt(positions[i - 1]!), `${positions[i]} after ${positions[i - 1]}`).toBe(true);
  }
}

// ---------------------------------------------------------------- the contract

function eventStoreContract(adapter: Adapter) {
  let store: EventStore;

  beforeEach(() => {
    store = adapter.open();
  });
  afterEach(async () => {
    await store.close();
  });

  describe('append and readStream', () => {
    it('starts a stream with no_stream at revision 0 and records each event as given', async () => {
      const stream = newStream();
      const events = probes(2);
      const result = await store.append(stream, events, 'no_stream');

      const recorded = await store.readStream(stream);
      expect(recorded).toEqual(
        events.map((event, revision) => ({ ...event, stream, revision, position: expect.stringMatching(/^\d+$/) })),
      );
      expect(result).toEqual({ revision: 1, position: recorded[1]!.position });
    });

    it('appends with the revision of the last event', async () => {
      const stream = newStream();
      await store.append(stream, probes(2), 'no_stream');
      const result = await store.append(stream, [probe()], 1);

      const recorded = await store.readStream(stream);
      expect(recorded.map((event) => event.revision)).toEqual([0, 1, 2]);
      expect(result).toEqual({ revision: 2, position: recorded[2]!.position });
    });

    it('appends with any to a new and to an existing stream', async () => {
      const stream = newStream();
      expect((await store.append(stream, [probe()], 'any')).revision).toBe(0);
      expect((await store.append(stream, probes(2), 'any')).revision).toBe(2);
      expect(await store.readStream(stream)).toHaveLength(3);
    });

    it('appends with stream_exists only to a stream that exists', async () => {
      const stream = newStream();
      const refused = await rejection(store.append(stream, [probe()], 'stream_exists'));
      expect(refused).toBeInstanceOf(WrongExpectedRevisionError);
      expect(refused).toMatchObject({ stream, expected: 'stream_exists', actual: 'no_stream' });

      await store.append(stream, [probe()], 'no_stream');
      expect((await store.append(stream, [probe()], 'stream_exists')).revision).toBe(1);
    });

    it('refuses a wrong expected revision, naming the stream, the expected and the actual revision', async () => {
      const stream = newStream();
      const missing = await rejection(store.append(stream, [probe()], 0));
      expect(missing).toBeInstanceOf(WrongExpectedRevisionError);
      expect(missing).toMatchObject({ stream, expected: 0, actual: 'no_stream' });

      await store.append(stream, probes(2), 'no_stream');
      for (const expected of ['no_stream', 0, 5] as const) {
        const conflict = await rejection(store.append(stream, [probe()], expected));
        expect(conflict).toBeInstanceOf(WrongExpectedRevisionError);
        expect(conflict).toMatchObject({ stream, expected, actual: 1 });
      }
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('lets only one of two concurrent appends at the same revision through', async () => {
      const stream = newStream();
      await store.append(stream, [probe()], 'no_stream');
      const outcomes = await Promise.allSettled([store.append(stream, [probe()], 0), store.append(stream, [probe()], 0)]);

      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('answers a retried append (same event ids, same expected revision) with the original result and writes nothing', async () => {
      const stream = newStream();
      const opening = probes(2);
      const first = await store.append(stream, opening, 'no_stream');
      expect(await store.append(stream, opening, 'no_stream')).toEqual(first);

      const next = [probe()];
      const second = await store.append(stream, next, 1);
      await store.append(stream, [probe()], 2);
      expect(await store.append(stream, next, 1)).toEqual(second);

      const recorded = await store.readStream(stream);
      expect(recorded).toHaveLength(4);
      expect(new Set(ids(recorded)).size).toBe(4);
    });

    it('answers a retried append with any without duplicating it', async () => {
      const stream = newStream();
      const events = probes(2);
      const first = await store.append(stream, events, 'any');
      expect(await store.append(stream, events, 'any')).toEqual(first);
      expect(ids(await store.readStream(stream))).toEqual(ids(events));
    });

    it('refuses an empty append', async () => {
      await expect(store.append(newStream(), [], 'any')).rejects.toThrow(RangeError);
    });

    it('reads a stream that does not exist as empty', async () => {
      expect(await store.readStream(newStream())).toEqual([]);
    });
  });

  describe('readAll and headPosition', () => {
    it.runIf(adapter.emptyLogPerTest)('has no head position while the log is empty', async () => {
      expect(await store.headPosition()).toBeNull();
      expect(await store.readAll()).toEqual([]);
    });

    it('reads the whole log in order, after a position (exclusive) and with a limit', async () => {
      const start = await store.headPosition();
      const [one, two] = [newStream(), newStream()];
      await store.append(one, probes(2), 'no_stream');
      await store.append(two, probes(2), 'no_stream');
      const last = await store.append(one, [probe()], 1);

      const all = await store.readAll({ after: start ?? undefined });
      expect(all.map((event) => [event.stream, event.revision])).toEqual([
        [one, 0],
        [one, 1],
        [two, 0],
        [two, 1],
        [one, 2],
      ]);
      expectIncreasing(all.map((event) => event.position));
      expect(all[4]!.position).toBe(last.position);

      expect(ids(await store.readAll({ after: all[1]!.position }))).toEqual(ids(all.slice(2)));
      expect(ids(await store.readAll({ after: all[1]!.position, limit: 2 }))).toEqual(ids(all.slice(2, 4)));
      expect(await store.readAll({ after: last.position })).toEqual([]);
      if (adapter.emptyLogPerTest) expect(ids(await store.readAll({ limit: 3 }))).toEqual(ids(all.slice(0, 3)));
    });

    it('gives positions that increase from one append to the next', async () => {
      const stream = newStream();
      const positions: Position[] = [];
      for (let revision = 0; revision < 5; revision++) {
        positions.push((await store.append(stream, [probe()], revision === 0 ? 'no_stream' : revision - 1)).position);
      }
      expectIncreasing(positions);
    });

    it('gives as head position the position of the newest event', async () => {
      const stream = newStream();
      const first = await store.append(stream, [probe()], 'no_stream');
      expect(await store.headPosition()).toBe(first.position);
      const newest = await store.append(stream, probes(3), 0);
      expect(await store.headPosition()).toBe(newest.position);
    });
  });

  describe('subscribeToAll', () => {
    it('catches up after a position (exclusive), then follows live appends in order, until aborted', async () => {
      const [one, two] = [newStream(), newStream()];
      const from = await store.append(one, [probe()], 'no_stream');
      const caughtUp = probes(2);
      await store.append(one, caughtUp, 0);
      await store.append(two, [probe()], 'no_stream');

      const subscription = consume(store, new Set([one, two]), from.position);
      await eventually(() => subscription.seen.length === 3, 'the catch-up events');
      const live = probes(2);
      await store.append(two, [live[0]!], 0);
      await store.append(one, [live[1]!], 2);
      await eventually(() => subscription.seen.length === 5, 'the live events');
      await subscription.stop();

      const twoFirst = (await store.readStream(two))[0]!;
      expect(ids(subscription.seen)).toEqual([...ids(caughtUp), twoFirst.id, ...ids(live)]);
      expectIncreasing(subscription.seen.map((event) => event.position));
    });

    it('delivers from the start of the log when no position is given', async () => {
      const stream = newStream();
      const events = probes(3);
      await store.append(stream, events, 'no_stream');
      const subscription = consume(store, new Set([stream]));
      await eventually(() => subscription.seen.length === 3, 'the events of the log');
      await subscription.stop();
      expect(ids(subscription.seen)).toEqual(ids(events));
    });

    it('delivers a log longer than a read batch, caught up and live, without gaps or duplicates', async () => {
      const stream = newStream();
      const start = await store.headPosition();
      const before = probes(1200);
      for (let i = 0; i < before.length; i += 100) {
        await store.append(stream, before.slice(i, i + 100), i === 0 ? 'no_stream' : i - 1);
      }
      const subscription = consume(store, new Set([stream]), start ?? undefined);
      const after = probes(600);
      for (let i = 0; i < after.length; i += 100) {
        await store.append(stream, after.slice(i, i + 100), before.length + i - 1);
      }
      await eventually(() => subscription.seen.length >= 1800, 'the whole stream', 20_000);
      await subscription.stop();
      expect(ids(subscription.seen)).toEqual(ids([...before, ...after]));
      expect(subscription.seen.map((event) => event.revision)).toEqual(before.concat(after).map((_, i) => i));
    });

    it('ends when aborted while waiting for new events', async () => {
      const stream = newStream();
      await store.append(stream, [probe()], 'no_stream');
      const subscription = consume(store, new Set([stream]));
      await eventually(() => subscription.seen.length === 1, 'the only event');
      await subscription.stop();
    });

    it('yields nothing when the signal is already aborted', async () => {
      const stream = newStream();
      await store.append(stream, [probe()], 'no_stream');
      const seen: RecordedEvent[] = [];
      for await (const batch of store.subscribeToAll({ signal: AbortSignal.abort() })) seen.push(...batch.events);
      expect(seen).toEqual([]);
    });

    it('leaves out the events of unwanted types, but reads past them, in batches of at most the size asked', async () => {
      const stream = newStream();
      const head = await store.headPosition();
      const typed = (type: string, n: number) => ({ ...probe(n), type });
      const appended = await store.append(stream, [typed('Wanted', 0), typed('Other', 1), typed('Other', 2), typed('Wanted', 3), typed('Other', 4)], 'no_stream');
      const controller = new AbortController();
      const batches: LogBatch[] = [];
      for await (const batch of store.subscribeToAll({ after: head ?? undefined, signal: controller.signal, types: ['Wanted'], batchSize: 2 })) {
        batches.push(batch);
        if (batch.upTo === appended.position) controller.abort();
      }
      const wanted = batches.flatMap((b) => b.events).filter((e) => e.stream === stream);
      expect(wanted.map((e) => e.revision)).toEqual([0, 3]);
      expect(batches.every((b) => b.events.every((e) => e.type === 'Wanted'))).toBe(true);
      expect(batches.every((b) => b.events.length <= 2)).toBe(true);
      expect(batches.at(-1)!.upTo).toBe(appended.position);
      expectIncreasing(batches.map((b) => b.upTo));
    });
  });
}

// ---------------------------------------------------------------- the adapters

let directory = '';
const sqlite: Adapter = {
  name: 'SQLite adapter',
  emptyLogPerTest: true,
  async setUp() {
    directory = mkdtempSync(join(tmpdir(), 'event-store-contract-'));
  },
  async tearDown() {
    rmSync(directory, { recursive: true, force: true });
  },
  open: () => createSqliteEventStore(join(directory, `${randomUUID()}.db`)),
};

async function eventStoreDb(): Promise<Adapter> {
  const given = process.env.EVENTSTORE_URL;
  const runtime = given ? false : await containerRuntimeAvailable();
  let server: StartedService | undefined;
  let connectionString = given ?? '';
  return {
    name: 'EventStoreDB adapter',
    skipped: given || runtime ? undefined : 'no EVENTSTORE_URL and no container runtime',
    emptyLogPerTest: false,
    async setUp() {
      if (given) return;
      server = await startEventStoreDb();
      connectionString = server.connectionString;
    },
    async tearDown() {
      await server?.stop();
    },
    open: () => createEsdbEventStore(connectionString),
  };
}

for (const adapter of [sqlite, await eventStoreDb()]) {
  if (adapter.skipped) {
    describe.skip(`${adapter.name} (skipped: ${adapter.skipped})`, () => eventStoreContract(adapter));
    continue;
  }
  describe(adapter.name, () => {
    beforeAll(() => adapter.setUp?.(), 180_000);
    afterAll(() => adapter.tearDown?.());
    eventStoreContract(adapter);
  });
}
