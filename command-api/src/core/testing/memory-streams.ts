import { WrongExpectedRevisionError, type AppendOptions, type EventStore, type EventToAppend, type ExpectedRevision, type RecordedEvent } from '@pt/contracts';

/**
 * Streams in memory for unit tests of code that reads and appends single streams (accounts, the
 * patient directory): the optimistic-concurrency rule of the real stores, nothing of the log's whole.
 * `types(stream)` lists the types appended to a stream, in order.
 */
export function memoryStreams() {
  const all: RecordedEvent[] = [];
  const store = {
    async readStream(stream: string, options: { fromRevision?: number } = {}) {
      return all.filter((e) => e.stream === stream && e.revision >= (options.fromRevision ?? 0));
    },
    // Nothing here outlives the process: `options.durability` (AppendOptions) changes nothing.
    async append(stream: string, events: EventToAppend[], expected: ExpectedRevision, _options?: AppendOptions) {
      const current = all.filter((e) => e.stream === stream).length - 1;
      if ((expected === 'no_stream' && current >= 0) || (typeof expected === 'number' && expected !== current)) {
        throw new WrongExpectedRevisionError(stream, expected, current < 0 ? 'no_stream' : current);
      }
      events.forEach((e, i) => all.push({ ...e, stream, revision: current + 1 + i, position: String(all.length + 1) }));
      return { revision: current + events.length, position: String(all.length) };
    },
  };
  return { store: store as unknown as EventStore, types: (stream: string) => all.filter((e) => e.stream === stream).map((e) => e.type) };
}
