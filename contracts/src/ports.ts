/**
 * The ports: what the services need from the engines. Adapters live in `infra` only
 * (EventStoreDB and SQLite; MongoDB and in-memory; BullMQ and in-process; Redis and in-process).
 */
import type { EventMetadata } from './events';

// ---------------------------------------------------------------- event store

/** A position in the whole log ($all), as a decimal string. Reading "after" a position is exclusive. */
export type Position = string;

/** `no_stream`: the stream must not exist; `stream_exists`: it must; a number: its last revision (0-based). */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface EventToAppend {
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent {
  id: string;
  type: string;
  stream: string;
  revision: number;
  position: Position;
  data: unknown;
  metadata: unknown;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  revision: number;
  /** Position of the last appended event. */
  position: Position;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Wrong expected revision on ${stream}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export interface SubscribeOptions {
  after?: Position;
  signal?: AbortSignal;
  /** Only these event types (the others are skipped unparsed). */
  types?: readonly string[];
  /** At most this many events a batch (default 1000). */
  batchSize?: number;
}

export interface ScanContainingOptions {
  types: readonly string[];
  /** Texts as they appear in the stored JSON (no character JSON escapes). */
  containing: readonly string[];
  after?: Position;
  upTo: Position;
  span: number;
}

export interface LogBatch {
  events: RecordedEvent[];
  /** The log was read up to here (inclusive): at or after the last event of the batch. */
  upTo: Position;
}

/**
 * When an append's promise resolves. `'now'` (the default): once the events are durable, they survive
 * a crash. `'with-next'`: once they are committed, not yet once they are durable. See `AppendOptions`.
 */
export type AppendDurability = 'now' | 'with-next';

export interface AppendOptions {
  /**
   * `'with-next'`: the promise resolves once the append is committed. Its revision check is decided
   * (a refusal rejects it as ever), its events are read by `readStream` and `readAll` and count for
   * every later append's revision check, in this process and any other: but they are not yet
   * acknowledged as durable. They become durable no later than the next append made through the same
   * store, after this one resolved, without the option: when that one resolves, both survive a crash
   * (a store may make them durable sooner by its own means). A crash before then may lose them, and
   * then also every append committed after them (the log keeps a prefix): never a later append
   * without them. A subscription may deliver them only once they are durable (the embedded log's does).
   *
   * For an append that only guards the append that follows it (ADR 34's claim of an id, with its
   * create after it): the request then waits for one sync instead of two in turn. Stores whose
   * appends are always durable when they resolve (EventStoreDB, in-memory ones) ignore it.
   */
  durability?: AppendDurability;
}

export interface EventStore {
  /**
   * Append atomically and durably: when the promise resolves the events survive a crash (unless
   * `options.durability` is `'with-next'`: see `AppendOptions`).
   * Appending again events with the same ids at the same place succeeds without duplicating them.
   */
  append(stream: string, events: EventToAppend[], expected: ExpectedRevision, options?: AppendOptions): Promise<AppendResult>;
  /**
   * The stream's events in revision order, from revision `fromRevision` on (inclusive; from the start
   * when omitted); an empty list when the stream does not exist or has no event there yet.
   */
  readStream(stream: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]>;
  /** Events of the whole log after `after` (exclusive; from the start when omitted), in order. */
  readAll(options?: { after?: Position; limit?: number }): Promise<RecordedEvent[]>;
  /** Events of the whole log before `before` (exclusive; from the newest when omitted), newest first: at most `limit`. */
  readAllBackwards(options: { before?: Position; limit: number }): Promise<RecordedEvent[]>;
  /**
   * Catch up from `after` (exclusive), then follow live appends, in order, until the signal aborts:
   * batches of what is available at once. With `types`, events of other types are left out of the
   * batches, but `upTo` still moves past them, so a reader's checkpoint follows the whole log.
   */
  subscribeToAll(options?: SubscribeOptions): AsyncIterable<LogBatch>;
  /**
   * Only where the store can look into each event's stored text without handing it over (the
   * embedded log; ADR 18): the events of `types` after `after` (exclusive; from the start when
   * omitted) up to `upTo` (inclusive) whose id, stream or data (as stored, JSON) holds one of
   * `containing`, in order. One call looks at no more than `span` positions of the log and answers
   * how far it looked (`scannedTo`, at most `upTo`): the caller asks again from there.
   */
  scanContaining?(options: ScanContainingOptions): Promise<{ events: RecordedEvent[]; scannedTo: Position }>;
  /** Position of the newest event of the log, or null while it is empty. */
  headPosition(): Promise<Position | null>;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- read store

/** A read-model document. `position` is the log position of the last event folded into it. */
export type Doc = { id: string } & Record<string, unknown>;

/** Writes a document (or deletes it, `doc: null`) unless it has already seen `position`. */
export interface DocWrite {
  id: string;
  doc: Doc | null;
  position: Position;
}

type Scalar = string | number | boolean | null;
export interface FieldCondition {
  $eq?: Scalar;
  $ne?: Scalar;
  $in?: Scalar[];
  $nin?: Scalar[];
  $gt?: Scalar;
  $gte?: Scalar;
  $lt?: Scalar;
  $lte?: Scalar;
  $exists?: boolean;
  /** A JavaScript-compatible regular expression (no lookbehind); `$options: 'i'` ignores case. */
  $regex?: string;
  $options?: 'i';
  /** An array field holding an element that matches. */
  $elemMatch?: FieldCondition;
}

/**
 * The query language every read store understands (a subset of MongoDB's): fields by name or
 * dotted path, equal to a scalar or matching a condition, combined with $and / $or.
 */
export type Filter = { $and?: Filter[]; $or?: Filter[] } & { [field: string]: Scalar | FieldCondition | Filter[] | undefined };

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  limit?: number;
  skip?: number;
}

/** Fields a collection is often filtered or sorted by, so the engine can index them. */
export type IndexSpec = Record<string, 1 | -1>;

export interface ReadStore {
  get<T extends Doc = Doc>(collection: string, id: string): Promise<T | null>;
  getMany<T extends Doc = Doc>(collection: string, ids: readonly string[]): Promise<T[]>;
  find<T extends Doc = Doc>(collection: string, filter?: Filter, options?: FindOptions): Promise<T[]>;
  /**
   * As `find`, each document as its JSON text, for an answer that passes documents on as they are: an
   * engine that stores JSON gives its text without parsing and serialising it again. Optional: the
   * read models fall back to `find`.
   */
  findJson?(collection: string, filter?: Filter, options?: FindOptions): Promise<string[]>;
  count(collection: string, filter?: Filter): Promise<number>;
  /**
   * Writes a batch: each document is written (or deleted) only when its stored position is older than
   * the write's, so a replayed batch changes nothing; then the checkpoint, when given, moves forward.
   * Answers the ids written. All of it in one transaction where the engine has them.
   */
  write(collection: string, writes: readonly DocWrite[], checkpoint?: { name: string; position: Position }): Promise<string[]>;
  /** Writes a document as it is, unguarded (bookkeeping such as the read-model registry, never projections). */
  put(collection: string, doc: Doc): Promise<void>;
  ensureIndexes(collection: string, indexes: readonly IndexSpec[]): Promise<void>;
  /** Remove a collection and its documents. */
  drop(collection: string): Promise<void>;
  getCheckpoint(name: string): Promise<Position | null>;
  /** Moves the checkpoint forward only; an older position is ignored. */
  saveCheckpoint(name: string, position: Position): Promise<void>;
  deleteCheckpoint(name: string): Promise<void>;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- job queue

export interface Job<T = unknown> {
  queue: string;
  id: string;
  data: T;
  /** 1 on the first run. */
  attempt: number;
}

export interface EnqueueOptions {
  /** Runs at most this many times in all (default 5). */
  attempts?: number;
  /** First retry delay, doubled at each retry (default 1000 ms). */
  backoffMs?: number;
}

export type JobHandler<T = unknown> = (job: Job<T>) => Promise<unknown>;

export interface JobWorker {
  close(): Promise<void>;
}

export class JobFailedError extends Error {
  constructor(readonly jobId: string, reason: string) {
    super(`Job ${jobId} failed: ${reason}`);
    this.name = 'JobFailedError';
  }
}

/** The queue no longer knows the job (its store lost it, as a Redis restarted without persistence does). */
export class JobLostError extends Error {
  constructor(readonly jobId: string) {
    super(`Job ${jobId} is no longer known to the queue`);
    this.name = 'JobLostError';
  }
}

export class JobTimeoutError extends Error {
  constructor(readonly jobId: string, timeoutMs: number) {
    super(`Job ${jobId} did not finish within ${timeoutMs} ms`);
    this.name = 'JobTimeoutError';
  }
}

export interface JobQueue {
  /** Enqueue once: a second job with the same id (while the first is known) is ignored. */
  enqueue<T>(queue: string, id: string, data: T, options?: EnqueueOptions): Promise<void>;
  /** Run jobs of a queue; a handler that throws is retried with backoff until its attempts run out. */
  process<T>(queue: string, handler: JobHandler<T>, options?: { concurrency?: number }): JobWorker;
  /** The handler's result, or JobFailedError when it failed for good, JobLostError when the queue lost it, or JobTimeoutError. */
  waitForResult(queue: string, id: string, timeoutMs: number): Promise<unknown>;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- live bus

/** A message for browsers, delivered to the sockets in any of its rooms. */
export interface LiveMessage {
  type: string;
  rooms: string[];
  /** Log position the message reflects, so a client can ignore stale messages. */
  position: Position;
  data: unknown;
}

/** The part of a socket.io server a live bus needs (kept structural so contracts stay engine-free). */
export interface LiveServer {
  to(rooms: string | string[]): { emit(event: string, ...args: unknown[]): unknown };
  in(rooms: string | string[]): { disconnectSockets(close?: boolean): unknown };
  /** This instance's own sockets only. */
  readonly local: { emit(event: string, ...args: unknown[]): unknown; disconnectSockets(close?: boolean): unknown };
  on(event: 'connection', listener: (socket: { emit(event: string, ...args: unknown[]): unknown }) => void): unknown;
  adapter(adapter: unknown): unknown;
}

export const liveEventName = 'live';

/**
 * Sent to a socket whose live messages cannot reach it for now (the distributed bus's Redis is away):
 * its screens are not updated live until the server closes it, once the bus is back, and it
 * reconnects and fetches them again.
 */
export const livePausedEventName = 'live-paused';

export interface LiveBus {
  /** From the projector: deliver to every socket in the message's rooms, on any API instance. */
  publish(message: LiveMessage): Promise<void>;
  /** Closes every socket in these rooms, on any API instance (a disabled account's sessions). */
  disconnect(rooms: string[]): Promise<void>;
  /** On each API instance: connect its socket.io server to the bus. */
  attach(io: LiveServer): void;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- mail

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** The mail server refused the message for good (an unknown mailbox, a rejected sender): trying again cannot help. */
export class MailRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailRejectedError';
  }
}

/** Sends a message, or throws (MailRejectedError when retrying cannot help). `channel` says where it went (`smtp`, or the `outbox` admins read). */
export interface Mailer {
  readonly channel: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** Compare two log positions (decimal strings): negative, zero or positive. */
export function comparePositions(a: Position, b: Position): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

// ---------------------------------------------------------------- counters (rate limits)

export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

/**
 * A service the server relies on (Redis, for one) did not answer in time: nothing was done, and the
 * same request may well succeed a little later. The API answers it with a 503.
 */
export class ServiceUnavailableError extends Error {
  constructor(readonly service: string, options?: { cause?: unknown }) {
    super(`${service} did not answer`, options);
    this.name = 'ServiceUnavailableError';
  }
}

/**
 * Fixed-window counters shared by every API instance (Redis) or kept across restarts (embedded),
 * for rate limits. Keys are opaque (hashed by the caller). A counter store that cannot be reached
 * (Redis down) rejects with `ServiceUnavailableError` within a few seconds, never hangs.
 */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<CounterHit>;
  /** Takes one hit back (a request that should not count, such as a successful sign-in). */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
