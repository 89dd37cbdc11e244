import { closePrivateDatabase, openPrivateDatabase } from '../sqlite-file';
import type { CounterStore } from '@pt/contracts';

type Window = { count: number; resetAt: number };

/** Windows held in memory at most; past this, those that have ended are let go. */
const heldLimit = 10_000;

/**
 * The embedded counters: a SQLite file, so rate limits survive a restart of the server. The server
 * counts in memory (a key's window is read from the file at its first hit) and writes what changed
 * back once per turn of the loop, in one transaction: a public command's count costs no commit of
 * its own (it was one for each request). A crash forgets at most the hits of that turn; one server
 * process owns the file (several processes share Redis's counters instead).
 */
export function createSqliteCounterStore(file: string, now: () => number = Date.now): CounterStore {
  // While the checkpoint worker finishes copying the write-ahead log into the file, what changed waits in
  // memory, so that the log starts again from its beginning instead of growing through a long load
  // (sqlite-checkpoints.ts).
  let writesHeld = false;
  const db = openPrivateDatabase(file, 'NORMAL', () => {
    writesHeld = true;
    return () => {
      writesHeld = false;
      if (changed.size > 0 && !flushing) {
        flushing = true;
        setImmediate(flush);
      }
    };
  });
  db.exec('CREATE TABLE IF NOT EXISTS counters (key TEXT PRIMARY KEY, count INTEGER NOT NULL, reset_at INTEGER NOT NULL)');
  const read = db.prepare<[string], { count: number; reset_at: number }>('SELECT count, reset_at FROM counters WHERE key = ?');
  const write = db.prepare<[string, number, number]>(
    'INSERT INTO counters (key, count, reset_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET count = excluded.count, reset_at = excluded.reset_at',
  );
  const remove = db.prepare<[string]>('DELETE FROM counters WHERE key = ?');
  const expire = db.prepare<[number]>('DELETE FROM counters WHERE reset_at <= ?');

  const held = new Map<string, Window | null>();
  const changed = new Set<string>();
  let flushing = false;
  const writeBack = db.transaction(() => {
    for (const key of changed) {
      const window = held.get(key);
      if (window) write.run(key, window.count, window.resetAt);
      else remove.run(key);
    }
    changed.clear();
  });
  function flush() {
    flushing = false;
    // Held: written when the hold ends.
    if (changed.size > 0 && db.open && !writesHeld) writeBack();
  }
  function changedNow(key: string) {
    changed.add(key);
    if (!flushing) {
      flushing = true;
      setImmediate(flush);
    }
  }
  /** The key's window as it stands (from memory, else the file); null when it has none or it has ended. */
  function current(key: string): Window | null {
    let window = held.get(key);
    if (window === undefined) {
      const row = read.get(key);
      window = row ? { count: row.count, resetAt: row.reset_at } : null;
      held.set(key, window);
    }
    return window && window.resetAt > now() ? window : null;
  }
  /**
   * Lets go of the windows that ended, and if as many are still running, of the oldest half of them
   * (written back already, they are read again at their next hit): memory stays bounded, and the
   * sweep runs once per `heldLimit / 2` new keys, not at every hit.
   */
  function letGo() {
    // What changed is written first, so every window held may go.
    if (changed.size > 0) writeBack();
    const t = now();
    for (const [key, window] of held) if (!window || window.resetAt <= t) held.delete(key);
    expire.run(t);
    for (const key of held.keys()) {
      if (held.size < heldLimit / 2) break;
      held.delete(key);
    }
  }

  return {
    async hit(key, windowMs) {
      if (held.size >= heldLimit) letGo();
      let window = current(key);
      if (!window) held.set(key, (window = { count: 0, resetAt: now() + windowMs }));
      window.count += 1;
      changedNow(key);
      return { count: window.count, resetAt: window.resetAt };
    },
    async undo(key) {
      const window = current(key);
      if (window && window.count > 0) {
        window.count -= 1;
        changedNow(key);
      }
    },
    async reset(key) {
      held.set(key, null);
      changedNow(key);
    },
    async close() {
      flushing = false;
      if (db.open && changed.size > 0) writeBack();
      await closePrivateDatabase(db, file);
    },
  };
}
