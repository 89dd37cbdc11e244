import { closePrivateDatabase, openPrivateDatabase } from '../sqlite-file';
import type { CounterStore } from '@pt/contracts';

/** The embedded counters: a SQLite file, so rate limits survive a restart of the server. */
export function createSqliteCounterStore(file: string, now: () => number = Date.now): CounterStore {
  const db = openPrivateDatabase(file, 'NORMAL');
  db.exec('CREATE TABLE IF NOT EXISTS counters (key TEXT PRIMARY KEY, count INTEGER NOT NULL, reset_at INTEGER NOT NULL)');
  const hit = db.prepare<[{ key: string; now: number; window: number }], { count: number; reset_at: number }>(`
    INSERT INTO counters (key, count, reset_at) VALUES (@key, 1, @now + @window)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN counters.reset_at <= @now THEN 1 ELSE counters.count + 1 END,
      reset_at = CASE WHEN counters.reset_at <= @now THEN @now + @window ELSE counters.reset_at END
    RETURNING count, reset_at`);
  const undo = db.prepare<[string]>('UPDATE counters SET count = count - 1 WHERE key = ? AND count > 0');
  const reset = db.prepare<[string]>('DELETE FROM counters WHERE key = ?');
  const expire = db.prepare<[number]>('DELETE FROM counters WHERE reset_at <= ?');
  let hits = 0;
  return {
    async hit(key, windowMs) {
      // Now and then, forget windows that have ended.
      if (++hits % 1000 === 0) expire.run(now());
      const row = hit.get({ key, now: now(), window: windowMs })!;
      return { count: row.count, resetAt: row.reset_at };
    },
    async undo(key) {
      undo.run(key);
    },
    async reset(key) {
      reset.run(key);
    },
    async close() {
      await closePrivateDatabase(db, file);
    },
  };
}
