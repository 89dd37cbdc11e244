import Database from 'better-sqlite3';
import { closePrivateDatabase, openPrivateDatabase } from '../sqlite-file';
import type { Doc, DocWrite, Filter, FindOptions, IndexSpec, Position, ReadStore } from '@pt/contracts';
import { checkCollectionName, padPosition, unpadPosition } from './guard';
import { indexExpression, orderBy, where } from './sqlite-filter';

interface Row {
  id: string;
  position: string;
  doc: string;
}

/**
 * The embedded read store: one SQLite file beside the event log, a table of JSON documents per
 * collection, queried with the same filter language as MongoDB. Read models and their checkpoints
 * survive a restart, so a start folds only what the log gained since.
 */
export function createSqliteReadStore(file: string): ReadStore {
  // Read models can always be rebuilt from the log; a crash may lose the last commits of both
  // documents and checkpoint together (WAL keeps their order), never one without the other.
  // SQLite's default pages of 4 KiB: 16 KiB pages made a catch-up about a third cheaper but doubled the
  // cost of each live write (one document and its index entries: ~110 µs a commit against ~215 µs, and
  // four times the log written), which is what a running server does all day (ADR 16).
  //
  // While the checkpoint worker finishes copying the write-ahead log into the file, the store's writes
  // wait (they are asynchronous already): otherwise, under a steady stream of commands, commits land
  // while it copies, the log never starts again from its beginning and grows through the whole load
  // (165-257 MiB in 30 s of 300 commands a second), its pages written back beside the event log's
  // syncs (sqlite-checkpoints.ts; ADR 17).
  let held: Promise<void> | null = null;
  const db = openPrivateDatabase(file, 'NORMAL', () => {
    let resume!: () => void;
    held = new Promise<void>((resolve) => (resume = resolve));
    return () => {
      held = null;
      resume();
    };
  });
  /** Waits while the checkpoint worker holds the commits (a hold ends after at most a second). */
  async function unheld(): Promise<void> {
    while (held) await held;
  }
  // A large write (a chunk of a read model being built) or an index build gets a page cache of 64 MiB:
  // a chunk's documents land all over the primary key's B-tree, and an index build sorts the whole
  // table. Afterwards the cache goes back to SQLite's default (2 MiB), so a server at rest stays small.
  const bulkCacheKiB = 65_536;
  function withBulkCache<T>(run: () => T): T {
    db.pragma(`cache_size = -${bulkCacheKiB}`);
    try {
      return run();
    } finally {
      db.pragma('cache_size = -2000');
    }
  }
  db.exec('CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position TEXT NOT NULL)');
  const regexCache = new Map<string, RegExp>();
  db.function('regexp', { deterministic: true }, (pattern: unknown, flags: unknown, value: unknown) => {
    if (typeof value !== 'string' || typeof pattern !== 'string') return 0;
    const key = `${String(flags)}/${pattern}`;
    let regex = regexCache.get(key);
    if (!regex) {
      regex = new RegExp(pattern, flags === 'i' ? 'i' : '');
      if (regexCache.size > 500) regexCache.clear();
      regexCache.set(key, regex);
    }
    return regex.test(value) ? 1 : 0;
  });

  const table = (name: string) => `"rm_${checkCollectionName(name)}"`;
  const indexNameOf = (name: string, spec: IndexSpec) =>
    `ix_${checkCollectionName(name)}_${Object.entries(spec).map(([f, o]) => `${f.replace(/\./g, '_')}_${o === -1 ? 'd' : 'a'}`).join('_')}`;
  const known = new Set<string>();
  const statementCache = new Map<string, Database.Statement>();
  const statement = (sql: string) => {
    let prepared = statementCache.get(sql);
    if (!prepared) {
      prepared = db.prepare(sql);
      statementCache.set(sql, prepared);
    }
    return prepared;
  };
  const exists = (name: string) => {
    if (known.has(name)) return true;
    const row = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(`rm_${checkCollectionName(name)}`);
    if (row) known.add(name);
    return Boolean(row);
  };
  const create = (name: string) => {
    if (exists(name)) return;
    db.exec(`CREATE TABLE IF NOT EXISTS ${table(name)} (id TEXT PRIMARY KEY, position TEXT NOT NULL, doc TEXT NOT NULL)`);
    known.add(name);
  };
  const parse = <T>(row: Pick<Row, 'doc'>) => JSON.parse(row.doc) as T;
  const findRows = (name: string, filter: Filter, options: FindOptions): Row[] => {
    if (!exists(name)) return [];
    const params: unknown[] = [];
    let sql = `SELECT doc FROM ${table(name)} WHERE ${where(filter, params)}${orderBy(options.sort)}`;
    if (options.limit !== undefined || options.skip !== undefined) {
      sql += ' LIMIT ? OFFSET ?';
      params.push(options.limit ?? -1, options.skip ?? 0);
    }
    return statement(sql).all(...params) as Row[];
  };

  const checkpointGet = db.prepare<[string], { position: string }>('SELECT position FROM checkpoints WHERE name = ?');
  const checkpointSave = db.prepare<[string, string]>(
    'INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position WHERE checkpoints.position < excluded.position',
  );
  const checkpointDelete = db.prepare<[string]>('DELETE FROM checkpoints WHERE name = ?');

  const writeBatch = db.transaction((name: string, writes: readonly DocWrite[], checkpoint?: { name: string; position: Position }) => {
    create(name);
    const upsert = statement(
      `INSERT INTO ${table(name)} (id, position, doc) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET position = excluded.position, doc = excluded.doc WHERE ${table(name)}.position < excluded.position`,
    );
    const remove = statement(`DELETE FROM ${table(name)} WHERE id = ? AND position < ?`);
    const written: string[] = [];
    for (const write of writes) {
      const position = padPosition(write.position);
      const doc = write.doc;
      const info = doc === null ? remove.run(write.id, position) : upsert.run(write.id, position, JSON.stringify(doc.id === write.id ? doc : Object.assign({}, doc, { id: write.id })));
      if (info.changes > 0) written.push(write.id);
    }
    if (checkpoint) checkpointSave.run(checkpoint.name, padPosition(checkpoint.position));
    return written;
  });

  // Checkpoints that move without documents (most read models skip most events, and a reaction's moves
  // once its jobs ran) are held in memory, where readers of this process see them at once, and saved
  // together every `movesEvery` ms, in one transaction (they were saved once per turn of the loop: two
  // transactions of ~20 rows for each contact message). A crash forgets at most that much: the read
  // models read those events again, which they skip or fold to the same documents, and a reaction's
  // jobs run again under the same ids. A checkpoint written with documents is saved with them.
  const movesEvery = 250;
  let checkpointMoves = new Map<string, string>();
  let movesTimer: NodeJS.Timeout | null = null;
  const saveMoves = db.transaction((moves: Map<string, string>) => {
    for (const [name, position] of moves) checkpointSave.run(name, position);
  });
  function flushCheckpointMoves(force = false) {
    if (movesTimer) clearTimeout(movesTimer);
    movesTimer = null;
    if (held && !force) {
      scheduleMoves();
      return;
    }
    const moves = checkpointMoves;
    checkpointMoves = new Map();
    if (moves.size === 0 || !db.open) return;
    try {
      saveMoves(moves);
    } catch (error) {
      // Kept for the next try (the disk may be full for a while); newer moves made since win.
      for (const [name, position] of moves) {
        const newer = checkpointMoves.get(name);
        if (newer === undefined || newer < position) checkpointMoves.set(name, position);
      }
      scheduleMoves();
      throw error;
    }
  }
  function scheduleMoves() {
    movesTimer ??= setTimeout(() => {
      try {
        flushCheckpointMoves();
      } catch {
        // Tried again at the next moment; documents' writes report a failing disk to their callers.
      }
    }, movesEvery).unref();
  }
  // A move is answered at the end of the turn, as when it was saved then: a reader of the log that skips
  // a long stretch lets requests in between its batches instead of running on in microtasks (as the
  // reactions once did, holding a restart's /readyz back by seconds: ADR 22).
  let endOfTurn: Promise<void> | null = null;
  function moveCheckpoint(name: string, position: Position): Promise<void> {
    const padded = padPosition(position);
    const held = checkpointMoves.get(name);
    if (held === undefined || held < padded) checkpointMoves.set(name, padded);
    scheduleMoves();
    endOfTurn ??= new Promise<void>((resolve) =>
      setImmediate(() => {
        endOfTurn = null;
        resolve();
      }),
    );
    return endOfTurn;
  }

  return {
    async get<T extends Doc = Doc>(name: string, id: string) {
      if (!exists(name)) return null;
      const row = statement(`SELECT doc FROM ${table(name)} WHERE id = ?`).get(id) as Row | undefined;
      return row ? parse<T>(row) : null;
    },

    async getMany<T extends Doc = Doc>(name: string, ids: readonly string[]) {
      if (!exists(name) || ids.length === 0) return [];
      // One id (a read model's batch of one event, most often while the server runs): the primary key's
      // own lookup, without json_each's parse and virtual table (~5 µs a call against ~9 here).
      if (ids.length === 1) {
        const row = statement(`SELECT doc FROM ${table(name)} WHERE id = ?`).get(ids[0]) as Row | undefined;
        return row ? [parse<T>(row)] : [];
      }
      // The ids as one JSON parameter: one prepared statement whatever their number.
      const rows = statement(`SELECT doc FROM ${table(name)} WHERE id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as Row[];
      return rows.map((row) => parse<T>(row));
    },

    async find<T extends Doc = Doc>(name: string, filter: Filter = {}, options: FindOptions = {}) {
      return findRows(name, filter, options).map((row) => parse<T>(row));
    },

    async findJson(name: string, filter: Filter = {}, options: FindOptions = {}) {
      return findRows(name, filter, options).map((row) => row.doc);
    },

    async count(name, filter = {}) {
      if (!exists(name)) return 0;
      const params: unknown[] = [];
      const row = statement(`SELECT count(*) AS n FROM ${table(name)} WHERE ${where(filter, params)}`).get(...params) as { n: number };
      return row.n;
    },

    async write(name, writes, checkpoint) {
      if (writes.length === 0 && checkpoint) {
        await moveCheckpoint(checkpoint.name, checkpoint.position);
        return [];
      }
      if (held) await unheld();
      return writes.length >= 1000 ? withBulkCache(() => writeBatch(name, writes, checkpoint)) : writeBatch(name, writes, checkpoint);
    },

    async put(name, doc) {
      if (held) await unheld();
      create(name);
      statement(`INSERT INTO ${table(name)} (id, position, doc) VALUES (?, '', ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`).run(doc.id, JSON.stringify(doc));
    },

    async ensureIndexes(name, indexes: readonly IndexSpec[]) {
      if (held) await unheld();
      create(name);
      const missing = indexes.filter((spec) => !db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?").get(indexNameOf(name, spec)));
      if (missing.length === 0) return;
      withBulkCache(() => {
        for (const spec of missing) {
          const columns = Object.entries(spec).map(([field, order]) => `${indexExpression(field)} ${order === -1 ? 'DESC' : 'ASC'}`).join(', ');
          db.exec(`CREATE INDEX IF NOT EXISTS "${indexNameOf(name, spec)}" ON ${table(name)} (${columns})`);
        }
      });
    },

    async drop(name) {
      if (held) await unheld();
      db.exec(`DROP TABLE IF EXISTS ${table(name)}`);
      known.delete(name);
      for (const key of [...statementCache.keys()]) if (key.includes(table(name))) statementCache.delete(key);
    },

    async getCheckpoint(name) {
      const row = checkpointGet.get(name);
      const moving = checkpointMoves.get(name);
      const position = moving !== undefined && (!row || row.position < moving) ? moving : row?.position;
      return position === undefined ? null : unpadPosition(position);
    },

    async saveCheckpoint(name, position) {
      await moveCheckpoint(name, position);
    },

    async deleteCheckpoint(name) {
      if (held) await unheld();
      checkpointMoves.delete(name);
      checkpointDelete.run(name);
    },

    async close() {
      if (db.open) flushCheckpointMoves(true);
      await closePrivateDatabase(db, file);
    },
  };
}
