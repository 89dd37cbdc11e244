import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createInProcessJobQueue, createInProcessLiveBus, createSqliteEventStore, createSqliteReadStore } from '@pt/infra';
import { projections, startProjector } from '@pt/projector';
import { readModelRegistry, type ReadModelEntry } from '@pt/contracts/core';
import type { EventStore } from '@pt/contracts';
import { perSecond, type Figure } from './report';

/** Metadata of the i-th event of a benchmark's log: as in a real log, each carries the moment it was appended (a minute apart, in order). */
const start = Date.now() - 365 * 24 * 3600_000;
export const benchMetadata = (i: number) => ({ actor: { kind: 'anonymous' as const, ipHash: 'x' }, correlationId: 'c', causationId: 'c', at: new Date(start + i * 60_000).toISOString(), schema: 1 });
export const contact = (i: number) => ({ firstName: `Pat${i}`, lastName: 'Bench', email: `p${i}@example.com`, phone: '321-555-0100', service: '', message: 'Knee pain after running, mornings are best.', consent: true });

/**
 * Durable appends from 50 concurrent writers (group commit), beside raw better-sqlite3 inserting the
 * same rows in transactions of the same size, with the same durability (WAL, synchronous=FULL).
 */
export async function appendsFigure(dir: string, n: number, writers = 50): Promise<Figure> {
  const raw = new Database(path.join(dir, 'raw.db'));
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.exec('CREATE TABLE e (p INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, stream TEXT NOT NULL, revision INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, UNIQUE(stream, revision))');
  const insert = raw.prepare('INSERT INTO e (id, stream, revision, type, data, metadata) VALUES (?, ?, 0, ?, ?, ?)');
  const batch = raw.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) insert.run(randomUUID(), `contact-${i}`, 'ContactMessageSubmitted', JSON.stringify(contact(i)), JSON.stringify(benchMetadata(i)));
  });
  let t = performance.now();
  for (let i = 0; i < n; i += writers) batch.immediate(i, Math.min(n, i + writers));
  const ceiling = performance.now() - t;
  raw.close();

  const store = createSqliteEventStore(path.join(dir, 'appends.db'));
  t = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = w; i < n; i += writers) {
        await store.append(`contact-${i}`, [{ id: randomUUID(), type: 'ContactMessageSubmitted', data: contact(i), metadata: benchMetadata(i) }], 'no_stream');
      }
    }),
  );
  const ours = performance.now() - t;
  await store.close();
  return {
    what: `Durable appends, ${writers} concurrent writers, ${n} events`,
    value: perSecond(n, ours),
    unit: 'events/s',
    ceiling: { value: perSecond(n, ceiling), what: `better-sqlite3, transactions of ${writers}` },
    target: { atLeast: 10_000, ratioAtLeast: 0.8 },
  };
}

/** Writes a log of `n` contact messages quickly (batches), for the figures that need one. */
export async function writeLog(file: string, n: number, events = (i: number) => ({ stream: `contact-${randomUUID()}`, type: 'ContactMessageSubmitted', data: contact(i) as unknown })): Promise<EventStore> {
  const store = createSqliteEventStore(file);
  const chunk = 1000;
  for (let from = 0; from < n; from += chunk) {
    await Promise.all(
      Array.from({ length: Math.min(chunk, n - from) }, (_, k) => {
        const e = events(from + k);
        return store.append(e.stream, [{ id: randomUUID(), type: e.type, data: e.data, metadata: benchMetadata(from + k) }], 'any');
      }),
    );
  }
  return store;
}

/**
 * Catching up the inbox read model from an empty read store, beside reading and parsing the same
 * log alone (the event store's own batched read, JSON included).
 */
export async function catchUpFigure(dir: string, n: number): Promise<Figure> {
  const store = await writeLog(path.join(dir, 'catch-up.db'), n);
  let t = performance.now();
  let count = 0;
  for (let after: string | undefined; ; ) {
    const batch = await store.readAll({ after, limit: 1000 });
    if (batch.length === 0) break;
    count += batch.length;
    after = batch.at(-1)!.position;
  }
  const ceiling = performance.now() - t;

  const readStore = createSqliteReadStore(path.join(dir, 'catch-up-read.db'));
  const inbox = projections.filter((p) => p.name === 'inbox');
  t = performance.now();
  const projector = await startProjector({ eventStore: store, readStore, jobQueue: createInProcessJobQueue(), liveBus: createInProcessLiveBus() }, { projections: inbox, reactions: [], logger: { info() {}, warn() {}, error() {} } });
  const head = (await store.headPosition())!;
  const collection = async () => (await readStore.get<ReadModelEntry>(readModelRegistry, 'inbox'))?.active.collection ?? 'inbox_g1';
  while ((await readStore.getCheckpoint(await collection())) !== head) await new Promise((r) => setTimeout(r, 2));
  const ours = performance.now() - t;
  await projector.stop();
  await readStore.close();
  await store.close();
  return {
    what: `Inbox read model caught up from ${count} events into the embedded read store`,
    value: perSecond(count, ours),
    unit: 'events/s',
    ceiling: { value: perSecond(count, ceiling), what: 'reading and parsing the log alone' },
    target: { atLeast: 100_000, ratioAtLeast: 0.5 },
  };
}
