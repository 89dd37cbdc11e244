import {
  achievementById,
  addDays,
  challengeProgress,
  challengesFor,
  plannedDayOf,
  sessionsPageSize,
  weekStart,
  type AchievementRecord,
  type Assignment,
  type ChallengeProgress,
  type Completion,
  type Day,
  type Exercise,
  type ExerciseSession,
  type LeaderboardDoc,
  type LeaderboardEntry,
  leaderboardListed,
  noRewardsTotals,
  type PatientAchievementDoc,
  type RewardsDoc,
  type RewardsSummary,
  type WeeklyStats,
} from '@pt/contracts';
import type { ReadModels } from '../core/read-models';
import { pageCursor } from '../core/page-cursor';
import { dayDecider, type PlanContext } from '../program/decider';
import { countBy, planForDay } from '../program/plan';
import { assignmentsFrom } from '../program/queries';

/** Where a page of sessions ended: its last session's order keys (the list's order: each descending). */
export const sessionCursor = pageCursor(['sessionDate', 'createdAt', 'id'] as const);
export type SessionCursor = Pick<ExerciseSession, 'sessionDate' | 'createdAt' | 'id'>;

/** A rewards document as stored: one of version 1 has no totals (ADR 37). */
type StoredRewards = Omit<RewardsDoc, 'totals'> & Partial<Pick<RewardsDoc, 'totals'>>;

/** A streak still counts today if it reached yesterday; points of another week or month do not. */
const stillCurrent = (lastActivity: string | null, today: Day) => lastActivity !== null && lastActivity >= addDays(today, -1);

