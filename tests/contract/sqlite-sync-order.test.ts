import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore, EventToAppend } from '@pt/contracts';
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
