import { describe, expect, it } from 'vitest';
import { addDays } from './calendar';
import { challengeProgress, challengesBeforePlans, challengesFor, plannedDayOf, type PlannedDay } from './rewards';

/** Four weeks of days: every choice the date can make comes up. */
const days = Array.from({ length: 28 }, (_, i) => addDays('2026-11-16', i));
const ofType = (day: string, plan: PlannedDay, type: string) => challengesFor(day, plan).find((c) => c.targetType === type);
// 2026-11-16 picks High Five (5 exercises), Quarter Hour (15 minutes) and All Done; 2026-11-17 Three for Today and Half Hour Hero.
const highFiveDay = '2026-11-16';
const threeDay = '2026-11-17';

describe('the daily challenges', () => {
  it('are none on a day with nothing planned', () => {
    for (const day of days) expect(challengesFor(day, { exercises: 0, minutes: 0 })).toEqual([]);
    expect(challengesFor(highFiveDay, { exercises: 0, minutes: 45 })).toEqual([]);
  });

  it('never ask for more exercises or minutes than the day\'s plan', () => {
    for (const day of days) {
      for (const exercises of [1, 2, 3, 4, 6]) {
        for (const minutes of [5, 12, 20, 40]) {
          for (const c of challengesFor(day, { exercises, minutes })) {
            if (c.targetType === 'exercises') expect(c.targetValue).toBeLessThanOrEqual(exercises);
            if (c.targetType === 'minutes') expect(c.targetValue).toBeLessThanOrEqual(minutes);
          }
        }
      }
    }
  });

  it('cap an exercise count at the plan, saying what they ask', () => {
    expect(ofType(highFiveDay, { exercises: 3, minutes: 20 }, 'exercises')).toMatchObject({ id: 'exercises-5', name: 'Whole Plan', description: "Complete all 3 of today's exercises.", targetValue: 3 });
    expect(ofType(highFiveDay, { exercises: 2, minutes: 20 }, 'exercises')).toMatchObject({ description: "Complete both of today's exercises.", targetValue: 2 });
    expect(ofType(highFiveDay, { exercises: 1, minutes: 20 }, 'exercises')).toMatchObject({ description: "Complete today's exercise.", targetValue: 1 });
    expect(ofType(threeDay, { exercises: 3, minutes: 20 }, 'exercises')).toMatchObject({ id: 'exercises-3', name: 'Three for Today', description: "Complete all 3 of today's exercises.", targetValue: 3 });
    expect(ofType(threeDay, { exercises: 5, minutes: 20 }, 'exercises')).toMatchObject({ name: 'Three for Today', description: "Complete 3 of today's 5 exercises.", targetValue: 3 });
  });

  it('cap minutes at the plan\'s, and leave them out when those are not known', () => {
    expect(ofType(highFiveDay, { exercises: 3, minutes: 12 }, 'minutes')).toMatchObject({ id: 'minutes-15', name: 'Planned Minutes', description: "Spend today's planned 12 minutes on your exercises.", targetValue: 12 });
    expect(ofType(highFiveDay, { exercises: 3, minutes: 40 }, 'minutes')).toMatchObject({ name: 'Quarter Hour', description: "Spend 15 of today's 40 planned minutes on your exercises.", targetValue: 15 });
    expect(ofType(highFiveDay, { exercises: 3, minutes: 0 }, 'minutes')).toBeUndefined();
    expect(challengesFor(highFiveDay, { exercises: 3, minutes: 0 }).map((c) => c.id)).toEqual(['exercises-5', 'perfect']);
  });

  it('keep the date\'s choice: the same ids, and the perfect day on the same days as before', () => {
    for (const day of days) {
      const before = challengesBeforePlans(day);
      expect(challengesFor(day, { exercises: 3, minutes: 20 }).map((c) => c.id)).toEqual(before.map((c) => c.id));
      expect(ofType(day, { exercises: 1, minutes: 1 }, 'perfect')).toEqual(before.find((c) => c.targetType === 'perfect'));
    }
  });

  it('for sessions recorded before plans sized them, are the date\'s as they were', () => {
    expect(challengesBeforePlans(highFiveDay)).toEqual([
      { id: 'exercises-5', name: 'High Five', description: 'Complete 5 exercises today.', targetType: 'exercises', targetValue: 5, points: 25 },
      { id: 'minutes-15', name: 'Quarter Hour', description: 'Spend 15 minutes on your exercises today.', targetType: 'minutes', targetValue: 15, points: 15 },
      { id: 'perfect', name: 'All Done', description: 'Finish everything planned for today.', targetType: 'perfect', targetValue: 1, points: 20 },
    ]);
  });

  it('are met by a day that does its whole plan', () => {
    const plan = { exercises: 3, minutes: 12 };
    for (const c of challengesFor(highFiveDay, plan)) expect(challengeProgress(c, { exercises: 3, minutes: 12, perfect: true })).toBe(c.targetValue);
  });
});

describe('the size of a day\'s plan', () => {
  it('counts each planned completion, at its assignment\'s minutes (unknown ones as 0)', () => {
    const items = [{ assignmentId: 'a1', required: 2 }, { assignmentId: 'a2', required: 1 }, { assignmentId: 'a3', required: 1 }];
    expect(plannedDayOf(items, { a1: 5, a2: 8 })).toEqual({ exercises: 4, minutes: 18 });
    expect(plannedDayOf([], {})).toEqual({ exercises: 0, minutes: 0 });
  });
});
