import { once } from 'node:events';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
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

/**
 * Resident memory of the server with `n` events, once ready and after some reads: a server that has
 * run on this log (restarted after it sent the notifications the log's requests called for), and,
 * for comparison, the same server just after it sent that backlog of notifications all at once.
 */
export async function memoryFigures(root: string, n: number): Promise<Figure[]> {
  const dir = await dataDirWith(root, n);
  const server = await startServerProcess({ DATA_DIR: dir, DEMO: '1', LOG_LEVEL: 'error' });
  const reads = async () => {
    const token = await signIn(server.url, 'admin@example.com', 'demo-admin-1');
    for (let i = 0; i < 50; i++) await fetch(`${server.url}/api/admin/inbox?limit=200`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer());
  };
  try {
    await settled(server.url);
    await reads();
    const afterBacklog = residentMiB(server.pid);
    await server.stop();
    await server.restart();
    await settled(server.url);
    await reads();
    return [
      { what: `Resident memory of the server with ${n.toLocaleString('en-US')} events`, value: residentMiB(server.pid), unit: 'MiB', target: { atMost: 250 } },
      { what: `Resident memory just after sending a backlog of ${n.toLocaleString('en-US')} notifications at once`, value: afterBacklog, unit: 'MiB' },
    ];
  } finally {
    await server.stop();
  }
}

/**
 * The timing loop of the inbox figure, in a thread of its own: its heap holds only its requests, so
 * its own garbage collection (it shared a heap of hundreds of MB with the log just written) does not
 * add pauses to the server's times. Plain JavaScript, evaluated as is (no TypeScript loader there).
 */
const inboxClient = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { gunzipSync } = require('node:zlib');
const { url, token } = workerData;
// One kept-alive connection asking as a browser does (compressed answers welcome) and decoding the
// answer at once, as a browser's network stack does: fetch() here would add its own streamed
// decompression, about a millisecond of the client's, to every figure.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const headers = { 'accept-encoding': 'gzip, deflate, br' };
function request(path, extra) {
  return new Promise((resolve, reject) => {
    const req = http.get(url + path, { agent, headers: { ...headers, ...extra } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
        if (res.statusCode !== 200) reject(new Error(path + ' answered ' + res.statusCode));
        else resolve(text);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
async function get(query) {
  const t = performance.now();
  const text = await request('/api/admin/inbox?' + query, { authorization: 'Bearer ' + token });
  return { ms: performance.now() - t, text };
}
(async () => {
  for (let i = 0; i < 20; i++) await get('limit=50');
  // The ceiling: the same client asking the same server for nothing (GET /healthz), turn about with the first page.
  const first = [];
  const alive = [];
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    await request('/healthz', {});
    alive.push(performance.now() - t);
    first.push((await get('limit=50')).ms);
  }
  const later = [];
  let cursor = null;
  for (let i = 0; i < 300; i++) {
    const { ms, text } = await get('limit=50' + (cursor ? '&before=' + encodeURIComponent(cursor) : ''));
    later.push(ms);
    cursor = JSON.parse(text).nextCursor;
  }
  const newOnly = [];
  for (let i = 0; i < 300; i++) newOnly.push((await get('limit=50&status=new')).ms);
  parentPort.postMessage({ first, alive, later, newOnly });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

/** The staff inbox with `n` items: the first page and the pages after it, by cursor. */
export async function inboxQueryFigures(root: string, n: number): Promise<Figure[]> {
  const dir = await dataDirWith(root, n);
  const server = await benchServer({ DATA_DIR: dir });
  try {
    await settled(server.url);
    const token = await signIn(server.url, 'admin@example.com', 'demo-admin-1');
    const client = new Worker(inboxClient, { eval: true, workerData: { url: server.url, token } });
    const [times] = (await once(client, 'message')) as [{ first: number[]; alive: number[]; later: number[]; newOnly: number[]; error?: string }];
    await client.terminate();
    if (times.error) throw new Error(times.error);
    const { first, alive, later, newOnly } = times;
    const ceiling = (p: number) => ({ value: percentile(alive, p), what: `GET /healthz p${p}, same client, turn about` });
    return [
      { what: `Inbox of ${n.toLocaleString('en-US')} items, first page of 50: p50`, value: percentile(first, 50), unit: 'ms', ceiling: ceiling(50) },
      { what: `Inbox of ${n.toLocaleString('en-US')} items, first page of 50: p99`, value: percentile(first, 99), unit: 'ms', ceiling: ceiling(99), target: { atMost: 5 } },
      { what: `Inbox of ${n.toLocaleString('en-US')} items, reading on by cursor: p99`, value: percentile(later, 99), unit: 'ms', target: { atMost: 5 } },
      { what: `Inbox of ${n.toLocaleString('en-US')} items, new ones only: p99`, value: percentile(newOnly, 99), unit: 'ms', target: { atMost: 5 } },
    ];
  } finally {
    await server.stop();
  }
}
