import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Doc, EventOf, EventStore, ReadStore } from '@pt/contracts';
import { defineProjection, foldProjection, readModelRegistry, type ReadModelEntry } from '@pt/contracts/core';
import { createInProcessJobQueue, createInProcessLiveBus, createMemoryReadStore, createSqliteEventStore, createSqliteReadStore } from '@pt/infra';
import { startProjector, type RunningProjector } from '@pt/projector';
import { parseEvent } from '@pt/contracts';
import { waitFor } from '../support/wait';

// A read model being built folds its events into chunks in memory and writes each chunk with its
// checkpoint in one transaction (ADR 16). These tests hold the chunks to what folding event by event gives.

const quiet = { info() {}, warn() {}, error() {} };
const running: RunningProjector[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await r.stop();
});

const meta = { actor: { kind: 'system' as const, name: 't' }, correlationId: 'c', causationId: 'c', at: '2026-11-22T10:00:00.000Z', schema: 1 };
const tempDir = () => mkdtempSync(path.join(tmpdir(), 'pt-chunks-'));

type Tally = { id: string; n: number; ops: string[]; position?: string };

/**
 * Each event names an operation on a key in its `name`: `add k` counts one more on document k (creating
 * it), `del k` deletes k, `tag k` changes k only if it exists. `seen` records every event folded.
 */
function tally(version = 1, seen: string[] = []) {
  return defineProjection<Tally, EventOf<'CallbackRequested'>>({
    name: 'tally',
    version,
    handles: ['CallbackRequested'],
    documentId: (event) => event.data.name.split(' ')[1]!,
    evolve(doc, event) {
      seen.push(event.position);
      const [op, key] = event.data.name.split(' ') as [string, string];
      if (op === 'del') return null;
      if (op === 'tag') return doc && { ...doc, ops: [...doc.ops, `tag@v${version}`] };
      return { id: key, n: (doc?.n ?? 0) + version, ops: [...(doc?.ops ?? []), op] };
    },
  });
}

/** A log where documents are created, changed, deleted and created again, far apart and close together. */
async function appendOps(store: EventStore, count: number, seed = 7) {
  let x = seed;
  const random = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  for (let i = 0; i < count; i++) {
    const r = random();
    const op = r < 0.55 ? 'add' : r < 0.75 ? 'tag' : 'del';
    const key = keys[Math.floor(random() * keys.length)]!;
    // Some other events between, which the read model skips (its checkpoint still moves past them).
    if (i % 9 === 0) await store.append(`contact-${seed}-${i}`, [{ id: crypto.randomUUID(), type: 'ContactMessageSubmitted', data: { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '3215550100', service: '', message: 'a message long enough', consent: true }, metadata: meta }], 'no_stream');
    await store.append(`callback-${seed}-${i}`, [{ id: crypto.randomUUID(), type: 'CallbackRequested', data: { name: `${op} ${key}`, phone: '3215550100', reason: 'r', preferredTime: 'morning' }, metadata: meta }], 'no_stream');
  }
}

/** What folding every event one at a time gives (the auditor's fold, the same `evolve`). */
async function expected(store: EventStore, version = 1): Promise<Doc[]> {
  const docs = foldProjection<Tally>(tally(version), (await store.readAll()).map((e) => parseEvent(e)));
  return [...docs.values()].sort((a, b) => a.id.localeCompare(b.id));
}

async function collectionOf(read: ReadStore) {
  return (await read.get<ReadModelEntry>(readModelRegistry, 'tally'))?.active.collection ?? '';
}
async function caughtUp(store: EventStore, read: ReadStore) {
  const head = await store.headPosition();
  await waitFor(async () => (await read.getCheckpoint(await collectionOf(read))) === head, 10_000, `tally to reach ${head}`);
}
async function documents(read: ReadStore) {
  return (await read.find<Tally>(await collectionOf(read), {})).sort((a, b) => a.id.localeCompare(b.id));
}
const ports = (eventStore: EventStore, readStore: ReadStore) => ({ eventStore, readStore, jobQueue: createInProcessJobQueue(), liveBus: createInProcessLiveBus() });

