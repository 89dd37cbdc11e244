import { plannedDayOf, type Day, type EventData, type EventOf } from '@pt/contracts';
import { DomainError, RevisionMismatch, alreadyExists, notFound, type Decider } from '@pt/contracts/core';
import { dayProgress, type DayPlan, type ProgramAssignment } from './plan';

// ---------------------------------------------------------------- the program: `program-<patientId>`

export type ProgramEvent = EventOf<'ExerciseAssigned' | 'AssignmentChanged' | 'AssignmentEnded'>;

export type Schedule = Pick<EventData<'ExerciseAssigned'>, 'frequency' | 'customInstructions' | 'startDate' | 'endDate'>;

export type AssignmentState = ProgramAssignment & { customInstructions: string; version: number };
export interface ProgramState {
  assignments: Map<string, AssignmentState>;
}

export type ProgramCommand =
  | { type: 'AssignExercise'; patientId: string; assignmentId: string; exerciseId: string; schedule: Schedule }
  | { type: 'ChangeAssignment'; patientId: string; assignmentId: string; schedule: Schedule; expectedVersion?: number }
  | { type: 'EndAssignment'; patientId: string; assignmentId: string; today: Day; expectedVersion?: number };

function existing(state: ProgramState, assignmentId: string, stream: string, expectedVersion?: number): AssignmentState {
  const assignment = state.assignments.get(assignmentId);
  if (!assignment) throw notFound('No such assignment in this program.');
  if (expectedVersion !== undefined && assignment.version !== expectedVersion) throw new RevisionMismatch(stream, expectedVersion, assignment.version);
  return assignment;
}

export const programDecider: Decider<ProgramState, ProgramCommand, ProgramEvent> = {
  events: ['ExerciseAssigned', 'AssignmentChanged', 'AssignmentEnded'],
  initialState: () => ({ assignments: new Map() }),
  evolve(state, event) {
    const assignments = new Map(state.assignments);
    const { assignmentId } = event.data;
    const current = assignments.get(assignmentId);
    switch (event.type) {
      case 'ExerciseAssigned': {
        const { exerciseId, frequency, customInstructions, startDate, endDate } = event.data;
        assignments.set(assignmentId, { id: assignmentId, exerciseId, frequency, customInstructions, startDate, endDate, endedOn: null, version: 1 });
        break;
      }
      case 'AssignmentChanged':
        if (current) {
          const { frequency, customInstructions, startDate, endDate } = event.data;
          assignments.set(assignmentId, { ...current, frequency, customInstructions, startDate, endDate, version: current.version + 1 });
        }
        break;
      case 'AssignmentEnded':
        if (current) assignments.set(assignmentId, { ...current, endedOn: event.data.endedOn, version: current.version + 1 });
        break;
    }
    return { assignments };
  },
  decide(command, state) {
    const stream = `program-${command.patientId}`;
    switch (command.type) {
      case 'AssignExercise':
        if (state.assignments.has(command.assignmentId)) throw alreadyExists('This assignment already exists.');
        return [{ type: 'ExerciseAssigned', data: { assignmentId: command.assignmentId, patientId: command.patientId, exerciseId: command.exerciseId, ...command.schedule } }];
      case 'ChangeAssignment': {
        const assignment = existing(state, command.assignmentId, stream, command.expectedVersion);
        if (assignment.endedOn !== null) throw new DomainError('gone', 'This assignment has ended.');
        const { frequency, customInstructions, startDate, endDate } = assignment;
        const same = JSON.stringify({ frequency, customInstructions, startDate, endDate }) === JSON.stringify(command.schedule);
        return same ? [] : [{ type: 'AssignmentChanged', data: { assignmentId: command.assignmentId, patientId: command.patientId, ...command.schedule } }];
      }
      case 'EndAssignment': {
        const assignment = existing(state, command.assignmentId, stream, command.expectedVersion);
        return assignment.endedOn !== null ? [] : [{ type: 'AssignmentEnded', data: { assignmentId: command.assignmentId, patientId: command.patientId, endedOn: command.today } }];
      }
    }
  },
};

// ---------------------------------------------------------------- the claims of created ids (ADR 34)

/** The answer to a create whose id another request already claimed. */
export const idAlreadyUsed = 'This id is already used.';

/**
 * An assignment's id: `assignmentId-<id>`, one event, appended with `no_stream` before the
 * assignment itself. It makes the id unique across every patient's program, as the read model
 * (keyed by it) needs. The same request again finds the claim by its command id and fingerprint
 * (the command handler answers it); any other is refused here.
 */
export type AssignmentIdClaimEvent = EventOf<'AssignmentIdClaimed'>;
export interface AssignmentIdClaim {
  patientId: string | null;
}
export type AssignmentIdClaimCommand = { type: 'ClaimAssignmentId'; assignmentId: string; patientId: string };

