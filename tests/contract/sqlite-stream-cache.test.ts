import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore, EventToAppend } from '@pt/contracts';
import { createSqliteEventStore } from '@pt/infra';

/**
 * The embedded log keeps the streams it read lately in memory, with what it appends to them after. A
 * read must still answer exactly what the file holds: after this process's appends (refused ones
 * included) and after another process's (the CLI's), which it cannot hear of but through SQLite.
 */
const event = (id = randomUUID()): EventToAppend => ({
  id,
  type: 'ProbeRecorded',
  data: { at: id },
  metadata: { actor: { kind: 'system', name: 'stream-cache' }, correlationId: 'c', causationId: 'c', at: new Date().toISOString(), schema: 1 },
});

describe('SQLite streams read again', () => {
  let directory = '';
  const stores: EventStore[] = [];
  const open = () => {
    const store = createSqliteEventStore(join(directory, 'events.db'));
    stores.push(store);
    return store;
  };
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
    rmSync(directory, { recursive: true, force: true });
  });
  /** What a process opening the file now would read. */
  const fromTheFile = async (stream: string) => {
    const fresh = open();
    const events = await fresh.readStream(stream);
    await fresh.close();
    return events;
  };
  const ids = (events: { id: string }[]) => events.map((e) => e.id);

  it("answers a stream with this process's appends after it was read, and without its refused ones", async () => {
    directory = mkdtempSync(join(tmpdir(), 'stream-cache-'));
    const store = open();
    expect(await store.readStream('patient-a')).toEqual([]);
    const first = event();
    await store.append('patient-a', [first], 'no_stream');
    expect(ids(await store.readStream('patient-a'))).toEqual([first.id]);

    const taken = randomUUID();
    await store.append('other', [event(taken)], 'no_stream');
    const second = [event(), event()];
    // One group: a refused append of several events (its last id is taken), a stale revision, a good one.
    const outcomes = await Promise.allSettled([
      store.append('patient-a', [event(), event(taken)], 0),
      store.append('patient-a', [event()], 5),
      store.append('patient-a', second, 0),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    const read = await store.readStream('patient-a');
    expect(ids(read)).toEqual([first.id, ...ids(second)]);
    expect(read.map((e) => e.revision)).toEqual([0, 1, 2]);
    expect(read).toEqual(await fromTheFile('patient-a'));
  });

  it("reads again a stream another process appended to (the CLI's appends)", async () => {
    directory = mkdtempSync(join(tmpdir(), 'stream-cache-'));
    const server = open();
    const first = event();
    await server.append('user-1', [first], 'no_stream');
    expect(ids(await server.readStream('user-1'))).toEqual([first.id]);
    expect(await server.readStream('user-2')).toEqual([]);

    const cli = open();
    const fromCli = event();
    await cli.append('user-1', [fromCli], 0);
    const created = event();
    await cli.append('user-2', [created], 'no_stream');

    expect(ids(await server.readStream('user-1'))).toEqual([first.id, fromCli.id]);
    expect(ids(await server.readStream('user-2'))).toEqual([created.id]);
    // And the decider's next append goes after the other process's event.
    await expect(server.append('user-1', [event()], 0)).rejects.toThrow();
    await server.append('user-1', [event()], 1);
    expect(await server.readStream('user-1')).toEqual(await fromTheFile('user-1'));
  });

  it('answers every stream as the file holds it after many streams and appends, more than it keeps', async () => {
    directory = mkdtempSync(join(tmpdir(), 'stream-cache-'));
    const store = open();
    const streams = Array.from({ length: 300 }, (_, i) => `day-${i}`);
    for (let round = 0; round < 3; round++) {
      await Promise.all(streams.map(async (stream, i) => {
        await store.readStream(stream);
        // Up to a thousand events in a stream: the largest ones are not kept (more than a tenth of what is held).
        const events = Array.from({ length: i === 7 ? 1000 : 1 + (i % 40) }, () => event());
        await store.append(stream, events, 'any');
      }));
    }
    for (const stream of streams) expect(await store.readStream(stream)).toEqual(await fromTheFile(stream));
    // From a revision on: a stream it holds (day-8) and one too long to be held (day-7, read from the file).
    for (const stream of ['day-7', 'day-8']) {
      const whole = await store.readStream(stream);
      for (const from of [1, whole.length - 2, whole.length]) expect(await store.readStream(stream, { fromRevision: from })).toEqual(whole.slice(from));
    }
  });
});
