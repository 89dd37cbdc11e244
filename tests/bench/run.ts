/**
 * `npm run bench`: speed and memory of the backbone, each next to the engine's own ceiling
 * measured in the same run (DESIGN.md section 9). Reports; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { readModelRegistry, type ReadModelEntry } from '@pt/contracts/core';
import { createInProcessJobQueue, createInProcessLiveBus, createMemoryReadStore, createSqliteEventStore } from '@pt/infra';
import { projections, startProjector } from '@pt/projector';
import { startTestServer } from '../support/server';

const dir = mkdtempSync(path.join(tmpdir(), 'pt-bench-'));
const rows: { what: string; value: string; ceiling?: string; ratio?: string }[] = [];
const perSecond = (n: number, ms: number) => Math.round((n / ms) * 1000);
const metadata = { actor: { kind: 'anonymous' as const, ipHash: 'x' }, correlationId: 'c', causationId: 'c', at: new Date().toISOString(), schema: 1 };
const callback = (i: number) => ({ name: `Patient ${i}`, phone: '321-555-0100', reason: 'Knee pain after running', preferredTime: 'morning' });

async function appends(n: number) {
  // ceiling: better-sqlite3 itself, same pragmas, one durable transaction per insert
  const raw = new Database(path.join(dir, 'raw.db'));
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.exec('CREATE TABLE e (p INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT UNIQUE, stream TEXT, revision INTEGER, type TEXT, data TEXT, metadata TEXT, UNIQUE(stream, revision))');
  const insert = raw.prepare('INSERT INTO e (id, stream, revision, type, data, metadata) VALUES (?, ?, 0, ?, ?, ?)');
  const once = raw.transaction((i: number) => insert.run(randomUUID(), `callback-${i}`, 'CallbackRequested', JSON.stringify(callback(i)), JSON.stringify(metadata)));
  let t = performance.now();
  for (let i = 0; i < n; i++) once(i);
  const ceiling = performance.now() - t;
  raw.close();

  const store = createSqliteEventStore(path.join(dir, 'events.db'));
  t = performance.now();
  for (let i = 0; i < n; i++) {
    await store.append(`callback-${i}`, [{ id: randomUUID(), type: 'CallbackRequested', data: callback(i), metadata }], 'no_stream');
  }
  const ours = performance.now() - t;
  rows.push({ what: `SQLite event store: ${n} appends (events/s)`, value: String(perSecond(n, ours)), ceiling: String(perSecond(n, ceiling)), ratio: (ceiling / ours).toFixed(2) });
  return store;
}

async function catchUp(store: ReturnType<typeof createSqliteEventStore>, n: number) {
  // ceiling: reading the log alone
  let t = performance.now();
  let count = 0;
  for (let after: string | undefined; ; ) {
    const batch = await store.readAll({ after, limit: 500 });
    if (batch.length === 0) break;
    count += batch.length;
    after = batch.at(-1)!.position;
  }
  const ceiling = performance.now() - t;

  const readStore = createMemoryReadStore();
  const before = process.memoryUsage().heapUsed;
  t = performance.now();
  const projector = await startProjector(
    { eventStore: store, readStore, jobQueue: createInProcessJobQueue(), liveBus: createInProcessLiveBus() },
    { projections, reactions: [], logger: { info() {}, warn() {}, error() {} } },
  );
  const head = (await store.headPosition())!;
  const inbox = async () => (await readStore.get<ReadModelEntry>(readModelRegistry, 'inbox'))?.active.collection ?? 'inbox_g1';
  while ((await readStore.getCheckpoint(await inbox())) !== head) await new Promise((r) => setTimeout(r, 5));
  const ours = performance.now() - t;
  await projector.stop();
  rows.push({ what: `Projector catch-up into memory: ${count} events (events/s)`, value: String(perSecond(n, ours)), ceiling: String(perSecond(count, ceiling)), ratio: (ceiling / ours).toFixed(2) });
  rows.push({ what: `Heap held by the inbox of ${n} requests (MiB)`, value: ((process.memoryUsage().heapUsed - before) / 2 ** 20).toFixed(1) });
}

async function commands(n: number) {
  const server = await startTestServer({ DEMO: '0' });
  try {
    let t = performance.now();
    for (let i = 0; i < n; i++) await fetch(`${server.url}/healthz`);
    const ceiling = performance.now() - t;
    t = performance.now();
    for (let i = 0; i < n; i++) await server.call('POST', '/api/callback-request', callback(i));
    const ours = performance.now() - t;
    rows.push({ what: `POST /api/callback-request, sequential (requests/s)`, value: String(perSecond(n, ours)), ceiling: `${perSecond(n, ceiling)} (GET /healthz)`, ratio: (ceiling / ours).toFixed(2) });
  } finally {
    await server.stop();
  }
}

const n = Number(process.env.BENCH_EVENTS ?? 3000);
const store = await appends(n);
await catchUp(store, n);
await store.close();
await commands(Math.min(n, 1000));
rmSync(dir, { recursive: true, force: true });
console.table(rows);
