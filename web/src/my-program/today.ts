import type { AssignedExercise } from '@pt/contracts';

type Today = AssignedExercise['today'];

/** Today's plan for this exercise is done (an exercise not planned today is never "done"). */
export const isDoneToday = ({ planned, done }: Today) => planned > 0 && done >= planned;

/** Rounds beyond what today's plan asked for. */
export const extraRounds = ({ planned, done }: Today) => Math.max(0, done - planned);

/** The card's count of what the plan asked for and got (never "Done today 2/1": extra rounds are told apart). */
export function todayCount(today: Today): string {
  if (today.planned === 0) return 'Not planned today';
  return `${isDoneToday(today) ? 'Done today' : 'Today'} ${Math.min(today.done, today.planned)}/${today.planned}`;
}

/** Rounds beyond the plan, said as extra ("+1 extra round"); null when there are none. */
export function extraText(extra: number): string | null {
  return extra > 0 ? `+${extra} extra ${extra === 1 ? 'round' : 'rounds'}` : null;
}

/** Today over the whole program: rounds planned, and rounds done beyond the plan. */
export function programToday(exercises: readonly AssignedExercise[]): { planned: number; extra: number } {
  return exercises.reduce((sum, { today }) => ({ planned: sum.planned + today.planned, extra: sum.extra + extraRounds(today) }), { planned: 0, extra: 0 });
}
