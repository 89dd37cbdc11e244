import { describe, expect, it } from 'vitest';
import type { RewardsSummary } from '@pt/contracts';
import { progressToward } from './achievement-progress';

const summary = { patientId: 'p1', totalPoints: 2260, currentStreak: 13, longestStreak: 13, level: 23, levelProgress: 60, weeklyPoints: 535, monthlyPoints: 900, lastActivityDate: '2026-11-26', totals: { sessions: 37, perfectSessions: 9, exercises: 88, minutes: 1250 } } satisfies RewardsSummary;

describe('how far a patient is toward a locked achievement', () => {
  it('is read from the rewards summary for streaks, points and levels', () => {
    expect(progressToward({ id: 'streak-14' }, summary)).toEqual({ value: 13, target: 14, text: '13 of 14 days' });
    expect(progressToward({ id: 'points-1000' }, { ...summary, totalPoints: 640 })).toEqual({ value: 640, target: 1000, text: '640 of 1,000 points' });
    expect(progressToward({ id: 'level-10' }, { ...summary, level: 4 })?.text).toBe('Level 4 of 10');
    // Past the target (the achievement is being awarded): full, never more.
    expect(progressToward({ id: 'streak-3' }, summary)).toEqual({ value: 3, target: 3, text: '3 of 3 days' });
  });

  it("is read from the summary's totals for sessions, perfect sessions, exercises and minutes", () => {
    expect(progressToward({ id: 'sessions-50' }, summary)).toEqual({ value: 37, target: 50, text: '37 of 50 sessions' });
    expect(progressToward({ id: 'sessions-100' }, summary)?.text).toBe('37 of 100 sessions');
    expect(progressToward({ id: 'perfect-10' }, summary)?.text).toBe('9 of 10 perfect sessions');
    expect(progressToward({ id: 'exercises-100' }, summary)).toEqual({ value: 88, target: 100, text: '88 of 100 exercises' });
    expect(progressToward({ id: 'minutes-300' }, summary)).toEqual({ value: 300, target: 300, text: '300 of 300 minutes' });
  });

  it('is not shown for what happens at once (an early session, a comeback)', () => {
    expect(progressToward({ id: 'early-bird' }, summary)).toBeNull();
    expect(progressToward({ id: 'comeback' }, summary)).toBeNull();
    expect(progressToward({ id: 'first-session' }, summary)).toBeNull();
  });
});
