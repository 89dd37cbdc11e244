import { describe, expect, it } from 'vitest';
import { checkScreen } from '../support/staff';
import { leaderboardNames, rewardsPhone, tileValue, useRewardsSite } from '../support/rewards';
import { eventually, waitFor } from '../support/wait';

/**
 * Rewards live (issue 8): a patient completes a session through their exercises; their open page
 * shows the spec's toasts, counts the tiles up and shows the new achievements; a second patient's
 * open leaderboard reorders without a reload.
 */
const site = useRewardsSite();

describe('a session completed by one patient', () => {
  it('shows its toasts on that patient\'s open page and reorders the other patient\'s open leaderboard', async () => {
    const ann = await site.patient('Ann', 'Zeller');
    const ben = await site.patient('Ben', 'Young');
    // Ben is on the board first, with a one-exercise session.
    await site.completeSession(ben, 1);

    const bens = await site.open(ben, '/patient-portal/rewards?tab=leaderboard');
    await bens.locator('[data-testid="leaderboard-row"].is-you').getByText('Ben Y.').waitFor();
    await bens.locator('[data-testid="live-indicator"][data-state="connected"]').waitFor();
    await bens.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    expect(await leaderboardNames(bens)).toEqual(['Ben Y.']);

    const anns = await site.open(ann, '/patient-portal/rewards');
    await anns.getByRole('tab', { name: 'Achievements', selected: true }).waitFor();
    await anns.getByText('Complete exercises to unlock achievements!').waitFor();
    expect(await tileValue(anns, 'tile-total-points')).toBe(0);
    // The live connection is up before the session: the toasts come from its live message.
    await anns.locator('[data-testid="live-indicator"][data-state="connected"]').waitFor();

    // Ann finishes a three-exercise day: one session, more points than Ben's.
    await site.completeSession(ann, 3);

    // What the toasts say is what the server recorded.
    const summary = await waitFor(async () => {
      const answer = await site.call('GET', '/api/gamification/rewards/me', undefined, ann.token);
      return answer.body.data.totalPoints > 0 && answer.body.data;
    }, 10_000, 'Ann\'s points');
    const sessions = (await site.call('GET', '/api/gamification/sessions/me', undefined, ann.token)).body.data;
    const achievements = (await site.call('GET', '/api/gamification/achievements/me', undefined, ann.token)).body.data as { achievement: { name: string } }[];
    expect(sessions).toHaveLength(1);
    const levelUp = summary.level > 1;

    // One at a time, in turn (spec 000 section 8), the number still to come on each; a toast stays while
    // the pointer is on it, and its button lets the next one come at once.
    const sessionToast = anns.getByTestId('reward-toast').filter({ hasText: 'Exercise Session Recorded!' });
    await sessionToast.waitFor();
    await sessionToast.hover();
    expect(await anns.locator('.notice').count()).toBe(1);
    await sessionToast.getByText(`You earned ${sessions[0].pointsEarned} points!`).waitFor();
    await sessionToast.getByText(`${levelUp ? 2 : 1} more to come`).waitFor();
    await sessionToast.getByRole('button', { name: 'Dismiss notification' }).click();
    const achievementToast = anns.getByTestId('reward-toast').filter({ hasText: 'Achievement Unlocked!' });
    await achievementToast.waitFor();
    await achievementToast.hover();
    expect(await anns.locator('.notice').count()).toBe(1);
    await achievementToast.getByText(`You unlocked ${achievements.length} new achievement(s)!`).waitFor();
    for (const { achievement } of achievements) await achievementToast.getByText(achievement.name, { exact: false }).waitFor();
    expect(await achievementToast.getByText('more to come').count()).toBe(levelUp ? 1 : 0);
    await checkScreen(anns, 'rewards-toasts');
    const levelToast = anns.getByTestId('reward-toast').filter({ hasText: 'Level Up!' });
    if (levelUp) {
      await achievementToast.getByRole('button', { name: 'Dismiss notification' }).click();
      await levelToast.getByText('Congratulations on reaching a new level!').waitFor();
    } else {
      expect(await levelToast.count()).toBe(0);
    }

    // The tiles count up to the new figures (read again after the live message, so they may still
    // show the old ones for a moment); the new achievements arrive with their NEW badge.
    await expect.poll(() => tileValue(anns, 'tile-total-points'), { timeout: 10_000 }).toBe(summary.totalPoints);
    await expect.poll(() => tileValue(anns, 'tile-weekly-points'), { timeout: 10_000 }).toBe(summary.weeklyPoints);
    await expect.poll(() => tileValue(anns, 'tile-level'), { timeout: 10_000 }).toBe(summary.level);
    await anns.getByTestId('tile-current-streak').getByText('day', { exact: true }).waitFor();
    const firstSteps = anns.getByTestId('achievement').filter({ hasText: 'First Steps' });
    await firstSteps.getByText('NEW', { exact: true }).waitFor();
    await anns.getByTestId('tile-level').getByText(`${summary.levelProgress}/100 to next level`).waitFor();

    // Ben's open leaderboard reorders without a reload: Ann above him.
    await eventually(async () => JSON.stringify(await leaderboardNames(bens)) === JSON.stringify(['Ann Z.', 'Ben Y.']), 'Ann to move above Ben');
    expect(await bens.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await bens.getByTestId('leaderboard-row').first().getAttribute('data-rank')).toBe('1');
    await bens.getByTestId('leaderboard-row').first().getByRole('img', { name: 'Gold medal, rank 1' }).waitFor();
    // Ben got no toast: the session was not his.
    expect(await bens.getByTestId('reward-toast').count()).toBe(0);
    await checkScreen(bens, 'rewards-leaderboard-live');

    // Seen: Ann's achievements were on her screen, so they are new no more.
    await eventually(async () => {
      const answer = await site.call('GET', '/api/gamification/achievements/me', undefined, ann.token);
      return (answer.body.data as { isNew: boolean }[]).every((a) => !a.isNew);
    }, 'Ann\'s achievements to be marked seen');
    await anns.reload();
    await firstSteps.waitFor();
    expect(await firstSteps.getByText('NEW', { exact: true }).count()).toBe(0);
  });

  it('toasts on a phone too, and a patient who has not looked at their achievements keeps them new', async () => {
    const cleo = await site.patient('Cleo', 'Marsh');
    // Cleo is on her History tab: her achievements are not on screen.
    const page = await site.open(cleo, '/patient-portal/rewards?tab=history', rewardsPhone);
    await page.getByText('No exercise sessions recorded yet.').waitFor();
    await page.locator('[data-testid="live-indicator"][data-state="connected"]').waitFor();
    await site.completeSession(cleo, 2);
    const sessionToast = page.getByTestId('toast-stack').getByTestId('reward-toast').filter({ hasText: 'Exercise Session Recorded!' });
    await sessionToast.waitFor();
    // In the page's one place for toasts, at the bottom: not over the tiles at the top of a phone.
    const box = (await sessionToast.boundingBox())!;
    expect(box.y).toBeGreaterThan(rewardsPhone.height / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(rewardsPhone.height);
    await page.getByTestId('session').getByText('2/2 exercises', { exact: false }).waitFor();
    await page.getByTestId('session').getByText('Perfect!').waitFor();
    const achievements = (await site.call('GET', '/api/gamification/achievements/me', undefined, cleo.token)).body.data as { isNew: boolean }[];
    expect(achievements.length).toBeGreaterThan(0);
    expect(achievements.every((a) => a.isNew)).toBe(true);
  });
});
