import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { sharedReportSummaryOf, type SharedReport } from '@pt/contracts';
import { api } from '../shared/api/api';
import { patchSharedReports } from './live';
import { reportLinksApi } from './reportLinksEndpoints';
import { sharedReport } from './test-reports';

async function storeWith(reports: SharedReport[]) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({ reducer: { api: api.reducer }, middleware: (d) => d().concat(api.middleware, record) });
  await store.dispatch(reportLinksApi.util.upsertQueryData('sharedReports', 'p1', reports));
  const state = () => store.getState() as never;
  return {
    list: () => reportLinksApi.endpoints.sharedReports.select('p1')(state()).data,
    // The message carries the report without its notes, as the projector sends it.
    hearReport: (report: SharedReport, position: string) =>
      patchSharedReports({ type: 'report.changed', position, data: { report: sharedReportSummaryOf(report) } }, store.dispatch as never),
    /** The patients whose lists were invalidated (read again). */
    invalidated: () => actions.filter((a) => a.type === 'api/invalidateTags').flatMap((a) => (a.payload as { type: string; id?: string }[]).map((t) => `${t.type}:${t.id}`)),
  };
}

describe('a report.changed message', () => {
  it('moves the access count of the open list at once, and keeps the notes the list was read with', async () => {
    const { list, hearReport, invalidated } = await storeWith([sharedReport({ accessCount: 0, maxAccess: 2, customNotes: 'Doing well' })]);
    hearReport(sharedReport({ accessCount: 1, maxAccess: 2, revision: 1, position: '9' }), '9');
    expect(list()?.map((r) => [r.id, r.accessCount, r.position, r.customNotes])).toEqual([['r1', 1, '9', 'Doing well']]);
    expect(invalidated()).toEqual([]);
  });

  it('ignores a message not newer than the cached copy', async () => {
    const { list, hearReport } = await storeWith([sharedReport({ isActive: false, position: '12' })]);
    hearReport(sharedReport({ isActive: true, accessCount: 1, position: '10' }), '10');
    hearReport(sharedReport({ isActive: true, position: '12' }), '12');
    expect(list()?.[0]?.isActive).toBe(false);
  });

  it('reads the list again for a link it does not hold (the message has no notes), and leaves other patients alone', async () => {
    const { list, hearReport, invalidated } = await storeWith([sharedReport()]);
    hearReport(sharedReport({ id: 'r2', createdAt: '2026-05-11T10:00:00.000Z', position: '7' }), '7');
    hearReport(sharedReport({ id: 'r3', patientId: 'p2', createdAt: '2026-05-12T10:00:00.000Z', position: '8' }), '8');
    expect(invalidated()).toEqual(['SharedReport:p1']);
    // Nothing half-known is put in the list meanwhile.
    expect((list() ?? []).map((r) => r.id)).not.toContain('r2');
  });
});
