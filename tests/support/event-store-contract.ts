import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect } from 'vitest';
import type { EventMetadata, EventStore, EventToAppend, Position, RecordedEvent } from '@pt/contracts';
import { createEsdbEventStore, createSqliteEventStore } from '@pt/infra';
import { containerRuntimeAvailable, startEventStoreDb, type StartedService } from './containers';

/** The event store's contract suites (tests/contract/event-store*.contract.test.ts): helpers and adapters. */

export interface Adapter {
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


export const metadata = (): EventMetadata => ({
  actor: { kind: 'system', name: 'event-store-contract' },
  correlationId: randomUUID(),
  causationId: randomUUID(),
  at: new Date().toISOString(),
  schema: 1,
});

export const probe = (n = 0): EventToAppend => ({ id: randomUUID(), type: 'ProbeRecorded', data: { n }, metadata: metadata() });
export const probes = (count: number) => Array.from({ length: count }, (_, n) => probe(n));
export const newStream = () => `probe-${randomUUID()}`;
export const ids = (events: { id: string }[]) => events.map((event) => event.id);

export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

/** Consumes a subscription in the background, keeping the events of the given streams. */
export function consume(store: EventStore, streams: Set<string>, after?: Position) {
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

export function expectIncreasing(positions: Position[]) {
  for (const position of positions) expect(position).toMatch(/^\d+$/);
  for (let i = 1; i < positions.length; i++) {
    expect(BigInt(positions[i]!) > BigInt(positions[i - 1]!), `${positions[i]} after ${positions[i - 1]}`).toBe(true);
  }
}

// ---------------------------------------------------------------- the contract

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

/**
 * Runs `contract` against every adapter, with a fresh store per test; an adapter that cannot run
 * here is listed as skipped with its reason.
 */
export async function runEventStoreContract(contract: (adapter: Adapter, store: () => EventStore) => void) {
  for (const adapter of [sqlite, await eventStoreDb()]) {
    const suite = () => {
      let store: EventStore;
      beforeEach(() => {
        store = adapter.open();
      });
      afterEach(async () => {
        await store.close();
      });
      contract(adapter, () => store);
    };
    if (adapter.skipped) {
      describe.skip(`${adapter.name} (skipped: ${adapter.skipped})`, suite);
      continue;
    }
    describe(adapter.name, () => {
      beforeAll(() => adapter.setUp?.(), 180_000);
      afterAll(() => adapter.tearDown?.());
      suite();
    });
  }
}
