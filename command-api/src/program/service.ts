import { addDays, dayIn, streams, weekStart, type CompletionInput, type Day, type DomainEvent, type EventStore, type Exercise } from '@pt/contracts';
import { DomainError, alreadyExists, commandFingerprint, conflict, fingerprintOf, handleCommand, loadStream, notFound, type CommandMeta, type CommandResult, type Decider } from '@pt/contracts/core';
import type { ReadModels } from '../core/read-models';
import {
  assignmentIdClaimDecider,
  completionIdClaimDecider,
  dayDecider,
  idAlreadyUsed,
  programDecider,
  type DayState,
  type PlanContext,
  type ProgramCommand,
  type ProgramState,
  type Schedule,
} from './decider';
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

  /**
   * Claims a created id for a command before the create (ADR 34): the same command again (same
   * fingerprint) passes and answers the claim; any other command with that id is a 409, whichever
   * patient, day or stream it names. A claim whose create never followed (a crash in between) is
   * finished by the same request sent again.
   *
   * The claim waits for no sync of its own (`durability: 'with-next'`, ADR 34 of 2026-11-29): it is
   * answered once committed, when its race with any other claim of the id is decided, and the create
   * its caller appends next, waited for, makes it durable with it. A crash before that leaves neither,
   * or the claim alone (the log keeps a prefix): a claim with nothing behind it, as above; never the
   * create without its claim. Only for a claim its caller follows at once with the create it guards.
   */
  async function claimId<State, Command, E extends DomainEvent>(stream: string, decider: Decider<State, Command, E>, command: Command, meta: CommandMeta, id: string, fingerprint: string) {
    try {
      return await handleCommand(store, stream, decider, command, meta, { create: true, commandId: id, fingerprint, durability: 'with-next' });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'already-exists') throw alreadyExists(idAlreadyUsed);
      throw error;
    }
  }

  /** Records the session a past day earned (its completions, short of the plan or not), once. */
  const closeLoadedDay = async (patientId: string, program: ProgramState, days: Map<Day, DayState>, day: Day, meta: CommandMeta) =>
    handleCommand(store, streams.day(patientId, day), dayDecider, { type: 'CloseDay', patientId, date: day, context: await planContext(program, days, day) }, meta);

  /**
   * The check button: a completion of today, named by the client's id. When it completes the
   * day's plan, the day's session is recorded with it. A day of the past week left with
   * completions but no session is closed first, with the session it earned.
   *
   * The id is claimed first, with the day (ADR 34): another patient's or another completion's
   * use of it is a 409, and the same request sent again, even after the practice's midnight, is
   * answered from the day it was first recorded in rather than recorded again today.
   */
  async function complete(patientId: string, assignmentId: string, completionId: string, input: Required<Omit<CompletionInput, 'id'>>, meta: CommandMeta): Promise<CommandResult<DayState>> {
    // The plan may differ by the time a retry arrives: the completion itself is what is compared.
    const fingerprint = fingerprintOf({ assignmentId, input, by: patientId });
    const claimStream = streams.completionId(completionId);
    const claimed = await loadStream(store, claimStream, completionIdClaimDecider);
    if (claimed.revision >= 0 && claimed.events[0]?.metadata.fingerprint !== fingerprint) throw alreadyExists(idAlreadyUsed);
    // The day the completion belongs to: the one it was first claimed on, else today.
    const day = claimed.state.date ?? dayIn(meta.now, timeZone);

    const { state: program } = await loadProgram(patientId);
    const assignment = program.assignments.get(assignmentId);
    if (!assignment) throw notFound('This exercise is not in your program.');
    const days = await loadDays(patientId, addDays(day, -7) < weekStart(day) ? addDays(day, -7) : weekStart(day), day);
    const repeated = days.get(day)!.completions.some((c) => c.completionId === completionId);
    if (!repeated && !isActiveOn(assignment, day)) throw conflict('This exercise is not part of your program today.');

    if (claimed.revision < 0) {
      const claim = await claimId(claimStream, completionIdClaimDecider, { type: 'ClaimCompletionId', completionId, patientId, date: day }, meta, completionId, fingerprint);
      // The same request, sent twice across midnight, claimed the id first for its own day: that day's it is.
      if (claim.state.date !== day) return complete(patientId, assignmentId, completionId, input, meta);
    }

    // Days are closed after the practice's midnight (day-closer.ts); one it has not reached yet is closed here.
    for (const [earlier, state] of days) {
      if (earlier >= day || state.session || state.completions.length === 0) continue;
      await closeLoadedDay(patientId, program, days, earlier, meta);
    }

    const completion = { completionId, patientId, assignmentId, exerciseId: assignment.exerciseId, date: day, ...input };
    return handleCommand(store, streams.day(patientId, day), dayDecider, { type: 'CompleteExercise', completion, context: await planContext(program, days, day) }, meta, {
      commandId: completionId,
      fingerprint,
    });
  }

  return {
    loadProgram,

    /** An assignment named by the client's id, which is claimed first: unique across every program. */
    async assign(patientId: string, assignmentId: string, exerciseId: string, schedule: Schedule, meta: CommandMeta) {
      const command: ProgramCommand = { type: 'AssignExercise', patientId, assignmentId, exerciseId, schedule };
      const fingerprint = commandFingerprint(command, meta.actor);
      await claimId(streams.assignmentId(assignmentId), assignmentIdClaimDecider, { type: 'ClaimAssignmentId', assignmentId, patientId }, meta, assignmentId, fingerprint);
      return handleCommand(store, streams.program(patientId), programDecider, command, meta, { commandId: assignmentId, fingerprint });
    },

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

    complete,
  };
}

export type Programs = ReturnType<typeof createPrograms>;
