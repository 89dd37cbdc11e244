import { describe, expect, it } from 'vitest';
import { challengesBeforePlans, challengesFor, type EventOf, type NewEventOf } from '@pt/contracts';
import { recorded } from '@pt/contracts/core';
import { emptyRewards, rewardSession, rewardsDecider, type RewardEvent, type RewardsState, type SessionToReward } from './decider';

/** A session of a day whose plan is three exercises of 15 minutes in all, two of them done. */
const session = (id: string, date: string, extra: Partial<SessionToReward> = {}): SessionToReward => ({
  type: 'RewardSession', patientId: 'p1', sessionEventId: id, date, completedExercises: 2, totalMinutes: 10, perfect: false, plan: { exercises: 3, minutes: 15 }, hour: 12, demo: false, ...extra,
});

/** Rewards the sessions one after the other, folding what each appended, as the worker does. */
function reward(...sessions: SessionToReward[]): { state: RewardsState; last: NewEventOf<RewardEvent>[] } {
  let state = emptyRewards();
  let last: NewEventOf<RewardEvent>[] = [];
  for (const s of sessions) {
    last = rewardsDecider.decide(s, state, new Date());
    state = recorded<RewardEvent>(last, `rewards-p1`).reduce(rewardsDecider.evolve, state);
  }
  return { state, last };
}
const points = (events: NewEventOf<RewardEvent>[]) => events.filter((e) => e.type === 'PointsAwarded').map((e) => [e.data.reason, e.data.points, e.data.source]);
const types = (events: NewEventOf<RewardEvent>[]) => events.map((e) => e.type);
// A day with no challenge at all would be easiest to test, but each day has some: pick ones whose challenges these sessions cannot reach.
const quietDay = (from: string) => {
  for (let d = new Date(`${from}T12:00:00Z`); ; d = new Date(d.getTime() + 86_400_000)) {
    const day = d.toISOString().slice(0, 10);
    if (!challengesBeforePlans(day).some((c) => c.targetType === 'perfect')) return day;
  }
};

describe('points for a session', () => {
  it('are 10 per completed exercise, 25 for a perfect session and 5 per day of the streak', () => {
    const { last } = reward(session('s1', '2026-11-23', { completedExercises: 1, totalMinutes: 1 }));
    expect(last.find((e) => e.type === 'PointsAwarded')).toMatchObject({ data: { reason: 'session', points: 15, breakdown: { exercises: 10, perfect: 0, streak: 5 } } });
    const perfect = reward(session('s1', '2026-11-23', { completedExercises: 1, totalMinutes: 1, perfect: true })).last.find((e) => e.type === 'PointsAwarded');
    expect(perfect).toMatchObject({ data: { points: 40, breakdown: { exercises: 10, perfect: 25, streak: 5 } } });
  });

  it('give at most 50 for the streak', () => {
    const days = Array.from({ length: 12 }, (_, i) => session(`s${i}`, `2026-11-${String(10 + i).padStart(2, '0')}`, { completedExercises: 0, totalMinutes: 0 }));
    const { last, state } = reward(...days);
    expect(state.currentStreak).toBe(12);
    expect(last.find((e) => e.type === 'PointsAwarded')).toMatchObject({ data: { breakdown: { streak: 50 } } });
  });

  it('are given once for a session, however often it is rewarded', () => {
    const { state } = reward(session('s1', '2026-11-23'));
    expect(rewardsDecider.decide(session('s1', '2026-11-23'), state, new Date())).toEqual([]);
    expect(state.rewarded.get('s1')!.pointsEarned).toBe(state.totalPoints);
  });
});

describe('the streak', () => {
  it('counts consecutive days with a session; a missed day starts it again; the longest is kept', () => {
    const { state, last } = reward(session('a', '2026-11-20'), session('b', '2026-11-21'), session('c', '2026-11-22'), session('d', '2026-11-24'));
    expect(types(last).slice(0, 2)).toEqual(['StreakReset', 'StreakExtended']);
    expect(last[0]).toMatchObject({ data: { previousDays: 3 } });
    expect(state).toMatchObject({ currentStreak: 1, longestStreak: 3, lastActivityDate: '2026-11-24' });
  });

  it('is not extended twice by two sessions of one day', () => {
    const { last, state } = reward(session('a', '2026-11-20'), session('b', '2026-11-20'));
    expect(types(last)).not.toContain('StreakExtended');
    expect(state.currentStreak).toBe(1);
  });

  it('runs across the change of clocks: days are calendar days of the practice', () => {
    // Clocks went back on 2026-11-01 in Florida; a 25-hour day is still one day.
    const { state } = reward(session('a', '2026-10-31'), session('b', '2026-11-01'), session('c', '2026-11-02'));
    expect(state.currentStreak).toBe(3);
    const spring = reward(session('a', '2027-03-13'), session('b', '2027-03-14'), session('c', '2027-03-15'));
    expect(spring.state.currentStreak).toBe(3);
  });

  it('joins two runs when the day between them is recorded late', () => {
    const { state } = reward(session('a', '2026-11-20'), session('c', '2026-11-22'), session('b', '2026-11-21'));
    expect(state).toMatchObject({ currentStreak: 3, longestStreak: 3, lastActivityDate: '2026-11-22' });
  });
});

