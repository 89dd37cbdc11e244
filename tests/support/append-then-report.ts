/**
 * Child process of the durability tests: appends batches of two events to one stream of the SQLite
 * event store at <file> and prints, one JSON line each, every append the store acknowledged.
 * Usage: append-then-report.ts <file> [batches]   (without a count it appends until killed)
 */
import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '@pt/contracts';
import { createSqliteEventStore } from '@pt/infra';

export interface Acknowledgement {
  stream: string;
  ids: string[];
  revision: number;
  position: string;
}

const [file, count] = process.argv.slice(2);
if (!file) {
  console.error('usage: append-then-report.ts <file> [batches]');
  process.exit(2);
}
const batches = count === undefined ? Number.POSITIVE_INFINITY : Number(count);
const store = createSqliteEventStore(file);
const stream = `durability-${randomUUID()}`;

const probe = (n: number): EventToAppend => ({
  id: randomUUID(),
  type: 'ProbeRecorded',
  data: { n },
  metadata: {
    actor: { kind: 'system', name: 'append-then-report' },
    correlationId: randomUUID(),
    causationId: randomUUID(),
    at: new Date().toISOString(),
    schema: 1,
  },
});

for (let batch = 0; batch < batches; batch++) {
  const events = [probe(2 * batch), probe(2 * batch + 1)];
  const result = await store.append(stream, events, batch === 0 ? 'no_stream' : 2 * batch - 1);
  const acknowledgement: Acknowledgement = { stream, ids: events.map((event) => event.id), ...result };
  // Writes to a pipe are synchronous on Linux: the line has left this process before the next append starts.
  process.stdout.write(`${JSON.stringify(acknowledgement)}\n`);
}
await store.close();
