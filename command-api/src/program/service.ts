import { addDays, dayIn, streams, weekStart, type CompletionInput, type Day, type EventStore, type Exercise } from '@pt/contracts';
import { conflict, fingerprintOf, handleCommand, loadStream, notFound, type CommandMeta } from '@pt/contracts/core';
import type { ReadModels } from '../core/read-models';
import { dayDecider, programDecider, type DayState, type PlanContext, type ProgramState, type Schedule } from './decider';
import { countBy, isActiveOn, planForDay, type ProgramAssignment } from './plan';

/** The minutes of each exercise named (an exercise not found is left out). */
export type ExerciseMinutes = (exerciseIds: string[]) => Promise<Map<string, number>>;

/** Exercise minutes from the library's read model. */
export const minutesFromLibrary =
  (models: ReadModels): ExerciseMinutes =>
  async (ids) =>
    new Map((await models.getMany<Exercise>('exercises', ids)).map((e) => [e.id, e.duration]));

/**
 * A patient's program on the write side: assignments in `program-<patientId>`, each day's
 * completions and session in `day-<patientId>_<day>`. Days are the practice's (`timeZone`).
 */
export function createPrograms(store: EventStore, exerciseMinutes: ExerciseMinutes, timeZone: string) {
  const loadProgram = (patientId: string) => loadStream(store, streams.program(patientId), programDecider);

  async function loadDays(patientId: string, from: Day, to: Day): Promise<Map<Day, DayState>> {
    const days = new Map<Day, DayState>();
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const { state } = await loadStream(store, streams.day(patientId, day), dayDecider);
      days.set(day, state);
    }
    return days;
  }

  /** Completions per assignment on the days of `day`'s week before it. */
  function doneEarlierThisWeek(days: Map<Day, DayState>, day: Day) {
    const earlier = [...days].filter(([d]) => d >= weekStart(day) && d < day).flatMap(([, s]) => s.completions);
    return countBy(earlier, (c) => c.assignmentId);
  }

  async function planContext(program: ProgramState, days: Map<Day, DayState>, day: Day): Promise<PlanContext> {
    const assignments: ProgramAssignment[] = [...program.assignments.values()];
    const plan = planForDay(assignments, day, doneEarlierThisWeek(days, day));
    const minutes = await exerciseMinutes([...new Set(assignments.map((a) => a.exerciseId))]);
    return { plan, minutesOf: Object.fromEntries(assignments.map((a) => [a.id, minutes.get(a.exerciseId) ?? 0])) };
  }

  /** Records the session a past day earned (its completions, short of the plan or not), once. */
  const closeLoadedDay = async (patientId: string, program: ProgramState, days: Map<Day, DayState>, day: Day, meta: CommandMeta) =>
    handleCommand(store, streams.day(patientId, day), dayDecider, { type: 'CloseDay', patientId, date: day, context: await planContext(program, days, day) }, meta);

  return {
    loadProgram,

    assign: (patientId: string, assignmentId: string, exerciseId: string, schedule: Schedule, meta: CommandMeta) =>
      handleCommand(store, streams.program(patientId), programDecider, { type: 'AssignExercise', patientId, assignmentId, exerciseId, schedule }, meta, { commandId: assignmentId }),

    change: (patientId: string, assignmentId: string, schedule: Schedule, meta: CommandMeta, expectedVersion?: number) =>
      handleCommand(store, streams.program(patientId), programDecider, { type: 'ChangeAssignment', patientId, assignmentId, schedule, expectedVersion }, meta),

    end: (patientId: string, assignmentId: string, meta: CommandMeta, expectedVersion?: number) =>
      handleCommand(store, streams.program(patientId), programDecider, { type: 'EndAssignment', patientId, assignmentId, today: dayIn(meta.now, timeZone), expectedVersion }, meta),

    /**
     * A day that has ended with completions but no session gets the session it earned; nothing for a
     * day that has one, has none to close, or has not ended in the practice's time zone.
     */
    async closeDay(patientId: string, day: Day, meta: CommandMeta) {
      if (day >= dayIn(meta.now, timeZone)) return null;
      const { state: program } = await loadProgram(patientId);
      const days = await loadDays(patientId, weekStart(day), day);
      const state = days.get(day)!;
      if (state.session || state.completions.length === 0) return null;
      return closeLoadedDay(patientId, program, days, day, meta);
    },

    /**
     * The check button: a completion of today, named by the client's id. When it completes the
     * day's plan, the day's session is recorded with it. A day of the past week left with
     * completions but no session is closed first, with the session it earned.
     */
    async complete(patientId: string, assignmentId: string, completionId: string, input: Required<Omit<CompletionInput, 'id'>>, meta: CommandMeta) {
      const today = dayIn(meta.now, timeZone);
      const { state: program } = await loadProgram(patientId);
      const assignment = program.assignments.get(assignmentId);
      if (!assignment) throw notFound('This exercise is not in your program.');
      const days = await loadDays(patientId, addDays(today, -7) < weekStart(today) ? addDays(today, -7) : weekStart(today), today);
      const todays = days.get(today)!;
      const repeated = todays.completions.some((c) => c.completionId === completionId);
      if (!repeated && !isActiveOn(assignment, today)) throw conflict('This exercise is not part of your program today.');

      // Days are closed after the practice's midnight (day-closer.ts); one it has not reached yet is closed here.
      for (const [day, state] of days) {
        if (day >= today || state.session || state.completions.length === 0) continue;
        await closeLoadedDay(patientId, program, days, day, meta);
      }

      const completion = { completionId, patientId, assignmentId, exerciseId: assignment.exerciseId, date: today, ...input };
      return handleCommand(store, streams.day(patientId, today), dayDecider, { type: 'CompleteExercise', completion, context: await planContext(program, days, today) }, meta, {
        commandId: completionId,
        // The plan may differ by the time a retry arrives: the completion itself is what is compared.
        fingerprint: fingerprintOf({ assignmentId, input, by: patientId }),
      });
    },
  };
}

export type Programs = ReturnType<typeof createPrograms>;
