import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { checkpointInBackground, stopCheckpoints, walSizeLimit, type PauseCommits } from './sqlite-checkpoints';

/**
 * A SQLite file of the embedded mode, readable by its owner only (it holds personal and health
 * data; SQLite gives its -wal and -shm files the same permissions), in WAL mode. `FULL` makes each
 * commit durable (the event log); `NORMAL` may lose the newest commits in a crash, never their order
 * (what can be rebuilt or recounted). Its checkpoints run on a worker thread (sqlite-checkpoints.ts):
 * close it with `closePrivateDatabase`. `pauseCommits`: how the file's one writer holds its commits
 * back while the worker finishes a checkpoint (sqlite-checkpoints.ts).
 */
export function openPrivateDatabase(file: string, synchronous: 'FULL' | 'NORMAL', pauseCommits?: PauseCommits): Database.Database {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  // What the log keeps of the disk after a burst, should SQLite checkpoint it itself (no worker thread);
  // with the worker, the worker cuts a quiet log instead (sqlite-checkpoints.ts).
  db.pragma(`journal_size_limit = ${walSizeLimit}`);
  checkpointInBackground(db, file, pauseCommits);
  return db;
}

export async function closePrivateDatabase(db: Database.Database, file: string): Promise<void> {
  await stopCheckpoints(db, file);
  if (db.open) db.close();
}
