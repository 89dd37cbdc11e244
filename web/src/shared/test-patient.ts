import type { ExerciseSession, PatientRecord } from '@pt/contracts';

/** A patient record with a saved profile, for unit tests (imported by tests only). */
export const testPatientRecord = (patch: Partial<PatientRecord> = {}): PatientRecord => ({
  id: 'p1',
  firstName: 'Ruth',
  lastName: 'Baker',
  fullName: 'Ruth Baker',
  email: 'ruth@example.com',
  phone: '',
  dateOfBirth: null,
  primaryCondition: 'Knee',
  startDate: '2026-01-05',
  createdAt: '2026-01-05T10:00:00.000Z',
  userId: 'u1',
  profile: {
    firstName: 'Ruth',
    lastName: 'Baker',
    dateOfBirth: '1970-02-03',
    phone: '555-0100',
    emergencyContact: 'Sam Baker',
    emergencyPhone: '555-0101',
    medicalHistory: 'Knee surgery in 2020',
    currentConditions: ['Knee pain'],
    allergies: ['Penicillin'],
    medications: [],
  },
  profileSavedAt: '2026-01-06T10:00:00.000Z',
  revision: 2,
  position: '5',
  ...patch,
});

/** A perfect session of two exercises of that patient on `sessionDate`, for unit tests (imported by tests only). */
export const testSession = (id: string, sessionDate: string, patch: Partial<ExerciseSession> = {}): ExerciseSession => ({
  id,
  patientId: 'p1',
  sessionDate,
  totalExercises: 2,
  completedExercises: 2,
  totalMinutes: 10,
  perfectSession: true,
  pointsEarned: 45,
  demo: false,
  createdAt: `${sessionDate}T18:00:00.000Z`,
  position: '1',
  ...patch,
});
