import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError, type EventStore, type EventToAppend } from '@pt/contracts';
import { createSqliteEventStore } from '@pt/infra';
import { waitFor } from '../support/wait';

/**
 * The embedded log acknowledges an append only once a sync of the disk that began after its commit
 * has succeeded. Syncs may overlap (a commit made while one runs starts its own), so these tests hold
 * each sync open and end them in the order they choose.
 */
const event = (): EventToAppend => ({
  id: randomUUID(),
  type: 'ProbeRecorded',
  data: {},
  metadata: { actor: { kind: 'system', name: 'sync-order' }, correlationId: 'c', causationId: 'c', at: new Date().toISOString(), schema: 1 },
});

/** Syncs that wait until the test ends them; after `releaseAll`, every sync (held or new) succeeds. */
function heldSyncs() {
  const syncs: Array<{ succeed(): void; fail(error: Error): void }> = [];
  let released = false;
  const sync = () =>
    released
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          syncs.push({ succeed: resolve, fail: reject });
        });
  const releaseAll = () => {
    released = true;
    for (const s of syncs) s.succeed();
  };
  return { syncs, sync, releaseAll };
}

/** An append's outcome as it stands: 'waiting' until it settles. */
function watch(promise: Promise<unknown>) {
  let state: 'waiting' | 'acknowledged' | 'refused' = 'waiting';
  promise.then(
    () => (state = 'acknowledged'),
    () => (state = 'refused'),
  );
  return () => state;
}

/** Lets every callback already queued run (settled promises, the store's own setImmediate). */
const settle = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

