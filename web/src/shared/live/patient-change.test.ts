import { describe, expect, it } from 'vitest';
import { patientListingOf, type PatientListing } from '@pt/contracts';
import { testPatientRecord } from '../test-patient';
import { applyPatientChange } from './patient-change';

const record = testPatientRecord;
const listing = (patch: Partial<PatientListing> = {}): PatientListing => ({ ...patientListingOf(record()), ...patch });

describe('applyPatientChange', () => {
  it('brings a newer change into the record, keeping its profile, and says whether a new profile was saved', () => {
    const draft = record();
    expect(applyPatientChange(draft, { patient: listing({ firstName: 'Kez', fullName: 'Kez Doe' }), position: '6' })).toBe(false);
    expect(draft).toEqual(record({ firstName: 'Kez', fullName: 'Kez Doe', position: '6' }));
    expect(applyPatientChange(draft, { patient: listing({ profileSavedAt: '2026-01-07T10:00:00.000Z' }), position: '7' })).toBe(true);
  });

  it('leaves the record as it is when it already holds the change (an answer read after it)', () => {
    const draft = record();
    expect(applyPatientChange(draft, { patient: listing({ firstName: 'Kez', profileSavedAt: '2026-01-07T10:00:00.000Z' }), position: draft.position })).toBe(false);
    expect(draft).toEqual(record());
  });

  it('brings a newer change into a listing too (a view that names the patient without the record)', () => {
    const draft = listing();
    applyPatientChange(draft, { patient: listing({ firstName: 'Kez', fullName: 'Kez Doe' }), position: '6' });
    expect(draft).toEqual(listing({ firstName: 'Kez', fullName: 'Kez Doe', position: '6' }));
  });
});
