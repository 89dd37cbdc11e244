import type { Assignment } from '@pt/contracts';
import { formatDay } from '../../shared/dates';

export type AssignmentState = 'active' | 'upcoming' | 'finished' | 'ended';

/** Where an assignment stands on `today`: running, not started yet, past its end date, or ended by staff. */
export function assignmentState(assignment: Pick<Assignment, 'status' | 'startDate' | 'endDate'>, today: string): AssignmentState {
  if (assignment.status === 'ended') return 'ended';
  if (assignment.startDate > today) return 'upcoming';
  if (assignment.endDate !== null && assignment.endDate < today) return 'finished';
  return 'active';
}

export function assignmentStateLabel(assignment: Pick<Assignment, 'status' | 'startDate' | 'endDate' | 'endedOn'>, today: string): string {
  switch (assignmentState(assignment, today)) {
    case 'active':
      return 'Active';
    case 'upcoming':
      return `Starts ${formatDay(assignment.startDate, 'MMM d')}`;
    case 'finished':
      return 'Finished';
    case 'ended':
      return assignment.endedOn ? `Ended ${formatDay(assignment.endedOn, 'MMM d')}` : 'Ended';
  }
}

/** Running and upcoming assignments first (in the order they were assigned), then the rest. */
export function programOrder<T extends Assignment>(assignments: readonly T[], today: string): T[] {
  const rank = (a: T) => (['active', 'upcoming'].includes(assignmentState(a, today)) ? 0 : 1);
  return [...assignments].sort((a, b) => rank(a) - rank(b));
}

/** The exercises the program runs or will run: one of them needs no second assignment. */
export function runningExerciseIds(assignments: readonly Pick<Assignment, 'exerciseId' | 'status' | 'startDate' | 'endDate'>[], today: string): Set<string> {
  return new Set(assignments.filter((a) => ['active', 'upcoming'].includes(assignmentState(a, today))).map((a) => a.exerciseId));
}

// The chart's points live with the chart (shared by the staff dialog and the patient's dashboard).
export { lastSeven } from '../../shared/progress-chart/chart-points';
