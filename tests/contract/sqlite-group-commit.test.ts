import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore, EventToAppend } from '@pt/contracts';
import { createSqliteEventStore } from '@pt/infra';

/**
 * The embedded log commits the appends made at the same moment in one transaction (group commit). An
 * append refused inside a group (here: an event id the log already holds in another stream, which
 * SQLite's UNIQUE refuses at the insert) must leave nothing of itself and nothing of the others out.
 */
const event = (id = randomUUID()): EventToAppend => ({
  id,
  type: 'ProbeRecorded',
  data: { at: id },
  metadata: { actor: { kind: 'system', name: 'group-commit' }, correlationId: 'c', causationId: 'c', at: new Date().toISOString(), schema: 1 },
});

describe('SQLite group commit', () => {
  let directory = '';
  let store: EventStore | undefined;
  afterEach(async () => {
    await store?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('refuses one append of a group at its insert and keeps the others, whole', async () => {
    directory = mkdtempSync(join(tmpdir(), 'group-commit-'));
    store = createSqliteEventStore(join(directory, 'events.db'));
    const taken = randomUUID();
    await store.append('first', [event(taken)], 'no_stream');

    // Appended in the same tick: one group, one transaction.
    const outcomes = await Promise.allSettled([
      store.append('before', [event()], 'no_stream'),
      store.append('single-clash', [event(taken)], 'no_stream'),
      store.append('several-clash', [event(), event(), event(taken)], 'no_stream'),
      store.append('after', [event(), event()], 'no_stream'),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);

    expect(await store.readStream('single-clash')).toEqual([]);
    // None of the refused append's events is kept, not even those before the clash.
    expect(await store.readStream('several-clash')).toEqual([]);
    expect((await store.readStream('before')).map((e) => e.revision)).toEqual([0]);
    expect((await store.readStream('after')).map((e) => e.revision)).toEqual([0, 1]);
    const all = await store.readAll();
    expect(all.map((e) => e.stream)).toEqual(['first', 'before', 'after', 'after']);
    // Positions still increase one by one for the readers that follow the run of recent appends.
    const positions = all.map((e) => BigInt(e.position));
    expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : 1)));
  });
});
