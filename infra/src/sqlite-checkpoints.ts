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
 * A connection that can hold its commits back for a moment (every file of the embedded mode: the event
 * log's appends wait for a sync anyway, the read store's writes and the counters' write-backs are
 * asynchronous) lets the worker finish: under a steady stream of commits a checkpoint never catches
 * up, since commits land while it copies, so the log grew through a whole burst and every sync then
 * extended the file (twice the cost of one that does not: docs/performance/profiles.md, twelfth look).
 * Once the tail left after a checkpoint (and a few passes chasing it) is short, the worker asks the
 * server to hold its commits, copies the rest, and lets them go: the next commit starts the log again
 * from its beginning. The event loop never waits; appends made meanwhile wait in their queue and go
 * in the next batch. A hold ends after `holdLimitMs` whatever the worker does.
 *
 * The worker also gives the disk back. A log keeps the size of its longest burst (a read store's grew
 * to 165 MiB in 30 s of 300 commands a second, its checkpoints never catching up meanwhile). SQLite
 * would cut it to `journal_size_limit` inside the first commit that starts it again: an `ftruncate`
 * of tens of MiB, which waited for the file system's journal for 80-300 ms on the thread that serves
 * every request (the staff-socket figure's p99 of 100-240 ms, profiles.md, fourteenth look). The
 * server's connections therefore never cut their logs; the worker cuts a log longer than
 * `walSizeLimit` (`wal_checkpoint(TRUNCATE)`) once it has been quiet for `quietMs`, under a hold of
 * the commits for the file whose writer can hold them. Another connection's commit that meets the cut
 * waits for it (SQLite's busy timeout): only after `quietMs` without a commit to that file.
 */
const framesDue = 1000;
const everyMs = 100;
/** A tail at most this long is finished under a hold; a longer one is chased first, without one. */
const tailFrames = 256;
const holdLimitMs = 100;
/** What a write-ahead log keeps of the disk once its file has been quiet for `quietMs`. */
export const walSizeLimit = 32 * 1024 * 1024;
const quietMs = 1000;
/** A hold for a cut (of a quiet log: appends rarely meet it) may last this long. */
const cutHoldLimitMs = 1000;

// Plain JavaScript: a worker thread gets no TypeScript loader in every runner (tsx, vitest).
// How far the log is ahead of the file is read from the WAL index (the -shm file, SQLite's
// documented format): mxFrame, the log's last frame, at byte 16 of its header; nBackfill, the frames
// already copied, at byte 96. A torn read only moves a checkpoint by one tick.
const script = `
const { parentPort, workerData } = require('node:worker_threads');
const { openSync, readSync, closeSync, statSync } = require('node:fs');
const { endianness } = require('node:os');
const Database = require(workerData.driver);
const open = new Map();
const header = Buffer.alloc(100);
const u32 = (at) => (endianness() === 'LE' ? header.readUInt32LE(at) : header.readUInt32BE(at));
/** The log's last frame and the frames not yet copied into the file ({ last: -1 } when unknown). */
function walIndex(entry) {
  try {
    entry.shm ??= openSync(entry.file + '-shm', 'r');
    if (readSync(entry.shm, header, 0, 100, 0) < 100) return { last: -1, behind: 0 };
    return { last: u32(16), behind: u32(16) - u32(96) };
  } catch {
    if (entry.shm !== undefined) { try { closeSync(entry.shm); } catch {} entry.shm = undefined; }
    return { last: -1, behind: 0 };
  }
}
const framesBehind = (entry) => walIndex(entry).behind;
function walBytes(entry) {
  try { return statSync(entry.file + '-wal').size; } catch { return 0; }
}
/** Cuts the log to nothing if no connection is inside it (never waits: the connection's busy timeout is 0). */
function cut(entry) {
  try { entry.db.pragma('wal_checkpoint(TRUNCATE)'); } catch {}
  entry.quietSince = Date.now();
}
parentPort.on('message', (message) => {
  if (message.add && !open.has(message.add)) {
    try {
      const db = new Database(message.add, { fileMustExist: true, timeout: 0 });
      db.pragma('wal_autocheckpoint = 0');
      open.set(message.add, { file: message.add, db, shm: undefined, holds: Boolean(message.holds), finishing: false, last: -1, quietSince: Date.now() });
    } catch (error) {
      parentPort.postMessage({ failed: message.add, error: String(error) });
    }
  }
  if (message.finish) {
    // The server holds its commits (held) or could not: copy what is left, then let it go on.
    const entry = open.get(message.finish);
    if (entry) {
      if (message.held && message.cut) cut(entry);
      else if (message.held) {
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
    if (entry.finishing) continue;
    const { last, behind } = walIndex(entry);
    if (last !== entry.last) {
      entry.last = last;
      entry.quietSince = Date.now();
    }
    if (behind < workerData.framesDue) {
      if (Date.now() - entry.quietSince < workerData.quietMs || walBytes(entry) <= workerData.walSizeLimit) continue;
      if (!entry.holds) cut(entry);
      else {
        entry.finishing = true;
        parentPort.postMessage({ tail: entry.file, cut: true });
      }
      continue;
    }
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

/** What holds a file's commits back, by file, and the holds in force. */
export type PauseCommits = () => () => void;
const pausers = new Map<string, PauseCommits>();
const holding = new Map<string, { resume: () => void; timer: NodeJS.Timeout }>();
let holdCount = 0;
/** How many times the worker held a file's commits to finish a checkpoint (the contract test counts them). */
export const checkpointHolds = (): number => holdCount;

function holdCommits(file: string, limitMs: number): boolean {
  const pause = pausers.get(file);
  if (!pause || holding.has(file)) return false;
  const resume = pause();
  holdCount++;
  // Not unref'd: commits waiting out the hold may be all a process is doing (a script's appends), and
  // nothing else keeps it alive meanwhile; the timer lasts until the hold ends, at most `limitMs`.
  holding.set(file, { resume, timer: setTimeout(() => endHold(file), limitMs) });
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
  for (const db of dbs) {
    if (!db.open) continue;
    db.pragma('wal_autocheckpoint = 1000');
    db.pragma(`journal_size_limit = ${walSizeLimit}`);
  }
}

function checkpointer(): Worker | null {
  if (worker) return worker;
  try {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const started = new Worker(script, { eval: true, workerData: { driver, framesDue, everyMs, tailFrames, quietMs, walSizeLimit } });
    started.on('message', (message: { removed?: string; failed?: string; checkpointed?: string; frames?: number; tail?: string; cut?: boolean; finished?: string }) => {
      if (message.tail) started.postMessage({ finish: message.tail, held: holdCommits(message.tail, message.cut ? cutHoldLimitMs : holdLimitMs), cut: message.cut });
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
    // After the listeners: listening for its messages refs the worker's port again, and a process
    // that left a store open (a script) would then never exit.
    started.unref();
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
  // The worker cuts the log when it is quiet; a commit of the server never does.
  db.pragma('journal_size_limit = -1');
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
