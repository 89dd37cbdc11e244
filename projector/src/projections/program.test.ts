import { describe, expect, it } from 'vitest';
import type { Assignment, Completion, EventOf, ExerciseSession, Measurement, PatientRecord } from '@pt/contracts';
import { projectionSpec, recorded } from '@pt/contracts/core';
import { patientsProjection } from './patients';
import { assignmentsProjection, completionsProjection, measurementsProjection, sessionsProjection } from './program';

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

describe('ids used again (before the claims of ADR 34)', () => {
  const schedule = { frequency: 'Once daily', customInstructions: '', startDate: '2026-11-23', endDate: null };

  it("leave an assignment with the program that used its id first: another program's events do not touch it", () => {
    const docs = projectionSpec<Assignment>(assignmentsProjection).given([
      { type: 'ExerciseAssigned', stream: 'program-p1', data: { assignmentId: 'a1', patientId: 'p1', exerciseId: 'e1', ...schedule } },
      { type: 'ExerciseAssigned', stream: 'program-p2', data: { assignmentId: 'a1', patientId: 'p2', exerciseId: 'e2', ...schedule } },
      { type: 'AssignmentEnded', stream: 'program-p2', data: { assignmentId: 'a1', patientId: 'p2', endedOn: '2026-11-24' } },
      { type: 'AssignmentChanged', stream: 'program-p1', data: { assignmentId: 'a1', patientId: 'p1', ...schedule, frequency: '2x daily' } },
    ]);
    expect(docs.get('a1')).toMatchObject({ patientId: 'p1', exerciseId: 'e1', frequency: '2x daily', status: 'active', version: 2 });
    const [p2Assigned] = recorded<EventOf<'ExerciseAssigned'>>([{ type: 'ExerciseAssigned', stream: 'program-p2', data: { assignmentId: 'a1', patientId: 'p2', exerciseId: 'e2', ...schedule } }]);
    expect(assignmentsProjection.live!(docs.get('a1'), p2Assigned!)).toEqual([]);
  });

  it('leave a completion as first recorded: not taken by another patient, nor moved to the next day by a retry', () => {
    const completion = (patientId: string, date: string) => ({
      completionId: 'c1', patientId, assignmentId: `a-${patientId}`, exerciseId: 'e1', date, duration: null, repetitionsCompleted: null, difficultyRating: null, painLevel: null, notes: '',
    });
    const docs = projectionSpec<Completion>(completionsProjection).given([
      { type: 'ExerciseCompleted', stream: 'day-p1_2026-11-25', data: completion('p1', '2026-11-25') },
      { type: 'ExerciseCompleted', stream: 'day-p2_2026-11-25', data: completion('p2', '2026-11-25') },
      { type: 'ExerciseCompleted', stream: 'day-p1_2026-11-26', data: completion('p1', '2026-11-26') },
    ]);
    expect(docs.get('c1')).toMatchObject({ patientId: 'p1', assignmentId: 'a-p1', date: '2026-11-25' });
    const [again] = recorded<EventOf<'ExerciseCompleted'>>([{ type: 'ExerciseCompleted', stream: 'day-p2_2026-11-25', data: completion('p2', '2026-11-25') }]);
    expect(completionsProjection.live!(docs.get('c1'), again!)).toEqual([]);
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