export function createRewardQueries(models: ReadModels) {
  /** Today's plan as the day decider sees it: the program's planning, and each assignment's minutes from the library. */
  async function planContext(assignments: Assignment[], weekCompletions: Completion[], today: Day): Promise<PlanContext> {
    const plan = planForDay(assignments, today, countBy(weekCompletions.filter((c) => c.date < today), (c) => c.assignmentId));
    const exercises = await models.getMany<Exercise>('exercises', [...new Set(assignments.map((a) => a.exerciseId))]);
    const minutes = new Map(exercises.map((e) => [e.id, e.duration]));
    return { plan, minutesOf: Object.fromEntries(assignments.map((a) => [a.id, minutes.get(a.exerciseId) ?? 0])) };
  }

  return {
    async summary(patientId: string, today: Day): Promise<RewardsSummary> {
      const [doc, [latest]] = await Promise.all([
        models.get<StoredRewards>('rewards', patientId),
        models.find<Completion>('completions', { patientId }, { sort: { date: -1 }, limit: 1 }),
      ]);
      // The last activity is the latest day with an exercise done: the rewards' own date moves only when a
      // day's session is recorded (all of the day's plan done, else after the practice's midnight), so a
      // day begun would not show until it is over. The streak keeps the rewards' date.
      const activity = [doc?.lastActivityDate ?? null, latest?.date ?? null].reduce<string | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);
      if (!doc) return { patientId, totalPoints: 0, currentStreak: 0, longestStreak: 0, level: 1, levelProgress: 0, weeklyPoints: 0, monthlyPoints: 0, lastActivityDate: activity, totals: noRewardsTotals };
      return {
        patientId,
        totalPoints: doc.totalPoints,
        currentStreak: stillCurrent(doc.lastActivityDate, today) ? doc.currentStreak : 0,
        longestStreak: doc.longestStreak,
        level: doc.level,
        levelProgress: doc.levelProgress,
        weeklyPoints: doc.weekly.weekStart === weekStart(today) ? doc.weekly.points : 0,
        monthlyPoints: doc.monthly.monthStart === `${today.slice(0, 7)}-01` ? doc.monthly.points : 0,
        lastActivityDate: activity,
        // A document of version 1 has none: it answers only while version 2 is built beside it (ADR 37).
        totals: doc.totals ?? noRewardsTotals,
      };
    },

    async achievements(patientId: string): Promise<AchievementRecord[]> {
      const docs = await models.find<PatientAchievementDoc>('patient_achievements', { patientId }, { sort: { unlockedAt: -1 }, limit: 200 });
      return docs.flatMap((doc) => {
        const a = achievementById(doc.achievementId);
        return a ? [{ id: doc.id, isNew: doc.isNew, unlockedAt: doc.unlockedAt, achievement: { name: a.name, description: a.description, icon: a.icon, rarity: a.rarity, points: a.points } }] : [];
      });
    },

    /**
     * This week's leaderboard: most points first, ties broken by the longer streak, then by who got
     * there first. Never more than a first name and a last initial; initials only, or not at all,
     * as each patient chose.
     */
    async leaderboard(today: Day, viewerPatientId: string | null): Promise<LeaderboardEntry[]> {
      const shown = { weekStart: weekStart(today), weeklyPoints: { $gt: 0 }, visibility: { $ne: 'hidden' } };
      let docs = await models.find<LeaderboardDoc>('leaderboard', shown, { sort: { weeklyPoints: -1 }, limit: leaderboardListed });
      if (docs.length === leaderboardListed) {
        // Those tied on points with the last one read are ordered by streak and time, not by the store's
        // cut: every one of them is read before the list is cut.
        const cut = docs.at(-1)!.weeklyPoints;
        const tied = await models.find<LeaderboardDoc>('leaderboard', { ...shown, weeklyPoints: cut });
        docs = [...docs.filter((d) => d.weeklyPoints > cut), ...tied];
      }
      const streak = (d: LeaderboardDoc) => (stillCurrent(d.lastActivityDate, today) ? d.streakDays : 0);
      const order = (a: LeaderboardDoc, b: LeaderboardDoc) => b.weeklyPoints - a.weeklyPoints || streak(b) - streak(a) || a.reachedAt.localeCompare(b.reachedAt);
      docs.sort(order);
      const ranked = docs.slice(0, leaderboardListed).map((doc, i) => ({ doc, rank: i + 1 }));
      // A viewer below the list still finds their own row, with their rank, after it.
      if (viewerPatientId && !ranked.some((r) => r.doc.id === viewerPatientId)) {
        const mine = (await models.find<LeaderboardDoc>('leaderboard', { ...shown, id: viewerPatientId }))[0];
        if (mine) {
          const ahead = await models.count('leaderboard', { ...shown, weeklyPoints: { $gt: mine.weeklyPoints } });
          const tied = await models.find<LeaderboardDoc>('leaderboard', { ...shown, weeklyPoints: mine.weeklyPoints });
          ranked.push({ doc: mine, rank: ahead + tied.filter((d) => order(d, mine) < 0).length + 1 });
        }
      }
      return ranked.map(({ doc: d, rank }) => ({
        id: d.id === viewerPatientId ? d.id : `entry-${rank}`,
        rank,
        points: d.weeklyPoints,
        streakDays: streak(d),
        patient: d.visibility === 'initials' ? { firstName: `${d.firstName.charAt(0).toUpperCase()}.`, lastName: d.lastInitial ? `${d.lastInitial}.` : '' } : { firstName: d.firstName, lastName: d.lastInitial ? `${d.lastInitial}.` : '' },
        isYou: d.id === viewerPatientId,
      }));
    },

    /** A page of the patient's sessions, newest first, from after `before` (the last one of the page before). */
    async sessions(patientId: string, before?: SessionCursor): Promise<{ sessions: ExerciseSession[]; nextBefore: SessionCursor | null }> {
      const older = before ? sessionCursor.olderThan(before) : {};
      const found = await models.find<ExerciseSession>('sessions', { patientId, ...older }, { sort: { sessionDate: -1, createdAt: -1, id: -1 }, limit: sessionsPageSize + 1 });
      const sessions = found.slice(0, sessionsPageSize);
      const last = sessions.at(-1);
      return { sessions, nextBefore: found.length > sessionsPageSize && last ? { sessionDate: last.sessionDate, createdAt: last.createdAt, id: last.id } : null };
    },

    async weeklyStats(patientId: string, today: Day): Promise<WeeklyStats> {
      const sessions = await models.find<ExerciseSession>('sessions', { patientId, sessionDate: { $gte: weekStart(today) } }, { limit: 500 });
      const completion = sessions.map((s) => (s.totalExercises > 0 ? (s.completedExercises / s.totalExercises) * 100 : 0));
      return {
        totalSessions: sessions.length,
        totalExercises: sessions.reduce((n, s) => n + s.completedExercises, 0),
        totalMinutes: sessions.reduce((n, s) => n + s.totalMinutes, 0),
        perfectSessions: sessions.filter((s) => s.perfectSession).length,
        averageCompletion: completion.length ? Math.round(completion.reduce((a, b) => a + b, 0) / completion.length) : 0,
      };
    },

    /**
     * Today's challenges, sized by today's plan (none without one), each with its target and today's
     * progress as the completions come in: only what the plan asks counts, as in the day's session.
     */
    async challenges(patientId: string, today: Day): Promise<ChallengeProgress[]> {
      const [assignments, completions, sessions, rewards] = await Promise.all([
        assignmentsFrom(models, patientId, weekStart(today)),
        models.find<Completion>('completions', { patientId, date: { $gte: weekStart(today) } }, { sort: { completedAt: 1 }, limit: 5000 }),
        models.find<ExerciseSession>('sessions', { patientId, sessionDate: today }, { limit: 50 }),
        models.get<RewardsDoc>('rewards', patientId),
      ]);
      const context = await planContext(assignments, completions, today);
      const challenges = challengesFor(today, plannedDayOf(context.plan.items, context.minutesOf));
      if (challenges.length === 0) return [];

      // What today's session would count if the day closed now: the day decider's own rule.
      const todays = completions.filter((c) => c.date === today).map(({ id, ...c }) => ({ ...c, completionId: id }));
      const [soFar] = dayDecider.decide({ type: 'CloseDay', patientId, date: today, context }, { completions: todays, session: false }, new Date());
      const counted = soFar?.type === 'SessionRecorded' ? soFar.data : { completedExercises: 0, totalMinutes: 0, perfect: false };
      const day = {
        exercises: Math.max(counted.completedExercises, sessions.reduce((n, s) => n + s.completedExercises, 0)),
        minutes: Math.max(counted.totalMinutes, sessions.reduce((n, s) => n + s.totalMinutes, 0)),
        perfect: counted.perfect || sessions.some((s) => s.perfectSession),
      };
      const done = rewards?.challenges.date === today ? rewards.challenges.completed : [];
      return challenges.map((c) => {
        const isCompleted = done.includes(c.id);
        return { ...c, date: today, progress: isCompleted ? c.targetValue : challengeProgress(c, day), isCompleted };
      });
    },
  };
}

export type RewardQueries = ReturnType<typeof createRewardQueries>;
