import { describe, expect, it } from 'vitest';
import type { Assignment, ExerciseSession, Measurement, PatientRecord } from '@pt/contracts';
import { projectionSpec } from '@pt/contracts/core';
import { patientsProjection } from './patients';
import { assignmentsProjection, measurementsProjection, sessionsProjection } from './program';

const therapist = { actor: { kind: 'user' as const, userId: 'u-th', role: 'therapist' as const } };

describe('the assignments read model', () => {
  it('follows an assignment from its assigning to its end, counting its versions', () => {
    const schedule = { frequency: 'Once daily', customInstructions: '', startDate: '2026-11-23', endDate: null };
    const docs = projectionSpec<Assignment>(assignmentsProjection).given([
      { type: 'ExerciseAssigned', stream: 'program-p1', data: { assignmentId: 'a1', patientId: 'p1', exerciseId: 'e1', ...schedule }, metadata: therapist },
      { type: 'AssignmentChanged', stream: 'program-p1', data: { assignmentId: 'a1', patientId: 'p1', ...schedule, frequency: '2x daily' } },
      { type: 'AssignmentEnded', stream: 'program-p1', data: { assignmentId: 'a1', patientId: 'p1', endedOn: '2026-12-01' } },
    ]);
    expect(docs.get('a1')).toMatchObject({ patientId: 'p1', frequency: '2x daily', status: 'ended', endedOn: '2026-12-01', assignedBy: 'u-th', version: 3 });
  });
});

describe('the patients read model', () => {
  it('takes the names, phone and birth date the patient gives at setup', () => {
    const docs = projectionSpec<PatientRecord>(patientsProjection).given([
      { type: 'PatientRecordCreated', stream: 'patient-p1', data: { firstName: 'Ruth', lastName: 'Baker', email: 'r@example.com', phone: '321-555-0110', dateOfBirth: null, primaryCondition: 'Hip', startDate: '2026-11-01' } },
      { type: 'PatientAccountLinked', stream: 'patient-p1', data: { userId: 'u1' } },
      {
        type: 'PatientProfileSaved',
        stream: 'patient-p1',
        data: { firstName: 'Ruth', lastName: 'Baker-Hill', dateOfBirth: '1950-01-02', phone: '', emergencyContact: '', emergencyPhone: '', medicalHistory: '', currentConditions: ['hip replacement'], allergies: [], medications: [] },
      },
    ]);
    expect(docs.get('p1')).toMatchObject({ fullName: 'Ruth Baker-Hill', phone: '321-555-0110', dateOfBirth: '1950-01-02', userId: 'u1', primaryCondition: 'Hip', profile: { currentConditions: ['hip replacement'] } });
  });
});

describe('sessions and measurements', () => {
  it('keeps each session with the points it earned, and who measured what', () => {
    const sessionId = '00000000-0000-4000-8000-000000000001';
    const awarded = (points: number, reason: 'session' | 'achievement') => ({
      type: 'PointsAwarded' as const,
      stream: 'rewards-p1',
      data: { patientId: 'p1', reason, points, sessionEventId: sessionId, date: '2026-11-25', breakdown: null, source: null, totalPoints: 0, session: null },
    });
    const sessions = projectionSpec<ExerciseSession>(sessionsProjection).given([
      { type: 'SessionRecorded', stream: 'day-p1_2026-11-25', data: { patientId: 'p1', date: '2026-11-25', totalExercises: 3, completedExercises: 3, totalMinutes: 20, perfect: true } },
      awarded(60, 'session'),
      awarded(10, 'achievement'),
    ]);
    expect(sessions.get(sessionId)).toMatchObject({ sessionDate: '2026-11-25', perfectSession: true, totalMinutes: 20, pointsEarned: 70, demo: false });
    const measurements = projectionSpec<Measurement>(measurementsProjection).given([
      { type: 'MeasurementRecorded', stream: 'measurement-m1', data: { patientId: 'p1', measurementType: 'mobility', value: 60, unit: '%', bodyPart: 'knee', notes: '', measurementDate: '2026-11-25' }, metadata: therapist },
    ]);
    expect(measurements.get('m1')).toMatchObject({ measuredBy: 'u-th', measuredByRole: 'staff', value: 60 });
  });
});
