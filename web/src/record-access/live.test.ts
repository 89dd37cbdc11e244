import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { RecordView } from '@pt/contracts';
import { api } from '../shared/api/api';
import { recordViewsApi } from './recordViewsEndpoints';
import { patchRecordViews } from './live';

const view = (over: Partial<RecordView> = {}): RecordView => ({
  id: 'v1',
  patientId: 'p1',
  part: 'record',
  viewerId: 'u1',
  viewerRole: 'therapist',
  viewerLabel: 'Jordan Ellis (therapist@example.com)',
  viewedAt: '2026-05-10T11:00:00.000Z',
  position: '6',
  ...over,
});
const intakeView = (over: Partial<RecordView> = {}) => view({ id: 'f1', part: 'intake', formId: 'form1', patientId: null, ...over });

async function storeWith({ patients = {}, forms = {} }: { patients?: Record<string, RecordView[]>; forms?: Record<string, RecordView[]> }) {
  const store = configureStore({ reducer: { api: api.reducer }, middleware: (d) => d().concat(api.middleware) });
  for (const [id, views] of Object.entries(patients)) await store.dispatch(recordViewsApi.util.upsertQueryData('recordViews', id, views));
  for (const [id, views] of Object.entries(forms)) await store.dispatch(recordViewsApi.util.upsertQueryData('intakeFormViews', id, views));
  const state = () => store.getState() as never;
  return {
    patientLog: (id: string) => recordViewsApi.endpoints.recordViews.select(id)(state()).data?.map((v) => v.id),
    formLog: (id: string) => recordViewsApi.endpoints.intakeFormViews.select(id)(state()).data?.map((v) => v.id),
    hear: (recorded: RecordView) => patchRecordViews({ type: 'recordView.recorded', position: recorded.position, data: { view: recorded } }, store.dispatch as never),
  };
}

describe('a recordView.recorded message', () => {
  it("puts a reading of a record on top of that patient's open log, once", async () => {
    const { patientLog, hear } = await storeWith({ patients: { p1: [view()] } });
    hear(view({ id: 'v2', part: 'progress', viewedAt: '2026-05-10T12:00:00.000Z', position: '8' }));
    hear(view({ id: 'v2', part: 'progress', viewedAt: '2026-05-10T12:00:00.000Z', position: '8' }));
    hear(view({ id: 'v9', patientId: 'p9', position: '9' }));
    expect(patientLog('p1')).toEqual(['v2', 'v1']);
    expect(patientLog('p9')).toBeUndefined();
  });

  it("puts a reading of an intake form on top of the form's open log, and of its patient's once linked", async () => {
    const { patientLog, formLog, hear } = await storeWith({ patients: { p1: [view()] }, forms: { form1: [intakeView()] } });
    hear(intakeView({ id: 'f2', viewedAt: '2026-05-10T12:00:00.000Z', position: '8' }));
    expect(formLog('form1')).toEqual(['f2', 'f1']);
    expect(patientLog('p1')).toEqual(['v1']);

    hear(intakeView({ id: 'f3', patientId: 'p1', viewedAt: '2026-05-10T13:00:00.000Z', position: '10' }));
    expect(formLog('form1')).toEqual(['f3', 'f2', 'f1']);
    expect(patientLog('p1')).toEqual(['f3', 'v1']);
  });

  it('leaves the log of another form, and logs nobody opened, alone', async () => {
    const { formLog, hear } = await storeWith({ forms: { form1: [intakeView()] } });
    hear(intakeView({ id: 'g1', formId: 'form2', position: '8' }));
    expect(formLog('form1')).toEqual(['f1']);
    expect(formLog('form2')).toBeUndefined();
  });
});
