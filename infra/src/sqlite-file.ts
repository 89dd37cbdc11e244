import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { checkpointInBackground, stopCheckpoints, type PauseCommits } from './sqlite-checkpoints';

/**
 * What a write-ahead log keeps of the disk once a burst is over. Under a steady stream of commits
 * the background checkpoint never catches up between two of them, so the log grows for as long as
 * the burst lasts (~90 MiB for 20,000 appends at full speed); SQLite starts it again from its
 * beginning at the first commit after a checkpoint caught up, and cuts the file to this size then.
 */
const walSizeLimit = 32 * 1024 * 1024;

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
  db.pragma(`journal_size_limit = ${walSizeLimit}`);
  checkpointInBackground(db, file, pauseCommits);
  return db;
}

export async function closePrivateDatabase(db: Database.Database, file: string): Promise<void> {
  await stopCheckpoints(db, file);
  if (db.open) db.close();
}
