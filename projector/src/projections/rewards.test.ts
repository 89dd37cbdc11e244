import { describe, expect, it } from 'vitest';
import { demoHistoryCorrelationId, type Doc } from '@pt/contracts';
import { foldProjection, projectionSpec, recorded } from '@pt/contracts/core';
import { achievementsProjection, leaderboardProjection, rewardsProjection } from './rewards';

const record = { type: 'PatientRecordCreated' as const, stream: 'patient-p1', data: { firstName: 'Ruth', lastName: 'Baker', email: 'r@example.com', phone: '', dateOfBirth: null, primaryCondition: '', startDate: '2026-11-01' } };
const streak = (days: number, date: string, session: string) => ({ type: 'StreakExtended' as const, stream: 'rewards-p1', data: { patientId: 'p1', sessionEventId: session, days, date } });

describe('a session of an earlier day rewarded late', () => {
  // Sessions on the 20th and 21st, then the 23rd (a day missed, the streak starts again), then the
  // 22nd's, rewarded last (the worker takes sessions as they come): it joins the runs into four days.
  const events = [record, streak(1, '2026-11-20', 's20'), streak(2, '2026-11-21', 's21'), streak(1, '2026-11-23', 's23'), streak(4, '2026-11-22', 's22')];

  it('lengthens the streak the leaderboard shows', () => {
    const docs = projectionSpec<Doc & { streakDays: number; lastActivityDate: string }>(leaderboardProjection).given(events);
    expect(docs.get('p1')).toMatchObject({ streakDays: 4, lastActivityDate: '2026-11-23' });
  });

  it('lengthens the current streak of the rewards summary', () => {
    const docs = projectionSpec<Doc & { currentStreak: number; longestStreak: number }>(rewardsProjection).given(events.slice(1));
    expect(docs.get('p1')).toMatchObject({ currentStreak: 4, longestStreak: 4 });
  });
});

