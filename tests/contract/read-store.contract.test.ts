import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Doc, ReadStore } from '@pt/contracts';
import { createMemoryReadStore, createMongoReadStore } from '@pt/infra';
import { dropDatabase, mongoTarget, type MongoTarget } from '../support/mongo';

function readStoreContract(open: () => Promise<ReadStore>) {
  let store: ReadStore;
  let collections = 0;
  const collection = () => `patients${++collections}`;

  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store?.close();
  });

  it('upsert inserts, then replaces the whole document only with a newer revision', async () => {
    const c = collection();
    expect(await store.upsert(c, { id: 'p1', name: 'Ana', phone: '321' }, { revision: 0 })).toBe(true);
    expect(await store.get(c, 'p1')).toEqual({ id: 'p1', name: 'Ana', phone: '321' });

    expect(await store.upsert(c, { id: 'p1', name: 'Ana Ruiz' }, { revision: 1 })).toBe(true);
    expect(await store.get(c, 'p1')).toEqual({ id: 'p1', name: 'Ana Ruiz' });

    expect(await store.upsert(c, { id: 'p1', name: 'replayed' }, { revision: 1 })).toBe(false);
    expect(await store.upsert(c, { id: 'p1', name: 'older' }, { revision: 0 })).toBe(false);
    expect(await store.get(c, 'p1')).toEqual({ id: 'p1', name: 'Ana Ruiz' });
    expect(await store.count(c)).toBe(1);
  });

  it('upsert with a position guard compares positions as numbers, not as text', async () => {
    const c = collection();
    expect(await store.upsert(c, { id: 'board', leader: 'a' }, { position: '9' })).toBe(true);
    expect(await store.upsert(c, { id: 'board', leader: 'b' }, { position: '10' })).toBe(true);
    expect(await store.upsert(c, { id: 'board', leader: 'stale' }, { position: '9' })).toBe(false);
    expect(await store.upsert(c, { id: 'board', leader: 'replayed' }, { position: '10' })).toBe(false);
    expect(await store.get(c, 'board')).toEqual({ id: 'board', leader: 'b' });

    expect(await store.upsert(c, { id: 'board', leader: 'c' }, { position: '18446744073709551615' })).toBe(true);
    expect(await store.upsert(c, { id: 'board', leader: 'stale' }, { position: '9999999999999999999' })).toBe(false);
    expect(await store.get(c, 'board')).toEqual({ id: 'board', leader: 'c' });
  });

  it('update applies $set, $inc and $push when the guard passes, once', async () => {
    const c = collection();
    await store.upsert(c, { id: 'p1', points: 10, sessions: ['s1'], level: 1 }, { revision: 0 });
    const change = { $set: { level: 2 }, $inc: { points: 5 }, $push: { sessions: 's2' } };

    expect(await store.update(c, 'p1', change, { revision: 1 })).toBe(true);
    expect(await store.get(c, 'p1')).toEqual({ id: 'p1', points: 15, sessions: ['s1', 's2'], level: 2 });

    expect(await store.update(c, 'p1', change, { revision: 1 })).toBe(false);
    expect(await store.update(c, 'p1', { $inc: { points: 100 } }, { revision: 0 })).toBe(false);
    expect(await store.get(c, 'p1')).toEqual({ id: 'p1', points: 15, sessions: ['s1', 's2'], level: 2 });

    // The guard is shared by upsert and update: a document that saw revision 2 through update refuses an upsert at 2.
    expect(await store.update(c, 'p1', { $inc: { points: 1 }, $push: { badges: 'first' } }, { revision: 2 })).toBe(true);
    expect(await store.upsert(c, { id: 'p1', points: 0 }, { revision: 2 })).toBe(false);
    expect(await store.get(c, 'p1')).toEqual({ id: 'p1', points: 16, sessions: ['s1', 's2'], level: 2, badges: ['first'] });
  });

  it('update with a position guard is ordered by number', async () => {
    const c = collection();
    await store.upsert(c, { id: 'week', total: 0 }, { position: '9' });
    expect(await store.update(c, 'week', { $inc: { total: 1 } }, { position: '10' })).toBe(true);
    expect(await store.update(c, 'week', { $inc: { total: 1 } }, { position: '9' })).toBe(false);
    expect(await store.update(c, 'week', { $inc: { total: 1 } }, { position: '10' })).toBe(false);
    expect(await store.update(c, 'week', { $inc: { total: 1 } }, { position: '11' })).toBe(true);
    expect(await store.get(c, 'week')).toEqual({ id: 'week', total: 2 });
  });

  it('update never creates a missing document', async () => {
    const c = collection();
    expect(await store.update(c, 'ghost', { $set: { name: 'x' }, $inc: { points: 1 } }, { revision: 0 })).toBe(false);
    expect(await store.update(c, 'ghost', { $set: { name: 'x' } }, { position: '5' })).toBe(false);
    expect(await store.get(c, 'ghost')).toBeNull();
    expect(await store.count(c)).toBe(0);
  });

  it('get answers null for a missing document; find filters, sorts, skips and limits', async () => {
    const c = collection();
    const docs = [
      { id: 'e1', therapist: 't1', minutes: 30, tags: ['knee'] },
      { id: 'e2', therapist: 't2', minutes: 45, tags: ['hip'] },
      { id: 'e3', therapist: 't1', minutes: 15, tags: ['knee', 'hip'] },
      { id: 'e4', therapist: 't1', minutes: 60, tags: [] },
      { id: 'e5', therapist: 't2', minutes: 20, tags: ['shoulder'] },
    ];
    for (const [revision, doc] of docs.entries()) await store.upsert(c, doc, { revision });

    expect(await store.get(c, 'missing')).toBeNull();
    expect(await store.get(collection(), 'e1')).toBeNull();
    const ids = (found: Doc[]) => found.map((doc) => doc.id);

    expect(ids(await store.find(c, { therapist: 't1' }, { sort: { minutes: 1 } }))).toEqual(['e3', 'e1', 'e4']);
    expect(ids(await store.find(c, {}, { sort: { minutes: -1 }, skip: 1, limit: 2 }))).toEqual(['e2', 'e1']);
    expect(ids(await store.find(c, { minutes: { $gte: 30 } }, { sort: { id: -1 } }))).toEqual(['e4', 'e2', 'e1']);
    expect(ids(await store.find(c, { tags: 'knee' }, { sort: { id: 1 } }))).toEqual(['e1', 'e3']);
    expect(ids(await store.find(c, { id: { $in: ['e2', 'e5', 'nope'] } }, { sort: { id: 1 } }))).toEqual(['e2', 'e5']);
    expect(ids(await store.find(c, { $or: [{ id: 'e1' }, { minutes: 20 }] }, { sort: { id: 1 } }))).toEqual(['e1', 'e5']);
    expect(ids(await store.find(c, undefined, { sort: { therapist: 1, minutes: -1 } }))).toEqual(['e4', 'e1', 'e3', 'e2', 'e5']);
    expect(await store.find(c, { therapist: 't1' }, { sort: { minutes: 1 }, limit: 1 })).toEqual([
      { id: 'e3', therapist: 't1', minutes: 15, tags: ['knee', 'hip'] },
    ]);
    expect(await store.find(collection())).toEqual([]);
  });

  it('count counts with and without a filter', async () => {
    const c = collection();
    expect(await store.count(c)).toBe(0);
    await store.upsert(c, { id: 'r1', status: 'new' }, { revision: 0 });
    await store.upsert(c, { id: 'r2', status: 'reviewed' }, { revision: 0 });
    await store.upsert(c, { id: 'r3', status: 'new' }, { revision: 0 });
    expect(await store.count(c)).toBe(3);
    expect(await store.count(c, { status: 'new' })).toBe(2);
    expect(await store.count(c, { status: { $ne: 'new' } })).toBe(1);
  });

  it('drop empties one collection and leaves the others', async () => {
    const dropped = collection();
    const kept = collection();
    await store.upsert(dropped, { id: 'a' }, { revision: 0 });
    await store.upsert(dropped, { id: 'b' }, { revision: 0 });
    await store.upsert(kept, { id: 'a' }, { revision: 0 });
    await store.drop(dropped);
    expect(await store.count(dropped)).toBe(0);
    expect(await store.get(dropped, 'a')).toBeNull();
    expect(await store.get(kept, 'a')).toEqual({ id: 'a' });
    await store.drop(collection());
    // A rebuild starts over: the guard went with the document.
    expect(await store.upsert(dropped, { id: 'a', again: true }, { revision: 0 })).toBe(true);
  });

  it('a checkpoint is null at first, then moves forward only', async () => {
    const name = `projection-${randomUUID()}`;
    expect(await store.getCheckpoint(name)).toBeNull();
    await store.saveCheckpoint(name, '9');
    expect(await store.getCheckpoint(name)).toBe('9');
    await store.saveCheckpoint(name, '10');
    expect(await store.getCheckpoint(name)).toBe('10');
    await store.saveCheckpoint(name, '9');
    await store.saveCheckpoint(name, '10');
    expect(await store.getCheckpoint(name)).toBe('10');
    await store.saveCheckpoint(name, '18446744073709551616');
    expect(await store.getCheckpoint(name)).toBe('18446744073709551616');
    await store.saveCheckpoint(name, '0');
    expect(await store.getCheckpoint(name)).toBe('18446744073709551616');

    const other = `projection-${randomUUID()}`;
    await store.saveCheckpoint(other, '0');
    expect(await store.getCheckpoint(other)).toBe('0');
    expect(await store.getCheckpoint(name)).toBe('18446744073709551616');
  });

  it('returns no internal fields, and documents handed in or out are copies', async () => {
    const c = collection();
    const input = { id: 'p1', profile: { name: 'Ana' }, visits: [1] };
    await store.upsert(c, input, { position: '7' });
    await store.upsert(c, { id: 'p2', profile: { name: 'Ben' }, visits: [] }, { revision: 3 });
    input.profile.name = 'changed by the caller';
    input.visits.push(2);

    const got = await store.get<typeof input & Doc>(c, 'p1');
    expect(got).toEqual({ id: 'p1', profile: { name: 'Ana' }, visits: [1] });
    expect(Object.keys(got ?? {}).sort()).toEqual(['id', 'profile', 'visits']);
    for (const doc of await store.find(c)) {
      expect(Object.keys(doc).filter((key) => key.startsWith('_'))).toEqual([]);
    }

    got!.profile.name = 'mutated';
    got!.visits.push(3);
    const [found] = await store.find<typeof input & Doc>(c, { id: 'p1' });
    found!.profile.name = 'mutated too';
    expect(await store.get(c, 'p1')).toEqual({ id: 'p1', profile: { name: 'Ana' }, visits: [1] });

    const pushed = { at: 'monday' };
    await store.update(c, 'p2', { $push: { visits: pushed } }, { revision: 4 });
    pushed.at = 'changed by the caller';
    expect(await store.get(c, 'p2')).toEqual({ id: 'p2', profile: { name: 'Ben' }, visits: [{ at: 'monday' }] });
  });
}

describe('memory adapter', () => {
  readStoreContract(async () => createMemoryReadStore());
});

const mongo = await mongoTarget();
const mongoSkipped = 'skipped' in mongo ? mongo.skipped : undefined;

(mongoSkipped ? describe.skip : describe)(`MongoDB adapter${mongoSkipped ? ` (skipped: ${mongoSkipped})` : ''}`, () => {
  const dbName = `pt_contract_${randomUUID().slice(0, 8)}`;
  let target: MongoTarget | undefined;
  afterAll(async () => {
    if (!target) return;
    await dropDatabase(target.url, dbName);
    await target.stop();
  });
  readStoreContract(async () => {
    if ('skipped' in mongo) throw new Error(mongo.skipped);
    target = await mongo.start();
    return createMongoReadStore(target.url, dbName);
  });
});
