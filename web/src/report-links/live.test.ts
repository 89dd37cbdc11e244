import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { SharedReport } from '@pt/contracts';
import { api } from '../shared/api/api';
import { patchSharedReports } from './live';
import { reportLinksApi } from './reportLinksEndpoints';
import { sharedReport } from './test-reports';

async function storeWith(reports: SharedReport[]) {
  const store = configureStore({ reducer: { api: api.reducer }, middleware: (d) => d().concat(api.middleware) });
  await store.dispatch(reportLinksApi.util.upsertQueryData('sharedReports', 'p1', reports));
  const state = () => store.getState() as never;
  return {
    list: () => reportLinksApi.endpoints.sharedReports.select('p1')(state()).data,
    hearReport: (report: SharedReport, position: string) => patchSharedReports({ type: 'report.changed', position, data: { report } }, store.dispatch as never),
  };
}

describe('a report.changed message', () => {
  it('moves the access count of the open list at once', async () => {
    const { list, hearReport } = await storeWith([sharedReport({ accessCount: 0, maxAccess: 2 })]);
    hearReport(sharedReport({ accessCount: 1, maxAccess: 2, revision: 1, position: '9' }), '9');
    expect(list()?.map((r) => [r.id, r.accessCount, r.position])).toEqual([['r1', 1, '9']]);
  });

  it('ignores a message not newer than the cached copy', async () => {
    const { list, hearReport } = await storeWith([sharedReport({ isActive: false, position: '12' })]);
    hearReport(sharedReport({ isActive: true, accessCount: 1, position: '10' }), '10');
    hearReport(sharedReport({ isActive: true, position: '12' }), '12');
    expect(list()?.[0]?.isActive).toBe(false);
  });

  it('puts a new link on top, and leaves other patients alone', async () => {
    const { list, hearReport } = await storeWith([sharedReport()]);
    hearReport(sharedReport({ id: 'r2', createdAt: '2026-05-11T10:00:00.000Z', position: '7' }), '7');
    hearReport(sharedReport({ id: 'r3', patientId: 'p2', createdAt: '2026-05-12T10:00:00.000Z', position: '8' }), '8');
    expect(list()?.map((r) => r.id)).toEqual(['r2', 'r1']);
  });
});
