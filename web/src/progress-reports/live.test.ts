import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientListingOf, progressReportSummaryOf, type PatientListing, type ProgressReport } from '@pt/contracts';
import { api } from '../shared/api/api';
import { sessionReducer } from '../shared/session/session';
import { storeWithHeldReads } from '../shared/test-held-reads';
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

describe('a patient.changed message heard while the open patient is read', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A store reading the patient, whose reads wait for the test to answer them. */
  function storeReadingPatient() {
    const { store, sentRead } = storeWithHeldReads((answer: PatientListing) => ({ patient: answer }));
    const reading = store.dispatch(progressReportsApi.endpoints.reportPatient.initiate('p1'));
    const read = () => progressReportsApi.endpoints.reportPatient.select('p1')(store.getState() as never).data;
    const hear = (changed: Partial<PatientListing>, position: string) =>
      patchPatients({ type: 'patient.changed', position, data: { patient: { ...patient, ...changed } } }, store.dispatch as never);
    return { reading, read, hear, sentRead };
  }

  it.each(['first read', 'read again'])('is applied to an answer read before it, once the answer lands (%s)', async (which) => {
    const { reading, read, hear, sentRead } = storeReadingPatient();
    let landed: Promise<unknown> = reading;
    if (which === 'read again') {
      (await sentRead())(patient);
      await reading;
      landed = reading.refetch();
    }
    const answer = await sentRead();
    hear({ lastName: 'Baker-Hill', fullName: 'Ruth Baker-Hill' }, '6');
    answer(patient);
    await landed;
    await expect.poll(read).toEqual({ ...patient, lastName: 'Baker-Hill', fullName: 'Ruth Baker-Hill', position: '6' });
    reading.unsubscribe();
  });

  it('leaves an answer read after it as it is', async () => {
    const { reading, read, hear, sentRead } = storeReadingPatient();
    const answer = await sentRead();
    hear({ lastName: 'Baker-Hill', fullName: 'Ruth Baker-Hill' }, '6');
    const newer = { ...patient, lastName: 'Baker-Hill', fullName: 'Ruth Baker-Hill', primaryCondition: 'Hip', position: '7' };
    answer(newer);
    await reading;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(read()).toEqual(newer);
    reading.unsubscribe();
  });
});

describe('a patient.changed message heard while the list of patients is read', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is in the list once the answer, read before it, lands (a patient added, a patient renamed)', async () => {
    const { store, sentRead } = storeWithHeldReads((patients: PatientListing[]) => ({ patients }));
    const reading = store.dispatch(progressReportsApi.endpoints.reportPatients.initiate());
    const answer = await sentRead();

    const added = { ...patient, id: 'p2', firstName: 'Abel', lastName: 'Ames', fullName: 'Abel Ames', position: '7' };
    patchPatients({ type: 'patient.changed', position: '6', data: { patient: { ...patient, lastName: 'Baker-Hill', fullName: 'Ruth Baker-Hill' } } }, store.dispatch as never);
    patchPatients({ type: 'patient.changed', position: '7', data: { patient: added } }, store.dispatch as never);
    answer([patient]);
    await reading;

    const names = () => progressReportsApi.endpoints.reportPatients.select()(store.getState() as never).data?.map((p) => `${p.fullName}@${p.position}`);
    await expect.poll(names).toEqual(expect.arrayContaining(['Ruth Baker-Hill@6', 'Abel Ames@7']));
    expect(names()).toHaveLength(2);
    reading.unsubscribe();
  });
});
