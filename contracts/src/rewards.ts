import type { Day } from './calendar';

/**
 * The rewards' rules as data (DECISIONS.md, "Settled after the first release"): what a session is
 * worth, levels, the achievements and the daily challenges. The worker applies them; the web shows
 * them.
 */
export const pointRules = {
  perExercise: 10,
  perfectSession: 25,
  perStreakDay: 5,
  maxStreakBonus: 50,
  perLevel: 100,
} as const;

export const levelOf = (totalPoints: number) => Math.floor(totalPoints / pointRules.perLevel) + 1;
export const levelProgressOf = (totalPoints: number) => totalPoints % pointRules.perLevel;

/** The level tile's colour (spec: under 5 grey, 5-9 green, 10-14 blue, 15-19 purple, 20+ gold). */
export function levelColour(level: number): 'grey' | 'green' | 'blue' | 'purple' | 'gold' {
  if (level >= 20) return 'gold';
  if (level >= 15) return 'purple';
  if (level >= 10) return 'blue';
  if (level >= 5) return 'green';
  return 'grey';
}

export const achievementIcons = ['Trophy', 'Target', 'Star', 'Flame', 'Award', 'Calendar', 'TrendingUp', 'Activity', 'CheckCircle', 'Medal', 'Play', 'Crown', 'Zap', 'Clock', 'Sunrise'] as const;
export type AchievementIcon = (typeof achievementIcons)[number];
export const rarities = ['common', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof rarities)[number];

export interface Achievement {
  id: string;
  name: string;
  description: string;
  icon: AchievementIcon;
  category: 'sessions' | 'streaks' | 'points' | 'levels' | 'habits';
  rarity: Rarity;
  /** Bonus points the achievement adds when unlocked. */
  points: number;
}

export const achievements: readonly Achievement[] = [
  { id: 'first-session', name: 'First Steps', description: 'Complete your first exercise session.', icon: 'Play', category: 'sessions', rarity: 'common', points: 10 },
  { id: 'sessions-10', name: 'Dedicated', description: 'Complete 10 exercise sessions.', icon: 'Target', category: 'sessions', rarity: 'common', points: 25 },
  { id: 'sessions-50', name: 'Committed', description: 'Complete 50 exercise sessions.', icon: 'Medal', category: 'sessions', rarity: 'epic', points: 75 },
  { id: 'sessions-100', name: 'Century', description: 'Complete 100 exercise sessions.', icon: 'Trophy', category: 'sessions', rarity: 'legendary', points: 150 },
  { id: 'perfect-1', name: 'Perfect Day', description: "Finish everything your therapist planned for a day.", icon: 'Star', category: 'sessions', rarity: 'common', points: 15 },
  { id: 'perfect-10', name: 'Perfectionist', description: 'Have 10 perfect sessions.', icon: 'CheckCircle', category: 'sessions', rarity: 'epic', points: 60 },
  { id: 'streak-3', name: 'On a Roll', description: 'Exercise three days in a row.', icon: 'Flame', category: 'streaks', rarity: 'common', points: 15 },
  { id: 'streak-7', name: 'Week Warrior', description: 'Exercise seven days in a row.', icon: 'Calendar', category: 'streaks', rarity: 'rare', points: 40 },
  { id: 'streak-14', name: 'Two Strong Weeks', description: 'Exercise fourteen days in a row.', icon: 'Zap', category: 'streaks', rarity: 'epic', points: 75 },
  { id: 'streak-30', name: 'Unstoppable', description: 'Exercise thirty days in a row.', icon: 'Crown', category: 'streaks', rarity: 'legendary', points: 150 },
  { id: 'points-500', name: 'Point Collector', description: 'Earn 500 points.', icon: 'Award', category: 'points', rarity: 'rare', points: 25 },
  { id: 'points-1000', name: 'High Scorer', description: 'Earn 1,000 points.', icon: 'TrendingUp', category: 'points', rarity: 'epic', points: 50 },
  { id: 'level-5', name: 'Rising Star', description: 'Reach level 5.', icon: 'Star', category: 'levels', rarity: 'rare', points: 25 },
  { id: 'level-10', name: 'Level Ten', description: 'Reach level 10.', icon: 'Crown', category: 'levels', rarity: 'epic', points: 50 },
  { id: 'exercises-100', name: 'Exercise Enthusiast', description: 'Complete 100 exercises.', icon: 'Activity', category: 'habits', rarity: 'rare', points: 40 },
  { id: 'minutes-300', name: 'Time Well Spent', description: 'Spend 300 minutes on your exercises.', icon: 'Clock', category: 'habits', rarity: 'rare', points: 40 },
  { id: 'early-bird', name: 'Early Bird', description: 'Finish a session before 9 in the morning.', icon: 'Sunrise', category: 'habits', rarity: 'rare', points: 20 },
  { id: 'comeback', name: 'Welcome Back', description: 'Return to your exercises after three days or more away.', icon: 'Zap', category: 'habits', rarity: 'common', points: 10 },
];

