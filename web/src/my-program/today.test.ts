import { describe, expect, it } from 'vitest';
import type { AssignedExercise } from '@pt/contracts';
import { extraRounds, extraText, isDoneToday, programToday, todayCount } from './today';

const card = (done: number, planned: number) => ({ today: { done, planned } }) as AssignedExercise;

describe("an exercise's day", () => {
  it('counts what the plan asked for, and extra rounds apart', () => {
    expect(todayCount({ done: 0, planned: 1 })).toBe('Today 0/1');
    expect(todayCount({ done: 1, planned: 2 })).toBe('Today 1/2');
    expect(todayCount({ done: 1, planned: 1 })).toBe('Done today 1/1');
    // Not "Done today 2/1": the extra round is told apart.
    expect(todayCount({ done: 2, planned: 1 })).toBe('Done today 1/1');
    expect(extraText(extraRounds({ done: 2, planned: 1 }))).toBe('+1 extra round');
    expect(todayCount({ done: 0, planned: 0 })).toBe('Not planned today');
    expect(extraText(extraRounds({ done: 2, planned: 0 }))).toBe('+2 extra rounds');
    expect(extraText(extraRounds({ done: 1, planned: 1 }))).toBeNull();
  });

  it('is done once the plan is met; an exercise not planned today is never done', () => {
    expect(isDoneToday({ done: 1, planned: 1 })).toBe(true);
    expect(isDoneToday({ done: 3, planned: 2 })).toBe(true);
    expect(isDoneToday({ done: 1, planned: 2 })).toBe(false);
    expect(isDoneToday({ done: 1, planned: 0 })).toBe(false);
  });

  it('adds up the program: rounds planned today and rounds beyond the plan', () => {
    expect(programToday([card(2, 1), card(0, 1), card(1, 0), card(2, 2)])).toEqual({ planned: 4, extra: 2 });
    expect(programToday([])).toEqual({ planned: 0, extra: 0 });
  });
});
