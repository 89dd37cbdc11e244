import { achievements, addDays, daysBetween, type Day } from '@pt/contracts';

/** What the rewards rules look at: a patient's record of sessions so far. */
export interface RewardsRecord {
  totalPoints: number;
  level: number;
  sessions: number;
  perfectSessions: number;
  exercises: number;
  minutes: number;
  earlyBirds: number;
  comebacks: number;
  longestStreak: number;
}

/** Each achievement's condition: a pure test of the record (the catalogue itself is in contracts). */
export const achievementConditions: Record<string, (r: RewardsRecord) => boolean> = {
  'first-session': (r) => r.sessions >= 1,
  'sessions-10': (r) => r.sessions >= 10,
  'sessions-50': (r) => r.sessions >= 50,
  'sessions-100': (r) => r.sessions >= 100,
  'perfect-1': (r) => r.perfectSessions >= 1,
  'perfect-10': (r) => r.perfectSessions >= 10,
  'streak-3': (r) => r.longestStreak >= 3,
  'streak-7': (r) => r.longestStreak >= 7,
  'streak-14': (r) => r.longestStreak >= 14,
  'streak-30': (r) => r.longestStreak >= 30,
  'points-500': (r) => r.totalPoints >= 500,
  'points-1000': (r) => r.totalPoints >= 1000,
  'level-5': (r) => r.level >= 5,
  'level-10': (r) => r.level >= 10,
  'exercises-100': (r) => r.exercises >= 100,
  'minutes-300': (r) => r.minutes >= 300,
  'early-bird': (r) => r.earlyBirds >= 1,
  comeback: (r) => r.comebacks >= 1,
};

/** Achievements the record has earned that are not yet unlocked, in catalogue order. */
export function newlyEarned(record: RewardsRecord, unlocked: ReadonlySet<string>) {
  return achievements.filter((a) => !unlocked.has(a.id) && achievementConditions[a.id]?.(record));
}

/** The run of consecutive days that ends on `day`, within `days`. */
export function runEndingOn(days: ReadonlySet<Day>, day: Day): number {
  let run = 0;
  for (let d = day; days.has(d); d = addDays(d, -1)) run++;
  return run;
}

/** The longest run of consecutive days in `days`. */
export function longestRun(days: ReadonlySet<Day>): number {
  let longest = 0;
  for (const day of days) if (!days.has(addDays(day, -1))) longest = Math.max(longest, runEndingOn(days, lastOfRun(days, day)));
  return longest;
}

function lastOfRun(days: ReadonlySet<Day>, first: Day): Day {
  let day = first;
  while (days.has(addDays(day, 1))) day = addDays(day, 1);
  return day;
}

/** "Three days or more away": the gap before a session that makes it a comeback. */
export const isComeback = (previous: Day | null, day: Day) => previous !== null && daysBetween(previous, day) >= 4;