describe('SQLite log: acknowledgements and syncs of the disk', () => {
  let directory = '';
  let store: EventStore | undefined;
  let release: () => void = () => {};
  afterEach(async () => {
    release();
    await store?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  function open() {
    directory = mkdtempSync(join(tmpdir(), 'sync-order-'));
    const held = heldSyncs();
    store = createSqliteEventStore(join(directory, 'events.db'), { sync: held.sync });
    // Whatever a test leaves open ends, so the store can close.
    release = held.releaseAll;
    return { store, syncs: held.syncs };
  }

  it('acknowledges nothing before its sync succeeds, and a commit made while a sync runs starts its own sync at once', async () => {
    const { store, syncs } = open();
    const first = watch(store.append('a', [event()], 'no_stream'));
    await waitFor(() => syncs.length === 1, 5000, 'the first sync');
    await settle();
    expect(first()).toBe('waiting');

    const second = watch(store.append('b', [event()], 'no_stream'));
    // The second commit does not wait for the first sync to end before its own begins.
    await waitFor(() => syncs.length === 2, 5000, 'a second sync beside the first');

    syncs[0]!.succeed();
    await waitFor(() => first() === 'acknowledged', 5000, 'the first append acknowledged');
    await settle();
    // The first sync began before the second commit: it does not cover it.
    expect(second()).toBe('waiting');
    syncs[1]!.succeed();
    await waitFor(() => second() === 'acknowledged', 5000, 'the second append acknowledged');
  });

  it('acknowledges in log order: a later sync that ends first acknowledges the earlier commits too', async () => {
    const { store, syncs } = open();
    const order: string[] = [];
    const first = store.append('a', [event()], 'no_stream').then(() => order.push('a'));
    await waitFor(() => syncs.length === 1, 5000, 'the first sync');
    const second = store.append('b', [event()], 'no_stream').then(() => order.push('b'));
    await waitFor(() => syncs.length === 2, 5000, 'the second sync');

    // The second sync began after both commits: its success makes both durable.
    syncs[1]!.succeed();
    await Promise.all([first, second]);
    expect(order).toEqual(['a', 'b']);
    // The first sync ending afterwards changes nothing.
    syncs[0]!.succeed();
    await settle();
    expect((await store.readAll()).map((e) => e.stream)).toEqual(['a', 'b']);
  });

  it('runs at most two syncs at once; commits made meanwhile wait for the next, which covers them all', async () => {
    const { store, syncs } = open();
    const a = watch(store.append('a', [event()], 'no_stream'));
    await waitFor(() => syncs.length === 1, 5000, 'the first sync');
    const b = watch(store.append('b', [event()], 'no_stream'));
    await waitFor(() => syncs.length === 2, 5000, 'the second sync');
    const c = watch(store.append('c', [event()], 'no_stream'));
    await settle();
    const d = watch(store.append('d', [event()], 'no_stream'));
    await settle();
    await settle();
    expect(syncs.length).toBe(2);

    syncs[0]!.succeed();
    await waitFor(() => syncs.length === 3, 5000, 'a third sync once one ended');
    expect(a()).toBe('acknowledged');
    expect([b(), c(), d()]).toEqual(['waiting', 'waiting', 'waiting']);
    // The third sync began after c and d committed: it acknowledges b, c and d.
    syncs[2]!.succeed();
    await waitFor(() => d() === 'acknowledged', 5000, 'c and d acknowledged by the third sync');
    expect([b(), c()]).toEqual(['acknowledged', 'acknowledged']);
  });

  describe('readers of the file', () => {
    /** Follows the log from its start (types or not), collecting the streams of the events read. */
    function follower(store: EventStore, types?: string[]) {
      const controller = new AbortController();
      const streams: string[] = [];
      const done = (async () => {
        for await (const batch of store.subscribeToAll({ signal: controller.signal, types, batchSize: 10 })) streams.push(...batch.events.map((e) => e.stream));
      })();
      return { streams, stop: () => (controller.abort(), done) };
    }

    for (const types of [undefined, ['ProbeRecorded']]) {
      it(`read only what a sync has covered (${types ? 'typed' : 'every type'}), and what a failed sync covered once a later sync succeeds`, async () => {
        const { store, syncs } = open();
        const a = watch(store.append('a', [event()], 'no_stream'));
        await waitFor(() => syncs.length === 1, 5000, 'the first sync');
        // Committed, not yet durable: a follower that asks the file does not read it.
        const reader = follower(store, types);
        await settle();
        await settle();
        expect((await store.readAll()).map((e) => e.stream)).toEqual(['a']);
        expect(reader.streams).toEqual([]);
        syncs[0]!.succeed();
        await waitFor(() => reader.streams.length === 1, 5000, 'the follower to read a once synced');
        expect(a()).toBe('acknowledged');

        // A sync that fails refuses its append; the row stays in the log, unread until a sync covers it.
        const b = watch(store.append('b', [event()], 'no_stream'));
        await waitFor(() => syncs.length === 2, 5000, "b's sync");
        syncs[1]!.fail(new Error('EIO'));
        await waitFor(() => b() === 'refused', 5000, 'b refused');
        const late = follower(store, types);
        await waitFor(() => late.streams.length === 1, 5000, 'a second follower to read a');
        // The store tries a sync again by itself (no append comes to start one).
        await waitFor(() => syncs.length === 3, 5000, 'a sync tried again');
        expect([reader.streams, late.streams]).toEqual([['a'], ['a']]);
        syncs[2]!.succeed();
        await waitFor(() => reader.streams.length === 2 && late.streams.length === 2, 5000, 'both followers to read b');
        expect(reader.streams).toEqual(['a', 'b']);
        await reader.stop();
        await late.stop();
      });
    }
  });

  describe("an append made with durability 'with-next' (ADR 34's claim, then its create)", () => {
    const withNext = { durability: 'with-next' } as const;

    it('is answered at its commit, before any sync ends; the append waited for next is acknowledged only by a sync begun after both commits', async () => {
      const { store, syncs } = open();
      // A claim and an ordinary append of the same turn: one batch, one commit, one sync (held).
      const claimed = watch(store.append('claim', [event()], 'no_stream', withNext));
      const beside = watch(store.append('beside', [event()], 'no_stream'));
      await waitFor(() => syncs.length === 1, 5000, "the sync of the claim's batch");
      await waitFor(() => claimed() === 'acknowledged', 5000, 'the claim answered at its commit, its sync still held');
      await settle();
      expect(beside()).toBe('waiting');
      // Committed: read, and its revision check decided, while nothing is durable yet.
      expect((await store.readStream('claim')).map((e) => e.revision)).toEqual([0]);
      await expect(store.append('claim', [event()], 'no_stream', withNext)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.append('claim', [event()], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);

      // The create, waited for: its commit starts a sync of its own beside the first.
      const created = watch(store.append('create', [event()], 'no_stream'));
      await waitFor(() => syncs.length === 2, 5000, "the create's sync");
      // The first sync began before the create committed: it acknowledges the batch before, not the create.
      syncs[0]!.succeed();
      await waitFor(() => beside() === 'acknowledged', 5000, 'the ordinary append of the first batch acknowledged');
      await settle();
      expect(created()).toBe('waiting');
      syncs[1]!.succeed();
      await waitFor(() => created() === 'acknowledged', 5000, 'the create acknowledged by its own sync');
      expect((await store.readAll()).map((e) => e.stream)).toEqual(['claim', 'beside', 'create']);
    });

    it('alone in its batch, starts no sync of its own: the create waited for after it starts the one sync that covers both', async () => {
      const { store, syncs } = open();
      const claimed = watch(store.append('claim', [event()], 'no_stream', withNext));
      await waitFor(() => claimed() === 'acknowledged', 5000, 'the claim answered at its commit');
      await settle();
      // No one waits for the claim alone: its sync would take a slot from the syncs appends wait for.
      expect(syncs.length).toBe(0);
      const created = watch(store.append('create', [event()], 'no_stream'));
      await waitFor(() => syncs.length === 1, 5000, "the create's sync");
      syncs[0]!.succeed();
      await waitFor(() => created() === 'acknowledged', 5000, 'the create acknowledged');
      // Nothing was left for a second sync.
      await settle();
      expect(syncs.length).toBe(1);
      // With no create after it (a refused one), a sync still comes to cover the claim, unasked.
      const orphan = watch(store.append('orphan', [event()], 'no_stream', withNext));
      await waitFor(() => orphan() === 'acknowledged', 5000, 'the second claim answered');
      await waitFor(() => syncs.length === 2, 5000, 'a sync covering the claim no append followed');
      syncs[1]!.succeed();
    });

    it('committed while two syncs run, is covered only by a sync begun after its commit, as is the create waited for after it', async () => {
      const { store, syncs } = open();
      const a = watch(store.append('a', [event()], 'no_stream'));
      await waitFor(() => syncs.length === 1, 5000, 'the first sync');
      const b = watch(store.append('b', [event()], 'no_stream'));
      await waitFor(() => syncs.length === 2, 5000, 'the second sync');
      // Both syncs began before the claim's commit: neither covers it, yet it is answered.
      const claimed = watch(store.append('claim', [event()], 'no_stream', withNext));
      await waitFor(() => claimed() === 'acknowledged', 5000, 'the claim answered at its commit, no sync begun since');
      const created = watch(store.append('create', [event()], 'no_stream'));
      await settle();
      await settle();
      expect(syncs.length).toBe(2);
      expect([a(), b(), created()]).toEqual(['waiting', 'waiting', 'waiting']);

      syncs[0]!.succeed();
      await waitFor(() => syncs.length === 3, 5000, 'a third sync once one ended');
      syncs[1]!.succeed();
      await waitFor(() => b() === 'acknowledged', 5000, 'b acknowledged by the second sync');
      expect(a()).toBe('acknowledged');
      await settle();
      // The second sync began before the claim and the create committed: the create still waits.
      expect(created()).toBe('waiting');
      syncs[2]!.succeed();
      await waitFor(() => created() === 'acknowledged', 5000, 'the create acknowledged by the third sync');
    });
  });

  it('refuses the appends a failed sync covers, and acknowledges a later commit only after a later sync succeeds', async () => {
    const { store, syncs } = open();
    const a = watch(store.append('a', [event()], 'no_stream'));
    await waitFor(() => syncs.length === 1, 5000, 'the first sync');
    const b = watch(store.append('b', [event()], 'no_stream'));
    await waitFor(() => syncs.length === 2, 5000, 'the second sync');

    syncs[0]!.fail(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }));
    await waitFor(() => a() === 'refused', 5000, 'the first append refused');
    await settle();
    expect(b()).toBe('waiting');
    syncs[1]!.succeed();
    await waitFor(() => b() === 'acknowledged', 5000, 'the second append acknowledged by its own sync');

    // The log goes on.
    const c = watch(store.append('c', [event()], 'no_stream'));
    await waitFor(() => syncs.length === 3, 5000, 'a sync for the next commit');
    syncs[2]!.succeed();
    await waitFor(() => c() === 'acknowledged', 5000, 'the next append acknowledged');
  });
});
