import { describe, expect, it } from 'vitest';
import { streakText } from './LeaderboardList';
import { privacyChoices } from './LeaderboardPrivacy';

describe("the leaderboard's wording", () => {
  it('says "15-day streak", and a streak of none quietly', () => {
    expect([15, 1, 0].map(streakText)).toEqual(['15-day streak', '1-day streak', 'No streak']);
  });

  it("shows each privacy choice with the patient's own name, never another patient's", () => {
    expect(privacyChoices({ firstName: 'Jordan', lastName: 'rivera' }).map((c) => c.hint)).toEqual([
      'You appear as “Jordan R.”',
      'You appear as “J. R.”',
      'Your points still count for you; others do not see you.',
    ]);
    const unnamed = privacyChoices(undefined).map((c) => c.hint).join(' ');
    expect(unnamed).not.toMatch(/Maria|“/);
  });
});
