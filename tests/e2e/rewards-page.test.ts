import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkScreen, toast } from '../support/staff';
import { demo, leaderboardNames, rewardsPhone, tileValue, useRewardsSite } from '../support/rewards';
import { deferred, eventually, waitFor } from '../support/wait';

/**
 * The rewards page /patient-portal/rewards (spec 001; issue 8): its tiles, tabs and empty texts, the
 * Demo Mode card's three sessions, the leaderboard privacy choice, and staff reading a patient's rewards.
 */
const site = useRewardsSite();

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');

describe('a patient with nothing yet', () => {
  it('shows the four tiles at zero and each tab\'s empty text', async () => {
    const fran = await site.patient('Fran', 'Ortiz');
    const page = await site.open(fran, '/patient-portal/rewards');
    await page.getByRole('heading', { name: 'Exercise Rewards Dashboard', level: 1 }).waitFor();
    for (const label of ['Total Points', 'Current Streak', 'Level', 'Weekly Points']) await page.locator('.reward-tile-label', { hasText: label }).waitFor();
    expect(await tileValue(page, 'tile-total-points')).toBe(0);
    expect(await tileValue(page, 'tile-level')).toBe(1);
    await page.getByTestId('tile-level').getByText('0/100 to next level').waitFor();
    // Level 1 is grey (spec: under 5).
    expect(await page.getByTestId('tile-level').getAttribute('data-colour')).toBe('grey');
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Achievements', 'Leaderboard', 'Progress', 'History']);

    await panel(page).getByText('Complete exercises to unlock achievements!').waitFor();
    // Every achievement is still to unlock, each with its rarity and points.
    expect(await page.getByTestId('locked-achievement').count()).toBeGreaterThanOrEqual(15);
    await page.getByTestId('locked-achievement').filter({ hasText: 'Unstoppable' }).getByText('Legendary').waitFor();
    await checkScreen(page, 'rewards-empty-achievements');

    await tab(page, 'Leaderboard').click();
    await panel(page).getByText('Leaderboard will appear once more patients join!').waitFor();
    await panel(page).getByRole('group', { name: 'How you appear' }).waitFor();
    await checkScreen(page, 'rewards-empty-leaderboard');

    await tab(page, 'Progress').click();
    const stats = page.getByTestId('weekly-stats');
    for (const label of ['Total Sessions', 'Exercises Completed', 'Total Minutes', 'Perfect Sessions']) await stats.locator('div', { hasText: label }).getByText('0', { exact: true }).waitFor();
    await stats.locator('div', { hasText: 'Average Completion' }).getByText('0%', { exact: true }).waitFor();
    const streak = page.getByTestId('streak-info');
    await streak.locator('div', { hasText: 'Current Streak' }).getByText('0 days').waitFor();
    await streak.locator('div', { hasText: 'Personal Best' }).getByText('0 days').waitFor();
    await streak.getByText('No activity yet').waitFor();
    // Nothing is planned for a new patient: no challenge asks for exercises they were not given.
    await page.getByTestId('no-challenges').getByText('nothing is planned for you today', { exact: false }).waitFor();
    expect(await page.getByTestId('challenge').count()).toBe(0);
    await checkScreen(page, 'rewards-empty-progress');

    await tab(page, 'History').click();
    await panel(page).getByText('No exercise sessions recorded yet.').waitFor();
    await checkScreen(page, 'rewards-empty-history');
    // The open tab is in the address: a reload keeps it.
    await page.reload();
    await tab(page, 'History').and(page.locator('[aria-selected="true"]')).waitFor();
  });

  it('asks a patient without a profile to complete it', async () => {
    const page = await site.open(await site.patientWithoutProfile(), '/patient-portal/rewards', rewardsPhone);
    await page.getByText('Please complete your profile setup to access the rewards system.').waitFor();
    await page.getByRole('link', { name: 'Complete Profile Setup' }).waitFor();
    await checkScreen(page, 'rewards-no-profile');
  });
});

