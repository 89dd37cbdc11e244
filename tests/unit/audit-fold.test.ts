import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditScanLimit, type EventOf, type EventStore } from '@pt/contracts';
import { defineProjection } from '@pt/contracts/core';
import { createAuditHistory, createReadModels } from '@pt/command-api';
import { createMemoryReadStore, createSqliteEventStore } from '@pt/infra';

/**
 * The auditor's "before and after" folds the log from its start, and a filtered page scans up to
 * `auditScanLimit` events. The embedded log answers each batch without waiting, so either once ran
 * to its end in microtasks: every other request of the server waited (a second per 100,000 events).
 * Both now leave the event loop between their batches.
 */
const meta = { actor: { kind: 'system' as const, name: 't' }, correlationId: 'c', causationId: 'c', at: '2026-11-22T10:00:00.000Z', schema: 1 };
const events = 5000;

type Count = { id: string; n: number };
const counting = defineProjection<Count, EventOf<'CallbackRequested'>>({
  name: 'callback_count',
  version: 1,
  handles: ['CallbackRequested'],
  documentId: () => 'all',
  evolve: (doc) => ({ id: 'all', n: (doc?.n ?? 0) + 1 }),
});

let store: EventStore;
beforeAll(async () => {
  store = createSqliteEventStore(path.join(mkdtempSync(path.join(tmpdir(), 'pt-audit-')), 'events.db'));
  const appends: Promise<unknown>[] = [];
  for (let i = 0; i < events; i++) {
    const data = { name: `P${i}`, phone: '3215550100', reason: 'reason long enough', preferredTime: 'morning' };
    appends.push(store.append(`callback-${i}`, [{ id: crypto.randomUUID(), type: 'CallbackRequested', data, metadata: meta }], 'no_stream'));
  }
  await Promise.all(appends);
});
afterAll(() => store.close());

/** Turns of the event loop that end while `work` runs. */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  const result = await work();
  running = false;
  return { result, turns };
}

describe('the audit history on a long log', () => {
  const history = () => createAuditHistory(store, createReadModels(createMemoryReadStore()), [counting]);

  it('folds the documents before and after the newest event, letting the server work between its batches', async () => {
    const { result, turns } = await turnsDuring(() => history().documentsAt(`callback-${events - 1}`, 0));
    expect(result?.documents).toEqual([
      expect.objectContaining({ readModel: 'callback_count', id: 'all', before: expect.objectContaining({ n: events - 1 }), after: expect.objectContaining({ n: events }) }),
    ]);
    // 5,000 events in batches of 500: ten batches, and the loop turned between them.
    expect(turns).toBeGreaterThanOrEqual(9);
  });

  it('scans a filtered page to its limit, letting the server work between its batches', async () => {
    const { result, turns } = await turnsDuring(() => history().page({ type: 'BookingRequested', limit: 50 }));
    expect(result).toMatchObject({ events: [], scanned: auditScanLimit });
    // 5,000 events in batches of 500.
    expect(turns).toBeGreaterThanOrEqual(auditScanLimit / 500 - 1);
  });
});
