import type { Assignment, Completion, EventOf, ExerciseSession, Measurement } from '@pt/contracts';
import { defineProjection } from '@pt/contracts/core';
import { patientRoom } from './rooms';

type AssignmentEvent = EventOf<'ExerciseAssigned' | 'AssignmentChanged' | 'AssignmentEnded'>;

/** Every assignment of every program (spec: patient_exercises). */
export const assignmentsProjection = defineProjection<Assignment, AssignmentEvent>({
  name: 'assignments',
  version: 1,
  handles: ['ExerciseAssigned', 'AssignmentChanged', 'AssignmentEnded'],
  indexes: [{ patientId: 1, assignedAt: 1 }],
  documentId: (event) => event.data.assignmentId,
  evolve(assignment, event) {
    const actor = event.metadata.actor;
    switch (event.type) {
      case 'ExerciseAssigned': {
        const { assignmentId, patientId, exerciseId, frequency, customInstructions, startDate, endDate } = event.data;
        return {
          id: assignmentId,
          patientId,
          exerciseId,
          frequency,
          customInstructions,
          startDate,
          endDate,
          status: 'active',
          assignedBy: actor.kind === 'user' ? actor.userId : actor.kind,
          assignedAt: event.metadata.at,
          endedAt: null,
          endedOn: null,
          version: 1,
          position: event.position,
        };
      }
      case 'AssignmentChanged': {
        const { frequency, customInstructions, startDate, endDate } = event.data;
        return assignment && { ...assignment, frequency, customInstructions, startDate, endDate, version: assignment.version + 1 };
      }
      case 'AssignmentEnded':
        return assignment && { ...assignment, status: 'ended', endedAt: event.metadata.at, endedOn: event.data.endedOn, version: assignment.version + 1 };
    }
  },
  live: (assignment) => (assignment ? [{ type: 'assignment.changed', rooms: patientRoom(assignment.patientId), data: { assignment } }] : []),
});

/** Every completion (spec: exercise_completions). */
export const completionsProjection = defineProjection<Completion, EventOf<'ExerciseCompleted'>>({
  name: 'completions',
  version: 1,
  handles: ['ExerciseCompleted'],
  indexes: [{ patientId: 1, date: 1 }, { patientId: 1, completedAt: -1 }],
  documentId: (event) => event.data.completionId,
  evolve(_completion, event) {
    const { completionId, ...data } = event.data;
    return { id: completionId, ...data, completedAt: event.metadata.at, position: event.position };
  },
  live: (completion) => (completion ? [{ type: 'completion.recorded', rooms: patientRoom(completion.patientId), data: { completion } }] : []),
});

/** Every day whose exercises were done (spec: exercise_sessions). */
export const sessionsProjection = defineProjection<ExerciseSession, EventOf<'SessionRecorded'>>({
  name: 'sessions',
  version: 1,
  handles: ['SessionRecorded'],
  indexes: [{ patientId: 1, sessionDate: -1 }],
  documentId: (event) => `${event.data.patientId}_${event.data.date}`,
  evolve(_session, event) {
    const { patientId, date, totalExercises, completedExercises, totalMinutes, perfect } = event.data;
    return {
      id: `${patientId}_${date}`,
      patientId,
      sessionDate: date,
      totalExercises,
      completedExercises,
      totalMinutes,
      perfectSession: perfect,
      createdAt: event.metadata.at,
      position: event.position,
    };
  },
  live: (session) => (session ? [{ type: 'session.recorded', rooms: patientRoom(session.patientId), data: { session } }] : []),
});

/** Pain and mobility measurements (spec: progress_measurements). */
export const measurementsProjection = defineProjection<Measurement, EventOf<'MeasurementRecorded'>>({
  name: 'measurements',
  version: 1,
  handles: ['MeasurementRecorded'],
  indexes: [{ patientId: 1, measurementDate: 1 }],
  documentId: (event) => event.stream.slice('measurement-'.length),
  evolve(_measurement, event) {
    const actor = event.metadata.actor;
    return {
      id: event.stream.slice('measurement-'.length),
      ...event.data,
      measurementType: event.data.measurementType as Measurement['measurementType'],
      measuredBy: actor.kind === 'user' ? actor.userId : actor.kind,
      measuredByRole: actor.kind === 'user' && actor.role === 'patient' ? 'patient' : 'staff',
      createdAt: event.metadata.at,
      position: event.position,
    };
  },
  live: (measurement) => (measurement ? [{ type: 'measurement.recorded', rooms: patientRoom(measurement.patientId), data: { measurement } }] : []),
});
