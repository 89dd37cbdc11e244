/**
 * Child process of the checkpoint worker's test: opens each embedded SQLite store at <directory>,
 * writes to it, prints "written" and leaves them open. The process must still exit by itself: the
 * background checkpoint worker never keeps it alive (infra/src/sqlite-checkpoints.ts).
 * Usage: open-and-leave.ts <directory>
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createSqliteCounterStore, createSqliteEventStore, createSqliteReadStore } from '@pt/infra';

const [directory] = process.argv.slice(2);
if (!directory) {
  console.error('usage: open-and-leave.ts <directory>');
  process.exit(2);
}
const events = createSqliteEventStore(join(directory, 'events.db'));
const reads = createSqliteReadStore(join(directory, 'read-models.db'));
const counters = createSqliteCounterStore(join(directory, 'counters.db'));
const id = randomUUID();
await events.append(
  `left-open-${id}`,
  [{ id, type: 'ProbeRecorded', data: {}, metadata: { actor: { kind: 'system', name: 'open-and-leave' }, correlationId: id, causationId: id, at: new Date().toISOString(), schema: 1 } }],
  'no_stream',
);
await reads.count('left_open');
await counters.hit(`left-open-${id}`, 60_000);
console.log('written');