describe('levels and achievements', () => {
  it('unlocks First Steps and Perfect Day with their bonus points, and reaches level 2 at 100 points', () => {
    const day = quietDay('2026-11-23');
    const { last, state } = reward(session('s1', day, { completedExercises: 5, totalMinutes: 5, perfect: true, plan: { exercises: 5, minutes: 5 } }));
    expect(points(last).filter(([reason]) => reason !== 'challenge')).toEqual([
      ['session', 80, null],
      ['achievement', 10, 'first-session'],
      ['achievement', 15, 'perfect-1'],
    ]);
    const challenges = points(last).filter(([reason]) => reason === 'challenge').reduce((sum, [, p]) => sum + Number(p), 0);
    expect(last.filter((e) => e.type === 'LevelReached')).toEqual([{ type: 'LevelReached', data: { patientId: 'p1', sessionEventId: 's1', level: 2 } }]);
    expect(state).toMatchObject({ totalPoints: 105 + challenges, level: 2 });
    expect(state.rewarded.get('s1')).toEqual({ pointsEarned: 105 + challenges, newAchievements: ['first-session', 'perfect-1'], levelUp: true, level: 2 });
  });

  it('unlocks an early bird before 9 and a comeback after three days away', () => {
    const { state } = reward(session('a', '2026-11-10', { hour: 8 }), session('b', '2026-11-14'));
    expect([...state.unlocked]).toEqual(expect.arrayContaining(['early-bird', 'comeback']));
    expect(reward(session('a', '2026-11-10', { hour: 9 }), session('b', '2026-11-13')).state.unlocked.has('early-bird')).toBe(false);
    expect(reward(session('a', '2026-11-10'), session('b', '2026-11-13')).state.unlocked.has('comeback')).toBe(false);
  });

  it('unlocks each achievement once', () => {
    const { state } = reward(session('a', '2026-11-10'), session('b', '2026-11-11'), session('c', '2026-11-12'));
    const unlocks = [...state.rewarded.values()].flatMap((r) => r.newAchievements);
    expect(unlocks.filter((id) => id === 'first-session')).toHaveLength(1);
    expect(unlocks).toContain('streak-3');
  });
});

const challengesMet = (events: NewEventOf<RewardEvent>[]) => events.flatMap((e) => (e.type === 'DailyChallengeCompleted' ? [e.data.challengeId] : []));
// 2026-11-16 picks High Five (5 exercises), Quarter Hour (15 minutes) and All Done (contracts/src/rewards.test.ts).
const highFiveDay = '2026-11-16';

describe('daily challenges', () => {
  it('are completed once a day when the day reaches their target, with their points', () => {
    const day = '2026-11-23';
    const plan = { exercises: 5, minutes: 30 };
    const [exercises, minutes] = challengesFor(day, plan);
    const { last, state } = reward(session('s1', day, { completedExercises: exercises!.targetValue, totalMinutes: minutes!.targetValue, plan }));
    expect(challengesMet(last)).toEqual(expect.arrayContaining([exercises!.id, minutes!.id]));
    expect(points(last)).toEqual(expect.arrayContaining([['challenge', exercises!.points, exercises!.id]]));
    const again = rewardsDecider.decide(session('s2', day, { completedExercises: 9, totalMinutes: 90, plan }), state, new Date());
    expect(challengesMet(again)).not.toContain(exercises!.id);
  });

  it('given a plan of 3 exercises, when its perfect session is rewarded, then every challenge of the day is met, High Five at 3', () => {
    const { last } = reward(session('s1', highFiveDay, { completedExercises: 3, totalMinutes: 12, perfect: true, plan: { exercises: 3, minutes: 12 } }));
    expect(challengesMet(last)).toEqual(['exercises-5', 'minutes-15', 'perfect']);
    expect(last.find((e) => e.type === 'DailyChallengeCompleted' && e.data.challengeId === 'exercises-5')).toMatchObject({ data: { points: 25 } });
  });

  it('given a plan of 3 exercises, when 2 are done, then the capped challenge is not met', () => {
    const { last } = reward(session('s1', highFiveDay, { completedExercises: 2, totalMinutes: 8, perfect: false, plan: { exercises: 3, minutes: 12 } }));
    expect(challengesMet(last)).toEqual([]);
  });

  it('given nothing planned, when a session is rewarded, then there is no challenge to meet', () => {
    const { last } = reward(session('s1', highFiveDay, { completedExercises: 6, totalMinutes: 40, perfect: true, plan: { exercises: 0, minutes: 0 } }));
    expect(challengesMet(last)).toEqual([]);
    expect(points(last).map(([reason]) => reason)).not.toContain('challenge');
  });

  it('given a plan whose minutes are not known, then no minutes challenge is met', () => {
    const { last } = reward(session('s1', highFiveDay, { completedExercises: 3, totalMinutes: 40, perfect: true, plan: { exercises: 3, minutes: 0 } }));
    expect(challengesMet(last)).toEqual(['exercises-5', 'perfect']);
  });
});

