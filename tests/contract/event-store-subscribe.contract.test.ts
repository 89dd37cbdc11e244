import { beforeEach, describe, expect, it } from 'vitest';
import type { EventStore, LogBatch, RecordedEvent } from '@pt/contracts';
import { consume, expectIncreasing, ids, newStream, probe, probes, runEventStoreContract } from '../support/event-store-contract';
import { eventually } from '../support/wait';

/** The event store's contract, part 2: subscribeToAll (catch-up, live, batches, types), against every adapter. */
await runEventStoreContract((adapter, current) => {
  let store: EventStore;
  beforeEach(() => {
    store = current();
  });

  describe('subscribeToAll', () => {
    it('catches up after a position (exclusive), then follows live appends in order, until aborted', async () => {
      const [one, two] = [newStream(), newStream()];
      const from = await store.append(one, [probe()], 'no_stream');
      const caughtUp = probes(2);
      await store.append(one, caughtUp, 0);
      await store.append(two, [probe()], 'no_stream');

      const subscription = consume(store, new Set([one, two]), from.position);
      await eventually(() => subscription.seen.length === 3, 'the catch-up events');
      const live = probes(2);
      await store.append(two, [live[0]!], 0);
      await store.append(one, [live[1]!], 2);
      await eventually(() => subscription.seen.length === 5, 'the live events');
      await subscription.stop();

      const twoFirst = (await store.readStream(two))[0]!;
      expect(ids(subscription.seen)).toEqual([...ids(caughtUp), twoFirst.id, ...ids(live)]);
      expectIncreasing(subscription.seen.map((event) => event.position));
    });

    it('delivers from the start of the log when no position is given', async () => {
      const stream = newStream();
      const events = probes(3);
      await store.append(stream, events, 'no_stream');
      const subscription = consume(store, new Set([stream]));
      await eventually(() => subscription.seen.length === 3, 'the events of the log');
      await subscription.stop();
      expect(ids(subscription.seen)).toEqual(ids(events));
    });

    it('delivers a log longer than a read batch, caught up and live, without gaps or duplicates', async () => {
      const stream = newStream();
      const start = await store.headPosition();
      const before = probes(1200);
      for (let i = 0; i < before.length; i += 100) {
        await store.append(stream, before.slice(i, i + 100), i === 0 ? 'no_stream' : i - 1);
      }
      const subscription = consume(store, new Set([stream]), start ?? undefined);
      const after = probes(600);
      for (let i = 0; i < after.length; i += 100) {
        await store.append(stream, after.slice(i, i + 100), before.length + i - 1);
      }
      await eventually(() => subscription.seen.length >= 1800, 'the whole stream', 20_000);
      await subscription.stop();
      expect(ids(subscription.seen)).toEqual(ids([...before, ...after]));
      expect(subscription.seen.map((event) => event.revision)).toEqual(before.concat(after).map((_, i) => i));
    });

    it('ends when aborted while waiting for new events', async () => {
      const stream = newStream();
      await store.append(stream, [probe()], 'no_stream');
      const subscription = consume(store, new Set([stream]));
      await eventually(() => subscription.seen.length === 1, 'the only event');
      await subscription.stop();
    });

    it('yields nothing when the signal is already aborted', async () => {
      const stream = newStream();
      await store.append(stream, [probe()], 'no_stream');
      const seen: RecordedEvent[] = [];
      for await (const batch of store.subscribeToAll({ signal: AbortSignal.abort() })) seen.push(...batch.events);
      expect(seen).toEqual([]);
    });

    it('leaves out the events of unwanted types, but reads past them, in batches of at most the size asked', async () => {
      const stream = newStream();
      const head = await store.headPosition();
      const typed = (type: string, n: number) => ({ ...probe(n), type });
      const appended = await store.append(stream, [typed('Wanted', 0), typed('Other', 1), typed('Other', 2), typed('Wanted', 3), typed('Other', 4)], 'no_stream');
      const controller = new AbortController();
      const batches: LogBatch[] = [];
      for await (const batch of store.subscribeToAll({ after: head ?? undefined, signal: controller.signal, types: ['Wanted'], batchSize: 2 })) {
        batches.push(batch);
        if (batch.upTo === appended.position) controller.abort();
      }
      const wanted = batches.flatMap((b) => b.events).filter((e) => e.stream === stream);
      expect(wanted.map((e) => e.revision)).toEqual([0, 3]);
      expect(batches.every((b) => b.events.every((e) => e.type === 'Wanted'))).toBe(true);
      expect(batches.every((b) => b.events.length <= 2)).toBe(true);
      expect(batches.at(-1)!.upTo).toBe(appended.position);
      expectIncreasing(batches.map((b) => b.upTo));
    });
  });
});
