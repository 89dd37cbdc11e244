import { describe, expect, it } from 'vitest';
import type { Doc } from '@pt/contracts';
import { projectionSpec } from '@pt/contracts/core';
import { leaderboardProjection, rewardsProjection } from './rewards';

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
