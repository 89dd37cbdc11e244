import { describe, expect, it } from 'vitest';
import { pickDemoSession } from './demo-sessions';
import { toastsFor } from './reward-toasts';
import type { RewardsChange } from './live';

const change = (reward: Partial<NonNullable<RewardsChange['data']['reward']>>): RewardsChange => ({
  type: 'rewards.changed',
  position: '10',
  data: { patientId: 'p1', reward: { sessionEventId: 'e1', date: '2026-03-04', pointsEarned: 45, levelUp: false, level: 1, achievements: [], ...reward } },
});
const achievement = (name: string) => ({ id: `p1:${name}`, isNew: true, unlockedAt: '2026-03-04T12:00:00Z', achievement: { name, description: '', icon: 'Star' as const, rarity: 'common' as const, points: 10 } });

describe('the toasts of a reward (spec 001 success notices)', () => {
  it('a session alone: its points', () => {
    expect(toastsFor(change({}), '2026-03-04').map((t) => [t.title, t.description])).toEqual([['Exercise Session Recorded!', 'You earned 45 points!']]);
  });

  it("a day closed after it ended is named: it is that day's session, not one just recorded", () => {
    // Thursday Nov 26 closed right after midnight, or when the patient came back on Saturday.
    const thursday = change({ date: '2026-11-26', pointsEarned: 60 });
    expect(toastsFor(thursday, '2026-11-27').map((t) => [t.title, t.description])).toEqual([["Thursday's Session Recorded", 'You earned 60 points for Thursday, Nov 26.']]);
    expect(toastsFor(thursday, '2026-11-28')[0]!.title).toBe("Thursday's Session Recorded");
    // More than a week ago, a weekday would be ambiguous: the date names it.
    expect(toastsFor(thursday, '2026-12-04').map((t) => [t.title, t.description])).toEqual([["Nov 26's Session Recorded", 'You earned 60 points for Thursday, Nov 26.']]);
    // A browser whose clock is behind the server's: still today's session.
    expect(toastsFor(thursday, '2026-11-25')[0]!.title).toBe('Exercise Session Recorded!');
  });

  it('new achievements and a new level each add theirs, with the names and the level', () => {
    const toasts = toastsFor(change({ levelUp: true, level: 3, achievements: [achievement('First Steps'), achievement('Perfect Day')] }), '2026-03-04');
    expect(toasts.map((t) => [t.title, t.description, t.detail])).toEqual([
      ['Exercise Session Recorded!', 'You earned 45 points!', undefined],
      ['Achievement Unlocked!', 'You unlocked 2 new achievement(s)!', 'First Steps, Perfect Day'],
      ['Level Up!', 'Congratulations on reaching a new level!', 'You are now level 3.'],
    ]);
    // One set per session: the ids name the session.
    expect(new Set(toasts.map((t) => t.id)).size).toBe(3);
    expect(toasts.every((t) => t.id.startsWith('e1:'))).toBe(true);
  });

  it("none for a change that does not say what was earned (staff hear only that a patient's rewards changed)", () => {
    expect(toastsFor({ type: 'rewards.changed', position: '10', data: { patientId: 'p1' } }, '2026-03-04')).toEqual([]);
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