export const assignmentIdClaimDecider: Decider<AssignmentIdClaim, AssignmentIdClaimCommand, AssignmentIdClaimEvent> = {
  events: ['AssignmentIdClaimed'],
  initialState: () => ({ patientId: null }),
  evolve: (state, event) => (state.patientId === null ? { patientId: event.data.patientId } : state),
  decide(command, state) {
    if (state.patientId !== null) throw alreadyExists(idAlreadyUsed);
    return [{ type: 'AssignmentIdClaimed', data: { assignmentId: command.assignmentId, patientId: command.patientId } }];
  },
};

/**
 * A completion's id: `completionId-<id>`, with the day whose stream holds the completion. Unique
 * across every patient and day; a retry arriving after the practice's midnight finds its day here.
 */
export type CompletionIdClaimEvent = EventOf<'CompletionIdClaimed'>;
export type CompletionIdClaim = { patientId: null; date: null } | { patientId: string; date: Day };
export type CompletionIdClaimCommand = { type: 'ClaimCompletionId'; completionId: string; patientId: string; date: Day };

export const completionIdClaimDecider: Decider<CompletionIdClaim, CompletionIdClaimCommand, CompletionIdClaimEvent> = {
  events: ['CompletionIdClaimed'],
  initialState: () => ({ patientId: null, date: null }),
  evolve: (state, event) => (state.patientId === null ? { patientId: event.data.patientId, date: event.data.date } : state),
  decide(command, state) {
    if (state.patientId !== null) throw alreadyExists(idAlreadyUsed);
    return [{ type: 'CompletionIdClaimed', data: { completionId: command.completionId, patientId: command.patientId, date: command.date } }];
  },
};

// ---------------------------------------------------------------- a day: `day-<patientId>_<yyyy-MM-dd>`

export type DayEvent = EventOf<'ExerciseCompleted' | 'SessionRecorded'>;
export type Completed = EventData<'ExerciseCompleted'>;

export interface DayState {
  completions: Completed[];
  session: boolean;
}

/** The plan of the day, and the minutes an exercise takes when the patient did not say. */
export interface PlanContext {
  plan: DayPlan;
  minutesOf: Record<string, number>;
}

export type DayCommand =
  | { type: 'CompleteExercise'; completion: Completed; context: PlanContext }
  /** A later day came: a day with completions but no session gets its (partial) session. */
  | { type: 'CloseDay'; patientId: string; date: Day; context: PlanContext };

/** The session of a day: planned completions done, and the minutes they took. */
function session(completions: Completed[], { plan, minutesOf }: PlanContext, patientId: string, date: Day): EventData<'SessionRecorded'> {
  const doneToday = new Map<string, number>();
  let totalMinutes = 0;
  const required = new Map(plan.items.map((i) => [i.assignmentId, i.required]));
  for (const c of completions) {
    const counted = doneToday.get(c.assignmentId) ?? 0;
    if (counted >= (required.get(c.assignmentId) ?? 0)) continue;
    doneToday.set(c.assignmentId, counted + 1);
    totalMinutes += c.duration ?? minutesOf[c.assignmentId] ?? 0;
  }
  const { completed, total } = dayProgress(plan, doneToday);
  // The plan's minutes size the day's challenges with its exercises (the rewards worker has no plan).
  const { minutes: plannedMinutes } = plannedDayOf(plan.items, minutesOf);
  return { patientId, date, totalExercises: total, completedExercises: completed, totalMinutes, plannedMinutes, perfect: total > 0 && completed >= total };
}

export const dayDecider: Decider<DayState, DayCommand, DayEvent> = {
  events: ['ExerciseCompleted', 'SessionRecorded'],
  initialState: () => ({ completions: [], session: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'ExerciseCompleted':
        return { ...state, completions: [...state.completions, event.data] };
      case 'SessionRecorded':
        return { ...state, session: true };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CompleteExercise': {
        if (state.completions.some((c) => c.completionId === command.completion.completionId)) throw alreadyExists('This completion was already recorded.');
        const completions = [...state.completions, command.completion];
        const completed = { type: 'ExerciseCompleted' as const, data: command.completion };
        if (state.session) return [completed];
        const day = session(completions, command.context, command.completion.patientId, command.completion.date);
        // The day's planned exercises are all done: that is a session (DECISIONS.md).
        return day.perfect ? [completed, { type: 'SessionRecorded', data: day }] : [completed];
      }
      case 'CloseDay': {
        if (state.session || state.completions.length === 0) return [];
        const day = session(state.completions, command.context, command.patientId, command.date);
        if (day.completedExercises === 0) return [];
        return [{ type: 'SessionRecorded', data: day }];
      }
    }
  },
};