export const achievementById = (id: string) => achievements.find((a) => a.id === id);

// ---------------------------------------------------------------- daily challenges

export interface Challenge {
  id: string;
  name: string;
  description: string;
  /** What is counted on the day: completed exercises, minutes, or a perfect session (0/1). */
  targetType: 'exercises' | 'minutes' | 'perfect';
  targetValue: number;
  points: number;
}

export const challengePool: readonly Challenge[] = [
  { id: 'exercises-3', name: 'Three for Today', description: 'Complete 3 exercises today.', targetType: 'exercises', targetValue: 3, points: 15 },
  { id: 'exercises-5', name: 'High Five', description: 'Complete 5 exercises today.', targetType: 'exercises', targetValue: 5, points: 25 },
  { id: 'minutes-15', name: 'Quarter Hour', description: 'Spend 15 minutes on your exercises today.', targetType: 'minutes', targetValue: 15, points: 15 },
  { id: 'minutes-30', name: 'Half Hour Hero', description: 'Spend 30 minutes on your exercises today.', targetType: 'minutes', targetValue: 30, points: 25 },
  { id: 'perfect', name: 'All Done', description: "Finish everything planned for today.", targetType: 'perfect', targetValue: 1, points: 20 },
];

/** What a day's plan asks for, as the challenges read it. */
export interface PlannedDay {
  /** Planned completions (an exercise planned twice a day counts twice). */
  exercises: number;
  /** The minutes they take (their exercises' durations); 0 when not known. */
  minutes: number;
}

/**
 * The size of a day's plan: its planned completions, and the minutes they take at each
 * assignment's minutes (the day decider records it on the session; the API sizes today's with it).
 */
export function plannedDayOf(items: readonly { assignmentId: string; required: number }[], minutesOf: Readonly<Record<string, number>>): PlannedDay {
  return {
    exercises: items.reduce((n, i) => n + i.required, 0),
    minutes: items.reduce((n, i) => n + i.required * (minutesOf[i.assignmentId] ?? 0), 0),
  };
}

/** The same two or three challenges for everyone on a day, chosen from the date alone. */
function pickedOn(day: Day): Challenge[] {
  let seed = 0;
  for (const char of day) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  const picked: Challenge[] = [challengePool[seed % 2]!, challengePool[2 + ((seed >>> 3) % 2)]!];
  // Every other day or so, a perfect day is a challenge too.
  if ((seed >>> 7) % 2 === 0) picked.push(challengePool[4]!);
  return picked;
}

/**
 * The day's challenges: chosen from the date, and never asking for more than the therapist planned
 * for the day (a game must not nudge a recovering patient past their plan). Nothing planned, no
 * challenge; a minutes challenge only when the plan's minutes are known. The worker judges a
 * session with these and the API shows them, from the same plan.
 */
export function challengesFor(day: Day, plan: PlannedDay): Challenge[] {
  if (plan.exercises <= 0) return [];
  return pickedOn(day).flatMap((c): Challenge[] => {
    if (c.targetType === 'exercises') return [withinPlan(c, plan.exercises, exercisesText)];
    if (c.targetType === 'minutes') return plan.minutes > 0 ? [withinPlan(c, plan.minutes, minutesText)] : [];
    return [c];
  });
}

/**
 * The challenges of a session recorded before sessions carried their plan's minutes (no
 * `plannedMinutes`): as they were on its day, so an old session is rewarded as it was then.
 */
export const challengesBeforePlans = pickedOn;

/** A challenge's target capped at what the plan asks, its name and text saying what it asks. */
function withinPlan(c: Challenge, planned: number, text: (target: number, planned: number) => string): Challenge {
  const targetValue = Math.min(c.targetValue, planned);
  const name = targetValue < c.targetValue ? (c.targetType === 'exercises' ? 'Whole Plan' : 'Planned Minutes') : c.name;
  return { ...c, name, targetValue, description: text(targetValue, planned) };
}

function exercisesText(target: number, planned: number): string {
  if (target < planned) return `Complete ${target} of today's ${planned} exercises.`;
  if (planned === 1) return "Complete today's exercise.";
  if (planned === 2) return "Complete both of today's exercises.";
  return `Complete all ${planned} of today's exercises.`;
}

