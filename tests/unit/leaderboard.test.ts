import { describe, expect, it } from 'vitest';
import { leaderboardListed, weekStart, type LeaderboardDoc } from '@pt/contracts';
import { firstCollection } from '@pt/contracts/core';
import { createReadModels, createRewardQueries } from '@pt/command-api';
import { createMemoryReadStore } from '@pt/infra';

/**
 * The weekly leaderboard: most points first, ties by the longer streak, then by who got there first
 * (issue 8), all entries up to `leaderboardListed` (spec 001: all entries). Past that many, the ties at
 * the cut are ordered by those rules too, not by the store, and a patient below the list still sees
 * their own row with their rank.
 */
const today = '2026-11-25';
const week = weekStart(today);
const doc = (id: string, weeklyPoints: number, streakDays: number, reachedAt: string): LeaderboardDoc => ({
  id,
  firstName: `Pat ${id}`,
  lastInitial: 'Q',
  visibility: 'name',
  weekStart: week,
  weeklyPoints,
  reachedAt,
  streakDays,
  lastActivityDate: today,
  position: '1',
});

async function board(docs: LeaderboardDoc[]) {
  const store = createMemoryReadStore();
  await store.write(firstCollection('leaderboard'), docs.map((d, i) => ({ id: d.id, doc: d, position: String(i + 1) })));
  return createRewardQueries(createReadModels(store));
}

describe('the weekly leaderboard past its length', () => {
  // Two fewer than the list ahead on points, then five tied at its end, then one far below.
  const ahead = Array.from({ length: leaderboardListed - 2 }, (_, i) => doc(`a${i}`, 1000 + i, 1, '2026-11-24T10:00:00.000Z'));
  // Stored worst first, so that the store's own order would keep the wrong two.
  const tied = [
    doc('t-short-late', 50, 1, '2026-11-25T09:00:00.000Z'),
    doc('t-short-early', 50, 1, '2026-11-24T09:00:00.000Z'),
    doc('t-mid', 50, 3, '2026-11-25T09:00:00.000Z'),
    doc('t-long-late', 50, 5, '2026-11-25T09:00:00.000Z'),
    doc('t-long-early', 50, 5, '2026-11-24T09:00:00.000Z'),
  ];
  const below = doc('below', 10, 0, '2026-11-25T12:00:00.000Z');
  const all = [...ahead, ...tied, below];

  it('ends the list with the best of those tied at its end, by streak and then by time', async () => {
    const entries = await (await board(all)).leaderboard(today, null);
    expect(entries).toHaveLength(leaderboardListed);
    expect(entries.slice(-2).map((e) => [e.rank, e.patient.firstName, e.streakDays])).toEqual([
      [leaderboardListed - 1, 'Pat t-long-early', 5],
      [leaderboardListed, 'Pat t-long-late', 5],
    ]);
    expect(entries.map((e) => e.rank)).toEqual(Array.from({ length: leaderboardListed }, (_, i) => i + 1));
  });

  it('shows a patient below the list their own row after it, with their rank', async () => {
    const queries = await board(all);
    const mine = (await queries.leaderboard(today, 'below')).at(-1)!;
    expect(mine).toMatchObject({ id: 'below', rank: all.length, points: 10, isYou: true });
    const tiedAndOut = await queries.leaderboard(today, 't-short-early');
    expect(tiedAndOut).toHaveLength(leaderboardListed + 1);
    expect(tiedAndOut.at(-1)).toMatchObject({ id: 't-short-early', rank: leaderboardListed + 2, points: 50, isYou: true });
    // One on the list is not repeated after it.
    const listed = await queries.leaderboard(today, 't-long-late');
    expect(listed).toHaveLength(leaderboardListed);
    expect(listed.filter((e) => e.isYou).map((e) => e.rank)).toEqual([leaderboardListed]);
  });
});
