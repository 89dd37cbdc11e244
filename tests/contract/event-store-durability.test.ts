import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError, type EventStore, type EventToAppend, type RecordedEvent } from '@pt/contracts';
import { createSqliteEventStore } from '@pt/infra';
import type { Acknowledgement } from '../support/append-then-report';
import type { CreateData, PairAcknowledgement } from '../support/claim-then-report';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const appender = fileURLToPath(new URL('../support/append-then-report.ts', import.meta.url));
const claimer = fileURLToPath(new URL('../support/claim-then-report.ts', import.meta.url));

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

/** Runs a child script in its own Node process (not through the tsx CLI, whose extra process SIGKILL would orphan). */
function startChild(script: string, args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'inherit'] });
}

function startAppender(file: string, batches?: number): ChildProcess {
  return startChild(appender, [file, ...(batches === undefined ? [] : [String(batches)])]);
}

/** Reads every acknowledgement the child printed, calling `onEach` as each arrives, until it exits. */
async function acknowledgements<A = Acknowledgement>(child: ChildProcess, onEach: (count: number) => void = () => {}) {
  const exit = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const received: A[] = [];
  for await (const line of createInterface({ input: child.stdout! })) {
    received.push(JSON.parse(line) as A);
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

  it("keeps both appends of every acknowledged claim and create (the claim made with durability 'with-next'), and never a create without its claim, when the process is killed with SIGKILL", async () => {
    const writers = 4;
    const child = startChild(claimer, [file, String(writers)]);
    const { received, signal } = await acknowledgements<PairAcknowledgement>(child, (count) => {
      if (count === 200) child.kill('SIGKILL');
    });
    expect(signal).toBe('SIGKILL');
    expect(received.length).toBeGreaterThanOrEqual(200);

    store = createSqliteEventStore(file);
    const log = await store.readAll();
    const byId = new Map(log.map((event) => [event.id, event]));
    // Every pair whose create was acknowledged is there, whole, where it was acknowledged.
    for (const { claim, create } of received) {
      expect(byId.get(claim.id)).toMatchObject({ stream: claim.stream, revision: 0, position: claim.position });
      expect(byId.get(create.id)).toMatchObject({ stream: create.stream, revision: create.revision, position: create.position });
    }
    // The log is a prefix of what was committed: every create recorded, acknowledged or not, has its
    // claim before it; a claim may be there alone (its create not committed yet), at most one per writer.
    const creates = log.filter((event) => event.stream.startsWith('creates-'));
    const claims = log.filter((event) => event.stream.startsWith('claim-'));
    const claimed = new Set<string>();
    for (const event of creates) {
      const { claimStream, claimId } = event.data as CreateData;
      const itsClaim = byId.get(claimId);
      expect(itsClaim, `the claim of ${event.id}`).toMatchObject({ stream: claimStream, revision: 0 });
      expect(BigInt(itsClaim!.position) < BigInt(event.position)).toBe(true);
      claimed.add(claimId);
    }
    expect(claims.length - claimed.size).toBeLessThanOrEqual(writers);
    expect(claims.length).toBeGreaterThanOrEqual(received.length);
    // Each writer's creates are whole, in order, from revision 0.
    const perWriter = new Map<string, RecordedEvent[]>();
    for (const event of creates) perWriter.set(event.stream, [...(perWriter.get(event.stream) ?? []), event]);
    for (const events of perWriter.values()) expect(events.map((event) => event.revision)).toEqual(events.map((_, i) => i));
    // The file is sound after the kill: a claim left alone is still refused to another, and the log goes on.
    const alone = claims.find((event) => !claimed.has(event.id)) ?? claims[0]!;
    await expect(store.append(alone.stream, [resumed()], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    const [stream, events] = [...perWriter][0]!;
    expect((await store.append(stream, [resumed()], events.length - 1)).revision).toBe(events.length);
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