describe('today\'s challenges', () => {
  it('ask for no more than the day\'s plan and show how far each has come beside its bar', async () => {
    const jo = await site.patient('Jo', 'Knee');
    const therapist = (await site.signIn(demo.therapist)).token;
    const seeded = await site.call('POST', '/api/seed-exercises', {}, therapist);
    const library = (await site.call('GET', `/api/exercises?after=${seeded.body.position}`, undefined, therapist)).body.exercises as { id: string }[];
    const assigned: { id: string; position: string }[] = [];
    for (const exercise of library.slice(0, 3)) assigned.push((await site.call('POST', '/api/admin/assign-exercise', { patientId: jo.patientId, exerciseId: exercise.id, frequency: 'Once daily' }, therapist)).body);
    const complete = async (a: { id: string; position: string }) => expect((await site.call('POST', `/api/portal/my-exercises/${a.id}/complete?after=${a.position}`, {}, jo.token)).status).toBe(201);
    await complete(assigned[0]!);

    const page = await site.open(jo, '/patient-portal/rewards?tab=progress', rewardsPhone);
    const exercises = page.getByTestId('challenge').filter({ hasText: "Complete all 3 of today's exercises." });
    await exercises.getByTestId('challenge-count').getByText('1 of 3', { exact: true }).waitFor();
    expect(await exercises.getByRole('progressbar').getAttribute('aria-label')).toMatch(/: 1 of 3 exercises$/);
    const minutes = page.getByTestId('challenge').filter({ hasText: 'minutes' });
    if (await minutes.count()) expect(await minutes.getByTestId('challenge-count').textContent()).toMatch(/^\d+ of \d+ min$/);
    await checkScreen(page, 'rewards-challenges');

    // Each completion moves the open page's challenges, live.
    await complete(assigned[1]!);
    await exercises.getByTestId('challenge-count').getByText('2 of 3', { exact: true }).waitFor();
    await complete(assigned[2]!);
    await exercises.getByTestId('challenge-count').getByText('3 of 3', { exact: true }).waitFor();
    await eventually(async () => (await page.getByTestId('challenge').filter({ hasText: 'Done!' }).count()) === (await page.getByTestId('challenge').count()), 'every challenge done with the whole plan');
  });
});

