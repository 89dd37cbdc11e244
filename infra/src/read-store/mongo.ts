import { MongoClient, MongoServerError, type Filter as MongoFilter, type Sort, type UpdateFilter } from 'mongodb';
import type { Change, Doc, Filter, FindOptions, ReadStore } from '@pt/contracts';
import { guardField, guardPasses, padPosition, unpadPosition } from './guard';

type Stored = { _id: string } & Record<string, unknown>;
type Checkpoint = { _id: string; position: string };

const duplicateKey = 11000;

/** The distributed read store. `id` is stored as `_id`; guards as `_revision` / zero-padded `_position`. */
export async function createMongoReadStore(url: string, dbName?: string): Promise<ReadStore> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  const db = client.db(dbName);
  const collection = (name: string) => db.collection<Stored>(name);
  const checkpoints = db.collection<Checkpoint>('checkpoints');

  return {
    async get<T extends Doc = Doc>(name: string, id: string) {
      const stored = await collection(name).findOne({ _id: id });
      return stored ? (toDoc(stored) as T) : null;
    },

    async find<T extends Doc = Doc>(name: string, filter: Filter = {}, options: FindOptions = {}) {
      const cursor = collection(name).find(toMongoFilter(filter));
      if (options.sort) cursor.sort(toMongoSort(options.sort));
      if (options.skip) cursor.skip(options.skip);
      if (options.limit) cursor.limit(options.limit);
      return (await cursor.toArray()).map((stored) => toDoc(stored) as T);
    },

    async count(name, filter = {}) {
      return collection(name).countDocuments(toMongoFilter(filter));
    },

    async upsert(name, doc, guard) {
      const { field, value } = guardField(guard);
      const { id, _id, _revision, _position, ...fields } = doc;
      const filter = { _id: id, ...guardPasses(guard) } as MongoFilter<Stored>;
      // A duplicate key means the document exists and the filter missed it: the guard failed, unless a concurrent
      // upsert inserted the document in between, which a second try tells apart.
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await collection(name).replaceOne(filter, { ...fields, [field]: value }, { upsert: true });
          return result.matchedCount + result.upsertedCount > 0;
        } catch (error) {
          if (!(error instanceof MongoServerError && error.code === duplicateKey)) throw error;
          if (attempt === 2) return false;
        }
      }
    },

    async update(name, id, change: Change, guard) {
      const { field, value } = guardField(guard);
      const filter = { _id: id, ...guardPasses(guard) } as MongoFilter<Stored>;
      const modifier = {
        $set: { ...change.$set, [field]: value },
        ...(change.$inc && { $inc: change.$inc }),
        ...(change.$push && { $push: change.$push }),
      } as UpdateFilter<Stored>;
      const result = await collection(name).updateOne(filter, modifier);
      return result.modifiedCount > 0;
    },

    async drop(name) {
      await collection(name).drop();
    },

    async getCheckpoint(name) {
      const checkpoint = await checkpoints.findOne({ _id: name });
      return checkpoint ? unpadPosition(checkpoint.position) : null;
    },

    async saveCheckpoint(name, position) {
      const padded = padPosition(position);
      try {
        await checkpoints.updateOne(
          { _id: name, $or: [{ position: { $lt: padded } }, { position: { $exists: false } }] },
          { $set: { position: padded } },
          { upsert: true },
        );
      } catch (error) {
        // Already at or past this position.
        if (!(error instanceof MongoServerError && error.code === duplicateKey)) throw error;
      }
    },

    async close() {
      await client.close();
    },
  };
}

function toDoc(stored: Stored): Doc {
  const { _id, _revision, _position, ...fields } = stored;
  return { ...fields, id: _id };
}

/** Our documents say `id`; MongoDB says `_id`. */
function toMongoFilter(filter: Filter): MongoFilter<Stored> {
  const mapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'id') mapped._id = value;
    else if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value))
      mapped[key] = value.map((clause: Filter) => toMongoFilter(clause));
    else mapped[key] = value;
  }
  return mapped as MongoFilter<Stored>;
}

function toMongoSort(sort: Record<string, 1 | -1>): Sort {
  return Object.fromEntries(Object.entries(sort).map(([key, order]) => [key === 'id' ? '_id' : key, order]));
}