describe('a session recorded before sessions carried their plan\'s minutes', () => {
  const old = (data: Partial<EventOf<'SessionRecorded'>['data']> = {}) =>
    recorded<EventOf<'SessionRecorded'>>([{ type: 'SessionRecorded', data: { patientId: 'p1', date: highFiveDay, totalExercises: 3, completedExercises: 3, totalMinutes: 20, perfect: true, ...data } }], `day-p1_${highFiveDay}`)[0]!;

  it('is rewarded by its date\'s challenges as they were: High Five still asks for 5', () => {
    const command = rewardSession(old(), 12);
    expect(command).toMatchObject({ plan: null, completedExercises: 3, totalMinutes: 20, perfect: true, hour: 12, demo: false });
    const { last } = reward(command);
    expect(challengesMet(last)).toEqual(['minutes-15', 'perfect']);
    const five = reward(rewardSession(old({ totalExercises: 5, completedExercises: 5 }), 12)).last;
    expect(challengesMet(five)).toEqual(['exercises-5', 'minutes-15', 'perfect']);
  });

  it('while one that carries them is sized by its plan', () => {
    const command = rewardSession(old({ plannedMinutes: 12 }), 12);
    expect(command.plan).toEqual({ exercises: 3, minutes: 12 });
    expect(challengesMet(reward(command).last)).toEqual(['exercises-5', 'minutes-15', 'perfect']);
  });
});

describe('the moment a reward was earned', () => {
  it('is when its session was recorded, carried on its points and achievements, however late the worker comes', () => {
    const [event] = recorded<EventOf<'SessionRecorded'>>([{ type: 'SessionRecorded', data: { patientId: 'p1', date: '2026-11-10', totalExercises: 3, completedExercises: 3, totalMinutes: 20, plannedMinutes: 20, perfect: true } }], 'day-p1_2026-11-10');
    const command = rewardSession({ ...event!, metadata: { ...event!.metadata, at: '2026-11-10T14:05:00.000Z' } }, 9);
    expect(command.sessionAt).toBe('2026-11-10T14:05:00.000Z');
    const { last } = reward(command);
    const stamped = last.filter((e) => e.type === 'PointsAwarded' || e.type === 'AchievementUnlocked');
    expect(stamped.map((e) => e.type)).toContain('AchievementUnlocked');
    expect(stamped.every((e) => 'sessionAt' in e.data && e.data.sessionAt === '2026-11-10T14:05:00.000Z')).toBe(true);
  });
});

describe('the state', () => {
  it('is never changed by deciding or folding on from it: a state kept is folded on by every later command (ADR 25)', () => {
    const days = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-09', '2026-11-10'];
    const { state } = reward(...days.map((date, i) => session(`s${i}`, date, { perfect: i % 2 === 0, completedExercises: 3, totalMinutes: 15, hour: 7 + i })));
    const before = structuredClone(state);
    const next = session('s9', '2026-11-11', { perfect: true, completedExercises: 3, totalMinutes: 15 });
    const decided = rewardsDecider.decide(next, state, new Date());
    const after = recorded<RewardEvent>(decided, 'rewards-p1').reduce(rewardsDecider.evolve, state);
    expect(after.sessions).toBe(state.sessions + 1);
    // Also the same session told again, and its events folded twice from the same state (two loads at once).
    recorded<RewardEvent>(decided, 'rewards-p1').reduce(rewardsDecider.evolve, state);
    rewardsDecider.decide(session('s1', '2026-11-03'), state, new Date());
    expect(state).toEqual(before);
  });
});
