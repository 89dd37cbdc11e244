import { randomUUID } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Doc, Filter, ReadStore } from '@pt/contracts';
import { createMemoryReadStore, createMongoReadStore, createSqliteReadStore } from '@pt/infra';
import { dropDatabase, mongoTarget, type MongoTarget } from '../support/mongo';

const patients: Doc[] = [
  { id: 'p1', name: 'Ana Diaz', age: 71, active: true, condition: 'knee', tags: ['knee', 'post-op'], address: { town: 'Viera' }, note: null },
  { id: 'p2', name: 'Ben Okafor', age: 45, active: false, condition: 'back', tags: ['back'], address: { town: 'Melbourne' } },
  { id: 'p3', name: 'carla diaz', age: 58, active: true, condition: 'knee', tags: [], address: { town: 'Viera' }, note: 'call first' },
  { id: 'p4', name: 'Dev Patel', age: '58', active: true, tags: ['shoulder'], address: { town: 'Palm Bay' } },
];

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

  async function seeded() {
    const c = collection();
    await store.write(c, patients.map((doc, i) => ({ id: doc.id, doc, position: String(i + 1) })));
    return c;
  }

  it('writes a document only when it has not yet seen the position, and answers what it wrote', async () => {
    const c = collection();
    expect(await store.write(c, [{ id: 'p1', doc: { id: 'p1', v: 1 }, position: '5' }])).toEqual(['p1']);
    expect(await store.write(c, [{ id: 'p1', doc: { id: 'p1', v: 0 }, position: '4' }])).toEqual([]);
    expect(await store.write(c, [{ id: 'p1', doc: { id: 'p1', v: 9 }, position: '5' }])).toEqual([]);
    expect(await store.get(c, 'p1')).toEqual({ id: 'p1', v: 1 });
    expect(await store.write(c, [{ id: 'p1', doc: { id: 'p1', v: 2 }, position: '18446744073709551616' }])).toEqual(['p1']);
    expect(await store.get(c, 'p1')).toEqual({ id: 'p1', v: 2 });
  });

  it('deletes a document with a newer position only', async () => {
    const c = collection();
    await store.write(c, [{ id: 'a', doc: { id: 'a' }, position: '10' }, { id: 'b', doc: { id: 'b' }, position: '10' }]);
    expect(await store.write(c, [{ id: 'a', doc: null, position: '9' }, { id: 'b', doc: null, position: '11' }])).toEqual(['b']);
    expect(await store.getMany(c, ['a', 'b', 'missing'])).toEqual([{ id: 'a' }]);
    // One id, and none, answer as many do.
    expect(await store.getMany(c, ['a'])).toEqual([{ id: 'a' }]);
    expect(await store.getMany(c, ['b'])).toEqual([]);
    expect(await store.getMany(c, [])).toEqual([]);
    expect(await store.getMany(collection(), ['a'])).toEqual([]);
  });

  it('moves a checkpoint with a batch, and forward only', async () => {
    const c = collection();
    const name = `${c}_checkpoint`;
    await store.write(c, [{ id: 'x', doc: { id: 'x' }, position: '3' }], { name, position: '7' });
    expect(await store.getCheckpoint(name)).toBe('7');
    await store.write(c, [], { name, position: '6' });
    expect(await store.getCheckpoint(name)).toBe('7');
    await store.saveCheckpoint(name, '12');
    await store.saveCheckpoint(name, '11');
    expect(await store.getCheckpoint(name)).toBe('12');
    await store.deleteCheckpoint(name);
    expect(await store.getCheckpoint(name)).toBeNull();
  });

  it('writes a large batch (a catch-up chunk) with its checkpoint, and a replay of it changes nothing', async () => {
    const c = collection();
    const name = `${c}_checkpoint`;
    const writes = Array.from({ length: 2500 }, (_, i) => ({ id: `d${i}`, doc: i % 10 === 9 ? null : { id: `d${i}`, i }, position: String(100 + i) }));
    await store.write(c, writes.slice(0, 10).map((w) => ({ ...w, doc: { id: w.id, i: -1 }, position: '1' })));
    const written = await store.write(c, writes, { name, position: '2600' });
    // (Deleting a document that is not there counts as written in memory, not in SQLite: only documents are compared.)
    expect(written.filter((id) => Number(id.slice(1)) % 10 !== 9)).toHaveLength(2250);
    expect(await store.getCheckpoint(name)).toBe('2600');
    expect(await store.count(c)).toBe(2250);
    expect(await store.get(c, 'd9')).toBeNull();
    expect(await store.get(c, 'd2498')).toEqual({ id: 'd2498', i: 2498 });
    const replayed = await store.write(c, writes.map((w) => (w.doc ? { ...w, doc: { ...w.doc, i: -2 } } : w)), { name, position: '2600' });
    expect(replayed.filter((id) => Number(id.slice(1)) % 10 !== 9)).toEqual([]);
    expect(await store.count(c, { i: { $gte: 0 } })).toBe(2250);
  });

  it('writes batches of many collections made at once, each with its checkpoint, and checkpoints that move alone', async () => {
    const names = Array.from({ length: 5 }, () => collection());
    const answers = await Promise.all([
      ...names.map((c, i) => store.write(c, [{ id: 'a', doc: { id: 'a', n: i }, position: String(10 + i) }], { name: c, position: String(10 + i) })),
      store.write(names[0]!, [], { name: 'alone', position: '42' }),
      store.saveCheckpoint('alone too', '43'),
    ]);
    expect(answers.slice(0, 5)).toEqual(names.map(() => ['a']));
    for (const [i, c] of names.entries()) {
      expect(await store.get(c, 'a')).toEqual({ id: 'a', n: i });
      expect(await store.getCheckpoint(c)).toBe(String(10 + i));
    }
    expect(await store.getCheckpoint('alone')).toBe('42');
    expect(await store.getCheckpoint('alone too')).toBe('43');
  });

  it('puts bookkeeping documents as they are', async () => {
    const c = collection();
    await store.put(c, { id: 'inbox', active: { generation: 2 } });
    await store.put(c, { id: 'inbox', active: { generation: 1 } });
    expect(await store.get(c, 'inbox')).toEqual({ id: 'inbox', active: { generation: 1 } });
  });

  const queries: [string, Filter, string[]][] = [
    ['everything', {}, ['p1', 'p2', 'p3', 'p4']],
    ['a field equal to a string', { condition: 'knee' }, ['p1', 'p3']],
    ['the id', { id: 'p2' }, ['p2']],
    ['a boolean', { active: false }, ['p2']],
    ['a number, not the same digits as a string', { age: 58 }, ['p3']],
    ['a dotted path', { 'address.town': 'Viera' }, ['p1', 'p3']],
    ['null or missing', { note: null }, ['p1', 'p2', 'p4']],
    ['$ne, which matches a missing field too', { condition: { $ne: 'knee' } }, ['p2', 'p4']],
    ['$in', { condition: { $in: ['back', 'hip'] } }, ['p2']],
    ['$nin', { 'address.town': { $nin: ['Viera', 'Melbourne'] } }, ['p4']],
    ['a range of numbers only', { age: { $gte: 50, $lt: 72 } }, ['p1', 'p3']],
    ['a range of strings', { name: { $gt: 'B', $lt: 'D' } }, ['p2']],
    ['$exists', { note: { $exists: true } }, ['p1', 'p3']],
    ['$exists false', { condition: { $exists: false } }, ['p4']],
    ['$regex ignoring case', { name: { $regex: 'diaz', $options: 'i' } }, ['p1', 'p3']],
    ['$regex with case', { name: { $regex: '^[A-Z]' } }, ['p1', 'p2', 'p4']],
    ['$elemMatch on an array of scalars', { tags: { $elemMatch: { $eq: 'knee' } } }, ['p1']],
    ['$elemMatch with $in', { tags: { $elemMatch: { $in: ['back', 'shoulder'] } } }, ['p2', 'p4']],
    ['$or', { $or: [{ condition: 'back' }, { 'address.town': 'Palm Bay' }] }, ['p2', 'p4']],
    ['$and with fields', { $and: [{ active: true }, { condition: 'knee' }], age: { $gt: 60 } }, ['p1']],
  ];
  for (const [what, filter, ids] of queries) {
    it(`finds and counts by ${what}`, async () => {
      const c = await seeded();
      expect((await store.find(c, filter, { sort: { id: 1 } })).map((d) => d.id)).toEqual(ids);
      expect(await store.count(c, filter)).toBe(ids.length);
    });
  }

  it('sorts by several fields, skips and limits', async () => {
    const c = await seeded();
    const ordered = await store.find(c, { active: true }, { sort: { 'address.town': 1, id: -1 } });
    expect(ordered.map((d) => d.id)).toEqual(['p4', 'p3', 'p1']);
    expect((await store.find(c, {}, { sort: { id: -1 }, skip: 1, limit: 2 })).map((d) => d.id)).toEqual(['p3', 'p2']);
  });

  it('gives, where it can, the JSON text of what find gives (same documents, same order)', async ({ skip }) => {
    if (!store.findJson) return skip('this adapter has no findJson: the read models fall back to find');
    const c = await seeded();
    const options = { sort: { 'address.town': 1, id: -1 } as const, limit: 3 };
    const texts = await store.findJson(c, { active: true }, options);
    expect(texts.every((t) => typeof t === 'string')).toBe(true);
    expect(texts.map((t) => JSON.parse(t) as Doc)).toEqual(await store.find(c, { active: true }, options));
    expect(await store.findJson('nothing_here', {})).toEqual([]);
  });

  it('answers empty from a collection that does not exist, and drops one', async () => {
    expect(await store.find('nothing_here', {})).toEqual([]);
    expect(await store.count('nothing_here')).toBe(0);
    expect(await store.get('nothing_here', 'x')).toBeNull();
    const c = await seeded();
    await store.ensureIndexes(c, [{ condition: 1, age: -1 }, { 'address.town': 1 }]);
    await store.ensureIndexes(c, [{ condition: 1, age: -1 }]);
    expect(await store.count(c, { condition: 'knee' })).toBe(2);
    await store.drop(c);
    expect(await store.count(c)).toBe(0);
    await store.drop(c);
  });

  it('refuses collection names that are not plain', async () => {
    await expect(store.find('inbox; DROP TABLE checkpoints', {})).rejects.toThrow();
    await expect(store.write('Bad-Name', [])).rejects.toThrow();
  });

  it('hands out copies: changing a document read or written does not change the store', async () => {
    const c = collection();
    const input = { id: 'p1', profile: { name: 'Ana' }, visits: [1] };
    await store.write(c, [{ id: 'p1', doc: input, position: '1' }]);
    input.profile.name = 'changed by the caller';
    const got = await store.get<typeof input & Doc>(c, 'p1');
    expect(got).toEqual({ id: 'p1', profile: { name: 'Ana' }, visits: [1] });
    got!.visits.push(3);
    const [found] = await store.find<typeof input & Doc>(c, { id: 'p1' });
    expect(found).toEqual({ id: 'p1', profile: { name: 'Ana' }, visits: [1] });
  });
}

describe('memory adapter', () => {
  readStoreContract(async () => createMemoryReadStore());
});

describe('SQLite adapter', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pt-read-'));
  readStoreContract(async () => createSqliteReadStore(path.join(dir, 'read-models.db')));

  it('keeps documents and checkpoints across a restart, in a file only its owner can read', async () => {
    const file = path.join(dir, 'restart.db');
    const first = createSqliteReadStore(file);
    await first.write('inbox_g1', [{ id: 'a', doc: { id: 'a', n: 1 }, position: '4' }], { name: 'inbox_g1', position: '4' });
    await first.close();
    const second = createSqliteReadStore(file);
    expect(await second.get('inbox_g1', 'a')).toEqual({ id: 'a', n: 1 });
    expect(await second.getCheckpoint('inbox_g1')).toBe('4');
    await second.close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
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
