import {
  achievementById,
  demoHistoryCorrelationId,
  levelOf,
  levelProgressOf,
  monthStart,
  noRewardsTotals,
  rooms,
  weekStart,
  type AchievementRecord,
  type EventOf,
  type LeaderboardDoc,
  type PatientAchievementDoc,
  type RewardsDoc,
} from '@pt/contracts';
import { defineProjection } from '@pt/contracts/core';
import { ownRecordRoom, recordReaders } from './rooms';

type RewardsEvent = EventOf<'SessionRecorded' | 'PointsAwarded' | 'StreakExtended' | 'LevelReached' | 'DailyChallengeCompleted' | 'SessionRewarded'>;

const emptyDoc = (patientId: string): RewardsDoc => ({
  id: patientId,
  patientId,
  totalPoints: 0,
  level: 1,
  levelProgress: 0,
  currentStreak: 0,
  longestStreak: 0,
  lastActivityDate: null,
  weekly: { weekStart: '', points: 0 },
  monthly: { monthStart: '', points: 0 },
  challenges: { date: '', completed: [] },
  totals: noRewardsTotals,
  position: '0',
});

/** Adds points to the period they were earned in; an older period's points no longer count. */
function inPeriod(current: { start: string; points: number }, start: string, points: number) {
  if (start > current.start) return { start, points };
  if (start === current.start) return { start, points: current.points + points };
  return current;
}

export const rewardsProjection = defineProjection<RewardsDoc, RewardsEvent>({
  name: 'rewards',
  // 2: the sessions' totals, folded from SessionRecorded (they were counted from the sessions at each
  // request); the read model is built again beside the live one (ADR 37).
  version: 2,
  handles: ['SessionRecorded', 'PointsAwarded', 'StreakExtended', 'LevelReached', 'DailyChallengeCompleted', 'SessionRewarded'],
  documentId: (event) => event.data.patientId,
  namedBy: (id) => id,
  evolve(doc, event) {
    const rewards = doc ?? emptyDoc(event.data.patientId);
    switch (event.type) {
      case 'SessionRecorded': {
        // Every recorded session counts, as in the sessions read model (one row per SessionRecorded):
        // simulated ones too, and before (or without) its reward. The runner's position guard keeps a
        // replayed event from counting twice.
        const { completedExercises, totalMinutes, perfect } = event.data;
        const { sessions, perfectSessions, exercises, minutes } = rewards.totals;
        return {
          ...rewards,
          totals: { sessions: sessions + 1, perfectSessions: perfectSessions + (perfect ? 1 : 0), exercises: exercises + completedExercises, minutes: minutes + totalMinutes },
        };
      }
      case 'PointsAwarded': {
        const { totalPoints, points, date } = event.data;
        const week = inPeriod({ start: rewards.weekly.weekStart, points: rewards.weekly.points }, weekStart(date), points);
        const month = inPeriod({ start: rewards.monthly.monthStart, points: rewards.monthly.points }, monthStart(date), points);
        return {
          ...rewards,
          totalPoints,
          level: Math.max(rewards.level, levelOf(totalPoints)),
          levelProgress: levelProgressOf(totalPoints),
          weekly: { weekStart: week.start, points: week.points },
          monthly: { monthStart: month.start, points: month.points },
          lastActivityDate: rewards.lastActivityDate && rewards.lastActivityDate > date ? rewards.lastActivityDate : date,
        };
      }
      case 'StreakExtended': {
        const { days, date } = event.data;
        const latest = rewards.lastActivityDate === null || date >= rewards.lastActivityDate;
        return { ...rewards, currentStreak: latest ? days : Math.max(rewards.currentStreak, days), longestStreak: Math.max(rewards.longestStreak, days) };
      }
      case 'LevelReached':
        return { ...rewards, level: Math.max(rewards.level, event.data.level) };
      case 'DailyChallengeCompleted': {
        const { date, challengeId } = event.data;
        if (date < rewards.challenges.date) return rewards;
        const completed = date === rewards.challenges.date ? rewards.challenges.completed : [];
        return { ...rewards, challenges: { date, completed: [...completed, challengeId] } };
      }
      case 'SessionRewarded':
        return rewards;
    }
  },
  live(rewards, event) {
    if (!rewards || event.type !== 'SessionRewarded') return [];
    const { sessionEventId, pointsEarned, newAchievements, levelUp, level, date } = event.data;
    const unlocked: AchievementRecord[] = newAchievements.flatMap((id) => {
      const a = achievementById(id);
      return a ? [{ id: `${rewards.patientId}:${id}`, isNew: true, unlockedAt: event.metadata.at, achievement: { name: a.name, description: a.description, icon: a.icon, rarity: a.rarity, points: a.points } }] : [];
    });
    // The patient's own screens hear what the session earned (their toasts); staff, following the
    // patient or not, hear only that the patient's rewards changed and read them through the logged
    // routes (ADR 28). No socket is in both rooms: staff never join a patient's own-record room.
    return [
      {
        type: 'rewards.changed',
        rooms: ownRecordRoom(rewards.patientId),
        data: { patientId: rewards.patientId, reward: { sessionEventId, date, pointsEarned, levelUp, level, achievements: unlocked } },
      },
      { type: 'rewards.changed', rooms: recordReaders, data: { patientId: rewards.patientId } },
    ];
  },
});

