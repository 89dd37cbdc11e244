import { describe, expect, it } from 'vitest';
import { RevisionMismatch, spec } from '@pt/contracts/core';
import { assignmentIdClaimDecider, completionIdClaimDecider, dayDecider, programDecider, type PlanContext } from './decider';

const schedule = { frequency: 'Once daily', customInstructions: '', startDate: '2026-11-23', endDate: null };
const assigned = { type: 'ExerciseAssigned' as const, data: { assignmentId: 'a1', patientId: 'p1', exerciseId: 'e1', ...schedule } };

describe('a program', () => {
  it('assigns an exercise once', () => {
    expect(spec(programDecider).given([]).when({ type: 'AssignExercise', patientId: 'p1', assignmentId: 'a1', exerciseId: 'e1', schedule })).toEqual([assigned]);
    expect(spec(programDecider).given([assigned]).rejects({ type: 'AssignExercise', patientId: 'p1', assignmentId: 'a1', exerciseId: 'e1', schedule })).toMatchObject({ code: 'already-exists' });
  });

  it('changes an assignment only from the version the therapist saw, and not once it ended', () => {
    const change = { type: 'ChangeAssignment' as const, patientId: 'p1', assignmentId: 'a1', schedule: { ...schedule, frequency: '2x daily' } };
    expect(spec(programDecider).given([assigned]).when({ ...change, expectedVersion: 1 })).toEqual([{ type: 'AssignmentChanged', data: { assignmentId: 'a1', patientId: 'p1', ...change.schedule } }]);
    expect(spec(programDecider).given([assigned]).rejects({ ...change, expectedVersion: 0 })).toBeInstanceOf(RevisionMismatch);
    expect(spec(programDecider).given([assigned]).when({ ...change, schedule })).toEqual([]);
    const ended = { type: 'AssignmentEnded' as const, data: { assignmentId: 'a1', patientId: 'p1', endedOn: '2026-11-25' } };
    expect(spec(programDecider).given([assigned, ended]).rejects(change)).toMatchObject({ code: 'gone' });
    expect(spec(programDecider).given([assigned, ended]).when({ type: 'EndAssignment', patientId: 'p1', assignmentId: 'a1', today: '2026-11-26' })).toEqual([]);
  });

  it('knows nothing of an assignment it does not hold', () => {
    expect(spec(programDecider).given([]).rejects({ type: 'EndAssignment', patientId: 'p1', assignmentId: 'x', today: '2026-11-26' })).toMatchObject({ code: 'not-found' });
  });
});

describe('a day', () => {
  const context: PlanContext = { plan: { date: '2026-11-25', items: [{ assignmentId: 'a1', exerciseId: 'e1', required: 1 }, { assignmentId: 'a2', exerciseId: 'e2', required: 1 }] }, minutesOf: { a1: 5, a2: 10 } };
  const completion = (completionId: string, assignmentId: string, duration: number | null = null) => ({
    completionId, patientId: 'p1', assignmentId, exerciseId: `e${assignmentId.slice(1)}`, date: '2026-11-25', duration, repetitionsCompleted: null, difficultyRating: null, painLevel: null, notes: '',
  });
  const completed = (id: string, assignmentId: string, duration: number | null = null) => ({ type: 'ExerciseCompleted' as const, data: completion(id, assignmentId, duration) });

  it('records a completion, and the session with the one that completes the plan', () => {
    expect(spec(dayDecider).given([]).when({ type: 'CompleteExercise', completion: completion('c1', 'a1', 7), context })).toEqual([completed('c1', 'a1', 7)]);
    expect(spec(dayDecider).given([completed('c1', 'a1', 7)]).when({ type: 'CompleteExercise', completion: completion('c2', 'a2'), context })).toEqual([
      completed('c2', 'a2'),
      { type: 'SessionRecorded', data: { patientId: 'p1', date: '2026-11-25', totalExercises: 2, completedExercises: 2, totalMinutes: 17, plannedMinutes: 15, perfect: true } },
    ]);
  });

  it('records the session once: later completions of the day are only completions', () => {
    const session = { type: 'SessionRecorded' as const, data: { patientId: 'p1', date: '2026-11-25', totalExercises: 2, completedExercises: 2, totalMinutes: 17, perfect: true } };
    expect(spec(dayDecider).given([completed('c1', 'a1'), completed('c2', 'a2'), session]).when({ type: 'CompleteExercise', completion: completion('c3', 'a1'), context })).toEqual([completed('c3', 'a1')]);
  });

  it('closes a past day with a partial session, once, and leaves an empty day alone', () => {
    const close = { type: 'CloseDay' as const, patientId: 'p1', date: '2026-11-25', context };
    expect(spec(dayDecider).given([completed('c1', 'a1')]).when(close)).toEqual([
      { type: 'SessionRecorded', data: { patientId: 'p1', date: '2026-11-25', totalExercises: 2, completedExercises: 1, totalMinutes: 5, plannedMinutes: 15, perfect: false } },
    ]);
    expect(spec(dayDecider).given([]).when(close)).toEqual([]);
  });
});

describe('the claim of a created id', () => {
  it("claims an assignment's id once, for whichever program: a second claim is refused", () => {
    const claim = { type: 'ClaimAssignmentId' as const, assignmentId: 'a1', patientId: 'p1' };
    const claimed = { type: 'AssignmentIdClaimed' as const, data: { assignmentId: 'a1', patientId: 'p1' } };
    expect(spec(assignmentIdClaimDecider).given([]).when(claim)).toEqual([claimed]);
    expect(spec(assignmentIdClaimDecider).given([claimed]).rejects({ ...claim, patientId: 'p2' })).toMatchObject({ code: 'already-exists', message: 'This id is already used.' });
    expect(spec(assignmentIdClaimDecider).given([claimed]).rejects(claim)).toMatchObject({ code: 'already-exists' });
  });

  it("claims a completion's id once, with its day, which a later claim does not move", () => {
    const claim = { type: 'ClaimCompletionId' as const, completionId: 'c1', patientId: 'p1', date: '2026-11-25' };
    const claimed = { type: 'CompletionIdClaimed' as const, data: { completionId: 'c1', patientId: 'p1', date: '2026-11-25' } };
    expect(spec(completionIdClaimDecider).given([]).when(claim)).toEqual([claimed]);
    const given = spec(completionIdClaimDecider).given([claimed]);
    expect(given.state).toEqual({ patientId: 'p1', date: '2026-11-25' });
    expect(given.rejects({ ...claim, date: '2026-11-26' })).toMatchObject({ code: 'already-exists', message: 'This id is already used.' });
    expect(spec(completionIdClaimDecider).given([claimed, { ...claimed, data: { ...claimed.data, patientId: 'p2', date: '2026-11-26' } }]).state).toEqual({ patientId: 'p1', date: '2026-11-25' });
  });
});
