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
    }),
  },
  StreakExtended: { version: 1, data: z.object({ patientId: z.string(), days: z.number(), date: z.string() }) },
  StreakReset: { version: 1, data: z.object({ patientId: z.string(), previousDays: z.number(), date: z.string() }) },
  LevelReached: { version: 1, data: z.object({ patientId: z.string(), level: z.number() }) },
  AchievementUnlocked: { version: 1, data: z.object({ patientId: z.string(), achievementId: z.string(), points: z.number() }) },
  DailyChallengeCompleted: { version: 1, data: z.object({ patientId: z.string(), challengeId: z.string(), date: z.string(), points: z.number() }) },
  /** The patient has seen their new achievements (`rewardsSeen-<patientId>`). */
  AchievementsSeen: { version: 1, data: z.object({ patientId: z.string(), achievementIds: z.array(z.string()) }) },
  /** How the patient appears on the weekly leaderboard (on the patient's record). */
  LeaderboardPreferenceSet: { version: 1, data: z.object({ visibility: z.enum(['name', 'initials', 'hidden']) }) },
} as const;
