import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { patientListingOf, progressReportSummaryOf, type PatientListing, type ProgressReport } from '@pt/contracts';
import { api } from '../shared/api/api';
import { testPatientRecord } from '../shared/test-patient';
import { patchPatients, patchProgressReports } from './live';
import { progressReportsApi } from './progressReportsEndpoints';

const report = (id: string, reportDate: string, position: string, patch: Partial<ProgressReport> = {}): ProgressReport => ({
  id,
  shareId: `share-${id}`,
  patientId: 'p1',
  createdBy: 'therapist@example.com',
  createdByName: 'Jordan Ellis',
  reportTitle: `Report ${id}`,
  treatmentGoals: ['Walk'],
  functionalImprovements: ['Stairs'],
  nextGoals: ['Run'],
  painLevel: null,
  mobilityScore: null,
  strengthScore: null,
  balanceScore: null,
  sessionsCompleted: 2,
  totalSessions: 12,
  therapistNotes: '',
  reportDate,
  isPublic: false,
  accessCount: 0,
  lastAccessedAt: null,
  createdAt: `${reportDate}T10:00:00.000Z`,
  revision: 1,
  position,
  ...patch,
});

async function storeWith(list: ProgressReport[]) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({ reducer: { api: api.reducer }, middleware: (d) => d().concat(api.middleware, record) });
  await store.dispatch(progressReportsApi.util.upsertQueryData('progressReportsOf', 'p1', list));
  const read = () => progressReportsApi.endpoints.progressReportsOf.select('p1')(store.getState() as never).data;
  // The message carries the report without its health content, as the projector sends it.
  const hear = (changed: ProgressReport, position: string) =>
    patchProgressReports({ type: 'progressReport.changed', position, data: { report: progressReportSummaryOf(changed) } }, store.dispatch as never);
  /** The tags invalidated (read again). */
  const invalidated = () => actions.filter((a) => a.type === 'api/invalidateTags').flatMap((a) => (a.payload as (string | { type: string; id?: string })[]).map((t) => (typeof t === 'string' ? t : `${t.type}:${t.id}`)));
  return { read, hear, invalidated };
}

describe('a progressReport.changed message', () => {
  it('reads the list again for a report it does not hold (the message has not its content)', async () => {
    const { read, hear, invalidated } = await storeWith([report('a', '2026-03-05', '5'), report('c', '2026-03-01', '5')]);
    hear(report('b', '2026-03-03', '6'), '6');
    expect(invalidated()).toEqual(['ProgressReport:p1', 'ProgressReportCounts']);
    expect((read() ?? []).map((r) => r.id)).not.toContain('b');
  });

  it('shows a report made public at once, keeps its content, and ignores an older message', async () => {
    const { read, hear, invalidated } = await storeWith([report('a', '2026-03-05', '5', { therapistNotes: 'Great work', painLevel: 3 })]);
    hear(report('a', '2026-03-05', '8', { isPublic: true, accessCount: 1 }), '8');
    hear(report('a', '2026-03-05', '7', { isPublic: false }), '7');
    expect(read()?.map((r) => [r.isPublic, r.accessCount, r.position, r.therapistNotes, r.painLevel, r.treatmentGoals])).toEqual([[true, 1, '8', 'Great work', 3, ['Walk']]]);
    expect(invalidated()).toEqual(['ProgressReportCounts', 'ProgressReportCounts']);
  });

  it("leaves the cache alone for a patient whose reports are not open", async () => {
    const { read, hear, invalidated } = await storeWith([report('a', '2026-03-05', '5')]);
    hear(report('x', '2026-03-09', '9', { patientId: 'p2' }), '9');
    expect(read()?.map((r) => r.id)).toEqual(['a']);
    expect(invalidated()).toEqual(['ProgressReportCounts']);
  });
});

const patient = patientListingOf(testPatientRecord());

describe('a patient.changed message', () => {
  async function storeWithPatient() {
    const store = configureStore({ reducer: { api: api.reducer }, middleware: (d) => d().concat(api.middleware) });
    await store.dispatch(progressReportsApi.util.upsertQueryData('reportPatient', 'p1', patient));
    const read = () => progressReportsApi.endpoints.reportPatient.select('p1')(store.getState() as never).data;
    const hear = (changed: Partial<PatientListing>, position: string) =>
      patchPatients({ type: 'patient.changed', position, data: { patient: { ...patient, ...changed } } }, store.dispatch as never);
    return { read, hear };
  }

  it('patches the open patient', async () => {
    const { read, hear } = await storeWithPatient();
    hear({ primaryCondition: 'Hip' }, '6');
    expect(read()).toEqual({ ...patient, primaryCondition: 'Hip', position: '6' });
  });

  it('keeps the open patient when the message is older than it', async () => {
    const { read, hear } = await storeWithPatient();
    hear({ primaryCondition: 'Hip' }, '1');
    expect(read()).toEqual(patient);
  });
});
