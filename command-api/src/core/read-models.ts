import type { RequestHandler } from 'express';
import { z } from 'zod';
import { comparePositions, positionSchema, type Doc, type Filter, type FindOptions, type Position, type ReadStore } from '@pt/contracts';
import { firstCollection, readModelRegistry, type ReadModelEntry } from '@pt/contracts/core';
import { parseBody } from './http';

const afterQuery = z.object({ after: positionSchema.optional() });

/** Escapes typed text for a `$regex` filter, so it matches as written. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How long a resolved collection name is trusted; a swap keeps the old collection longer than this. */
const registryTtlMs = 500;

/**
 * Queries by read-model name. Each name resolves, through the registry the projector keeps, to the
 * collection that is live now (a rebuild fills another one beside it and swaps when caught up).
 */
export function createReadModels(store: ReadStore) {
  const resolved = new Map<string, { collection: string; at: number }>();

  async function collection(name: string): Promise<string> {
    const cached = resolved.get(name);
    if (cached && Date.now() - cached.at < registryTtlMs) return cached.collection;
    const entry = await store.get<ReadModelEntry>(readModelRegistry, name);
    const current = entry?.active.collection ?? firstCollection(name);
    resolved.set(name, { collection: current, at: Date.now() });
    return current;
  }

  /** Resolves true once the read model has folded the log up to `position`, false after the timeout. */
  async function waitFor(name: string, position: Position, timeoutMs = 2000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (let delay = 5; ; delay = Math.min(delay * 2, 50)) {
      const checkpoint = await store.getCheckpoint(await collection(name));
      if (checkpoint !== null && comparePositions(checkpoint, position) >= 0) return true;
      if (Date.now() + delay > deadline) return false;
      await new Promise((r) => setTimeout(r, delay));
    }
  }

  /** Counts computed once per change of their read model (its checkpoint), however often they are asked. */
  const counts = new Map<string, { checkpoint: Position | null; count: number }>();
  async function countCached(name: string, filter: Filter = {}) {
    const current = await collection(name);
    const checkpoint = await store.getCheckpoint(current);
    const key = `${current}\u0000${JSON.stringify(filter)}`;
    const cached = counts.get(key);
    if (cached && cached.checkpoint === checkpoint && checkpoint !== null) return cached.count;
    const count = await store.count(current, filter);
    if (counts.size > 1000) counts.clear();
    counts.set(key, { checkpoint, count });
    return count;
  }

  return {
    collection,
    waitFor,
    countCached,
    get: async <T extends Doc = Doc>(name: string, id: string) => store.get<T>(await collection(name), id),
    getMany: async <T extends Doc = Doc>(name: string, ids: readonly string[]) => store.getMany<T>(await collection(name), ids),
    find: async <T extends Doc = Doc>(name: string, filter?: Filter, options?: FindOptions) => store.find<T>(await collection(name), filter, options),
    /** As `find`, each document as JSON text (for an answer that passes them on unchanged). */
    findJson: async (name: string, filter?: Filter, options?: FindOptions): Promise<string[]> => {
      const current = await collection(name);
      if (store.findJson) return store.findJson(current, filter, options);
      return (await store.find(current, filter, options)).map((doc) => JSON.stringify(doc));
    },
    count: async (name: string, filter?: Filter) => store.count(await collection(name), filter),
    /**
     * `?after=<position>`: a client reads its own writes. The answer waits (about 2 s at most) for the
     * read models the route reads; `x-read-caught-up: false` says when it answers before they got there.
     */
    readAfter(...names: string[]): RequestHandler {
      return async (req, res, next) => {
        const { after } = parseBody(afterQuery, { after: req.query.after });
        if (after !== undefined) {
          const caughtUp = await Promise.all(names.map((name) => waitFor(name, after)));
          res.setHeader('x-read-caught-up', String(caughtUp.every(Boolean)));
        }
        next();
      };
    },
  };
}

export type ReadModels = ReturnType<typeof createReadModels>;
