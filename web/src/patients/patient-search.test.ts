import { describe, expect, it } from 'vitest';
import type { PatientListing } from '@pt/contracts';
import { matchesPatientSearch, patientOrder, recentPatientActivity } from './patient-search';

const patient = (firstName: string, lastName: string, extra: Partial<PatientListing> = {}): PatientListing => ({
  id: `${firstName}-${lastName}`,
  firstName,
  lastName,
  fullName: `${firstName} ${lastName}`,
  email: `${firstName.toLowerCase()}@example.com`,
  phone: '',
  dateOfBirth: null,
  primaryCondition: '',
  startDate: '2026-01-01',
  createdAt: '2026-01-01T10:00:00Z',
  userId: null,
  profileSavedAt: null,
  revision: 1,
  position: '1',
  ...extra,
});

describe('the patient search', () => {
  it('matches the full name or the e-mail, ignoring case and surrounding spaces', () => {
    const ruth = patient('Ruth', 'Baker');
    expect(matchesPatientSearch(ruth, '  ruth BAK ')).toBe(true);
    expect(matchesPatientSearch(ruth, 'ruth@exa')).toBe(true);
    expect(matchesPatientSearch(ruth, '')).toBe(true);
    expect(matchesPatientSearch(ruth, 'Baker Ruth')).toBe(false);
    expect(matchesPatientSearch(ruth, '.*')).toBe(false);
  });

  it('orders by last name, then first name', () => {
    const list = [patient('Zed', 'Adams'), patient('Ann', 'Baker'), patient('Al', 'Adams')];
    const sorted = [...list].sort((a, b) => (patientOrder(a, b) ? -1 : patientOrder(b, a) ? 1 : 0));
    expect(sorted.map((p) => p.fullName)).toEqual(['Al Adams', 'Zed Adams', 'Ann Baker']);
  });
});

describe("patients' recent activity", () => {
  it('lists records added and profiles completed, newest first', () => {
    const ruth = patient('Ruth', 'Baker', { createdAt: '2026-01-02T10:00:00Z', profileSavedAt: '2026-01-05T10:00:00Z' });
    const al = patient('Al', 'Adams', { createdAt: '2026-01-03T10:00:00Z' });
    expect(recentPatientActivity([ruth, al]).map((i) => `${i.kind} ${i.patient.firstName}`)).toEqual(['profile Ruth', 'added Al', 'added Ruth']);
    expect(recentPatientActivity([ruth, al], 1)).toHaveLength(1);
  });
});
