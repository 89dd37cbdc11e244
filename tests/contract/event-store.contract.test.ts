import { beforeEach, describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError, type EventStore, type Position } from '@pt/contracts';
import { expectIncreasing, ids, newStream, probe, probes, rejection, runEventStoreContract } from '../support/event-store-contract';

/** The event store's contract, part 1: append, readStream, readAll and headPosition, against every adapter. */
await runEventStoreContract((adapter, current) => {
  let store: EventStore;
  beforeEach(() => {
    store = current();
  });

  describe('append and readStream', () => {
    it('starts a stream with no_stream at revision 0 and records each event as given', async () => {
      const stream = newStream();
      const events = probes(2);
      const result = await store.append(stream, events, 'no_stream');

      const recorded = await store.readStream(stream);
      expect(recorded).toEqual(
        events.map((event, revision) => ({ ...event, stream, revision, position: expect.stringMatching(/^\d+$/) })),
      );
      expect(result).toEqual({ revision: 1, position: recorded[1]!.position });
    });

    it('appends with the revision of the last event', async () => {
      const stream = newStream();
      await store.append(stream, probes(2), 'no_stream');
      const result = await store.append(stream, [probe()], 1);

      const recorded = await store.readStream(stream);
      expect(recorded.map((event) => event.revision)).toEqual([0, 1, 2]);
      expect(result).toEqual({ revision: 2, position: recorded[2]!.position });
    });

    it('appends with any to a new and to an existing stream', async () => {
      const stream = newStream();
      expect((await store.append(stream, [probe()], 'any')).revision).toBe(0);
      expect((await store.append(stream, probes(2), 'any')).revision).toBe(2);
      expect(await store.readStream(stream)).toHaveLength(3);
    });

    it('appends with stream_exists only to a stream that exists', async () => {
      const stream = newStream();
      const refused = await rejection(store.append(stream, [probe()], 'stream_exists'));
      expect(refused).toBeInstanceOf(WrongExpectedRevisionError);
      expect(refused).toMatchObject({ stream, expected: 'stream_exists', actual: 'no_stream' });

      await store.append(stream, [probe()], 'no_stream');
      expect((await store.append(stream, [probe()], 'stream_exists')).revision).toBe(1);
    });

    it('refuses a wrong expected revision, naming the stream, the expected and the actual revision', async () => {
      const stream = newStream();
      const missing = await rejection(store.append(stream, [probe()], 0));
      expect(missing).toBeInstanceOf(WrongExpectedRevisionError);
      expect(missing).toMatchObject({ stream, expected: 0, actual: 'no_stream' });

      await store.append(stream, probes(2), 'no_stream');
      for (const expected of ['no_stream', 0, 5] as const) {
        const conflict = await rejection(store.append(stream, [probe()], expected));
        expect(conflict).toBeInstanceOf(WrongExpectedRevisionError);
        expect(conflict).toMatchObject({ stream, expected, actual: 1 });
      }
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('lets only one of two concurrent appends at the same revision through', async () => {
      const stream = newStream();
      await store.append(stream, [probe()], 'no_stream');
      const outcomes = await Promise.allSettled([store.append(stream, [probe()], 0), store.append(stream, [probe()], 0)]);

      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('answers a retried append (same event ids, same expected revision) with the original result and writes nothing', async () => {
      const stream = newStream();
      const opening = probes(2);
      const first = await store.append(stream, opening, 'no_stream');
      expect(await store.append(stream, opening, 'no_stream')).toEqual(first);

      const next = [probe()];
      const second = await store.append(stream, next, 1);
      await store.append(stream, [probe()], 2);
      expect(await store.append(stream, next, 1)).toEqual(second);

      const recorded = await store.readStream(stream);
      expect(recorded).toHaveLength(4);
      expect(new Set(ids(recorded)).size).toBe(4);

      // One event (as most commands append), retried while the first is still being written, and after.
      const single = newStream();
      const only = [probe()];
      const [a, b] = await Promise.all([store.append(single, only, 'no_stream'), store.append(single, only, 'no_stream')]);
      expect(b).toEqual(a);
      expect(await store.append(single, only, 'no_stream')).toEqual(a);
      expect(ids(await store.readStream(single))).toEqual(ids(only));
    });

    it('answers a retried append with any without duplicating it', async () => {
      const stream = newStream();
      const events = probes(2);
      const first = await store.append(stream, events, 'any');
      expect(await store.append(stream, events, 'any')).toEqual(first);
      expect(ids(await store.readStream(stream))).toEqual(ids(events));
    });

    it("answers an append made with durability 'with-next' once committed: read at once, its revision check decided at once", async () => {
      const withNext = { durability: 'with-next' } as const;
      const start = await store.headPosition();
      const stream = newStream();
      const claim = [probe()];
      const result = await store.append(stream, claim, 'no_stream', withNext);
      expect(result.revision).toBe(0);
      expect(await store.readStream(stream)).toEqual([{ ...claim[0], stream, revision: 0, position: result.position }]);
      expect(ids(await store.readAll({ after: start ?? undefined })).filter((id) => id === claim[0]!.id)).toHaveLength(1);

      // Another claim of the stream is refused at once, with or without the option; the same one again is a retry.
      for (const options of [withNext, undefined]) {
        const refused = await rejection(store.append(stream, [probe()], 'no_stream', options));
        expect(refused).toBeInstanceOf(WrongExpectedRevisionError);
        expect(refused).toMatchObject({ stream, expected: 'no_stream', actual: 0 });
      }
      expect(await store.append(stream, claim, 'no_stream', withNext)).toEqual(result);
      // Two at once at the same revision: one goes through.
      const outcomes = await Promise.allSettled([store.append(stream, [probe()], 0, withNext), store.append(stream, [probe()], 0, withNext)]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect((outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
      // The append waited for after it goes on from there.
      expect((await store.append(stream, [probe()], 1)).revision).toBe(2);
      expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0, 1, 2]);
    });

    it('refuses an empty append', async () => {
      await expect(store.append(newStream(), [], 'any')).rejects.toThrow(RangeError);
    });

    it('reads a stream that does not exist as empty', async () => {
      expect(await store.readStream(newStream())).toEqual([]);
      expect(await store.readStream(newStream(), { fromRevision: 3 })).toEqual([]);
    });

    it('reads a stream from a revision on (inclusive), the same events as a whole read from there', async () => {
      const stream = newStream();
      await store.append(stream, probes(3), 'no_stream');
      const whole = await store.readStream(stream);
      expect(await store.readStream(stream, { fromRevision: 0 })).toEqual(whole);
      expect(await store.readStream(stream, { fromRevision: 1 })).toEqual(whole.slice(1));
      expect(await store.readStream(stream, { fromRevision: 2 })).toEqual(whole.slice(2));
      expect(await store.readStream(stream, { fromRevision: 3 })).toEqual([]);
      // What is appended after is read from there too.
      await store.append(stream, [probe()], 2);
      expect((await store.readStream(stream, { fromRevision: 2 })).map((e) => e.revision)).toEqual([2, 3]);
    });
  });

  describe('readAll and headPosition', () => {
    it.runIf(adapter.emptyLogPerTest)('has no head position while the log is empty', async () => {
      expect(await store.headPosition()).toBeNull();
      expect(await store.readAll()).toEqual([]);
    });

    it('reads the whole log in order, after a position (exclusive) and with a limit', async () => {
      const start = await store.headPosition();
      const [one, two] = [newStream(), newStream()];
      await store.append(one, probes(2), 'no_stream');
      await store.append(two, probes(2), 'no_stream');
      const last = await store.append(one, [probe()], 1);

      const all = await store.readAll({ after: start ?? undefined });
      expect(all.map((event) => [event.stream, event.revision])).toEqual([
        [one, 0],
        [one, 1],
        [two, 0],
        [two, 1],
        [one, 2],
      ]);
      expectIncreasing(all.map((event) => event.position));
      expect(all[4]!.position).toBe(last.position);

      expect(ids(await store.readAll({ after: all[1]!.position }))).toEqual(ids(all.slice(2)));
      expect(ids(await store.readAll({ after: all[1]!.position, limit: 2 }))).toEqual(ids(all.slice(2, 4)));
      expect(await store.readAll({ after: last.position })).toEqual([]);
      if (adapter.emptyLogPerTest) expect(ids(await store.readAll({ limit: 3 }))).toEqual(ids(all.slice(0, 3)));
    });

    it('reads the whole log backwards, newest first, before a position (exclusive) and with a limit', async () => {
      const start = await store.headPosition();
      const [one, two] = [newStream(), newStream()];
      await store.append(one, probes(2), 'no_stream');
      await store.append(two, probes(3), 'no_stream');
      const all = await store.readAll({ after: start ?? undefined });
      const newestFirst = [...all].reverse();

      // Another run may append to a shared server meanwhile: from the head, ours are the newest unless it did.
      if (adapter.emptyLogPerTest) expect(ids(await store.readAllBackwards({ limit: 5 }))).toEqual(ids(newestFirst));
      expect(ids(await store.readAllBackwards({ before: all[4]!.position, limit: 2 }))).toEqual(ids(newestFirst.slice(1, 3)));
      expect(ids(await store.readAllBackwards({ before: all[2]!.position, limit: 10 })).slice(0, 2)).toEqual(ids(newestFirst.slice(3)));
      const page = await store.readAllBackwards({ before: all[4]!.position, limit: 4 });
      expect(page.map((event) => [event.stream, event.revision])).toEqual([
        [two, 1],
        [two, 0],
        [one, 1],
        [one, 0],
      ]);
      expect(page[0]).toEqual(all[3]);
      if (adapter.emptyLogPerTest) expect(await store.readAllBackwards({ before: all[0]!.position, limit: 10 })).toEqual([]);
    });

    it('gives positions that increase from one append to the next', async () => {
      const stream = newStream();
      const positions: Position[] = [];
      for (let revision = 0; revision < 5; revision++) {
        positions.push((await store.append(stream, [probe()], revision === 0 ? 'no_stream' : revision - 1)).position);
      }
      expectIncreasing(positions);
    });

    it('gives as head position the position of the newest event', async () => {
      const stream = newStream();
      const first = await store.append(stream, [probe()], 'no_stream');
      expect(await store.headPosition()).toBe(first.position);
      const newest = await store.append(stream, probes(3), 0);
      expect(await store.headPosition()).toBe(newest.position);
    });
  });
});