describe('the Demo Mode card', () => {
  it('simulates each of the spec\'s three sessions, which arrive in History, the tiles and the stats', async () => {
    const gus = await site.patient('Gus', 'Hale');
    const page = await site.open(gus, '/patient-portal/rewards?tab=history');
    await page.locator('[data-demo-mode="on"]').waitFor();
    const card = page.getByTestId('demo-mode-card');
    await card.getByRole('heading', { name: 'Demo Mode' }).waitFor();
    await panel(page).getByText('No exercise sessions recorded yet.').waitFor();
    await checkScreen(page, 'rewards-demo-card');

    // The card picks one of the three at random: the test chooses the random numbers.
    await page.evaluate(() => {
      const queue: number[] = [];
      const original = Math.random;
      (window as unknown as { picks: number[] }).picks = queue;
      Math.random = () => queue.shift() ?? original();
    });
    const expected = [
      { pick: 0.1, text: '5/5 exercises · 25 min', perfect: true },
      { pick: 0.5, text: '3/4 exercises · 20 min', perfect: false },
      { pick: 0.9, text: '4/6 exercises · 30 min', perfect: false },
    ];
    for (const [i, session] of expected.entries()) {
      await page.evaluate((pick) => (window as unknown as { picks: number[] }).picks.push(pick), session.pick);
      await card.getByRole('button', { name: 'Complete Exercise Session' }).click();
      await eventually(async () => (await page.getByTestId('session').count()) === i + 1, `session ${i + 1} in History`);
      const newest = page.getByTestId('session').first();
      await newest.getByText(session.text).waitFor();
      expect(await newest.getByText('Perfect!').count()).toBe(session.perfect ? 1 : 0);
      await newest.getByText('Demo', { exact: true }).waitFor();
    }

    const summary = (await site.call('GET', '/api/gamification/rewards/me', undefined, gus.token)).body.data;
    // The tiles are read again after each session, apart from History: they may still show the last figure for a moment.
    await expect.poll(() => tileValue(page, 'tile-total-points'), { timeout: 10_000 }).toBe(summary.totalPoints);
    const points = (await page.getByTestId('session').locator('.session-points').allTextContents()).map((t) => Number(t.replace(/\D/g, '')));
    expect(points.reduce((a, b) => a + b, 0)).toBe(summary.totalPoints);

    await tab(page, 'Progress').click();
    const stats = page.getByTestId('weekly-stats');
    await stats.locator('div', { hasText: 'Total Sessions' }).getByText('3', { exact: true }).waitFor();
    await stats.locator('div', { hasText: 'Exercises Completed' }).getByText('12', { exact: true }).waitFor();
    await stats.locator('div', { hasText: 'Total Minutes' }).getByText('75', { exact: true }).waitFor();
    await stats.locator('div', { hasText: 'Perfect Sessions' }).getByText('1', { exact: true }).waitFor();
    // (100 + 75 + 66.7) / 3, rounded.
    await stats.locator('div', { hasText: 'Average Completion' }).getByText('81%', { exact: true }).waitFor();
    await page.getByTestId('streak-info').locator('div', { hasText: 'Current Streak' }).getByText('1 day').waitFor();
    await checkScreen(page, 'rewards-progress');

    await tab(page, 'Achievements').click();
    const firstSteps = page.getByTestId('achievement').filter({ hasText: 'First Steps' });
    await firstSteps.getByText('Common').waitFor();
    // Unlocked and locked alike in one grid of cards; the unlocked with their date, a locked one with
    // how far the patient is when the summary says it (a one-day streak toward three days).
    const today = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="practice-time-zone"]')!.content);
    await firstSteps.getByTestId('unlocked-on').getByText(`Unlocked ${new Intl.DateTimeFormat('en-US', { timeZone: today, month: 'short', day: 'numeric', year: 'numeric' }).format(new Date())}`).waitFor();
    await page.getByTestId('locked-achievement').filter({ hasText: 'On a Roll' }).getByTestId('achievement-progress').getByText('1 of 3 days').waitFor();
    // The count-based ones too, from the summary's totals: 3 sessions, one perfect, 12 exercises, 75 minutes.
    const progressOf = (name: string) => page.getByTestId('locked-achievement').filter({ hasText: name }).getByTestId('achievement-progress');
    await progressOf('Committed').getByText('3 of 50 sessions').waitFor();
    await progressOf('Century').getByText('3 of 100 sessions').waitFor();
    await progressOf('Perfectionist').getByText('1 of 10 perfect sessions').waitFor();
    await progressOf('Exercise Enthusiast').getByText('12 of 100 exercises').waitFor();
    await progressOf('Time Well Spent').getByText('75 of 300 minutes').waitFor();
    // Every locked one has a bar but those won in one go (an early session, a comeback).
    const withoutBar = await page.getByTestId('locked-achievement').evaluateAll((rows) => rows.filter((r) => !r.querySelector('progress')).map((r) => r.querySelector('.achievement-name')!.textContent));
    expect(withoutBar.filter((name) => name !== 'Early Bird' && name !== 'Welcome Back')).toEqual([]);
    // "Still to unlock" stands clear of the grid of unlocked ones above it.
    const gap = await page.locator('.still-to-unlock').evaluate((heading) => heading.getBoundingClientRect().top - heading.previousElementSibling!.getBoundingClientRect().bottom);
    expect(gap).toBeGreaterThanOrEqual(24);
    expect(await panel(page).locator('ul.achievement-list').evaluateAll((lists) => lists.map((l) => getComputedStyle(l).display))).toEqual(['grid', 'grid']);
    await checkScreen(page, 'rewards-achievements');

    // A double tap records one session: the second tap finds the button busy.
    const held = deferred();
    let posts = 0;
    await page.route('**/api/gamification/session', async (route) => {
      posts++;
      await held.promise;
      await route.fallback();
    });
    await page.evaluate(() => {
      const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'Complete Exercise Session')!;
      button.click();
      button.click();
    });
    await card.getByRole('button', { name: 'Recording...' }).and(page.locator(':disabled')).waitFor();
    held.resolve();
    await card.getByRole('button', { name: 'Complete Exercise Session' }).and(page.locator(':enabled')).waitFor();
    await eventually(async () => (await site.call('GET', '/api/gamification/sessions/me', undefined, gus.token)).body.data.length === 4, 'the fourth session');
    expect(posts).toBe(1);
    expect((await site.call('GET', '/api/gamification/sessions/me', undefined, gus.token)).body.data).toHaveLength(4);
  });

  it('fits a phone with extra large text: the button wraps, the numbers stay in their tiles', async () => {
    const page = await site.open(await site.patient('Uma', 'Brennan-Whitfield'), '/patient-portal/rewards', rewardsPhone);
    await page.context().addInitScript(() => localStorage.setItem('accessibility-font-size', 'extra-large'));
    await page.reload();
    await page.getByTestId('demo-mode-card').getByRole('button', { name: 'Complete Exercise Session' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('font-size-extra-large'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(rewardsPhone.width);
    const overflowing = await page.locator('.reward-tile').evaluateAll((tiles) => tiles.filter((t) => t.scrollWidth > t.clientWidth).length);
    expect(overflowing).toBe(0);
    await checkScreen(page, 'rewards-extra-large');
  });
});

describe('the leaderboard privacy choice', () => {
  it('shows a patient by first name and last initial, by initials only, or not at all, live on another patient\'s leaderboard', async () => {
    const [dana, eve] = [await site.patient('Dana', 'Voss'), await site.patient('Eve', 'Wright')];
    for (const p of [dana, eve]) expect((await site.call('POST', '/api/gamification/session', { totalExercises: 5, completedExercises: 5, totalMinutes: 25 }, p.token)).status).toBe(201);

    const danas = await site.open(dana, '/patient-portal/rewards?tab=leaderboard');
    await eventually(async () => (await leaderboardNames(danas)).includes('Eve W.'), 'Eve on Dana\'s leaderboard');
    expect((await leaderboardNames(danas)).join(' ')).not.toContain('Wright');
    expect(await danas.getByTestId('leaderboard-row').filter({ hasText: 'Eve W.' }).locator('.leaderboard-streak').textContent()).toBe('1-day streak');

    const eves = await site.open(eve, '/patient-portal/rewards?tab=leaderboard', rewardsPhone);
    const privacy = eves.getByRole('group', { name: 'How you appear' });
    await privacy.getByRole('radio', { name: 'First name and last initial' }).and(eves.locator(':checked')).waitFor();
    // The examples are Eve's own name, never another patient's.
    await privacy.getByText('You appear as “Eve W.”').waitFor();
    await privacy.getByText('You appear as “E. W.”').waitFor();
    // The new choice stays on screen while the preference is read again (held here until it is checked).
    const held = deferred();
    await eves.route((url) => url.pathname === '/api/portal/preferences', async (route) => {
      if (route.request().method() === 'GET') await held.promise;
      await route.fallback();
    });
    await privacy.getByRole('radio', { name: 'Initials only' }).check();
    await eves.getByTestId('notice').filter({ hasText: 'Preference Saved' }).waitFor();
    expect(await privacy.getByRole('radio', { name: 'Initials only' }).isChecked()).toBe(true);
    held.resolve();
    await eves.unrouteAll();
    await eventually(async () => (await leaderboardNames(danas)).includes('E. W.'), 'Eve as initials on Dana\'s leaderboard');
    expect(await leaderboardNames(danas)).not.toContain('Eve W.');
    await checkScreen(eves, 'rewards-privacy');

    await privacy.getByRole('radio', { name: 'Not at all' }).check();
    await eventually(async () => !(await leaderboardNames(danas)).some((n) => n.startsWith('E')), 'Eve gone from Dana\'s leaderboard');
    await eventually(async () => !(await leaderboardNames(eves)).some((n) => n.startsWith('E')), 'Eve gone from her own leaderboard');
    await eves.reload();
    await eves.getByRole('radio', { name: 'Not at all' }).and(eves.locator(':checked')).waitFor();

    // A refused save puts the saved choice back and says why.
    await eves.route('**/api/portal/preferences', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'Your account changed meanwhile.' }) })
        : route.fallback(),
    );
    await privacy.getByRole('radio', { name: 'Initials only' }).click();
    await eves.getByTestId('notice').filter({ hasText: 'Your account changed meanwhile.' }).waitFor();
    await eves.getByRole('radio', { name: 'Not at all' }).and(eves.locator(':checked')).waitFor();
    expect(await eves.getByRole('radio', { name: 'Initials only' }).isChecked()).toBe(false);
  });

  it('that could not be read offers a Try again that can be pressed (the group disabled its own button), which brings the choices', async () => {
    const gil = await site.patient('Gil', 'Moreno');
    const page = await site.open(gil, '/patient-portal/rewards?tab=leaderboard');
    const privacy = page.getByRole('group', { name: 'How you appear' });
    await privacy.getByRole('radio', { name: 'First name and last initial' }).and(page.locator(':checked')).waitFor();
    let failing = true;
    await page.route('**/api/portal/preferences**', (route) =>
      failing && route.request().method() === 'GET' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
    );
    await page.reload();
    const failure = privacy.getByRole('alert').filter({ hasText: 'Your leaderboard choice could not be loaded.' });
    await failure.waitFor();
    const again = failure.getByRole('button', { name: 'Try again' });
    expect(await again.isEnabled()).toBe(true);
    failing = false;
    await again.click();
    await privacy.getByRole('radio', { name: 'First name and last initial' }).and(page.locator(':checked')).waitFor();
    // Chosen from the keyboard, the choices are enabled once read.
    expect(await privacy.getByRole('radio', { name: 'Initials only' }).isEnabled()).toBe(true);
  });
});

