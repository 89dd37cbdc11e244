import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { patientListingOf, type PatientListing, type PatientRecord } from '@pt/contracts';
import { api } from '../shared/api/api';
import { testPatientRecord } from '../shared/test-patient';
import { patchPatients } from './live';
import { patientsApi } from './patientsEndpoints';

const record = testPatientRecord;

/** What a patient.changed message carries: the record without its profile. */
const listing = (patch: Partial<PatientListing> = {}): PatientListing => ({ ...patientListingOf(record()), ...patch });

async function storeWith(cached: PatientRecord) {
  const store = configureStore({ reducer: { api: api.reducer }, middleware: (d) => d().concat(api.middleware) });
  await store.dispatch(patientsApi.util.upsertQueryData('patient', cached.id, cached));
  await store.dispatch(patientsApi.util.upsertQueryData('patients', '', [patientListingOf(cached)]));
  const readRecord = () => patientsApi.endpoints.patient.select(cached.id)(store.getState() as never).data;
  const readList = () => patientsApi.endpoints.patients.select('')(store.getState() as never).data;
  const hear = (patient: PatientListing, position: string) => patchPatients({ type: 'patient.changed', position, data: { patient } }, store.dispatch as never);
  return { readRecord, readList, hear };
}

describe('a patient.changed message', () => {
  it('patches the list and the cached record, which keeps its profile', async () => {
    const { readRecord, readList, hear } = await storeWith(record());
    hear(listing({ primaryCondition: 'Hip', revision: 3 }), '6');
    expect(readList()?.map((p) => [p.primaryCondition, p.position])).toEqual([['Hip', '6']]);
    expect(readRecord()).toEqual(record({ primaryCondition: 'Hip', revision: 3, position: '6' }));
  });

  it('ignores an older message', async () => {
    const { readRecord, hear } = await storeWith(record());
    hear(listing({ primaryCondition: 'Hip', profileSavedAt: '2026-01-07T10:00:00.000Z' }), '4');
    expect(readRecord()).toEqual(record());
  });

  it('drops the cached record when the patient saved a new profile, so it is fetched again', async () => {
    const { readRecord, readList, hear } = await storeWith(record());
    hear(listing({ profileSavedAt: '2026-01-07T10:00:00.000Z', revision: 3 }), '6');
    // Nothing shows the record here, so the invalidated entry is removed (one on screen is fetched again).
    await expect.poll(readRecord).toBeUndefined();
    expect(readList()?.map((p) => p.profileSavedAt)).toEqual(['2026-01-07T10:00:00.000Z']);
  });
});
