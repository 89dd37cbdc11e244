import { describe, expect, it } from 'vitest';
import { currentStreak, dayProgress, planForDay, weekProgress, type ProgramAssignment } from './plan';

const assignment = (id: string, frequency: string, extra: Partial<ProgramAssignment> = {}): ProgramAssignment => ({
  id, exerciseId: `ex-${id}`, frequency, startDate: '2026-11-01', endDate: null, endedOn: null, ...extra,
});
const none = new Map<string, number>();

describe("a day's plan", () => {
  it('asks for a daily exercise as often as its frequency says', () => {
    const plan = planForDay([assignment('a', '2x daily'), assignment('b', 'Once daily')], '2026-11-25', none);
    expect(plan.items.map((i) => [i.assignmentId, i.required])).toEqual([['a', 2], ['b', 1]]);
  });

  it('asks for a weekly exercise once a day until the week has its count', () => {
    const weekly = [assignment('w', '3x per week')];
    expect(planForDay(weekly, '2026-11-25', new Map([['w', 2]])).items).toHaveLength(1);
    expect(planForDay(weekly, '2026-11-25', new Map([['w', 3]])).items).toHaveLength(0);
  });

  it('leaves out what has not started, has passed its end date, or was ended', () => {
    const plan = planForDay(
      [
        assignment('later', 'Once daily', { startDate: '2026-11-26' }),
        assignment('over', 'Once daily', { endDate: '2026-11-24' }),
        assignment('ended', 'Once daily', { endedOn: '2026-11-25' }),
        assignment('last-day', 'Once daily', { endDate: '2026-11-25' }),
      ],
      '2026-11-25',
      none,
    );
    expect(plan.items.map((i) => i.assignmentId)).toEqual(['last-day']);
  });

  it('is done when every exercise has its completions; extra ones count once', () => {
    const plan = planForDay([assignment('a', '2x daily'), assignment('b', 'Once daily')], '2026-11-25', none);
    expect(dayProgress(plan, new Map([['a', 1]]))).toEqual({ completed: 1, total: 3 });
    expect(dayProgress(plan, new Map([['a', 5], ['b', 1]]))).toEqual({ completed: 3, total: 3 });
  });
});

describe('Progress This Week', () => {
  it('is the completions that count over the planned ones, from each frequency and active day', () => {
    // Wednesday 2026-11-25; week Monday 23 to Sunday 29.
    const assignments = [assignment('daily', 'Once daily', { startDate: '2026-11-25' }), assignment('weekly', '3x per week')];
    const completions = [
      { assignmentId: 'daily', date: '2026-11-25' },
      { assignmentId: 'daily', date: '2026-11-25' },
      { assignmentId: 'weekly', date: '2026-11-23' },
      { assignmentId: 'weekly', date: '2026-11-16' },
    ];
    // daily: 5 active days (25-29) planned, 1 counts; weekly: 3 planned, 1 this week.
    expect(weekProgress(assignments, '2026-11-25', completions)).toEqual({ completed: 2, planned: 8, percent: 25 });
  });

  it('is 0 % with nothing planned', () => {
    expect(weekProgress([], '2026-11-25', [])).toEqual({ completed: 0, planned: 0, percent: 0 });
  });
});

describe('Days Streak', () => {
  it('counts consecutive days with a session up to today, or yesterday while today is open', () => {
    expect(currentStreak(['2026-11-23', '2026-11-24', '2026-11-25'], '2026-11-25')).toBe(3);
    expect(currentStreak(['2026-11-23', '2026-11-24'], '2026-11-25')).toBe(2);
    expect(currentStreak(['2026-11-22', '2026-11-24'], '2026-11-25')).toBe(1);
    expect(currentStreak(['2026-11-20'], '2026-11-25')).toBe(0);
    // Across the change of year.
    expect(currentStreak(['2026-12-31', '2027-01-01'], '2027-01-01')).toBe(2);
  });
});
