import { addDays, parseFrequency, weekStart, type Day } from '@pt/contracts';

/**
 * What a patient's program asks of a day and a week. Pure: the command that records a completion
 * and the dashboard's stat cards count the same way.
 */
export interface ProgramAssignment {
  id: string;
  exerciseId: string;
  frequency: string;
  startDate: Day;
  endDate: Day | null;
  /** The day it was ended: it is not planned from that day on. */
  endedOn: Day | null;
}

export interface PlanItem {
  assignmentId: string;
  exerciseId: string;
  /** Completions this day asks for. */
  required: number;
}

export interface DayPlan {
  date: Day;
  items: PlanItem[];
}

export function isActiveOn(assignment: ProgramAssignment, day: Day): boolean {
  return assignment.startDate <= day && (assignment.endDate === null || day <= assignment.endDate) && (assignment.endedOn === null || day < assignment.endedOn);
}

/** Completions per assignment. */
export type Counts = ReadonlyMap<string, number>;

/**
 * A day's plan: an exercise done "2x daily" is asked for twice; one done "3x per week" is asked for
 * once a day until it has been done three times that week (weeks start on Monday).
 */
export function planForDay(assignments: readonly ProgramAssignment[], day: Day, doneEarlierThisWeek: Counts): DayPlan {
  const items: PlanItem[] = [];
  for (const assignment of assignments) {
    if (!isActiveOn(assignment, day)) continue;
    const frequency = parseFrequency(assignment.frequency);
    if (!frequency) continue;
    const required = frequency.per === 'day' ? frequency.times : (doneEarlierThisWeek.get(assignment.id) ?? 0) < frequency.times ? 1 : 0;
    if (required > 0) items.push({ assignmentId: assignment.id, exerciseId: assignment.exerciseId, required });
  }
  return { date: day, items };
}

/** How much of a day's plan is done: completions beyond what an exercise asks for count once. */
export function dayProgress(plan: DayPlan, doneToday: Counts): { completed: number; total: number } {
  let completed = 0;
  let total = 0;
  for (const item of plan.items) {
    total += item.required;
    completed += Math.min(doneToday.get(item.assignmentId) ?? 0, item.required);
  }
  return { completed, total };
}

export function countBy<T>(items: Iterable<T>, key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/**
 * Progress This Week: planned completions from each assignment's frequency over the days of the
 * week it is active, and the completions that count towards them.
 */
export function weekProgress(assignments: readonly ProgramAssignment[], today: Day, completions: readonly { assignmentId: string; date: Day }[]) {
  const monday = weekStart(today);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  let planned = 0;
  let completed = 0;
  for (const assignment of assignments) {
    const frequency = parseFrequency(assignment.frequency);
    if (!frequency) continue;
    const activeDays = days.filter((d) => isActiveOn(assignment, d));
    if (activeDays.length === 0) continue;
    const own = completions.filter((c) => c.assignmentId === assignment.id && c.date >= monday && c.date <= days[6]!);
    if (frequency.per === 'day') {
      planned += frequency.times * activeDays.length;
      for (const day of activeDays) completed += Math.min(own.filter((c) => c.date === day).length, frequency.times);
    } else {
      const target = Math.min(frequency.times, activeDays.length);
      planned += target;
      completed += Math.min(own.length, target);
    }
  }
  return { completed, planned, percent: planned === 0 ? 0 : Math.round((completed / planned) * 100) };
}

/** Consecutive days with a session, ending today (or yesterday, while today is still open). */
export function currentStreak(sessionDays: Iterable<Day>, today: Day): number {
  const days = new Set(sessionDays);
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}
