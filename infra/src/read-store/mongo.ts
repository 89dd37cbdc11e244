import { MongoBulkWriteError, MongoClient, MongoServerError, type AnyBulkWriteOperation, type Filter as MongoFilter, type IndexSpecification, type Sort } from 'mongodb';
import type { Doc, DocWrite, Filter, FindOptions, ReadStore } from '@pt/contracts';
import { checkCollectionName, padPosition, unpadPosition } from './guard';

type Stored = { _id: string; _position?: string } & Record<string, unknown>;
type Checkpoint = { _id: string; position: string };

const duplicateKey = 11000;
const namespaceNotFound = 26;

/** Documents that have not yet seen this (zero-padded) position. */
const notYetSeen = (padded: string) => ({ $or: [{ _position: { $lt: padded } }, { _position: { $exists: false } }] });

/** The distributed read store. `id` is stored as `_id`; the guard as a zero-padded `_position`. */
export async function createMongoReadStore(url: string, dbName?: string): Promise<ReadStore> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  const db = client.db(dbName);
  const collection = (name: string) => db.collection<Stored>(checkCollectionName(name));
  const checkpoints = db.collection<Checkpoint>('checkpoints');

  async function saveCheckpoint(name: string, position: string) {
    const padded = padPosition(position);
    try {
      await checkpoints.updateOne({ _id: name, position: { $lt: padded } }, { $set: { position: padded } }, { upsert: true });
    } catch (error) {
      // The filter missed an existing checkpoint at or past this position, and the upsert collided with it.
      if (!(error instanceof MongoServerError && error.code === duplicateKey)) throw error;
    }
  }

  return {
    async get<T extends Doc = Doc>(name: string, id: string) {
      const stored = await collection(name).findOne({ _id: id });
      return stored ? (toDoc(stored) as T) : null;
    },

    async getMany<T extends Doc = Doc>(name: string, ids: readonly string[]) {
      if (ids.length === 0) return [];
      const found = await collection(name).find({ _id: { $in: [...ids] } }).toArray();
      return found.map((stored) => toDoc(stored) as T);
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

    async write(name, writes: readonly DocWrite[], checkpoint) {
      const operations: AnyBulkWriteOperation<Stored>[] = writes.map((write) => {
        const padded = padPosition(write.position);
        const filter = { _id: write.id, ...notYetSeen(padded) } as MongoFilter<Stored>;
        if (write.doc === null) return { deleteOne: { filter } };
        const { id: _id, ...fields } = write.doc;
        // A duplicate key here means the document exists and has seen this position: the guard said no.
        return { replaceOne: { filter, replacement: { ...fields, _position: padded } as Stored, upsert: true } };
      });
      const failed = new Set<number>();
      if (operations.length) {
        try {
          await collection(name).bulkWrite(operations, { ordered: false });
        } catch (error) {
          if (!(error instanceof MongoBulkWriteError)) throw error;
          const errors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
          for (const e of errors) {
            if (e.code !== duplicateKey) throw error;
            failed.add(e.index);
          }
        }
      }
      if (checkpoint) await saveCheckpoint(checkpoint.name, checkpoint.position);
      return writes.filter((_, i) => !failed.has(i)).map((w) => w.id);
    },

    async put(name, doc) {
      const { id, ...fields } = doc;
      await collection(name).replaceOne({ _id: id }, fields, { upsert: true });
    },

    async ensureIndexes(name, indexes) {
      for (const spec of indexes) {
        await collection(name).createIndex(Object.fromEntries(Object.entries(spec).map(([k, v]) => [k === 'id' ? '_id' : k, v])) as IndexSpecification);
      }
    },

    async drop(name) {
      try {
        await collection(name).drop();
      } catch (error) {
        if (!(error instanceof MongoServerError && error.code === namespaceNotFound)) throw error;
      }
    },

    async getCheckpoint(name) {
      const checkpoint = await checkpoints.findOne({ _id: name });
      return checkpoint ? unpadPosition(checkpoint.position) : null;
    },

    saveCheckpoint,

    async deleteCheckpoint(name) {
      await checkpoints.deleteOne({ _id: name });
    },

    async close() {
      await client.close();
    },
  };
}

function toDoc(stored: Stored): Doc {
  const { _id, _position, ...fields } = stored;
  return { ...fields, id: _id };
}

/** Our documents say `id`; MongoDB says `_id`. */
function toMongoFilter(filter: Filter): MongoFilter<Stored> {
  const mapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'id') mapped._id = value;
    else if ((key === '$and' || key === '$or') && Array.isArray(value)) mapped[key] = value.map((clause: Filter) => toMongoFilter(clause));
    else mapped[key] = value;
  }
  return mapped as MongoFilter<Stored>;
}

function toMongoSort(sort: Record<string, 1 | -1>): Sort {
  return Object.fromEntries(Object.entries(sort).map(([key, order]) => [key === 'id' ? '_id' : key, order]));
}
