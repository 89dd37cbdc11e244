import { describe, expect, it } from 'vitest';
import { spec } from '@pt/contracts/core';
import { patientDecider, patientEmailDecider } from './decider';

const created = { type: 'PatientRecordCreated' as const, data: { firstName: 'Alice', lastName: 'Archer', email: 'alice@example.com', phone: '', dateOfBirth: null, primaryCondition: '', startDate: '2026-11-28' } };
const linked = { type: 'PatientAccountLinked' as const, data: { userId: 'u-alice' } };
const profile = { firstName: 'Alice', lastName: 'Archer', dateOfBirth: null, phone: '', emergencyContact: '', emergencyPhone: '', medicalHistory: '', currentConditions: [], allergies: [], medications: [] };

describe("a patient's profile", () => {
  it('is saved only by the account joined to the record (ADR 35)', () => {
    expect(spec(patientDecider).given([created, linked]).when({ type: 'SaveProfile', profile, userId: 'u-alice' })).toEqual([{ type: 'PatientProfileSaved', data: profile }]);
    expect(spec(patientDecider).given([created, linked]).rejects({ type: 'SaveProfile', profile, userId: 'u-carol' })).toMatchObject({ code: 'conflict' });
    expect(spec(patientDecider).given([created]).rejects({ type: 'SaveProfile', profile, userId: 'u-carol' })).toMatchObject({ code: 'conflict' });
  });
});

describe("a patient's e-mail claim", () => {
  const claimed = (patientId: string) => ({ type: 'PatientEmailClaimed' as const, data: { patientId, email: 'bob@example.com' } });

  it('names one record; claimed again for it, nothing changes', () => {
    expect(spec(patientEmailDecider).given([]).when({ type: 'ClaimPatientEmail', patientId: 'p1', email: 'bob@example.com' })).toEqual([claimed('p1')]);
    expect(spec(patientEmailDecider).given([claimed('p1')]).when({ type: 'ClaimPatientEmail', patientId: 'p1', email: 'bob@example.com' })).toEqual([]);
    expect(spec(patientEmailDecider).given([claimed('p1')]).rejects({ type: 'ClaimPatientEmail', patientId: 'p2', email: 'bob@example.com' })).toMatchObject({
      code: 'already-exists',
      message: 'A patient with this email already exists.',
    });
  });

  it('is taken over only from the claim it names (a claim left by a refused create, ADR 35), and then names the new record', () => {
    const takeover = { type: 'ClaimPatientEmail' as const, patientId: 'p2', email: 'bob@example.com', replacing: 'p1' };
    expect(spec(patientEmailDecider).given([claimed('p1')]).when(takeover)).toEqual([claimed('p2')]);
    expect(spec(patientEmailDecider).given([claimed('p1'), claimed('p2')]).state).toEqual({ patientId: 'p2' });
    // Two takeovers of one claim: the second finds it taken and is refused.
    expect(spec(patientEmailDecider).given([claimed('p1'), claimed('p2')]).rejects({ ...takeover, patientId: 'p3' })).toMatchObject({ code: 'already-exists' });
    expect(spec(patientEmailDecider).given([]).rejects(takeover)).toMatchObject({ code: 'already-exists' });
  });
});
