import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, Position, ScanContainingOptions } from '@pt/contracts';
import { createSqliteEventStore } from '@pt/infra';

/** The embedded log picks out the events of some types that hold a text in their id, stream or data (ADR 18). */
const meta = { actor: { kind: 'system' as const, name: 't' }, correlationId: 'c', causationId: 'c', at: '2026-11-28T10:00:00.000Z', schema: 1 };
let store: EventStore;
const ids = ['0a000000-0000-4000-8000-000000000001', '0a000000-0000-4000-8000-000000000002', '0a000000-0000-4000-8000-000000000003', '0a000000-0000-4000-8000-000000000004', '0a000000-0000-4000-8000-000000000005', '0a000000-0000-4000-8000-000000000006'];
beforeAll(async () => {
  store = createSqliteEventStore(path.join(mkdtempSync(path.join(tmpdir(), 'pt-scan-')), 'events.db'));
  const appendOne = (i: number, stream: string, type: string, data: unknown) => store.append(stream, [{ id: ids[i]!, type, data, metadata: meta }], 'any');
  await appendOne(0, 'a-1', 'Wanted', { of: 'doc-7', note: 'x' }); // 1: named in its data
  await appendOne(1, 'a-2', 'Wanted', { of: 'doc-8' }); // 2: names another document
  await appendOne(2, 'a-3', 'Other', { of: 'doc-7' }); // 3: another type
  await appendOne(3, 'doc-7', 'Wanted', {}); // 4: named by its stream
  await appendOne(4, 'a-4', 'Wanted', { nested: [{ deep: 'the doc-7 here' }] }); // 5: deep in its data
  await appendOne(5, 'a-5', 'Wanted', {}); // 6: named by its id
});
afterAll(() => store.close());

const scan = (options: Partial<ScanContainingOptions> & { upTo: Position }) => store.scanContaining!({ types: ['Wanted'], containing: ['doc-7', ids[5]!], span: 1000, ...options });
const positions = (events: { position: Position }[]) => events.map((e) => e.position);

describe('the embedded log, scanning for texts', () => {
  it('answers the events of the types that hold one of the texts in their id, stream or data, in order', async () => {
    const { events, scannedTo } = await scan({ upTo: '6' });
    expect(positions(events)).toEqual(['1', '4', '5', '6']);
    expect(events[0]).toMatchObject({ id: ids[0], stream: 'a-1', type: 'Wanted', data: { of: 'doc-7', note: 'x' }, revision: 0 });
    expect(scannedTo).toBe('6');
    expect(positions((await scan({ upTo: '6', containing: ['doc-8'] })).events)).toEqual(['2']);
    expect(positions((await scan({ upTo: '6', types: ['Other', 'Wanted'], containing: ['doc-7'] })).events)).toEqual(['1', '3', '4', '5']);
    expect((await scan({ upTo: '6', containing: ['nowhere'] })).events).toEqual([]);
  });

  it('looks after `after` up to `upTo`, both included where the contract says, at most `span` positions a call', async () => {
    expect(positions((await scan({ after: '1', upTo: '5' })).events)).toEqual(['4', '5']);
    const seen: Position[] = [];
    const reached: Position[] = [];
    for (let after: Position | undefined; ; ) {
      const { events, scannedTo } = await scan({ after, upTo: '6', span: 2 });
      seen.push(...positions(events));
      reached.push(scannedTo);
      if (scannedTo === '6') break;
      after = scannedTo;
    }
    expect(reached).toEqual(['2', '4', '6']);
    expect(seen).toEqual(['1', '4', '5', '6']);
    // Nothing left to look at: nothing answered, and it says it is there.
    expect(await scan({ after: '6', upTo: '6' })).toEqual({ events: [], scannedTo: '6' });
  });
});
