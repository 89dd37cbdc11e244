import { find } from 'mingo';
import type { Doc, DocWrite, Filter, FindOptions, Position, ReadStore } from '@pt/contracts';
import { checkCollectionName, padPosition, unpadPosition } from './guard';

type Stored = { doc: Doc; position: string };

/** Read models in this process's memory (mingo queries): for tests, and `READ_STORE=memory`. Nothing survives a restart. */
export function createMemoryReadStore(): ReadStore {
  const collections = new Map<string, Map<string, Stored>>();
  const checkpoints = new Map<string, string>();

  const collection = (name: string): Map<string, Stored> => {
    let docs = collections.get(checkCollectionName(name));
    if (!docs) collections.set(name, (docs = new Map()));
    return docs;
  };
  const copy = <T>(doc: Doc) => structuredClone(doc) as T;
  const all = (name: string) => [...collection(name).values()].map((s) => s.doc);

  return {
    async get<T extends Doc = Doc>(name: string, id: string) {
      const stored = collection(name).get(id);
      return stored ? copy<T>(stored.doc) : null;
    },

    async getMany<T extends Doc = Doc>(name: string, ids: readonly string[]) {
      const docs = collection(name);
      return ids.flatMap((id) => {
        const stored = docs.get(id);
        return stored ? [copy<T>(stored.doc)] : [];
      });
    },

    async find<T extends Doc = Doc>(name: string, filter: Filter = {}, options: FindOptions = {}) {
      let cursor = find<Doc>(all(name), filter as Record<string, unknown>);
      if (options.sort) cursor = cursor.sort(options.sort);
      if (options.skip) cursor = cursor.skip(options.skip);
      if (options.limit) cursor = cursor.limit(options.limit);
      return cursor.all().map((doc) => copy<T>(doc));
    },

    async count(name, filter = {}) {
      return find(all(name), filter as Record<string, unknown>).all().length;
    },

    async write(name, writes: readonly DocWrite[], checkpoint) {
      const docs = collection(name);
      const written: string[] = [];
      for (const write of writes) {
        const position = padPosition(write.position);
        const stored = docs.get(write.id);
        if (stored && stored.position >= position) continue;
        if (write.doc === null) docs.delete(write.id);
        else docs.set(write.id, { doc: { ...structuredClone(write.doc), id: write.id }, position });
        written.push(write.id);
      }
      if (checkpoint) await this.saveCheckpoint(checkpoint.name, checkpoint.position);
      return written;
    },

    async put(name, doc) {
      collection(name).set(doc.id, { doc: structuredClone(doc), position: '' });
    },

    async ensureIndexes() {},

    async drop(name) {
      collections.delete(checkCollectionName(name));
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

    async deleteCheckpoint(name) {
      checkpoints.delete(name);
    },

    async close() {},
  };
}