describe('catching up in chunks', () => {
  for (const [adapter, open] of [['SQLite', () => createSqliteReadStore(path.join(tempDir(), 'read.db'))], ['memory', () => createMemoryReadStore()]] as const) {
    it(`gives the documents of folding event by event, across chunk boundaries (${adapter} read store)`, async () => {
      const store = createSqliteEventStore(path.join(tempDir(), 'events.db'));
      await appendOps(store, 150);
      const want = await expected(store);
      expect(want.length).toBeGreaterThan(0);

      // Chunks of 7 events read 3 at a time: every document is written in some chunk and changed or
      // deleted in later ones; a chunk also ends in the middle of a read batch's worth.
      const read = open();
      const writes: number[] = [];
      const counted: ReadStore = { ...read, write: async (c, w, cp) => (c !== readModelRegistry && writes.push(w.length), read.write(c, w, cp)) };
      running.push(await startProjector(ports(store, counted), { projections: [tally()], reactions: [], logger: quiet, catchUpChunk: 7, catchUpBatchSize: 3 }));
      await caughtUp(store, read);
      expect(await documents(read)).toEqual(want);
      expect(writes.length).toBeGreaterThan(10);

      // Then live, event by event: the same fold continues on what the chunks wrote.
      await appendOps(store, 40, 99);
      await caughtUp(store, read);
      expect(await documents(read)).toEqual(await expected(store));
    });
  }

  it('a build from nothing looks up only documents it wrote in an earlier chunk', async () => {
    const store = createSqliteEventStore(path.join(tempDir(), 'events.db'));
    await appendOps(store, 150, 13);
    const read = createSqliteReadStore(path.join(tempDir(), 'read.db'));
    const written = new Set<string>();
    const unknownLookups: string[] = [];
    let lookups = 0;
    const watched: ReadStore = {
      ...read,
      write: async (c, w, cp) => {
        const result = await read.write(c, w, cp);
        if (c !== readModelRegistry) for (const write of w) written.add(write.id);
        return result;
      },
      getMany: async (c, ids) => {
        if (c !== readModelRegistry) {
          lookups += ids.length;
          unknownLookups.push(...ids.filter((id) => !written.has(id)));
        }
        return read.getMany(c, ids);
      },
    };
    running.push(await startProjector(ports(store, watched), { projections: [tally()], reactions: [], logger: quiet, catchUpChunk: 7, catchUpBatchSize: 3 }));
    await caughtUp(store, read);
    expect(await documents(read)).toEqual(await expected(store));
    // Documents written by earlier chunks were looked up (and changed, not created again); none other was.
    expect(lookups).toBeGreaterThan(0);
    expect(unknownLookups).toEqual([]);
  });

  it('one chunk for the whole log gives the same documents as chunks of one event', async () => {
    const store = createSqliteEventStore(path.join(tempDir(), 'events.db'));
    await appendOps(store, 120, 3);
    const results: Doc[][] = [];
    for (const [catchUpChunk, catchUpBatchSize] of [[1, 1], [100_000, 1000]]) {
      const read = createSqliteReadStore(path.join(tempDir(), 'read.db'));
      const projector = await startProjector(ports(store, read), { projections: [tally()], reactions: [], logger: quiet, catchUpChunk, catchUpBatchSize });
      await caughtUp(store, read);
      results.push(await documents(read));
      await projector.stop();
      await read.close();
    }
    expect(results[0]).toEqual(results[1]);
    expect(results[0]).toEqual(await expected(store));
  });

  it('drops a chunk folded but not written when a read fails, and folds it again from the checkpoint', async () => {
    const store = createSqliteEventStore(path.join(tempDir(), 'events.db'));
    await appendOps(store, 150, 5);
    const read = createSqliteReadStore(path.join(tempDir(), 'read.db'));
    let reads = 0;
    const failures: number[] = [];
    const flaky: ReadStore = {
      ...read,
      getMany: async (c, ids) => {
        if (c !== readModelRegistry && ++reads % 4 === 0 && failures.length < 6) {
          failures.push(reads);
          throw new Error('read store unavailable');
        }
        return read.getMany(c, ids);
      },
    };
    running.push(await startProjector(ports(store, flaky), { projections: [tally()], reactions: [], logger: quiet, catchUpChunk: 12, catchUpBatchSize: 3, retryDelayMs: 1 }));
    await caughtUp(store, read);
    expect(failures.length).toBeGreaterThan(2);
    expect(await documents(read)).toEqual(await expected(store));
  });

  it('after a crash in the middle of a build, resumes from the last chunk written and swaps only once caught up', async () => {
    const store = createSqliteEventStore(path.join(tempDir(), 'events.db'));
    const file = path.join(tempDir(), 'read.db');
    await appendOps(store, 100, 11);

    // Version 1 is live.
    let read = createSqliteReadStore(file);
    const first = await startProjector(ports(store, read), { projections: [tally(1)], reactions: [], logger: quiet });
    await caughtUp(store, read);
    await first.stop();
    const live = await collectionOf(read);

    // Version 2 is built in chunks; the process "dies" when it writes its fourth chunk (that write never happens).
    let chunks = 0;
    const dying: ReadStore = {
      ...read,
      write: async (c, w, cp) => {
        if (c !== live && c !== readModelRegistry && w.length > 0 && ++chunks >= 4) throw new Error('killed');
        return read.write(c, w, cp);
      },
    };
    const seenBefore: string[] = [];
    const second = await startProjector(ports(store, dying), { projections: [tally(2, seenBefore)], reactions: [], logger: quiet, catchUpChunk: 10, catchUpBatchSize: 4, retryDelayMs: 5 });
    await waitFor(() => chunks >= 5, 10_000, 'the dying build to retry');
    const building = (await read.get<ReadModelEntry>(readModelRegistry, 'tally'))!;
    expect(building.active.collection).toBe(live);
    expect(building.building?.version).toBe(2);
    const stopped = (await read.getCheckpoint(building.building!.collection))!;
    expect(Number(stopped)).toBeGreaterThan(0);
    expect(Number(stopped)).toBeLessThan(Number(await store.headPosition()));
    // Half built: queries still read version 1, which is whole.
    expect(await documents(read)).toEqual(await expected(store, 1));
    await second.stop();
    await read.close();

    // A new process resumes the build from the checkpoint of the last chunk written, folding only what follows it.
    read = createSqliteReadStore(file);
    const seenAfter: string[] = [];
    running.push(await startProjector(ports(store, read), { projections: [tally(2, seenAfter)], reactions: [], logger: quiet, catchUpChunk: 10, catchUpBatchSize: 4 }));
    await waitFor(async () => (await collectionOf(read)) === building.building!.collection, 10_000, 'the swap');
    await caughtUp(store, read);
    expect(seenAfter.length).toBeGreaterThan(0);
    expect(seenAfter.every((p) => Number(p) > Number(stopped))).toBe(true);
    expect(await documents(read)).toEqual(await expected(store, 2));
  });
});
