import { describe, expect, it } from 'vitest';
import { pickDemoSession } from './demo-sessions';
import { toastsFor } from './reward-toasts';
import type { RewardsChange } from './live';

const change = (reward: Partial<RewardsChange['data']['reward']>): RewardsChange => ({
  type: 'rewards.changed',
  position: '10',
  data: { patientId: 'p1', reward: { sessionEventId: 'e1', date: '2026-03-04', pointsEarned: 45, levelUp: false, level: 1, achievements: [], ...reward } },
});
const achievement = (name: string) => ({ id: `p1:${name}`, isNew: true, unlockedAt: '2026-03-04T12:00:00Z', achievement: { name, description: '', icon: 'Star' as const, rarity: 'common' as const, points: 10 } });

describe('the toasts of a reward (spec 001 success notices)', () => {
  it('a session alone: its points', () => {
    expect(toastsFor(change({})).map((t) => [t.title, t.description])).toEqual([['Exercise Session Recorded!', 'You earned 45 points!']]);
  });

  it('new achievements and a new level each add theirs, with the names and the level', () => {
    const toasts = toastsFor(change({ levelUp: true, level: 3, achievements: [achievement('First Steps'), achievement('Perfect Day')] }));
    expect(toasts.map((t) => [t.title, t.description, t.detail])).toEqual([
      ['Exercise Session Recorded!', 'You earned 45 points!', undefined],
      ['Achievement Unlocked!', 'You unlocked 2 new achievement(s)!', 'First Steps, Perfect Day'],
      ['Level Up!', 'Congratulations on reaching a new level!', 'You are now level 3.'],
    ]);
    // One set per session: the ids name the session.
    expect(new Set(toasts.map((t) => t.id)).size).toBe(3);
    expect(toasts.every((t) => t.id.startsWith('e1:'))).toBe(true);
  });
});

describe('the Demo Mode card\'s session', () => {
  it('is one of the spec\'s three, by the random number', () => {
    expect([0, 0.4, 0.99].map((r) => pickDemoSession(() => r))).toEqual([
      { completedExercises: 5, totalExercises: 5, totalMinutes: 25 },
      { completedExercises: 3, totalExercises: 4, totalMinutes: 20 },
      { completedExercises: 4, totalExercises: 6, totalMinutes: 30 },
    ]);
  });
});
