import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInProcessJobQueue, createInProcessLiveBus, createSqliteReadStore } from '@pt/infra';
import { projections, startProjector } from '@pt/projector';
import { firstCollection, readModelRegistry, type ReadModelEntry } from '@pt/contracts/core';
import { startServerProcess } from '../../support/child-server';
import { percentile, type Figure } from './report';
import { benchServer, signIn } from './server';
import { writeLog } from './storage';

/** A data directory holding `n` visitors' messages, its read models built (as a server that ran would leave it). */
export async function dataDirWith(root: string, n: number): Promise<string> {
  const dir = path.join(root, `data-${n}`);
  mkdirSync(dir, { recursive: true });
  const store = await writeLog(path.join(dir, 'events.db'), n);
  const readStore = createSqliteReadStore(path.join(dir, 'read-models.db'));
  const projector = await startProjector({ eventStore: store, readStore, jobQueue: createInProcessJobQueue(), liveBus: createInProcessLiveBus() }, { projections, reactions: [], logger: { info() {}, warn() {}, error() {} } });
  const head = (await store.headPosition())!;
  for (const projection of projections) {
    for (;;) {
      const entry = await readStore.get<ReadModelEntry>(readModelRegistry, projection.name);
      if ((await readStore.getCheckpoint(entry?.active.collection ?? firstCollection(projection.name))) === head && !entry?.building) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  await projector.stop();
  await readStore.close();
  await store.close();
  return dir;
}

/**
 * Waits until the server has nothing left to do: every read model and reaction group at the log's
 * head, and the head still. A data directory made by `dataDirWith` has its read models built but
 * not its reactions (20,000 notifications to send), which a server that ran would have done.
 */
export async function settled(url: string): Promise<void> {
  let last: string | null = null;
  for (;;) {
    const res = await fetch(`${url}/readyz`);
    const body = (await res.json()) as { ready: boolean; head: string | null; reactionGroups: Record<string, string | null> };
    const still = res.ok && body.ready && Object.values(body.reactionGroups).every((c) => c === body.head);
    if (still && body.head === last) return;
    last = still ? body.head : null;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The resident memory of a process group's largest process (the server's node, under tsx). */
function residentMiB(group: number): number {
  let largest = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== group) continue;
      const rss = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
      if (rss) largest = Math.max(largest, Number(rss[1]) / 1024);
    } catch {
      // gone meanwhile
    }
  }
  return largest;
}

/** A restart of a server whose log holds `n` events, until /readyz answers 200 (the web app already built). */
export async function restartFigure(root: string, n: number): Promise<Figure> {
  const dir = await dataDirWith(root, n);
  const server = await startServerProcess({ DATA_DIR: dir, DEMO: '0', LOG_LEVEL: 'error' });
  try {
    await server.stop();
    const t = performance.now();
    await server.restart();
    const ms = performance.now() - t;
    return { what: `Restart with ${n.toLocaleString('en-US')} events until /readyz answers 200`, value: ms, unit: 'ms', target: { atMost: 3000 } };
  } finally {
    await server.stop();
  }
}

/** Resident memory of the server with `n` events, once ready and after some reads. */
export async function memoryFigure(root: string, n: number): Promise<Figure> {
  const dir = await dataDirWith(root, n);
  const server = await startServerProcess({ DATA_DIR: dir, DEMO: '1', LOG_LEVEL: 'error' });
  try {
    await settled(server.url);
    const token = await signIn(server.url, 'admin@example.com', 'demo-admin-1');
    for (let i = 0; i < 50; i++) await fetch(`${server.url}/api/admin/inbox?limit=200`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer());
    return { what: `Resident memory of the server with ${n.toLocaleString('en-US')} events`, value: residentMiB(server.pid), unit: 'MiB', target: { atMost: 250 } };
  } finally {
    await server.stop();
  }
}

/** The staff inbox with `n` items: the first page and the pages after it, by cursor. */
export async function inboxQueryFigures(root: string, n: number): Promise<Figure[]> {
  const dir = await dataDirWith(root, n);
  const server = await benchServer({ DATA_DIR: dir });
  try {
    await settled(server.url);
    const token = await signIn(server.url, 'admin@example.com', 'demo-admin-1');
    const get = async (query: string) => {
      const t = performance.now();
      const res = await fetch(`${server.url}/api/admin/inbox?${query}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { nextCursor: string | null; items: unknown[] };
      return { ms: performance.now() - t, body };
    };
    for (let i = 0; i < 20; i++) await get('limit=50');
    const first: number[] = [];
    for (let i = 0; i < 300; i++) first.push((await get('limit=50')).ms);
    const later: number[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 300; i++) {
      const { ms, body } = await get(`limit=50${cursor ? `&before=${cursor}` : ''}`);
      later.push(ms);
      cursor = body.nextCursor;
    }
    const newOnly: number[] = [];
    for (let i = 0; i < 300; i++) newOnly.push((await get('limit=50&status=new')).ms);
    return [
      { what: `Inbox of ${n.toLocaleString('en-US')} items, first page of 50: p50`, value: percentile(first, 50), unit: 'ms' },
      { what: `Inbox of ${n.toLocaleString('en-US')} items, first page of 50: p99`, value: percentile(first, 99), unit: 'ms', target: { atMost: 5 } },
      { what: `Inbox of ${n.toLocaleString('en-US')} items, reading on by cursor: p99`, value: percentile(later, 99), unit: 'ms', target: { atMost: 5 } },
      { what: `Inbox of ${n.toLocaleString('en-US')} items, new ones only: p99`, value: percentile(newOnly, 99), unit: 'ms', target: { atMost: 5 } },
    ];
  } finally {
    await server.stop();
  }
}