/** One row per unlocked achievement of a patient (spec: patient_achievements), new until seen. */
export const achievementsProjection = defineProjection<PatientAchievementDoc, EventOf<'AchievementUnlocked' | 'AchievementsSeen'>>({
  name: 'patient_achievements',
  // 2: what the demo's story earned in the past is not new (every one shouted NEW on the first visit).
  version: 2,
  handles: ['AchievementUnlocked', 'AchievementsSeen'],
  indexes: [{ patientId: 1, unlockedAt: -1 }],
  documentId: (event) =>
    event.type === 'AchievementUnlocked' ? `${event.data.patientId}:${event.data.achievementId}` : event.data.achievementIds.map((id) => `${event.data.patientId}:${id}`),
  // Its id is not in its events; the patient's is.
  namedBy: (id) => id.slice(0, id.indexOf(':')),
  evolve(doc, event) {
    if (event.type === 'AchievementsSeen') return doc && { ...doc, isNew: false };
    const { patientId, achievementId } = event.data;
    // When the session that earned it was recorded, not when the worker wrote it down. NEW means earned
    // since the patient last looked; the demo's story is told as if its patient looked every day.
    const isNew = event.metadata.correlationId !== demoHistoryCorrelationId;
    return doc ?? { id: `${patientId}:${achievementId}`, patientId, achievementId, unlockedAt: event.data.sessionAt ?? event.metadata.at, isNew, position: event.position };
  },
});

type LeaderboardEvent = EventOf<'PatientRecordCreated' | 'PatientProfileSaved' | 'LeaderboardPreferenceSet' | 'PointsAwarded' | 'StreakExtended' | 'SessionRewarded'>;

/** Every open leaderboard fetches itself again on a notice: under load, four times a second is enough. */
const leaderboardNoticeMs = 250;

export const leaderboardProjection = defineProjection<LeaderboardDoc, LeaderboardEvent>({
  name: 'leaderboard',
  // 2: a streak from a session rewarded late is taken (it was dropped); the board is built again.
  version: 2,
  handles: ['PatientRecordCreated', 'PatientProfileSaved', 'LeaderboardPreferenceSet', 'PointsAwarded', 'StreakExtended', 'SessionRewarded'],
  indexes: [{ weekStart: 1, weeklyPoints: -1 }],
  documentId: (event) => ('patientId' in event.data ? event.data.patientId : event.stream.slice('patient-'.length)),
  namedBy: (id) => id,
  evolve(doc, event) {
    switch (event.type) {
      case 'PatientRecordCreated':
      case 'PatientProfileSaved': {
        const { firstName, lastName } = event.data;
        const base: LeaderboardDoc = doc ?? { id: event.stream.slice('patient-'.length), firstName, lastInitial: '', visibility: 'name', weekStart: '', weeklyPoints: 0, reachedAt: '', streakDays: 0, lastActivityDate: null, position: '0' };
        return { ...base, firstName: firstName.trim(), lastInitial: lastName.trim().charAt(0).toUpperCase() };
      }
      case 'LeaderboardPreferenceSet':
        return doc && { ...doc, visibility: event.data.visibility };
      case 'PointsAwarded': {
        if (!doc) return null;
        const week = weekStart(event.data.date);
        if (week < doc.weekStart) return doc;
        const points = (week === doc.weekStart ? doc.weeklyPoints : 0) + event.data.points;
        return { ...doc, weekStart: week, weeklyPoints: points, reachedAt: event.data.sessionAt ?? event.metadata.at };
      }
      case 'StreakExtended': {
        if (!doc) return null;
        // The rewards stream is decided in order, so its newest streak is the current one, also when it
        // comes from a session of an earlier day rewarded late (which joins runs: Sunday's session
        // rewarded after Monday's makes Monday's streak longer).
        const latest = doc.lastActivityDate !== null && doc.lastActivityDate > event.data.date ? doc.lastActivityDate : event.data.date;
        return { ...doc, streakDays: event.data.days, lastActivityDate: latest };
      }
      case 'SessionRewarded':
        return doc;
    }
  },
  // Once per reward (its last event), not once per point awarded.
  live: (doc, event) =>
    doc && (event.type === 'SessionRewarded' || event.type === 'LeaderboardPreferenceSet' || (event.type === 'PatientProfileSaved' && doc.weeklyPoints > 0))
      ? [{ type: 'leaderboard.changed', rooms: [rooms.weeklyLeaderboard], data: { weekStart: doc.weekStart }, atMostEveryMs: leaderboardNoticeMs }]
      : [],
});
