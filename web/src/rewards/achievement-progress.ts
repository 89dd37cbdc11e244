import type { Achievement, RewardsSummary } from '@pt/contracts';

export interface AchievementProgress {
  value: number;
  target: number;
  /** "13 of 14 days" */
  text: string;
}

// Every achievement whose measure is a count the rewards summary holds: streaks, points, levels and
// the sessions' totals. The others (an early session, a comeback) happen at once or not at all.
const measures: Record<string, (s: RewardsSummary) => { value: number; target: number; unit: string }> = {
  'sessions-10': (s) => ({ value: s.totals.sessions, target: 10, unit: 'sessions' }),
  'sessions-50': (s) => ({ value: s.totals.sessions, target: 50, unit: 'sessions' }),
  'sessions-100': (s) => ({ value: s.totals.sessions, target: 100, unit: 'sessions' }),
  'perfect-10': (s) => ({ value: s.totals.perfectSessions, target: 10, unit: 'perfect sessions' }),
  'streak-3': (s) => ({ value: s.currentStreak, target: 3, unit: 'days' }),
  'streak-7': (s) => ({ value: s.currentStreak, target: 7, unit: 'days' }),
  'streak-14': (s) => ({ value: s.currentStreak, target: 14, unit: 'days' }),
  'streak-30': (s) => ({ value: s.currentStreak, target: 30, unit: 'days' }),
  'points-500': (s) => ({ value: s.totalPoints, target: 500, unit: 'points' }),
  'points-1000': (s) => ({ value: s.totalPoints, target: 1000, unit: 'points' }),
  'level-5': (s) => ({ value: s.level, target: 5, unit: '' }),
  'level-10': (s) => ({ value: s.level, target: 10, unit: '' }),
  'exercises-100': (s) => ({ value: s.totals.exercises, target: 100, unit: 'exercises' }),
  'minutes-300': (s) => ({ value: s.totals.minutes, target: 300, unit: 'minutes' }),
};

/** How far the patient is toward a locked achievement, when the summary says it; null otherwise. */
export function progressToward(achievement: Pick<Achievement, 'id'>, summary: RewardsSummary): AchievementProgress | null {
  const measure = measures[achievement.id]?.(summary);
  if (!measure) return null;
  const value = Math.min(measure.value, measure.target);
  const count = (n: number) => n.toLocaleString('en-US');
  const text = measure.unit ? `${count(value)} of ${count(measure.target)} ${measure.unit}` : `Level ${value} of ${measure.target}`;
  return { value, target: measure.target, text };
}
