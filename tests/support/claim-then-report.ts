/**
 * Child process of the durability tests: ADR 34's claim and create, over and over, by a few writers at
 * once (so the embedded log's batches mix claims and creates). Each writer appends a claim to a new
 * stream of its own with `durability: 'with-next'` (answered at its commit), then the create it guards
 * to the writer's stream, waited for, and prints one JSON line per pair once the create is acknowledged.
 * Usage: claim-then-report.ts <file> [writers]   (appends until killed)
 */
import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '@pt/contracts';
import { createSqliteEventStore } from '@pt/infra';

export interface PairAcknowledgement {
  claim: { stream: string; id: string; position: string };
  create: { stream: string; id: string; revision: number; position: string };
}

/** What a create records of its claim: how the test finds, after the kill, the claim of every create. */
export interface CreateData {
  claimStream: string;
  claimId: string;
}

const [file, count] = process.argv.slice(2);
if (!file) {
  console.error('usage: claim-then-report.ts <file> [writers]');
  process.exit(2);
}
const writers = count === undefined ? 4 : Number(count);
const store = createSqliteEventStore(file);
const run = randomUUID();

const probe = (data: unknown): EventToAppend => ({
  id: randomUUID(),
  type: 'ProbeRecorded',
  data,
  metadata: {
    actor: { kind: 'system', name: 'claim-then-report' },
    correlationId: randomUUID(),
    causationId: randomUUID(),
    at: new Date().toISOString(),
    schema: 1,
  },
});

async function write(writer: number) {
  const stream = `creates-${run}-${writer}`;
  for (let revision = 0; ; revision++) {
    const claimStream = `claim-${randomUUID()}`;
    const claimEvent = probe({ writer });
    const claimed = await store.append(claimStream, [claimEvent], 'no_stream', { durability: 'with-next' });
    const createEvent = probe({ claimStream, claimId: claimEvent.id } satisfies CreateData);
    const created = await store.append(stream, [createEvent], revision === 0 ? 'no_stream' : revision - 1);
    const acknowledgement: PairAcknowledgement = {
      claim: { stream: claimStream, id: claimEvent.id, position: claimed.position },
      create: { stream, id: createEvent.id, ...created },
    };
    // Writes to a pipe are synchronous on Linux: the line has left this process before the next append starts.
    process.stdout.write(`${JSON.stringify(acknowledgement)}\n`);
  }
}

await Promise.all(Array.from({ length: writers }, (_, writer) => write(writer)));
