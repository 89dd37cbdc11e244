import {
  challengeProgress,
  challengesBeforePlans,
  challengesFor,
  daysBetween,
  levelOf,
  pointRules,
  type Day,
  type EventOf,
  type NewEventOf,
  type PlannedDay,
  type SessionReward,
} from '@pt/contracts';
import type { Decider } from '@pt/contracts/core';
import { isComeback, longestRun, newlyEarned, runEndingOn, type RewardsRecord } from './rules';

/** A patient's rewards: stream `rewards-<patientId>`, written by the worker, one session at a time. */
export type RewardEvent = EventOf<'PointsAwarded' | 'StreakExtended' | 'StreakReset' | 'LevelReached' | 'AchievementUnlocked' | 'DailyChallengeCompleted' | 'SessionRewarded'>;

export interface RewardsState extends RewardsRecord {
  /** The sessions already rewarded, with what each earned: a session is rewarded once and only once. */
  rewarded: Map<string, SessionReward>;
  sessionDays: Set<Day>;
  currentStreak: number;
  lastActivityDate: Day | null;
  unlocked: Set<string>;
  /** `<day>:<challengeId>` of the challenges completed. */
  challenges: Set<string>;
  /** Per day: exercises, minutes and whether a session was perfect (for the daily challenges). */
  days: Map<Day, { exercises: number; minutes: number; perfect: boolean }>;
}

export interface SessionToReward {
  type: 'RewardSession';
  patientId: string;
  sessionEventId: string;
  date: Day;
  completedExercises: number;
  totalMinutes: number;
  perfect: boolean;
  /** The day's plan, which sizes its challenges; null for a session recorded before sessions carried it. */
  plan: PlannedDay | null;
  /** The hour (0-23, the practice's time) the session was recorded at. */
  hour: number;
  /** Simulated by the Demo Mode card. */
  demo: boolean;
  /** When the session was recorded (an ISO moment): when its points and achievements were earned. */
  sessionAt?: string;
}

/** The reward command of a recorded session, recorded at `hour` of the practice's day. */
export function rewardSession(event: EventOf<'SessionRecorded'>, hour: number): SessionToReward {
  const { patientId, date, totalExercises, completedExercises, totalMinutes, plannedMinutes, perfect, demo = false } = event.data;
  // Without `plannedMinutes` the session was recorded before plans sized the challenges: it is rewarded as it was then.
  const plan = plannedMinutes === undefined ? null : { exercises: totalExercises, minutes: plannedMinutes };
  return { type: 'RewardSession', patientId, sessionEventId: event.id, date, completedExercises, totalMinutes, perfect, plan, hour, demo, sessionAt: event.metadata.at };
}

export const emptyRewards = (): RewardsState => ({
  totalPoints: 0,
  level: 1,
  sessions: 0,
  perfectSessions: 0,
  exercises: 0,
  minutes: 0,
  earlyBirds: 0,
  comebacks: 0,
  longestStreak: 0,
  currentStreak: 0,
  lastActivityDate: null,
  rewarded: new Map(),
  sessionDays: new Set(),
  unlocked: new Set(),
  challenges: new Set(),
  days: new Map(),
});

/** The record after a session, before any points (the streak, counters and the day's totals). */
function withSession(state: RewardsState, s: SessionToReward): RewardsState {
  const sessionDays = new Set(state.sessionDays).add(s.date);
  const latest = state.lastActivityDate !== null && state.lastActivityDate > s.date ? state.lastActivityDate : s.date;
  const day = state.days.get(s.date) ?? { exercises: 0, minutes: 0, perfect: false };
  return {
    ...state,
    sessions: state.sessions + 1,
    perfectSessions: state.perfectSessions + (s.perfect ? 1 : 0),
    exercises: state.exercises + s.completedExercises,
    minutes: state.minutes + s.totalMinutes,
    earlyBirds: state.earlyBirds + (s.hour < 9 ? 1 : 0),
    comebacks: state.comebacks + (isComeback(state.lastActivityDate, s.date) ? 1 : 0),
    sessionDays,
    currentStreak: runEndingOn(sessionDays, latest),
    longestStreak: Math.max(state.longestStreak, longestRun(sessionDays)),
    lastActivityDate: latest,
    days: new Map(state.days).set(s.date, { exercises: day.exercises + s.completedExercises, minutes: day.minutes + s.totalMinutes, perfect: day.perfect || s.perfect }),
  };
}

