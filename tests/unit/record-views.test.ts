import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { storedRecordParts, WrongExpectedRevisionError, type EventStore } from '@pt/contracts';
import { createPatientDirectory, createRecordViews } from '@pt/command-api';
import { createSqliteEventStore } from '@pt/infra';
import type { Request } from 'express';

let store: EventStore | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

describe("a record's access log, read all at once", () => {
  it('logs every part a page reads at the same moment, each once, without a refused append', async () => {
    store = createSqliteEventStore(path.join(mkdtempSync(path.join(tmpdir(), 'pt-record-views-')), 'events.db'));
    const patients = createPatientDirectory(store, 'America/New_York');
    const patientId = randomUUID();
    const meta = { actor: { kind: 'system' as const, name: 'test' }, correlationId: 'c', causationId: 'c', now: new Date() };
    await patients.createRecord(patientId, { firstName: 'Ada', lastName: 'Hart', email: `ada-${patientId}@example.com`, phone: '', dateOfBirth: null, primaryCondition: '', startDate: '2026-11-01' }, meta);
    // The log as the access log sees it, counting the appends refused for a revision that moved.
    let refused = 0;
    const counting: EventStore = Object.create(store, {
      append: {
        value: (...args: Parameters<EventStore['append']>) =>
          store!.append(...args).catch((error: unknown) => {
            if (error instanceof WrongExpectedRevisionError) refused++;
            throw error;
          }),
      },
    });
    const views = createRecordViews(counting, patients, 'salt', 'America/New_York');
    const req = { user: { id: 'admin-1', email: 'admin@example.com', role: 'admin', name: 'Casey Morgan' }, requestId: 'r1', get: () => undefined, ip: '127.0.0.1' } as unknown as Request;

    // Every part twice, in the same turn. Appends to one day's stream at the same revision would each
    // have to wait, read and decide again (one winner per round): they take their turn instead.
    await Promise.all([...storedRecordParts, ...storedRecordParts].map((part) => views.viewed(req, patientId, part)));
    const logged = (await store.readAll()).filter((e) => e.type === 'PatientRecordViewed');
    const keys = logged.map((e) => { const d = e.data as { part: string; hour: string }; return `${d.part} ${d.hour}`; });
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(logged.map((e) => (e.data as { part: string }).part))).toEqual(new Set(storedRecordParts));
    expect(refused).toBe(0);
  });
});