describe('staff', () => {
  it('open any patient\'s rewards read-only; a patient cannot open another\'s', async () => {
    const [hal, ivy] = [await site.patient('Hal', 'Stone'), await site.patient('Ivy', 'Cole')];
    await site.completeSession(hal, 2);
    const summary = await waitFor(async () => {
      const data = (await site.call('GET', '/api/gamification/rewards/me', undefined, hal.token)).body.data;
      return data.totalPoints > 0 && data;
    }, 10_000, 'Hal\'s points');

    const therapist = await site.signIn(demo.therapist);
    // From the patient's record in the staff dashboard.
    const page = await site.open(therapist, '/patient-portal/dashboard');
    await page.getByTestId('patient-card').filter({ hasText: 'Hal Stone' }).getByRole('button', { name: 'Manage' }).click();
    const dialog = page.getByTestId('patient-dialog');
    await dialog.getByRole('heading', { name: 'Hal Stone' }).waitFor();
    await dialog.getByRole('link', { name: 'Rewards', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/patient-portal/rewards');
    // Polled, so that a failure names what the page showed instead.
    await expect.poll(() => page.getByTestId('rewards-whose').textContent(), { timeout: 30_000 }).toBe('Rewards of Hal Stone');
    expect(new URL(page.url()).searchParams.get('patient')).toBe(hal.patientId);
    expect(await tileValue(page, 'tile-total-points')).toBe(summary.totalPoints);
    await page.getByTestId('achievement').filter({ hasText: 'First Steps' }).waitFor();
    expect(await page.getByTestId('demo-mode-card').count()).toBe(0);
    await checkScreen(page, 'rewards-staff');
    await tab(page, 'Leaderboard').click();
    await eventually(async () => (await leaderboardNames(page)).includes('Hal S.'), 'Hal on the staff leaderboard');
    expect(await page.getByTestId('leaderboard-privacy').count()).toBe(0);
    await tab(page, 'History').click();
    await page.getByTestId('session').getByText('2/2 exercises · ', { exact: false }).waitFor();
    // A session of Hal's moves the page live: staff hear only that Hal's rewards changed, and read them again (ADR 28).
    expect((await site.call('POST', '/api/gamification/session', { totalExercises: 5, completedExercises: 5, totalMinutes: 25 }, hal.token)).status).toBe(201);
    const after = await waitFor(async () => {
      const data = (await site.call('GET', '/api/gamification/rewards/me', undefined, hal.token)).body.data;
      return data.totalPoints > summary.totalPoints && data;
    }, 10_000, "Hal's new points");
    await eventually(async () => (await tileValue(page, 'tile-total-points')) === after.totalPoints, "Hal's new points on the staff page");
    await page.getByTestId('session').getByText('5/5 exercises · ', { exact: false }).waitFor();
    // Staff seeing a patient's NEW achievements does not make them seen.
    expect(((await site.call('GET', '/api/gamification/achievements/me', undefined, hal.token)).body.data as { isNew: boolean }[]).every((a) => a.isNew)).toBe(true);

    const without = await site.open(therapist, '/patient-portal/rewards');
    await without.getByTestId('rewards-choose-patient').waitFor();

    const ivys = await site.open(ivy, `/patient-portal/rewards?patient=${hal.patientId}`);
    await ivys.getByRole('alert').getByText('You can see only your own rewards.').waitFor();
  });
});

describe('the dashboard and Settings', () => {
  it('shows the rewards panel in the dashboard\'s Rewards tab, leading to the full page, and the privacy choice in Settings', async () => {
    const kim = await site.patient('Kim', 'Park');
    await site.completeSession(kim, 2);
    const summary = await waitFor(async () => {
      const data = (await site.call('GET', '/api/gamification/rewards/me', undefined, kim.token)).body.data;
      return data.totalPoints > 0 && data;
    }, 10_000, 'Kim\'s points');

    const page = await site.open(kim, '/patient-portal/dashboard');
    const roleTag = page.getByTestId('portal-user').locator('.role-tag');
    await page.getByRole('heading', { name: 'Welcome back, Kim!' }).waitFor();
    const roleColour = await roleTag.evaluate((tag) => getComputedStyle(tag).backgroundColor);
    // The dashboard's own tab (the top bar names the dashboard, not its tabs).
    expect(await page.getByRole('banner').getByRole('link', { name: 'Rewards' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Rewards', exact: true }).click();
    const panel = page.getByTestId('rewards-panel');
    await panel.waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('rewards');
    expect(await tileValue(page, 'tile-total-points')).toBe(summary.totalPoints);
    await panel.getByTestId('achievement').filter({ hasText: 'First Steps' }).waitFor();
    await eventually(async () => (await leaderboardNames(page)).includes('Kim P.'), 'Kim on the panel\'s leaderboard');
    await checkScreen(page, 'rewards-dashboard-tab');

    await panel.getByRole('link', { name: 'View all rewards' }).click();
    await page.waitForURL((url) => url.pathname === '/patient-portal/rewards');
    await page.getByRole('tab', { name: 'Achievements', selected: true }).waitFor();
    // The full page is the Rewards tab's: the top bar's Dashboard is current on it.
    expect(await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    // The top bar's role tag keeps its colour whichever page's styles have been loaded.
    expect(await roleTag.evaluate((tag) => getComputedStyle(tag).backgroundColor)).toBe(roleColour);

    const settings = await site.open(kim, '/patient-portal/settings');
    const privacy = settings.getByTestId('leaderboard-privacy');
    await privacy.getByRole('radio', { name: 'First name and last initial' }).and(settings.locator(':checked')).waitFor();
    await privacy.getByRole('radio', { name: 'Initials only' }).check();
    // The screen is checked once the notice is on it: a notice still fading in fails the contrast check.
    await toast(settings, 'Preference Saved', 'Your leaderboard choice was saved.');
    await eventually(async () => (await site.call('GET', '/api/portal/preferences', undefined, kim.token)).body.preferences?.leaderboard === 'initials', 'the choice saved');
    await checkScreen(settings, 'settings-leaderboard');
  });
});

describe('the History tab', () => {
  it('shows every session: the newest 200, then the older ones on demand, each once', async () => {
    const hana = await site.patient('Hana', 'Long');
    // 203 sessions from the Demo Mode card's call (the server runs with demo data).
    for (let i = 0; i < 203; i += 15) {
      const n = Math.min(15, 203 - i);
      const sent = await Promise.all(Array.from({ length: n }, () => site.call('POST', '/api/gamification/session', { totalExercises: 2, completedExercises: 1, totalMinutes: 10 }, hana.token)));
      expect(sent.map((r) => r.status)).toEqual(Array(n).fill(201));
    }
    await eventually(async () => (await site.call('GET', '/api/gamification/sessions/me', undefined, hana.token)).body.nextBefore !== null, 'the sessions read model');
    const page = await site.open(hana, '/patient-portal/rewards?tab=history');
    const sessions = panel(page).getByTestId('session');
    await expect.poll(() => sessions.count(), { timeout: 15_000 }).toBe(200);
    await checkScreen(page, 'rewards-history-older');
    await panel(page).getByRole('button', { name: 'Load older sessions' }).click();
    await expect.poll(() => sessions.count(), { timeout: 15_000 }).toBe(203);
    await page.getByRole('button', { name: 'Load older sessions' }).waitFor({ state: 'detached' });

    // A new session while the history is open: at the top, and none of the others lost.
    expect((await site.call('POST', '/api/gamification/session', { totalExercises: 3, completedExercises: 3, totalMinutes: 30 }, hana.token)).status).toBe(201);
    await expect.poll(() => sessions.count(), { timeout: 15_000 }).toBe(204);
    expect(await sessions.first().textContent()).toContain('3/3 exercises · 30 min');
  });
});
