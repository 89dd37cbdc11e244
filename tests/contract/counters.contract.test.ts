import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ServiceUnavailableError, type CounterStore } from '@pt/contracts';
import { createMemoryCounterStore, createRedisCounterStore, createSqliteCounterStore } from '@pt/infra';
import { startRedis, useRedis, type StartedRedis } from '../support/redis';
import { waitFor } from '../support/wait';

/**
 * The rate limits' counters (sign-in attempts, public writes, report openings): one suite for every
 * adapter. Windows are fixed: the first hit starts one, which ends `windowMs` later.
 */
function counterContract(open: () => Promise<CounterStore>) {
  let store: CounterStore;
  afterEach(async () => {
    await store?.close();
  });
  const key = () => `login:${randomUUID()}`;

  it('counts the hits of a key in its window, each key on its own', async () => {
    store = await open();
    const [a, b] = [key(), key()];
    const before = Date.now();
    const first = await store.hit(a, 60_000);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThanOrEqual(before + 59_000);
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    expect((await store.hit(a, 60_000)).count).toBe(2);
    expect((await store.hit(b, 60_000)).count).toBe(1);
    expect((await store.hit(a, 60_000)).count).toBe(3);
  });

  it('starts again at one once the window has ended', async () => {
    store = await open();
    const k = key();
    const { resetAt } = await store.hit(k, 150);
    expect((await store.hit(k, 150)).count).toBe(2);
    await waitFor(() => Date.now() > resetAt + 20, 5000, 'the window to end');
    const next = await store.hit(k, 150);
    expect(next.count).toBe(1);
    expect(next.resetAt).toBeGreaterThan(resetAt);
  });

  it('takes a hit back (never below nothing), and forgets a key on reset', async () => {
    store = await open();
    const k = key();
    await store.hit(k, 60_000);
    await store.hit(k, 60_000);
    await store.undo(k);
    expect((await store.hit(k, 60_000)).count).toBe(2);
    await store.undo(k);
    await store.undo(k);
    await store.undo(k);
    expect((await store.hit(k, 60_000)).count).toBe(1);
    await store.reset(k);
    expect((await store.hit(k, 60_000)).count).toBe(1);
    await store.undo(key());
  });

  it('counts hits made at the same moment once each', async () => {
    store = await open();
    const k = key();
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit(k, 60_000).then((h) => h.count)));
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
}

describe('counters: in memory', () => {
  counterContract(async () => createMemoryCounterStore());
});

describe('counters: SQLite', () => {
  const file = () => path.join(mkdtempSync(path.join(tmpdir(), 'pt-counters-')), 'counters.db');
  counterContract(async () => createSqliteCounterStore(file()));

  it('keeps its counts across a restart of the server', async () => {
    const at = file();
    const k = `login:${randomUUID()}`;
    const first = createSqliteCounterStore(at);
    await first.hit(k, 60_000);
    await first.hit(k, 60_000);
    await first.close();
    const again = createSqliteCounterStore(at);
    try {
      expect((await again.hit(k, 60_000)).count).toBe(3);
    } finally {
      await again.close();
    }
  });
});

describe('counters: SQLite, many keys', () => {
  it('goes on counting the keys it let go of in memory (read again from its file)', async () => {
    const store = createSqliteCounterStore(path.join(mkdtempSync(path.join(tmpdir(), 'pt-counters-')), 'counters.db'));
    try {
      const keys = Array.from({ length: 25_000 }, (_, i) => `ip:${i}`);
      for (const k of keys) await store.hit(k, 60_000);
      // Each key's second hit, the first keys' long after they were let go of in memory.
      for (const k of [keys[0]!, keys[1]!, keys[12_345]!, keys.at(-1)!]) expect((await store.hit(k, 60_000)).count).toBe(2);
    } finally {
      await store.close();
    }
  });
});

describe('counters: Redis', () => {
  const redis = useRedis();
  counterContract(async () => createRedisCounterStore(redis.url, { onError: () => {}, prefix: `pt:test:${randomUUID()}:` }));

  it('refuses at once with ServiceUnavailableError while Redis is gone, and counts again once it is back', async () => {
    const own = await startRedis({ ownServer: true });
    const port = Number(new URL(own.url).port);
    const store = createRedisCounterStore(own.url, { onError: () => {} });
    let again: StartedRedis | undefined;
    try {
      expect((await store.hit('k', 60_000)).count).toBe(1);
      await own.kill();
      const refused = await waitFor(async () => (await store.hit('k', 60_000).then(() => null, (error: unknown) => error)) ?? null, 5000, 'a refusal');
      expect(refused).toBeInstanceOf(ServiceUnavailableError);
      // Once the client knows Redis is gone, a refusal does not wait for a reconnection (seconds of
      // retries, or for ever): a bound far above a busy machine's pause, far below any waiting (ADR 31).
      const started = performance.now();
      await expect(store.hit('k', 60_000)).rejects.toBeInstanceOf(ServiceUnavailableError);
      await expect(store.undo('k')).rejects.toBeInstanceOf(ServiceUnavailableError);
      expect(performance.now() - started).toBeLessThan(1000);
      again = await startRedis({ port, ownServer: true });
      expect(await waitFor(async () => (await store.hit('k', 60_000).catch(() => null))?.count ?? null, 15_000, 'counting again')).toBe(1);
    } finally {
      await store.close();
      await again?.stop();
      await own.stop();
    }
  });
});
