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

export interface EventStore {
  /**
   * Append atomically and durably: when the promise resolves the events survive a crash.
   * Appending again events with the same ids at the same place succeeds without duplicating them.
   */
  append(stream: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult>;
  /** The stream's events in revision order; an empty list when the stream does not exist. */
  readStream(stream: string): Promise<RecordedEvent[]>;
  /** Events of the whole log after `after` (exclusive; from the start when omitted), in order. */
  readAll(options?: { after?: Position; limit?: number }): Promise<RecordedEvent[]>;
  /** Catch up from `after` (exclusive), then follow live appends, in order, until the signal aborts. */
  subscribeToAll(options?: { after?: Position; signal?: AbortSignal }): AsyncIterable<RecordedEvent>;
  /** Position of the newest event of the log, or null while it is empty. */
  headPosition(): Promise<Position | null>;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- read store

export type Doc = { id: string } & Record<string, unknown>;

/**
 * What makes a projection write idempotent: the write happens only when the document has not yet
 * seen this revision (single-stream documents) or this position (multi-stream documents).
 */
export type Guard = { revision: number } | { position: Position };

export interface Change {
  $set?: Record<string, unknown>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
}

export type Filter = Record<string, unknown>;

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  limit?: number;
  skip?: number;
}

export interface ReadStore {
  get<T extends Doc = Doc>(collection: string, id: string): Promise<T | null>;
  find<T extends Doc = Doc>(collection: string, filter?: Filter, options?: FindOptions): Promise<T[]>;
  count(collection: string, filter?: Filter): Promise<number>;
  /** Insert, or replace the whole document, when the guard passes. Answers whether it wrote. */
  upsert(collection: string, doc: Doc, guard: Guard): Promise<boolean>;
  /** Apply a change to an existing document when the guard passes. Answers whether it wrote. */
  update(collection: string, id: string, change: Change, guard: Guard): Promise<boolean>;
  /** Remove every document of a collection (a projection rebuild). */
  drop(collection: string): Promise<void>;
  getCheckpoint(name: string): Promise<Position | null>;
  /** Moves the checkpoint forward only; an older position is ignored. */
  saveCheckpoint(name: string, position: Position): Promise<void>;
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
  /** The handler's result, or JobFailedError when it failed for good, or JobTimeoutError. */
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
  adapter(adapter: unknown): unknown;
}

export const liveEventName = 'live';

export interface LiveBus {
  /** From the projector: deliver to every socket in the message's rooms, on any API instance. */
  publish(message: LiveMessage): Promise<void>;
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

/** Sends a message, or throws. `channel` says where it went (`smtp`, or the `outbox` admins read). */
export interface Mailer {
  readonly channel: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** The projector's checkpoint in the read store: queries with `?after=` wait until it passes. */
export const projectorCheckpoint = 'projector';

/** Compare two log positions (decimal strings): negative, zero or positive. */
export function comparePositions(a: Position, b: Position): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