describe('a reward written long after its session (a backlog, a demo history written in one go)', () => {
  const sessionAt = '2026-11-10T14:05:00.000Z';
  const awarded = { type: 'PointsAwarded' as const, stream: 'rewards-p1', data: { patientId: 'p1', reason: 'session' as const, points: 40, sessionEventId: 's1', date: '2026-11-10', breakdown: { exercises: 30, perfect: 0, streak: 10 }, source: null, totalPoints: 40, session: null, sessionAt } };
  const unlocked = { type: 'AchievementUnlocked' as const, stream: 'rewards-p1', data: { patientId: 'p1', sessionEventId: 's1', achievementId: 'first-session', points: 10, sessionAt } };

  it('shows the achievement unlocked when the session was recorded', () => {
    const docs = projectionSpec<Doc & { unlockedAt: string }>(achievementsProjection).given([unlocked]);
    expect(docs.get('p1:first-session')?.unlockedAt).toBe(sessionAt);
  });

  it('ranks the leaderboard by when the points were earned', () => {
    const docs = projectionSpec<Doc & { reachedAt: string }>(leaderboardProjection).given([record, awarded]);
    expect(docs.get('p1')?.reachedAt).toBe(sessionAt);
  });

  it('falls back on the event\'s own time for rewards written before they carried the session\'s', () => {
    const { sessionAt: _none, ...older } = unlocked.data;
    const docs = projectionSpec<Doc & { unlockedAt: string }>(achievementsProjection).given([{ ...unlocked, data: older }]);
    expect(docs.get('p1:first-session')?.unlockedAt).not.toBe(sessionAt);
    expect(docs.get('p1:first-session')?.unlockedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('what is NEW among the achievements: earned since the patient last looked', () => {
  const unlocked = (achievementId: string, correlationId?: string) => ({
    type: 'AchievementUnlocked' as const,
    stream: 'rewards-p1',
    data: { patientId: 'p1', sessionEventId: `s-${achievementId}`, achievementId, points: 10, sessionAt: '2026-11-10T14:05:00.000Z' },
    ...(correlationId && { metadata: { correlationId } }),
  });
  const seen = (achievementIds: string[]) => ({ type: 'AchievementsSeen' as const, stream: 'rewardsSeen-p1', data: { patientId: 'p1', achievementIds } });

  it('is new until seen, and what is earned after a look is new again', () => {
    const docs = projectionSpec<Doc & { isNew: boolean }>(achievementsProjection).given([unlocked('first-session'), seen(['first-session']), unlocked('on-a-roll')]);
    expect([docs.get('p1:first-session')?.isNew, docs.get('p1:on-a-roll')?.isNew]).toEqual([false, true]);
  });

  it("is not new when earned in the demo's story told in the past: its patient looked then (all shouted NEW on the first visit)", () => {
    const docs = projectionSpec<Doc & { isNew: boolean }>(achievementsProjection).given([unlocked('first-session', demoHistoryCorrelationId), unlocked('on-a-roll', 'a-session-today')]);
    expect([docs.get('p1:first-session')?.isNew, docs.get('p1:on-a-roll')?.isNew]).toEqual([false, true]);
  });
});

describe("a session's reward, live", () => {
  it("tells the patient's own screens what it earned, and staff only that it changed (ADR 28)", () => {
    const rewarded = {
      type: 'SessionRewarded' as const,
      stream: 'rewards-p1',
      data: { patientId: 'p1', sessionEventId: 's1', date: '2026-11-10', pointsEarned: 45, newAchievements: ['first-session'], levelUp: true, level: 2, demo: false },
    };
    const events = recorded([record, rewarded]);
    const doc = foldProjection(rewardsProjection, events).get('p1')!;
    const messages = rewardsProjection.live!(doc, events[1]!);
    expect(messages).toEqual([
      { type: 'rewards.changed', rooms: ['own-record:p1'], data: { patientId: 'p1', reward: expect.objectContaining({ sessionEventId: 's1', pointsEarned: 45, levelUp: true, level: 2 }) } },
      { type: 'rewards.changed', rooms: ['role:therapist', 'role:admin', 'role:auditor'], data: { patientId: 'p1' } },
    ]);
    // Staff following the patient (its `patient:` room) are not told what it earned either.
    expect(messages.flatMap((m) => m.rooms)).not.toContain('patient:p1');
  });
});

describe("the sessions' totals (the progress toward the count-based achievements)", () => {
  const session = (n: number, data: Partial<{ completedExercises: number; totalMinutes: number; perfect: boolean; demo: boolean }> = {}) => ({
    type: 'SessionRecorded' as const,
    stream: data.demo ? `demoSession-d${n}` : `day-p1_2026-11-${String(n).padStart(2, '0')}`,
    data: { patientId: 'p1', date: `2026-11-${String(n).padStart(2, '0')}`, totalExercises: 3, completedExercises: 3, totalMinutes: 20, perfect: true, ...data },
  });
  const totalsOf = (events: Parameters<typeof recorded>[0]) => projectionSpec<Doc & { totals: unknown }>(rewardsProjection).given(events).get('p1')?.totals;

  it('count every recorded session: part-done, empty and simulated ones too, before any reward', () => {
    expect(totalsOf([session(1), session(2, { completedExercises: 1, totalMinutes: 7, perfect: false }), session(3, { completedExercises: 0, totalMinutes: 0, perfect: false }), session(3, { demo: true, totalMinutes: 15 })])).toEqual({
      sessions: 4,
      perfectSessions: 2,
      exercises: 7,
      minutes: 42,
    });
  });

  it('are left as they were by the rewards of a session', () => {
    const awarded = { type: 'PointsAwarded' as const, stream: 'rewards-p1', data: { patientId: 'p1', reason: 'session' as const, points: 40, sessionEventId: 's1', date: '2026-11-01', breakdown: { exercises: 30, perfect: 0, streak: 10 }, source: null, totalPoints: 40, session: null } };
    expect(totalsOf([awarded, session(1), awarded])).toEqual({ sessions: 1, perfectSessions: 1, exercises: 3, minutes: 20 });
  });

  it('keep counting past the 5,000 sessions the summary once read at most', () => {
    const many = Array.from({ length: 5001 }, (_, i) => session(1 + (i % 28)));
    expect(totalsOf(many)).toEqual({ sessions: 5001, perfectSessions: 5001, exercises: 15003, minutes: 100020 });
  });
});
