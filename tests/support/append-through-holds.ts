/**
 * Child process of the checkpoint worker's test: appends to the SQLite event store at <file>, from
 * 50 writers at once, until the worker has held the log's commits <holds> times (the log started again
 * from its beginning), then prints the count of appends and ends without closing the store. Appends
 * waiting out a hold must keep the process alive: nothing else does meanwhile.
 * Usage: append-through-holds.ts <file> <holds>
 */
import { randomUUID } from 'node:crypto';
import { checkpointHolds, createSqliteEventStore } from '@pt/infra';

const [file, wanted] = process.argv.slice(2);
if (!file || !wanted) {
  console.error('usage: append-through-holds.ts <file> <holds>');
  process.exit(2);
}
const store = createSqliteEventStore(file);
const reason = 'r'.repeat(500);
const meta = () => ({ actor: { kind: 'system' as const, name: 'append-through-holds' }, correlationId: randomUUID(), causationId: randomUUID(), at: new Date().toISOString(), schema: 1 });
let appended = 0;
while (checkpointHolds() < Number(wanted)) {
  await Promise.all(
    Array.from({ length: 50 }, () =>
      store.append(`callback-${appended++}`, [{ id: randomUUID(), type: 'CallbackRequested', data: { name: 'P', phone: '3215550100', reason, preferredTime: 'morning' }, metadata: meta() }], 'no_stream'),
    ),
  );
}
console.log(String(appended));
