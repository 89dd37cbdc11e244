import { z } from 'zod';

/** A patient's rewards (`rewards-<patientId>`), written by the worker once per session. */
export const rewardEvents = {
  PointsAwarded: {
    version: 1,
    data: z.object({
      patientId: z.string(),
      reason: z.enum(['session', 'achievement', 'challenge']),
      points: z.number(),
      /** The SessionRecorded event these points answer. */
      sessionEventId: z.string(),
      date: z.string(),
      breakdown: z.object({ exercises: z.number(), perfect: z.number(), streak: z.number() }).nullable(),
      /** The achievement or challenge, for those reasons. */
      source: z.string().nullable(),
      totalPoints: z.number(),
      /** For the session's own points: what the session added to the patient's record. */
      session: z.object({ completedExercises: z.number(), totalMinutes: z.number(), perfect: z.boolean(), hour: z.number() }).nullable(),
      /**
       * When the session was recorded (its event's time): the moment the points were earned, whenever
       * the worker got to them (a backlog, a replay, a demo history written in one go). Added without a
       * new version; without it the event's own time stands in.
       */
      sessionAt: z.string().optional(),
    }),
  },
  StreakExtended: { version: 1, data: z.object({ patientId: z.string(), sessionEventId: z.string(), days: z.number(), date: z.string() }) },
  StreakReset: { version: 1, data: z.object({ patientId: z.string(), sessionEventId: z.string(), previousDays: z.number(), date: z.string() }) },
  LevelReached: { version: 1, data: z.object({ patientId: z.string(), sessionEventId: z.string(), level: z.number() }) },
  AchievementUnlocked: {
    version: 1,
    /** `sessionAt`: when the session that earned it was recorded, as on PointsAwarded. */
    data: z.object({ patientId: z.string(), sessionEventId: z.string(), achievementId: z.string(), points: z.number(), sessionAt: z.string().optional() }),
  },
  DailyChallengeCompleted: { version: 1, data: z.object({ patientId: z.string(), sessionEventId: z.string(), challengeId: z.string(), date: z.string(), points: z.number() }) },
  /** The last event of a session's reward: what it earned in all (the toasts, and the job's answer). */
  SessionRewarded: {
    version: 1,
    data: z.object({
      patientId: z.string(),
      sessionEventId: z.string(),
      date: z.string(),
      pointsEarned: z.number(),
      newAchievements: z.array(z.string()),
      levelUp: z.boolean(),
      level: z.number(),
      demo: z.boolean(),
    }),
  },
  /** The patient has seen their new achievements (`rewardsSeen-<patientId>`). */
  AchievementsSeen: { version: 1, data: z.object({ patientId: z.string(), achievementIds: z.array(z.string()) }) },
  /** How the patient appears on the weekly leaderboard (on the patient's record). */
  LeaderboardPreferenceSet: { version: 1, data: z.object({ visibility: z.enum(['name', 'initials', 'hidden']) }) },
} as const;
