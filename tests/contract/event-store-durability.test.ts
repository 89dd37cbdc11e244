import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore, EventToAppend, RecordedEvent } from '@pt/contracts';
import { createSqliteEventStore } from '@pt/infra';
import type { Acknowledgement } from '../support/append-then-report';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const appender = fileURLToPath(new URL('../support/append-then-report.ts', import.meta.url));

const resumed = (): EventToAppend => ({
  id: randomUUID(),
  type: 'ProbeRecorded',
  data: { resumed: true },
  metadata: {
    actor: { kind: 'system', name: 'event-store-durability' },
    correlationId: randomUUID(),
    causationId: randomUUID(),
    at: new Date().toISOString(),
    schema: 1,
  },
});

/** Runs the appender in its own Node process (not through the tsx CLI, whose extra process SIGKILL would orphan). */
function startAppender(file: string, batches?: number): ChildProcess {
  const args = ['--import', 'tsx', appender, file, ...(batches === undefined ? [] : [String(batches)])];
  return spawn(process.execPath, args, { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'inherit'] });
}

/** Reads every acknowledgement the appender printed, calling `onEach` as each arrives, until it exits. */
async function acknowledgements(child: ChildProcess, onEach: (count: number) => void = () => {}) {
  const exit = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const received: Acknowledgement[] = [];
  for await (const line of createInterface({ input: child.stdout! })) {
    received.push(JSON.parse(line) as Acknowledgement);
    onEach(received.length);
  }
  const [code, signal] = await exit;
  return { received, code, signal };
}

async function within(promise: Promise<void>, ms: number, what: string) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out waiting for ${what}`)), ms);
  });
  await Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

describe('SQLite event store across processes', () => {
  let directory = '';
  let file = '';
  let store: EventStore | undefined;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'event-store-durability-'));
    file = join(directory, 'events.db');
  });
  afterEach(async () => {
    await store?.close();
    store = undefined;
    rmSync(directory, { recursive: true, force: true });
  });

  it('keeps every acknowledged append when the appending process is killed with SIGKILL', async () => {
    const child = startAppender(file);
    const { received, signal } = await acknowledgements(child, (count) => {
      if (count === 150) child.kill('SIGKILL');
    });
    expect(signal).toBe('SIGKILL');
    expect(received.length).toBeGreaterThanOrEqual(150);

    store = createSqliteEventStore(file);
    const stream = received[0]!.stream;
    const recorded = await store.readStream(stream);
    const byId = new Map(recorded.map((event) => [event.id, event]));
    for (const { ids, revision, position } of received) {
      expect(byId.get(ids[0]!)).toMatchObject({ revision: revision - 1 });
      expect(byId.get(ids[1]!)).toMatchObject({ revision, position });
    }
    // Batches are atomic: the kill may lose an unacknowledged batch, never half of one.
    expect(recorded.length % 2).toBe(0);
    expect(recorded.map((event) => event.revision)).toEqual(recorded.map((_, i) => i));
    // The file is sound after the kill: the stream goes on at its next revision.
    const last = recorded.length - 1;
    expect((await store.append(stream, [resumed()], last)).revision).toBe(last + 1);
  });

  it('lets a subscription in one process follow appends made by another process', async () => {
    store = createSqliteEventStore(file);
    const controller = new AbortController();
    const seen: RecordedEvent[] = [];
    const following = (async () => {
      for await (const batch of store!.subscribeToAll({ signal: controller.signal })) {
        seen.push(...batch.events);
        if (seen.length === 60) controller.abort();
      }
    })();

    const { received, code } = await acknowledgements(startAppender(file, 30));
    expect(code).toBe(0);
    await within(following, 10_000, 'the subscription to see every appended event');
    expect(seen.map((event) => event.id)).toEqual(received.flatMap((acknowledgement) => acknowledgement.ids));
    expect(seen.at(-1)?.position).toBe(received.at(-1)?.position);
  });
});
