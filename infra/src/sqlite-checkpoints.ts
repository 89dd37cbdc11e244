import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

/**
 * WAL checkpoints off the event loop. SQLite copies its write-ahead log back into the database file
 * (and syncs it) inside whichever commit crosses 1,000 pages: a 20 ms stall of the thread that
 * serves every request and socket, about once per 1,000 pages written. The embedded files turn that
 * off and a worker thread checkpoints them instead, with a connection of its own, by the same rule:
 * when a log holds 1,000 frames not yet copied into its file. A PASSIVE checkpoint never waits for (nor blocks) the server's readers and
 * writers; SQLite restarts the log from its beginning at the first commit after one has caught up.
 * Durability is SQLite's as before: the log is synced before it is copied, the file before the log
 * is reused.
 */
const framesDue = 1000;
const everyMs = 100;

// Plain JavaScript: a worker thread gets no TypeScript loader in every runner (tsx, vitest).
// How far the log is ahead of the file is read from the WAL index (the -shm file, SQLite's
// documented format): mxFrame, the log's last frame, at byte 16 of its header; nBackfill, the frames
// already copied, at byte 96. A torn read only moves a checkpoint by one tick.
const script = `
const { parentPort, workerData } = require('node:worker_threads');
const { openSync, readSync, closeSync } = require('node:fs');
const { endianness } = require('node:os');
const Database = require(workerData.driver);
const open = new Map();
const header = Buffer.alloc(100);
const u32 = (at) => (endianness() === 'LE' ? header.readUInt32LE(at) : header.readUInt32BE(at));
function framesBehind(entry) {
  try {
    entry.shm ??= openSync(entry.file + '-shm', 'r');
    if (readSync(entry.shm, header, 0, 100, 0) < 100) return 0;
    return u32(16) - u32(96);
  } catch {
    if (entry.shm !== undefined) { try { closeSync(entry.shm); } catch {} entry.shm = undefined; }
    return 0;
  }
}
parentPort.on('message', (message) => {
  if (message.add && !open.has(message.add)) {
    try {
      const db = new Database(message.add, { fileMustExist: true });
      db.pragma('wal_autocheckpoint = 0');
      open.set(message.add, { file: message.add, db, shm: undefined });
    } catch (error) {
      parentPort.postMessage({ failed: message.add, error: String(error) });
    }
  }
  if (message.remove) {
    const entry = open.get(message.remove);
    if (entry) {
      entry.db.close();
      if (entry.shm !== undefined) { try { closeSync(entry.shm); } catch {} }
    }
    open.delete(message.remove);
    parentPort.postMessage({ removed: message.remove });
  }
});
setInterval(() => {
  for (const entry of open.values()) {
    if (framesBehind(entry) < workerData.framesDue) continue;
    try {
      const [result] = entry.db.pragma('wal_checkpoint(PASSIVE)');
      parentPort.postMessage({ checkpointed: entry.file, frames: result.checkpointed });
    } catch {}
  }
}, workerData.everyMs);
`;

let worker: Worker | null = null;
/** The server's own connections, by file: given back their automatic checkpoints if the worker fails. */
const served = new Map<string, Set<Database.Database>>();
/** Pages the worker has copied from each file's log into the file. */
const done = new Map<string, number>();
export const backgroundCheckpointed = (file: string): number => done.get(file) ?? 0;

/** Closes waiting for the worker to let go of their file. */
const removals = new Map<string, Array<() => void>>();

function settleRemovals(file?: string) {
  for (const [key, waiting] of removals) {
    if (file !== undefined && key !== file) continue;
    removals.delete(key);
    for (const done of waiting) done();
  }
  // An answer awaited keeps the process alive; otherwise the worker never does.
  if (removals.size === 0) worker?.unref();
}

function giveBack(dbs: Iterable<Database.Database>) {
  for (const db of dbs) if (db.open) db.pragma('wal_autocheckpoint = 1000');
}

function checkpointer(): Worker | null {
  if (worker) return worker;
  try {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const started = new Worker(script, { eval: true, workerData: { driver, framesDue, everyMs } });
    started.unref();
    started.on('message', (message: { removed?: string; failed?: string; checkpointed?: string; frames?: number }) => {
      if (message.removed) settleRemovals(message.removed);
      if (message.checkpointed) done.set(message.checkpointed, (done.get(message.checkpointed) ?? 0) + (message.frames ?? 0));
      if (message.failed) giveBack(served.get(message.failed) ?? []);
    });
    const lost = () => {
      if (worker !== started) return;
      worker = null;
      // Without the worker each connection checkpoints for itself again, as SQLite does by default.
      for (const dbs of served.values()) giveBack(dbs);
      settleRemovals();
    };
    started.on('error', lost);
    started.on('exit', lost);
    worker = started;
    return worker;
  } catch {
    return null;
  }
}

/** Hands `db`'s checkpoints to the worker thread. `file` must be the path `db` was opened with. */
export function checkpointInBackground(db: Database.Database, file: string): void {
  const thread = checkpointer();
  if (!thread) return;
  db.pragma('wal_autocheckpoint = 0');
  const dbs = served.get(file) ?? new Set();
  dbs.add(db);
  served.set(file, dbs);
  if (dbs.size === 1) thread.postMessage({ add: file });
}

/** Before `db` closes: the worker lets go of a file no other connection of the server uses. */
export function stopCheckpoints(db: Database.Database, file: string): Promise<void> {
  const dbs = served.get(file);
  if (!dbs?.delete(db) || dbs.size > 0) return Promise.resolve();
  served.delete(file);
  const thread = worker;
  if (!thread) return Promise.resolve();
  return new Promise((resolve) => {
    removals.set(file, [...(removals.get(file) ?? []), resolve]);
    thread.ref();
    thread.postMessage({ remove: file });
  });
}
