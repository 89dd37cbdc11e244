import { Query, find, update } from 'mingo';
import type { Change, Doc, Filter, FindOptions, Guard, Position, ReadStore } from '@pt/contracts';
import { guardField, guardPasses, internalFields, padPosition, unpadPosition } from './guard';

type Stored = Record<string, unknown>;

/** The embedded read store: documents live in this process only and are rebuilt from the log at start. */
export function createMemoryReadStore(): ReadStore {
  const collections = new Map<string, Map<string, Stored>>();
  const checkpoints = new Map<string, string>();

  const collection = (name: string): Map<string, Stored> => {
    let docs = collections.get(name);
    if (!docs) collections.set(name, (docs = new Map()));
    return docs;
  };

  const passes = (stored: Stored, guard: Guard): boolean => new Query<Stored>(guardPasses(guard), {}).test(stored);

  return {
    async get<T extends Doc = Doc>(name: string, id: string) {
      const stored = collections.get(name)?.get(id);
      return stored ? (toDoc(stored) as T) : null;
    },

    async find<T extends Doc = Doc>(name: string, filter: Filter = {}, options: FindOptions = {}) {
      let cursor = find<Stored>([...collection(name).values()], filter);
      if (options.sort) cursor = cursor.sort(options.sort);
      if (options.skip) cursor = cursor.skip(options.skip);
      if (options.limit) cursor = cursor.limit(options.limit);
      return cursor.all().map((stored) => toDoc(stored) as T);
    },

    async count(name, filter = {}) {
      return find([...collection(name).values()], filter).all().length;
    },

    async upsert(name, doc, guard) {
      const docs = collection(name);
      const existing = docs.get(doc.id);
      if (existing && !passes(existing, guard)) return false;
      const { field, value } = guardField(guard);
      docs.set(doc.id, { ...withoutInternal(structuredClone(doc)), id: doc.id, [field]: value });
      return true;
    },

    async update(name, id, change: Change, guard) {
      const docs = collection(name);
      const existing = docs.get(id);
      if (!existing || !passes(existing, guard)) return false;
      const { field, value } = guardField(guard);
      const next = structuredClone(existing);
      const { $set, $inc, $push } = structuredClone(change);
      update(next, { $set: { ...$set, [field]: value }, ...($inc && { $inc }), ...($push && { $push }) });
      docs.set(id, { ...next, id });
      return true;
    },

    async drop(name) {
      collections.delete(name);
    },

    async getCheckpoint(name) {
      const padded = checkpoints.get(name);
      return padded === undefined ? null : unpadPosition(padded);
    },

    async saveCheckpoint(name, position: Position) {
      const padded = padPosition(position);
      const current = checkpoints.get(name);
      if (current === undefined || current < padded) checkpoints.set(name, padded);
    },

    async close() {},
  };
}

function withoutInternal(doc: Stored): Stored {
  const copy = { ...doc };
  for (const field of internalFields) delete copy[field];
  return copy;
}

function toDoc(stored: Stored): Doc {
  return withoutInternal(structuredClone(stored)) as Doc;
}
