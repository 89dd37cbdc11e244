import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type JSONType,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
  type LogBatch,
  type Position,
  type RecordedEvent,
  type SubscribeOptions,
} from '@pt/contracts';

const pageSize = 500;

function toExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
}

// Each event of a (non-transactional) append has its own log record, so its commit and prepare positions are equal.
const toLogPosition = (position: bigint) => ({ commit: position, prepare: position });

function parsePosition(position: Position): bigint {
  if (!/^\d+$/.test(position)) throw new TypeError(`Not a log position: ${position}`);
  return BigInt(position);
}

/** A user event as the port shows it; undefined for system events (`$` types or streams) and unresolved links. */
function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || event.streamId.startsWith('$')) return undefined;
  const commit = event.position?.commit ?? resolved.commitPosition;
  if (commit === undefined) throw new Error(`EventStoreDB gave no position for event ${event.id}`);
  return {
    id: event.id,
    type: event.type,
    stream: event.streamId,
    revision: Number(event.revision),
    position: commit.toString(10),
    data: event.data,
    metadata: event.metadata,
  };
}

/** The raw commit position of any event of $all, system events included (for paging past them). */
const commitOf = (resolved: AllStreamResolvedEvent) => resolved.event?.position.commit ?? resolved.commitPosition;

/** The event store on an EventStoreDB server: the distributed mode's source of truth. */
export function createEsdbEventStore(connectionString: string): EventStore {
  const client = EventStoreDBClient.connectionString(connectionString);

  async function readStream(stream: string, fromRevision: bigint | typeof START = START, maxCount?: number) {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of client.readStream(stream, { fromRevision, maxCount })) {
        const event = toRecorded(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /** One page of $all forwards from `from`; `from` is included by the server, so callers skip positions <= it. */
  async function readAllPage(from: ReadPosition) {
    const page: AllStreamResolvedEvent[] = [];
    for await (const resolved of client.readAll({ fromPosition: from, maxCount: pageSize })) page.push(resolved);
    return page;
  }

  /** $all backwards from `before` (exclusive) or the end; the server's backwards read includes its start, so positions at or after `before` are skipped. */
  async function readAllBackwards({ before, limit }: { before?: Position; limit: number }) {
    const found: RecordedEvent[] = [];
    let bound = before === undefined ? undefined : parsePosition(before);
    let from: ReadPosition = bound === undefined ? END : toLogPosition(bound);
    while (found.length < limit) {
      const page: AllStreamResolvedEvent[] = [];
      for await (const resolved of client.readAll({ fromPosition: from, direction: BACKWARDS, maxCount: pageSize })) page.push(resolved);
      const start = bound;
      for (const resolved of page) {
        const commit = commitOf(resolved);
        if (commit === undefined || (bound !== undefined && commit >= bound)) continue;
        bound = commit;
        const event = toRecorded(resolved);
        if (event) found.push(event);
        if (found.length === limit) break;
      }
      if (page.length < pageSize || bound === undefined || bound === start) break;
      from = toLogPosition(bound);
    }
    return found;
  }

  return {
    // The server acknowledges an append once it is durable: `options.durability` ('with-next', which
    // lets a store answer at the commit) asks for nothing more here and is ignored.
    async append(stream, events, expected, _options) {
      if (events.length === 0) throw new RangeError(`Nothing to append to ${stream}`);
      const proposed = events.map((event) =>
        jsonEvent({ id: event.id, type: event.type, data: event.data as JSONType, metadata: event.metadata }),
      );
      try {
        const result = await client.appendToStream(stream, proposed, { expectedRevision: toExpectedRevision(expected) });
        const revision = Number(result.nextExpectedRevision);
        if (result.position) return { revision, position: result.position.commit.toString(10) };
        // A retried append the server recognised answers without a position: take it from the last event.
        const [last] = await readStream(stream, result.nextExpectedRevision, 1);
        if (!last) throw new Error(`EventStoreDB acknowledged ${stream}@${revision} but it cannot be read`);
        return { revision, position: last.position };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = error.actualVersion === 'no_stream' ? 'no_stream' : Number(error.actualVersion);
          throw new WrongExpectedRevisionError(stream, expected, actual);
        }
        throw error;
      }
    },

    readStream: (stream, options) => readStream(stream, options?.fromRevision ? BigInt(options.fromRevision) : START),
    readAllBackwards,

    async readAll({ after, limit } = {}) {
      const wanted = limit ?? Number.POSITIVE_INFINITY;
      const found: RecordedEvent[] = [];
      let cursor = after === undefined ? -1n : parsePosition(after);
      let from: ReadPosition = after === undefined ? START : toLogPosition(cursor);
      while (found.length < wanted) {
        const page = await readAllPage(from);
        for (const resolved of page) {
          const commit = commitOf(resolved);
          if (commit === undefined || commit <= cursor) continue;
          cursor = commit;
          const event = toRecorded(resolved);
          if (event) found.push(event);
        }
        if (page.length < pageSize) break;
        from = toLogPosition(cursor);
      }
      return found.slice(0, wanted);
    },

    subscribeToAll(options = {}) {
      return follow(client, options);
    },

    async headPosition() {
      const [newest] = await readAllBackwards({ limit: 1 });
      return newest?.position ?? null;
    },

    async close() {
      await client.dispose();
    },
  };
}

/**
 * A catch-up subscription to $all, in batches: each batch is what the subscription has buffered at
 * that moment (at most `batchSize`). Events of unwanted types are dropped here (their data is parsed
 * by the client anyway), but `upTo` moves past them.
 */
async function* follow(client: EventStoreDBClient, { after, signal, types, batchSize }: SubscribeOptions): AsyncGenerator<LogBatch> {
  if (signal?.aborted) return;
  const cursor = after === undefined ? -1n : parsePosition(after);
  const wanted = types ? new Set(types) : undefined;
  const size = batchSize ?? 1000;
  const subscription = client.subscribeToAll({
    fromPosition: after === undefined ? START : toLogPosition(cursor),
    filter: excludeSystemEvents(),
  });
  // Cancelling the gRPC call does not end the readable, so an abort ends the iteration by destroying it.
  const stop = () => subscription.destroy();
  signal?.addEventListener('abort', stop, { once: true });
  const iterator = subscription[Symbol.asyncIterator]();
  try {
    let last = cursor;
    let yielded = cursor;
    for (;;) {
      const first = await iterator.next();
      if (first.done || signal?.aborted) return;
      const events: RecordedEvent[] = [];
      let upTo = last;
      const take = (resolved: AllStreamResolvedEvent) => {
        const event = toRecorded(resolved);
        if (!event) return;
        const position = BigInt(event.position);
        if (position <= last) return;
        last = position;
        upTo = position;
        if (!wanted || wanted.has(event.type)) events.push(event);
      };
      take(first.value);
      // What is already buffered joins the batch without waiting.
      while (subscription.readableLength > 0 && events.length < size) {
        const next = await iterator.next();
        if (next.done) break;
        take(next.value);
      }
      if (upTo > yielded) {
        yielded = upTo;
        yield { events, upTo: upTo.toString(10) };
      }
    }
  } catch (error) {
    if (!signal?.aborted) throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
    subscription.destroy();
    await subscription.unsubscribe().catch(() => undefined);
  }
}