export const rewardsDecider: Decider<RewardsState, SessionToReward, RewardEvent> = {
  events: ['PointsAwarded', 'StreakExtended', 'StreakReset', 'LevelReached', 'AchievementUnlocked', 'DailyChallengeCompleted', 'SessionRewarded'],
  initialState: emptyRewards,

  evolve(state, event) {
    const rewardOf = (id: string) => state.rewarded.get(id) ?? { pointsEarned: 0, newAchievements: [], levelUp: false, level: state.level };
    const withReward = (id: string, change: (r: SessionReward) => SessionReward) => new Map(state.rewarded).set(id, change(rewardOf(id)));
    switch (event.type) {
      case 'PointsAwarded': {
        const d = event.data;
        const rewarded = withReward(d.sessionEventId, (r) => ({ ...r, pointsEarned: r.pointsEarned + d.points }));
        const base = d.session ? withSession(state, { type: 'RewardSession', patientId: d.patientId, sessionEventId: d.sessionEventId, date: d.date, demo: false, plan: null, ...d.session }) : state;
        return { ...base, totalPoints: d.totalPoints, rewarded };
      }
      case 'StreakExtended':
      case 'StreakReset':
        return state;
      case 'SessionRewarded': {
        const { sessionEventId, pointsEarned, newAchievements, levelUp, level } = event.data;
        return { ...state, rewarded: new Map(state.rewarded).set(sessionEventId, { pointsEarned, newAchievements, levelUp, level }) };
      }
      case 'LevelReached': {
        const { level, sessionEventId } = event.data;
        return { ...state, level: Math.max(state.level, level), rewarded: withReward(sessionEventId, (r) => ({ ...r, levelUp: true, level: Math.max(r.level, level) })) };
      }
      case 'AchievementUnlocked': {
        const { achievementId, sessionEventId } = event.data;
        return {
          ...state,
          unlocked: new Set(state.unlocked).add(achievementId),
          rewarded: withReward(sessionEventId, (r) => ({ ...r, newAchievements: [...r.newAchievements, achievementId] })),
        };
      }
      case 'DailyChallengeCompleted':
        return { ...state, challenges: new Set(state.challenges).add(`${event.data.date}:${event.data.challengeId}`) };
    }
  },

  decide(command, state) {
    if (state.rewarded.has(command.sessionEventId)) return [];
    const { patientId, sessionEventId, date } = command;
    const earned = command.sessionAt === undefined ? {} : { sessionAt: command.sessionAt };
    const events: NewEventOf<RewardEvent>[] = [];
    let record = withSession(state, command);

    // The streak: a session the day after the last one extends it; after a missed day it starts again.
    // (A session of an earlier day, recorded late, can only join runs together.)
    const latest = state.lastActivityDate === null || date > state.lastActivityDate;
    if (latest) {
      if (state.lastActivityDate !== null && state.currentStreak > 0 && daysBetween(state.lastActivityDate, date) > 1) {
        events.push({ type: 'StreakReset', data: { patientId, sessionEventId, previousDays: state.currentStreak, date } });
      }
      events.push({ type: 'StreakExtended', data: { patientId, sessionEventId, days: record.currentStreak, date } });
    } else if (record.currentStreak > state.currentStreak) {
      events.push({ type: 'StreakExtended', data: { patientId, sessionEventId, days: record.currentStreak, date } });
    }

    let total = state.totalPoints;
    const award = (
      reason: 'session' | 'achievement' | 'challenge',
      points: number,
      source: string | null,
      breakdown: { exercises: number; perfect: number; streak: number } | null = null,
    ) => {
      total += points;
      const session = reason === 'session' ? { completedExercises: command.completedExercises, totalMinutes: command.totalMinutes, perfect: command.perfect, hour: command.hour } : null;
      events.push({ type: 'PointsAwarded', data: { patientId, reason, points, sessionEventId, date, breakdown, source, totalPoints: total, session, ...earned } });
    };

    const breakdown = {
      exercises: pointRules.perExercise * command.completedExercises,
      perfect: command.perfect ? pointRules.perfectSession : 0,
      streak: Math.min(pointRules.perStreakDay * runEndingOn(record.sessionDays, date), pointRules.maxStreakBonus),
    };
    award('session', breakdown.exercises + breakdown.perfect + breakdown.streak, null, breakdown);

    // The day's challenges, each once: the plan's, as the patient was shown them.
    const day = record.days.get(date)!;
    for (const challenge of command.plan ? challengesFor(date, command.plan) : challengesBeforePlans(date)) {
      if (state.challenges.has(`${date}:${challenge.id}`) || challengeProgress(challenge, day) < challenge.targetValue) continue;
      events.push({ type: 'DailyChallengeCompleted', data: { patientId, sessionEventId, challengeId: challenge.id, date, points: challenge.points } });
      award('challenge', challenge.points, challenge.id);
    }

    // Achievements, until none is newly earned (their bonus points can earn the next ones).
    const unlocked = new Set(state.unlocked);
    for (;;) {
      record = { ...record, totalPoints: total, level: levelOf(total) };
      const newly = newlyEarned(record, unlocked);
      if (newly.length === 0) break;
      for (const achievement of newly) {
        unlocked.add(achievement.id);
        events.push({ type: 'AchievementUnlocked', data: { patientId, sessionEventId, achievementId: achievement.id, points: achievement.points, ...earned } });
        award('achievement', achievement.points, achievement.id);
      }
    }

    for (let level = state.level + 1; level <= levelOf(total); level++) events.push({ type: 'LevelReached', data: { patientId, sessionEventId, level } });
    events.push({
      type: 'SessionRewarded',
      data: {
        patientId,
        sessionEventId,
        date,
        pointsEarned: total - state.totalPoints,
        newAchievements: [...unlocked].filter((id) => !state.unlocked.has(id)),
        levelUp: levelOf(total) > state.level,
        level: levelOf(total),
        demo: command.demo,
      },
    });
    return events;
  },
};
