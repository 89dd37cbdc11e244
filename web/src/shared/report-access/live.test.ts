import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { ReportAccess } from '@pt/contracts';
import { api } from '../api/api';
import { reportAccessApi } from './accessEndpoints';
import { patchReportAccess } from './live';

const reportAccess = (over: Partial<ReportAccess> = {}): ReportAccess => ({
  id: 'x1',
  reportId: 'r1',
  kind: 'shared',
  shareId: 'share-r1',
  patientId: 'p1',
  allowed: true,
  counted: true,
  reason: null,
  accessedAt: '2026-05-10T11:00:00.000Z',
  ipHash: 'hash',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0.0.0 Safari/537.36',
  accessorEmail: null,
  accessorName: null,
  position: '6',
  ...over,
});

async function storeWith(accesses: ReportAccess[]) {
  const store = configureStore({ reducer: { api: api.reducer }, middleware: (d) => d().concat(api.middleware) });
  await store.dispatch(reportAccessApi.util.upsertQueryData('reportAccess', 'r1', accesses));
  const state = () => store.getState() as never;
  return {
    log: (reportId = 'r1') => reportAccessApi.endpoints.reportAccess.select(reportId)(state()).data,
    hearAccess: (access: ReportAccess, position: string) => patchReportAccess({ type: 'reportAccess.recorded', position, data: { access } }, store.dispatch as never),
  };
}

describe('a reportAccess.recorded message', () => {
  it('puts the opening on top of the open access log', async () => {
    const { log, hearAccess } = await storeWith([reportAccess()]);
    hearAccess(reportAccess({ id: 'x2', allowed: false, reason: 'wrong-password', accessedAt: '2026-05-10T12:00:00.000Z', position: '8' }), '8');
    expect(log()?.map((a) => [a.id, a.reason])).toEqual([
      ['x2', 'wrong-password'],
      ['x1', null],
    ]);
  });

  it('is applied once, and not to a log nobody opened', async () => {
    const { log, hearAccess } = await storeWith([reportAccess()]);
    hearAccess(reportAccess({ id: 'x1', position: '6' }), '6');
    hearAccess(reportAccess({ id: 'y1', reportId: 'r9', position: '9' }), '9');
    expect(log()?.map((a) => a.id)).toEqual(['x1']);
    expect(log('r9')).toBeUndefined();
  });
});
