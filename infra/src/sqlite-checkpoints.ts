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
 *
 * A connection that can hold its commits back for a moment (the event log's: its appends wait for a
 * sync anyway) lets the worker finish: under a steady stream of commits a checkpoint never catches
 * up, since commits land while it copies, so the log grew through a whole burst and every sync then
 * extended the file (twice the cost of one that does not: docs/performance/profiles.md, twelfth look).
 * Once the tail left after a checkpoint (and a few passes chasing it) is short, the worker asks the
 * server to hold its commits, copies the rest, and lets them go: the next commit starts the log again
 * from its beginning. The event loop never waits; appends made meanwhile wait in their queue and go
 * in the next batch. A hold ends after `holdLimitMs` whatever the worker does.
 */
const framesDue = 1000;
const everyMs = 100;
/** A tail at most this long is finished under a hold; a longer one is chased first, without one. */
const tailFrames = 256;
const holdLimitMs = 100;

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
      open.set(message.add, { file: message.add, db, shm: undefined, holds: Boolean(message.holds), finishing: false });
    } catch (error) {
      parentPort.postMessage({ failed: message.add, error: String(error) });
    }
  }
  if (message.finish) {
    // The server holds its commits (held) or could not: copy what is left, then let it go on.
    const entry = open.get(message.finish);
    if (entry) {
      if (message.held) {
        try { entry.db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
      }
      entry.finishing = false;
    }
    parentPort.postMessage({ finished: message.finish });
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
    if (entry.finishing || framesBehind(entry) < workerData.framesDue) continue;
    try {
      const [result] = entry.db.pragma('wal_checkpoint(PASSIVE)');
      parentPort.postMessage({ checkpointed: entry.file, frames: result.checkpointed });
      if (!entry.holds) continue;
      for (let pass = 0; pass < 3 && framesBehind(entry) > workerData.tailFrames; pass++) entry.db.pragma('wal_checkpoint(PASSIVE)');
      const left = framesBehind(entry);
      if (left > 0 && left <= workerData.tailFrames) {
        entry.finishing = true;
        parentPort.postMessage({ tail: entry.file });
      }
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

/** What holds a file's commits back, by file (the event log's), and the holds in force. */
export type PauseCommits = () => () => void;
const pausers = new Map<string, PauseCommits>();
const holding = new Map<string, { resume: () => void; timer: NodeJS.Timeout }>();
let holdCount = 0;
/** How many times the worker held a file's commits to finish a checkpoint (the contract test counts them). */
export const checkpointHolds = (): number => holdCount;

function holdCommits(file: string): boolean {
  const pause = pausers.get(file);
  if (!pause || holding.has(file)) return false;
  const resume = pause();
  holdCount++;
  holding.set(file, { resume, timer: setTimeout(() => endHold(file), holdLimitMs).unref() });
  return true;
}

function endHold(file: string) {
  const hold = holding.get(file);
  if (!hold) return;
  holding.delete(file);
  clearTimeout(hold.timer);
  hold.resume();
}

function giveBack(dbs: Iterable<Database.Database>) {
  for (const db of dbs) if (db.open) db.pragma('wal_autocheckpoint = 1000');
}

function checkpointer(): Worker | null {
  if (worker) return worker;
  try {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const started = new Worker(script, { eval: true, workerData: { driver, framesDue, everyMs, tailFrames } });
    started.unref();
    started.on('message', (message: { removed?: string; failed?: string; checkpointed?: string; frames?: number; tail?: string; finished?: string }) => {
      if (message.tail) started.postMessage({ finish: message.tail, held: holdCommits(message.tail) });
      if (message.finished) endHold(message.finished);
      if (message.removed) settleRemovals(message.removed);
      if (message.checkpointed) done.set(message.checkpointed, (done.get(message.checkpointed) ?? 0) + (message.frames ?? 0));
      if (message.failed) giveBack(served.get(message.failed) ?? []);
    });
    const lost = () => {
      if (worker !== started) return;
      worker = null;
      for (const file of [...holding.keys()]) endHold(file);
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

/**
 * Hands `db`'s checkpoints to the worker thread. `file` must be the path `db` was opened with.
 * `pauseCommits`, for the file's one writer: holds its commits back until the function it returns is
 * called (commits asked for meanwhile wait; the event loop does not).
 */
export function checkpointInBackground(db: Database.Database, file: string, pauseCommits?: PauseCommits): void {
  const thread = checkpointer();
  if (!thread) return;
  db.pragma('wal_autocheckpoint = 0');
  const dbs = served.get(file) ?? new Set();
  dbs.add(db);
  served.set(file, dbs);
  if (pauseCommits) pausers.set(file, pauseCommits);
  if (dbs.size === 1) thread.postMessage({ add: file, holds: Boolean(pauseCommits) });
}

/** Before `db` closes: the worker lets go of a file no other connection of the server uses. */
export function stopCheckpoints(db: Database.Database, file: string): Promise<void> {
  const dbs = served.get(file);
  if (!dbs?.delete(db) || dbs.size > 0) return Promise.resolve();
  served.delete(file);
  pausers.delete(file);
  endHold(file);
  const thread = worker;
  if (!thread) return Promise.resolve();
  return new Promise((resolve) => {
    removals.set(file, [...(removals.get(file) ?? []), resolve]);
    thread.ref();
    thread.postMessage({ remove: file });
  });
}
