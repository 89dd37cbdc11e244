import Database from 'better-sqlite3';
import { closeSync, fdatasyncSync, openSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type LogBatch,
  type Position,
  type RecordedEvent,
  type SubscribeOptions,
} from '@pt/contracts';
import { closePrivateDatabase, openPrivateDatabase } from '../sqlite-file';

const defaultBatchSize = 1000;
// Appends made by another process on the same file (the CLI's) raise no in-process signal: while
// anyone follows the log, one watcher looks at its head this often and wakes the followers.
const pollMs = 150;
// A follower also asks the file after this long without any news, whatever the watcher saw.
const fallbackPollMs = 5000;

const schema = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    stream TEXT NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    UNIQUE (stream, revision)
  )`;

interface EventRow {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

type StreamEnd = { revision: number; position: number };

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.id,
  type: row.type,
  stream: row.stream,
  revision: row.revision,
  position: String(row.position),
  data: JSON.parse(row.data) as unknown,
  metadata: JSON.parse(row.metadata) as unknown,
});

function parsePosition(position: Position | undefined): bigint {
  if (position === undefined) return 0n;
  if (!/^\d+$/.test(position)) throw new TypeError(`Not a log position: ${position}`);
  return BigInt(position);
}

/** A UNIQUE refusal: the revision is taken, or the event id is (a retry, or an id already used elsewhere). */
const uniqueRefused = (error: unknown) => error instanceof Database.SqliteError && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

function accepts(expected: ExpectedRevision, current: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return current === -1;
  if (expected === 'stream_exists') return current >= 0;
  return current === expected;
}

/** A promise and its resolve (Promise.withResolvers, which Node 20 lacks). */
function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export interface SqliteEventStoreOptions {
  /** Makes what was committed durable (tests: to hold or fail a sync); default: fdatasync of the write-ahead log. */
  sync?: () => Promise<void>;
}

/** An fdatasync of the write-ahead log, if there is one (at start: what the last process left unsynced). */
function syncAtOpen(wal: string) {
  let fd: number;
  try {
    fd = openSync(wal, 'r+');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    fdatasyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The event store in one SQLite file: the embedded mode's source of truth. */
export function createSqliteEventStore(file: string, options: SqliteEventStoreOptions = {}): EventStore {
  // Commits write the log without waiting for the disk; an append is acknowledged (and shown to
  // readers of this process) only after an fdatasync of the write-ahead log that began after its
  // commit, run on libuv's threads: the event loop never waits for the disk, and one sync covers
  // every commit made before it began. Checkpoints into the main file stay synced by SQLite.
  // While the checkpoint worker finishes copying the log into the file, commits wait (appends queue
  // up and go in the next batch), so that the log starts again from its beginning afterwards.
  let commitsHeld = false;
  const db = openPrivateDatabase(file, 'NORMAL', () => {
    commitsHeld = true;
    return () => {
      commitsHeld = false;
      if (pending.length > 0 && !scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    };
  });
  db.exec(schema);
  const wal = `${file}-wal`;
  // What a process before this one committed and did not live to sync (killed between its commit and
  // its sync) is made durable before anyone here reads it: readers read all of the file there is at start.
  syncAtOpen(wal);

  const statements = {
    streamEnd: db.prepare<[string], StreamEnd>(
      'SELECT revision, position FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1',
    ),
    whereIs: db.prepare<[string], { stream: string; revision: number }>('SELECT stream, revision FROM events WHERE id = ?'),
    idsFrom: db.prepare<[string, number, number], { id: string; revision: number; position: number }>(
      'SELECT id, revision, position FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?',
    ),
    insert: db.prepare<[string, string, number, string, string, string]>(
      'INSERT INTO events (id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    stream: db.prepare<[string], EventRow>('SELECT * FROM events WHERE stream = ? ORDER BY revision'),
    streamFrom: db.prepare<[string, number], EventRow>('SELECT * FROM events WHERE stream = ? AND revision >= ? ORDER BY revision'),
    after: db.prepare<[bigint, number], EventRow>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
    range: db.prepare<[bigint, bigint], EventRow>('SELECT * FROM events WHERE position > ? AND position <= ? ORDER BY position'),
    before: db.prepare<[bigint, number], EventRow>('SELECT * FROM events WHERE position < ? ORDER BY position DESC LIMIT ?'),
    // The wanted events of a stretch of the log (a reader's batch: positions after its cursor, as many
    // as its batch size, never past the head): the type is tested once a row, in SQLite, and the rows
    // of events a reader does not want are never handed to JavaScript.
    typedRange: db.prepare<[{ types: string; after: bigint; to: bigint }], EventRow>(
      `SELECT * FROM events WHERE position > $after AND position <= $to AND type IN (SELECT value FROM json_each($types)) ORDER BY position`,
    ),
    // The type first, then the texts, in SQLite: rows left out are never handed to JavaScript.
    containing: db.prepare<[{ types: string; containing: string; after: bigint; to: bigint }], EventRow>(
      `SELECT * FROM events WHERE position > $after AND position <= $to
         AND type IN (SELECT value FROM json_each($types))
         AND EXISTS (SELECT 1 FROM json_each($containing) AS t
           WHERE instr(events.data, t.value) > 0 OR instr(events.stream, t.value) > 0 OR instr(events.id, t.value) > 0)
       ORDER BY position`,
    ),
    head: db.prepare<[], { head: number | null }>('SELECT max(position) AS head FROM events'),
    // Changes when another connection (another process: the CLI) commits to the file; never for this one's commits.
    dataVersion: db.prepare<[], number>('PRAGMA data_version').pluck(),
  };

  /** The original result when these events already sit in the stream where `expected` puts them (a retry). */
  function alreadyAppended(stream: string, events: EventToAppend[], expected: ExpectedRevision, current: number) {
    const first = statements.whereIs.get(events[0]!.id);
    if (!first || first.stream !== stream) return undefined;
    const start = typeof expected === 'number' ? expected + 1 : expected === 'no_stream' ? 0 : first.revision;
    if (first.revision !== start) return undefined;
    const recorded = statements.idsFrom.all(stream, start, events.length);
    const same = recorded.length === events.length && recorded.every((row, i) => row.id === events[i]!.id);
    // A batch that only partly matches what is recorded there is neither a retry nor a valid append.
    if (!same) throw new WrongExpectedRevisionError(stream, expected, current);
    const last = recorded[recorded.length - 1]!;
    return { revision: last.revision, position: String(last.position) };
  }

  function appendRows(stream: string, events: EventToAppend[], expected: ExpectedRevision): AppendResult {
    // A new stream starts at revision 0, which UNIQUE (stream, revision) lets in once: the insert is
    // the check. Refused (nothing written), the append goes the long way, which tells a retry, a
    // stream that exists and an event id used elsewhere apart.
    if (expected === 'no_stream') {
      const result = insertRows(stream, events, -1, true);
      if (result) return result;
    }
    const current = statements.streamEnd.get(stream)?.revision ?? -1;
    if (!accepts(expected, current)) {
      const retried = alreadyAppended(stream, events, expected, current);
      if (retried) return retried;
      throw new WrongExpectedRevisionError(stream, expected, current === -1 ? 'no_stream' : current);
    }
    // A retry of an exact revision or of 'no_stream' is refused above (the stream has moved on); one
    // of 'any' or 'stream_exists' is accepted again: the ids tell whether it is already there.
    if (expected === 'any' || expected === 'stream_exists') {
      const retried = alreadyAppended(stream, events, expected, current);
      if (retried) return retried;
    }
    return insertRows(stream, events, current, false)!;
  }

  /** Inserts the events after revision `current`; with `firstMayBeTaken`, answers nothing (having written nothing) when the first insert is refused as not unique. */
  function insertRows(stream: string, events: EventToAppend[], current: number, firstMayBeTaken: boolean): AppendResult | undefined {
    let position = 0;
    const rows: EventRow[] = [];
    for (let i = 0; i < events.length; i++) {
      const event = events[i]!;
      const data = JSON.stringify(event.data ?? null);
      const metadata = JSON.stringify(event.metadata);
      const revision = current + 1 + i;
      try {
        position = Number(statements.insert.run(event.id, stream, revision, event.type, data, metadata).lastInsertRowid);
      } catch (error) {
        if (i === 0 && firstMayBeTaken && uniqueRefused(error)) return undefined;
        throw error;
      }
      rows.push({ position, id: event.id, stream, revision, type: event.type, data, metadata });
    }
    // Only an append that went through reaches the recent events (and only once its batch commits).
    committing.push(...rows);
    return { revision: current + events.length, position: String(position) };
  }

  // An append of several events is a savepoint of its own in the batch, so a refused one leaves none of
  // its events; one event needs none: a statement that fails changes nothing.
  const appendInSavepoint = db.transaction(appendRows);

  // Every follower waits on the same promise, resolved (and replaced) at each in-process append, when
  // the watcher sees another process append ('moved': true, the file must be asked), after
  // `fallbackPollMs` without either (true), or when a follower stops (a harmless early wake for the
  // others). One promise for all: no timer, listener or promise per follower and wait.
  let wake = deferred<boolean>();
  let appendCount = 0;
  let moveCount = 0;
  let lastWakeAt = 0;
  function wakeFollowers(polled: boolean) {
    const woken = wake;
    wake = deferred<boolean>();
    lastWakeAt = performance.now();
    woken.resolve(polled);
  }
  let closed = false;

  // Group commit: the appends made while one batch is prepared go into one transaction and one
  // fsync; each is a savepoint of its own, so a refused append does not touch the others. A promise
  // resolves only once its batch is durable; one made with `durability: 'with-next'`, once its batch
  // is committed (see `flush`).
  interface Pending {
    stream: string;
    events: EventToAppend[];
    expected: ExpectedRevision;
    /** Resolved at the commit, not at the sync (`durability: 'with-next'`). */
    atCommit: boolean;
    settle: { resolve(result: AppendResult): void; reject(error: unknown): void };
  }
  let pending: Pending[] = [];
  let scheduled = false;

  // The newest events this process appended, parsed once: followers (every read model and reaction
  // group of the process) read a fresh append from here instead of each querying and parsing it.
  // Only an unbroken run of positions is kept: an append of another process on the same file breaks
  // it, and readers then go to the file for what the run does not hold.
  let committing: EventRow[] = [];
  // Rows are parsed when a reader first takes them (then kept parsed): an append nobody reads here
  // costs no parsing.
  let recent: Array<RecordedEvent | EventRow> = [];
  let recentFrom = 0;
  const recentLimit = 4096;
  function remember(rows: EventRow[]) {
    for (const row of rows) {
      if (recent.length === 0 || row.position !== recentFrom + recent.length) {
        recent = [];
        recentFrom = row.position;
      }
      recent.push(row);
    }
    if (recent.length > recentLimit * 2) {
      const drop = recent.length - recentLimit;
      recent = recent.slice(drop);
      recentFrom += drop;
    }
  }
  function recentAt(i: number): RecordedEvent {
    const entry = recent[i]!;
    if (typeof entry.position === 'string') return entry as RecordedEvent;
    const parsed = toRecorded(entry as EventRow);
    recent[i] = parsed;
    return parsed;
  }
  // Streams read lately, whole and in order, kept with what this process appends to them after: a
  // decider's stream (a patient's day, program or rewards), read again at the next command, is
  // answered from memory. A commit by another connection (the CLI's) changes SQLite's data_version,
  // and the streams are then read from the file again. The version is asked once per turn of the
  // event loop (the question costs as much as reading a short stream): reads of the same turn are
  // answered as of its start. Least recently read first out, by events held.
  const streams = new Map<string, Array<RecordedEvent | EventRow>>();
  let streamEvents = 0;
  const streamEventsLimit = 20_000;
  let dataVersion = statements.dataVersion.get()!;
  let versionAsked = false;
  const askVersionAgain = () => (versionAsked = false);
  function cachedStream(stream: string): Array<RecordedEvent | EventRow> | undefined {
    if (!versionAsked) {
      versionAsked = true;
      setImmediate(askVersionAgain);
      const version = statements.dataVersion.get()!;
      if (version !== dataVersion) {
        dataVersion = version;
        streams.clear();
        streamEvents = 0;
        return undefined;
      }
    }
    const events = streams.get(stream);
    if (events) {
      streams.delete(stream);
      streams.set(stream, events);
    }
    return events;
  }
  function keepStream(stream: string, events: Array<RecordedEvent | EventRow>) {
    if (events.length > streamEventsLimit / 10) return;
    streams.set(stream, events);
    streamEvents += events.length;
    for (const [oldest, held] of streams) {
      if (streamEvents <= streamEventsLimit) break;
      streams.delete(oldest);
      streamEvents -= held.length;
    }
  }
  /** Committed rows join the streams held (in revision order: a stream's rows commit in order). */
  function extendStreams(rows: EventRow[]) {
    for (const row of rows) {
      const events = streams.get(row.stream);
      if (!events) continue;
      events.push(row);
      streamEvents++;
    }
  }
  /** The event at `i` of a held stream, parsed once (the run's parsed event when it is there). */
  function streamEventAt(events: Array<RecordedEvent | EventRow>, i: number): RecordedEvent {
    const entry = events[i]!;
    if (typeof entry.position === 'string') return entry as RecordedEvent;
    const inRun = (entry as EventRow).position - recentFrom;
    const parsed = inRun >= 0 && inRun < recent.length ? recentAt(inRun) : toRecorded(entry as EventRow);
    events[i] = parsed;
    return parsed;
  }

  const commitBatch = db.transaction((batch: Pending[]) =>
    batch.map((p) => {
      try {
        const result = p.events.length === 1 ? appendRows(p.stream, p.events, p.expected) : appendInSavepoint(p.stream, p.events, p.expected);
        return { ok: true as const, result };
      } catch (error) {
        return { ok: false as const, error };
      }
    }),
  );
  function flush(evenIfHeld = false) {
    scheduled = false;
    if (commitsHeld && !evenIfHeld) return;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    let outcomes: ReturnType<typeof commitBatch>;
    committing = [];
    try {
      outcomes = commitBatch.immediate(batch);
    } catch (error) {
      committing = [];
      for (const p of batch) p.settle.reject(error);
      return;
    }
    const rows = committing;
    committing = [];
    if (rows.length) committedHead = Math.max(committedHead, rows[rows.length - 1]!.position);
    extendStreams(rows);
    // A refused append wrote nothing: it is answered at once.
    outcomes.forEach((outcome, i) => {
      if (!outcome.ok) batch[i]!.settle.reject(outcome.error);
    });
    if (!outcomes.some((outcome) => outcome.ok)) return;
    // An append made with `durability: 'with-next'` is answered now, committed: its revision check is
    // decided, and `readStream` (the streams held were extended above) and `readAll` see it. The rest
    // is as for any commit: its rows reach the followers at the sync that covers them. A batch of
    // such appends alone starts no sync of its own: the append waited for that follows it starts the
    // one that covers both (a sync of its own, waited for by no one, took one of the two slots from the
    // syncs that appends wait for in a burst); `afterSync.later` starts one should none follow.
    // It is durable with the next append waited for, by the order of commits and syncs: that append
    // is made after this promise resolved, so it commits in a later batch, which `afterSync` numbers
    // after this one. It is acknowledged only by a sync begun after its own commit (a sync covers the
    // commits numbered up to `committed` when it starts), hence after this commit too, and an
    // fdatasync of the write-ahead log covers everything written to it before the sync began. Should
    // that sync fail, the later append is refused. (A checkpoint that lets the log start again in
    // between has first copied this commit into the main file and synced it: SQLite's checkpoint.)
    outcomes.forEach((outcome, i) => {
      if (outcome.ok && batch[i]!.atCommit) batch[i]!.settle.resolve(outcome.result);
    });
    afterSync.push(() => {
      remember(rows);
      appendCount++;
      // The followers hear first: in this process a command's read models are then up to date, as a
      // rule, by the time its client has the answer (answering first was tried: no faster, and a
      // client reading right after its answer without ?after= saw the older state).
      wakeFollowers(false);
      outcomes.forEach((outcome, i) => outcome.ok && !batch[i]!.atCommit && batch[i]!.settle.resolve(outcome.result));
    }, (error) => outcomes.forEach((outcome, i) => outcome.ok && !batch[i]!.atCommit && batch[i]!.settle.reject(error)),
    outcomes.some((outcome, i) => outcome.ok && !batch[i]!.atCommit));
  }

  // Commits waiting for the disk, in log order, each acknowledged by the first sync begun after it
  // committed that succeeds (an earlier sync still running may end later: it then finds nothing left).
  // A commit made while a sync runs starts a sync of its own at once, beside it, rather than waiting
  // for it to end and then syncing: two syncs at once cost the disk little more than one (measured:
  // 0.30 ms for an overlapped pair against 0.44 ms one after the other), and a client's command no
  // longer waits for the sync of the reaction to the command before. At most `maxSyncs` run at once;
  // a commit made meanwhile is covered by the next one to start. A sync that fails rejects what it
  // covers that is still waiting (as before: the append may or may not be on the disk); a later
  // commit is acknowledged only by a later sync's success.
  interface Waiting {
    seq: number;
    done(): void;
    failed(error: unknown): void;
  }
  const maxSyncs = 2;
  /** How long commits no append waits for (`durability: 'with-next'`) may wait for a sync to cover them. */
  const unwaitedSyncMs = 20;
  const afterSync = {
    waiting: [] as Waiting[],
    /** Number of the newest commit, and of the newest commit a sync begun so far covers. */
    committed: 0,
    covered: 0,
    running: new Set<Promise<void>>(),
    /** Starts a sync for commits no append waits for, should no other start meanwhile. */
    fallback: null as NodeJS.Timeout | null,
    push(done: () => void, failed: (error: unknown) => void, waitedFor = true) {
      this.waiting.push({ seq: ++this.committed, done, failed });
      if (waitedFor) this.start();
      else this.later();
    },
    later() {
      this.fallback ??= setTimeout(() => {
        this.fallback = null;
        this.start();
      }, unwaitedSyncMs).unref();
    },
    start() {
      if (this.running.size >= maxSyncs || this.covered >= this.committed) return;
      if (this.fallback) {
        clearTimeout(this.fallback);
        this.fallback = null;
      }
      const covers = (this.covered = this.committed);
      const coversHead = committedHead;
      const run: Promise<void> = sync().then(
        () => {
          syncedHead = Math.max(syncedHead, coversHead);
          this.settle(covers, null);
        },
        (error: unknown) => {
          this.settle(covers, error ?? new Error('the sync of the log failed'));
          syncAgainLater();
        },
      ).finally(() => {
        this.running.delete(run);
        this.start();
      });
      this.running.add(run);
    },
    settle(covers: number, error: unknown) {
      let n = 0;
      while (n < this.waiting.length && this.waiting[n]!.seq <= covers) n++;
      for (const w of this.waiting.splice(0, n)) {
        if (error === null) w.done();
        else w.failed(error);
      }
    },
  };
  const sync = options.sync ?? syncLog;
  /**
   * After a failed sync, what it covered stays committed in the log though its appends were refused
   * (they may or may not be on the disk): readers wait for a sync to cover it (`readableHead`). Should
   * no later append's sync come, one is tried every second until one succeeds.
   */
  let syncRetry: NodeJS.Timeout | null = null;
  function syncAgainLater() {
    syncRetry ??= setTimeout(() => {
      syncRetry = null;
      if (closed || syncedHead >= committedHead) return;
      const coversHead = committedHead;
      sync().then(
        () => {
          syncedHead = Math.max(syncedHead, coversHead);
          // Readers ask the file: these rows were never in the run of recent appends.
          wakeFollowers(true);
        },
        () => syncAgainLater(),
      );
    }, 1000).unref();
  }
  // The write-ahead log stays while the connection is open: one handle on it serves every sync (two
  // syncs at once share it). A handle that failed is closed once no sync runs any more.
  let logHandle: Promise<FileHandle> | null = null;
  const failedHandles: Array<Promise<FileHandle>> = [];
  async function syncLog() {
    const handle = (logHandle ??= open(wal, 'r+'));
    try {
      await (await handle).datasync();
    } catch (error) {
      if (logHandle === handle) {
        logHandle = null;
        failedHandles.push(handle);
      }
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      // No write-ahead log at this moment: what was committed is in the main file.
      const main = await open(file, 'r+');
      try {
        await main.datasync();
      } finally {
        await main.close();
      }
    } finally {
      if (failedHandles.length && afterSync.running.size <= 1) {
        for (const failed of failedHandles.splice(0)) void failed.then((h) => h.close()).catch(() => {});
      }
    }
  }

  // The highest position this process has committed, the highest of those a sync has covered, and the
  // log's head as the watcher last saw it.
  let committedHead = 0;
  let syncedHead = 0;
  /**
   * How far a reader may read the file: while this process has commits no sync has covered yet, up to
   * the last position a sync covered. A follower then never folds an event the disk may still lose
   * (a read model or a reaction ahead of the log after a power cut, and a position used again).
   */
  const readableHead = (head: number) => (committedHead > syncedHead ? Math.min(head, syncedHead) : head);
  let watchedHead: number | null = null;
  let following = 0;
  let watcher: NodeJS.Timeout | null = null;
  function watchHead() {
    if (closed || !db.open) return;
    const head = statements.head.get()?.head ?? 0;
    if (watchedHead !== null && head !== watchedHead && head > committedHead) {
      moveCount++;
      wakeFollowers(true);
    } else if (performance.now() - lastWakeAt >= fallbackPollMs) wakeFollowers(true);
    watchedHead = head;
  }
  function startWatching() {
    if (following++ === 0 && !watcher) {
      lastWakeAt = performance.now();
      watcher = setInterval(watchHead, pollMs);
      watcher.unref();
    }
  }
  function stopWatching() {
    if (--following === 0 && watcher) {
      clearInterval(watcher);
      watcher = null;
      watchedHead = null;
    }
  }

  /**
   * The next in-process append (at once if one came since `seen`), the watcher seeing another process
   * append, a stop, or `fallbackPollMs` without news: true when the file must be asked (what was
   * appended is not in the run of this process's appends).
   */
  function nextAppendOrPoll(seen: number, signal: AbortSignal | undefined): boolean | Promise<boolean> {
    if (appendCount !== seen || signal?.aborted || closed) return false;
    return wake.promise;
  }

  /** The next batch after `cursor`: wanted events (parsed) and how far the log was read. */
  function readBatch(cursor: bigint, size: number, types: string | undefined, wanted: ReadonlySet<string> | undefined, askFile: boolean): { events: RecordedEvent[]; last: number | null; full: boolean } {
    const next = Number(cursor) + 1;
    if (recent.length > 0 && next >= recentFrom && next < recentFrom + recent.length) {
      const from = next - recentFrom;
      const to = Math.min(from + size, recent.length);
      const events: RecordedEvent[] = [];
      for (let i = from; i < to; i++) if (!wanted || wanted.has(recent[i]!.type)) events.push(recentAt(i));
      return { events, last: next + (to - from) - 1, full: to - from === size };
    }
    // A reader at the end of the run was woken by an append of this process: the run holds all there
    // is to read (what is committed after it is not durable yet). The file is asked on a poll, which
    // brings the appends of other processes.
    if (!askFile && recent.length > 0 && next === recentFrom + recent.length) return { events: [], last: null, full: false };
    // Positions are given in order by the one writer, so every position up to the head is committed.
    const head = readableHead(statements.head.get()?.head ?? 0);
    if (head <= cursor) return { events: [], last: null, full: false };
    const to = Math.min(Number(cursor) + size, head);
    const rows = types === undefined ? statements.range.all(cursor, BigInt(to)) : statements.typedRange.all({ types, after: cursor, to: BigInt(to) });
    return { events: rows.map(toRecorded), last: to, full: to < head };
  }

  async function* follow({ after, signal, types, batchSize }: SubscribeOptions): AsyncGenerator<LogBatch> {
    let cursor = parsePosition(after);
    const wanted = types ? new Set(types) : undefined;
    const typeList = wanted ? JSON.stringify([...wanted]) : undefined;
    const size = batchSize ?? defaultBatchSize;
    let askFile = true;
    // What the watcher saw of other processes' appends, up to the last time this follower asked the file.
    let movesAsked = moveCount;
    const onAbort = () => wakeFollowers(false);
    signal?.addEventListener('abort', onAbort, { once: true });
    startWatching();
    try {
      while (!signal?.aborted && !closed) {
        const seen = appendCount;
        // Another process appended since this follower last asked the file (perhaps while it was
        // woken by an append of this process): ask it.
        if (moveCount !== movesAsked) askFile = true;
        if (askFile) movesAsked = moveCount;
        const { events, last, full } = readBatch(cursor, size, typeList, wanted, askFile);
        askFile = true;
        if (last !== null) {
          cursor = BigInt(last);
          yield { events, upTo: String(last) };
        }
        if (!full) askFile = await nextAppendOrPoll(seen, signal);
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
      stopWatching();
    }
  }

  return {
    append(stream, events, expected, appendOptions) {
      if (events.length === 0) return Promise.reject(new RangeError(`Nothing to append to ${stream}`));
      if (closed) return Promise.reject(new Error('The event store is closed'));
      const atCommit = appendOptions?.durability === 'with-next';
      return new Promise<AppendResult>((resolve, reject) => {
        pending.push({ stream, events, expected, atCommit, settle: { resolve, reject } });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
    async readStream(stream, options) {
      // A stream read again (a decider's state, at every command) is answered from the streams held;
      // its events are parsed once (the run's own when they are there): what readers check of an
      // event is then checked once too. A stream's revisions are its indexes.
      const from = Math.max(0, options?.fromRevision ?? 0);
      let events = cachedStream(stream);
      if (!events) {
        // Only a whole stream is held; a stream too long to be held is read from `from` on alone.
        if (from > 0) return statements.streamFrom.all(stream, from).map(toRecorded);
        events = statements.stream.all(stream);
        keepStream(stream, events);
      }
      const answer = new Array<RecordedEvent>(Math.max(0, events.length - from));
      for (let i = from; i < events.length; i++) answer[i - from] = streamEventAt(events, i);
      return answer;
    },
    async readAll({ after, limit } = {}) {
      return statements.after.all(parsePosition(after), limit ?? -1).map(toRecorded);
    },
    async readAllBackwards({ before, limit }) {
      return statements.before.all(before === undefined ? 2n ** 63n - 1n : parsePosition(before), limit).map(toRecorded);
    },
    subscribeToAll(options = {}) {
      return follow(options);
    },
    async scanContaining({ types, containing, after, upTo, span }) {
      const from = parsePosition(after);
      const end = parsePosition(upTo);
      const to = from + BigInt(Math.max(1, span)) < end ? from + BigInt(Math.max(1, span)) : end;
      const rows = to > from ? statements.containing.all({ types: JSON.stringify(types), containing: JSON.stringify(containing), after: from, to }) : [];
      return { events: rows.map(toRecorded), scannedTo: String(to > from ? to : from) };
    },
    async headPosition() {
      const { head } = statements.head.get() ?? { head: null };
      return head === null ? null : String(head);
    },
    async close() {
      if (closed) return;
      if (syncRetry) clearTimeout(syncRetry);
      flush(true);
      // Commits no append waited for are synced too before the file closes.
      afterSync.start();
      while (afterSync.running.size) await Promise.all(afterSync.running);
      for (const handle of [logHandle, ...failedHandles.splice(0)]) await handle?.then((h) => h.close()).catch(() => {});
      logHandle = null;
      closed = true;
      appendCount++;
      wakeFollowers(false);
      await closePrivateDatabase(db, file);
    },
  };
}