function minutesText(target: number, planned: number): string {
  const minutes = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;
  return target < planned ? `Spend ${target} of today's ${planned} planned minutes on your exercises.` : `Spend today's planned ${minutes(planned)} on your exercises.`;
}

/** How far a day's work goes towards a challenge. */
export function challengeProgress(challenge: Challenge, day: { exercises: number; minutes: number; perfect: boolean }): number {
  const value = challenge.targetType === 'exercises' ? day.exercises : challenge.targetType === 'minutes' ? day.minutes : day.perfect ? 1 : 0;
  return Math.min(value, challenge.targetValue);
}

// ---------------------------------------------------------------- what the API answers

/** Spec 001: the rewards summary. */
export type RewardsSummary = {
  patientId: string;
  totalPoints: number;
  currentStreak: number;
  longestStreak: number;
  level: number;
  levelProgress: number;
  weeklyPoints: number;
  monthlyPoints: number;
  lastActivityDate: string | null;
  /**
   * The patient's sessions so far, as the achievements count them: sessions, perfect ones, completed
   * exercises and minutes (for the progress toward a locked count-based achievement).
   */
  totals: RewardsTotals;
};

/**
 * Every session recorded for the patient (simulated ones too), each counted once: how many, how many
 * perfect, their completed exercises and their minutes. Folded by the rewards read model (ADR 37).
 */
export type RewardsTotals = { sessions: number; perfectSessions: number; exercises: number; minutes: number };

export const noRewardsTotals: RewardsTotals = Object.freeze({ sessions: 0, perfectSessions: 0, exercises: 0, minutes: 0 });

/** Spec 001: an achievement record. */
export type AchievementRecord = {
  id: string;
  isNew: boolean;
  unlockedAt: string;
  achievement: Pick<Achievement, 'name' | 'description' | 'icon' | 'rarity' | 'points'>;
};

/** Spec 001: a leaderboard entry; never more than first name and last initial (or initials). */
export type LeaderboardEntry = {
  id: string;
  rank: number;
  points: number;
  streakDays: number;
  patient: { firstName: string; lastName: string };
  /** True on the signed-in patient's own row. */
  isYou: boolean;
};

export type WeeklyStats = {
  totalSessions: number;
  totalExercises: number;
  totalMinutes: number;
  perfectSessions: number;
  averageCompletion: number;
};

export type ChallengeProgress = Challenge & { date: string; progress: number; isCompleted: boolean };

/** How a patient appears on the weekly leaderboard (Settings). */
export const leaderboardVisibilities = ['name', 'initials', 'hidden'] as const;
export type LeaderboardVisibility = (typeof leaderboardVisibilities)[number];

// ---------------------------------------------------------------- read-model documents

/** A patient's rewards as the API reads them; "this week" and "current" are decided at query time. */
export type RewardsDoc = {
  id: string;
  patientId: string;
  totalPoints: number;
  level: number;
  levelProgress: number;
  currentStreak: number;
  longestStreak: number;
  lastActivityDate: string | null;
  /** Points of the latest week and month that had any (weeks from Monday, in the practice's days). */
  weekly: { weekStart: string; points: number };
  monthly: { monthStart: string; points: number };
  /** The challenges completed on the latest day that completed any. */
  challenges: { date: string; completed: string[] };
  /** The sessions recorded so far (version 2 of the read model; a document of version 1 has none). */
  totals: RewardsTotals;
  position: string;
};

/** One row per unlocked achievement of a patient (spec: patient_achievements), new until seen. */
/** The correlation id of the demo's story told in the past (command-api's demo history): its patient saw what it earned then. */
export const demoHistoryCorrelationId = 'demo-history';

export type PatientAchievementDoc = { id: string; patientId: string; achievementId: string; unlockedAt: string; isNew: boolean; position: string };

/** The weekly leaderboard: per patient, the display name they allow, this week's points and streak. */
/**
 * Entries of the weekly leaderboard listed at most, in its order (spec: all entries; a practice of
 * this size never reaches it). A patient below them still gets their own row, with their rank.
 */
export const leaderboardListed = 500;

export type LeaderboardDoc = {
  id: string;
  firstName: string;
  lastInitial: string;
  visibility: LeaderboardVisibility;
  weekStart: string;
  weeklyPoints: number;
  /** When this week's points last grew: of two with the same points and streak, the earlier ranks higher. */
  reachedAt: string;
  streakDays: number;
  lastActivityDate: string | null;
  position: string;
};

