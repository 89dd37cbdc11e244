import type { Assignment, Completion, EventOf, ExerciseSession, Measurement } from '@pt/contracts';
import { defineProjection } from '@pt/contracts/core';
import { patientRoom } from './rooms';

type AssignmentEvent = EventOf<'ExerciseAssigned' | 'AssignmentChanged' | 'AssignmentEnded'>;

/**
 * Every assignment of every program (spec: patient_exercises), by its id. An id is unique across
 * programs (its claim, ADR 34); one used again in another program before the claims existed leaves
 * the row with the program that used it first (version 2: rebuilt so).
 */
export const assignmentsProjection = defineProjection<Assignment, AssignmentEvent>({
  name: 'assignments',
  version: 2,
  handles: ['ExerciseAssigned', 'AssignmentChanged', 'AssignmentEnded'],
  indexes: [{ patientId: 1, assignedAt: 1 }],
  documentId: (event) => event.data.assignmentId,
  namedBy: (id) => id,
  evolve(assignment, event) {
    if (assignment && assignment.patientId !== event.data.patientId) return assignment;
    const actor = event.metadata.actor;
    switch (event.type) {
      case 'ExerciseAssigned': {
        // Assigned once: another ExerciseAssigned of the id is another program's (before the claims).
        if (assignment) return assignment;
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
  live: (assignment, event) =>
    assignment && assignment.patientId === event.data.patientId ? [{ type: 'assignment.changed', rooms: patientRoom(assignment.patientId), data: { assignment } }] : [],
});

/**
 * Every completion (spec: exercise_completions), by its id. A completion is recorded once: an id
 * recorded again (in another patient's day, or a retry in the next day's, before the claims of
 * ADR 34) leaves the first (version 2: rebuilt so).
 */
export const completionsProjection = defineProjection<Completion, EventOf<'ExerciseCompleted'>>({
  name: 'completions',
  version: 2,
  handles: ['ExerciseCompleted'],
  // By day as well: the day closer looks for the past week's completions of every patient.
  indexes: [{ patientId: 1, date: 1 }, { patientId: 1, completedAt: -1 }, { date: 1 }],
  documentId: (event) => event.data.completionId,
  namedBy: (id) => id,
  evolve(completion, event) {
    if (completion) return completion;
    const { completionId, ...data } = event.data;
    return { id: completionId, ...data, completedAt: event.metadata.at, position: event.position };
  },
  live: (completion, event) =>
    // Not for an id recorded again (kept as it was): that is another patient's, or another day's.
    completion && completion.patientId === event.data.patientId && completion.date === event.data.date ? [{ type: 'completion.recorded', rooms: patientRoom(completion.patientId), data: { completion } }] : [],
});

/** Every session (spec: exercise_sessions): a day whose exercises were done, with the points it earned. */
export const sessionsProjection = defineProjection<ExerciseSession, EventOf<'SessionRecorded' | 'PointsAwarded'>>({
  name: 'sessions',
  version: 2,
  handles: ['SessionRecorded', 'PointsAwarded'],
  indexes: [{ patientId: 1, sessionDate: -1 }, { sessionDate: 1 }],
  documentId: (event) => (event.type === 'SessionRecorded' ? event.id : event.data.sessionEventId),
  namedBy: (id) => id,
  evolve(session, event) {
    if (event.type === 'PointsAwarded') return session && { ...session, pointsEarned: session.pointsEarned + event.data.points };
    const { patientId, date, totalExercises, completedExercises, totalMinutes, perfect, demo = false } = event.data;
    return {
      id: event.id,
      patientId,
      sessionDate: date,
      totalExercises,
      completedExercises,
      totalMinutes,
      perfectSession: perfect,
      pointsEarned: 0,
      demo,
      createdAt: event.metadata.at,
      position: event.position,
    };
  },
  live: (session, event) => (session && event.type === 'SessionRecorded' ? [{ type: 'session.recorded', rooms: patientRoom(session.patientId), data: { session } }] : []),
});

/** Pain and mobility measurements (spec: progress_measurements). */
export const measurementsProjection = defineProjection<Measurement, EventOf<'MeasurementRecorded'>>({
  name: 'measurements',
  version: 1,
  handles: ['MeasurementRecorded'],
  indexes: [{ patientId: 1, measurementDate: 1 }],
  documentId: (event) => event.stream.slice('measurement-'.length),
  namedBy: (id) => id,
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
