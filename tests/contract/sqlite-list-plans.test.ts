import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { Filter, FindOptions } from '@pt/contracts';
import { createSqliteReadStore } from '@pt/infra';
import { projections } from '@pt/projector';
import { orderBy, where } from '../../infra/src/read-store/sqlite-filter';

/**
 * The lists read a page at a time by cursor (newest first) must be read in the order of one of their
 * read model's indexes, from the cursor on: SQLite's plan then walks the index instead of sorting the
 * matching documents in a temporary B-tree, and a page costs the same however long the list. The
 * filters are the command API's own (`pageCursor(...).olderThan` and the lists' status filters).
 */
const cursor = (keys: readonly string[], values: readonly string[]): Filter => ({
  [keys[0]!]: { $lte: values[0] },
  $or: keys.map((key, i) => ({ ...Object.fromEntries(keys.slice(0, i).map((equal, j) => [equal, values[j]])), [key]: { $lt: values[i] } })),
});

const at = '2026-11-29T12:00:00.000Z';
const id = '00000000-0000-4000-8000-000000000000';
const lists: { name: string; collection: string; filters: Filter[]; sort: NonNullable<FindOptions['sort']> }[] = [
  {
    name: 'the inbox',
    collection: 'inbox',
    filters: [{}, cursor(['receivedAt', 'id'], [at, id]), { status: 'new', ...cursor(['receivedAt', 'id'], [at, id]) }],
    sort: { receivedAt: -1, id: -1 },
  },
  {
    name: 'the outbox',
    collection: 'outbox',
    filters: [{}, cursor(['sentAt', 'id'], [at, id])],
    sort: { sentAt: -1, id: -1 },
  },
  {
    name: 'the intake forms',
    collection: 'intake_forms',
    filters: [{}, cursor(['submittedAt', 'id'], [at, id]), { status: 'pending', ...cursor(['submittedAt', 'id'], [at, id]) }],
    sort: { submittedAt: -1, id: -1 },
  },
  {
    name: 'the conversations',
    collection: 'conversations',
    filters: [{}, cursor(['lastMessageAt', 'id'], [at, id])],
    sort: { lastMessageAt: -1, id: -1 },
  },
];

describe('lists read by cursor walk an index (SQLite read store)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pt-plans-'));
  const file = path.join(dir, 'read-models.db');
  const store = createSqliteReadStore(file);
  let reader: Database.Database | null = null;
  afterAll(async () => {
    reader?.close();
    await store.close();
  });

  for (const list of lists) {
    it(`${list.name} is paged without sorting`, async () => {
      const projection = projections.find((p) => p.name === list.collection);
      expect(projection, list.collection).toBeDefined();
      await store.ensureIndexes(list.collection, projection!.indexes ?? []);
      reader ??= new Database(file, { readonly: true });
      for (const filter of list.filters) {
        const params: unknown[] = [];
        const sql = `SELECT doc FROM "rm_${list.collection}" WHERE ${where(filter, params)}${orderBy(list.sort)} LIMIT 51`;
        const plan = (reader.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail);
        expect(plan.join('\n'), JSON.stringify(filter)).not.toMatch(/TEMP B-TREE/);
        expect(plan.join('\n'), JSON.stringify(filter)).toMatch(/USING INDEX/);
      }
    });
  }
});
