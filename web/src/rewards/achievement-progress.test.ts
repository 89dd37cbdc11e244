import { describe, expect, it } from 'vitest';
import type { RewardsSummary } from '@pt/contracts';
import { progressToward } from './achievement-progress';

const summary = { patientId: 'p1', totalPoints: 2260, currentStreak: 13, longestStreak: 13, level: 23, levelProgress: 60, weeklyPoints: 535, monthlyPoints: 900, lastActivityDate: '2026-11-26' } satisfies RewardsSummary;

describe('how far a patient is toward a locked achievement', () => {
  it('is read from the rewards summary for streaks, points and levels', () => {
    expect(progressToward({ id: 'streak-14' }, summary)).toEqual({ value: 13, target: 14, text: '13 of 14 days' });
    expect(progressToward({ id: 'points-1000' }, { ...summary, totalPoints: 640 })).toEqual({ value: 640, target: 1000, text: '640 of 1,000 points' });
    expect(progressToward({ id: 'level-10' }, { ...summary, level: 4 })?.text).toBe('Level 4 of 10');
    // Past the target (the achievement is being awarded): full, never more.
    expect(progressToward({ id: 'streak-3' }, summary)).toEqual({ value: 3, target: 3, text: '3 of 3 days' });
  });

  it('is not shown where the summary does not say it', () => {
    expect(progressToward({ id: 'sessions-50' }, summary)).toBeNull();
    expect(progressToward({ id: 'early-bird' }, summary)).toBeNull();
  });
});
