import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useRewardsSite } from '../support/rewards';
import { saveScreenshot } from '../support/site';
import { deferred } from '../support/wait';

/**
 * A piece of a page whose code loads on demand (shared/ui/preloadable.tsx) fails in its own place when
 * that code cannot be loaded (offline, or replaced by a newer version of the site), with Try again; the
 * rest of the page keeps working. A page whose own code cannot be loaded says so (app/RouteError.tsx).
 */
const site = useRewardsSite();

describe('code that cannot be loaded', () => {
  it("the progress chart's code refused: the rest of the page works, the chart's place says so, and Try again draws it", async () => {
    const ana = await site.patient('Ana', 'Offline');
    const reported = await site.call('POST', '/api/portal/progress', { id: randomUUID(), value: 3, notes: '' }, ana.token);
    expect(reported.status).toBe(201);
    const page = await site.open(ana, '/patient-portal/dashboard', { width: 375, height: 800 });
    let refused = true;
    let asked = 0;
    const held = deferred();
    await page.route(/\/assets\/ProgressChartView-[^/]+\.js$/, async (route) => {
      asked++;
      if (refused) return route.abort('internetdisconnected');
      await held.promise;
      return route.continue();
    });
    await page.goto(`${site.url}/patient-portal/dashboard?tab=progress`);

    const chart = page.getByTestId('progress-chart');
    const failure = chart.getByTestId('part-failure');
    await failure.getByText('The chart could not be loaded.').waitFor();
    expect(await failure.getAttribute('role')).toBe('alert');
    // The rest of the page: the chart's heading and values, today's pain, the dashboard's tabs.
    await chart.getByText('Weekly Progress Tracking').waitFor();
    expect(await chart.locator('table tbody tr').allTextContents()).toEqual([expect.stringContaining('Pain3/10')]);
    await page.getByText('Thank you for telling your therapist how your pain is today.').or(page.getByTestId('pain-reported')).first().waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await saveScreenshot(page, 'lazy-load-failure-375', { fullPage: true, dirName: 'pt-lazy-load' });

    // Still refused: Try again asks again, fails again, and now also offers to reload the page.
    const before = asked;
    await failure.getByRole('button', { name: 'Try again' }).click();
    await failure.getByRole('button', { name: 'Reload the page' }).waitFor();
    // Chromium fetches a module that failed to load again when it is imported again.
    expect(asked).toBeGreaterThan(before);
    // The focus the button had comes back to it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Try again');

    // The code can be loaded again: Try again (by keyboard) draws the chart in its place.
    refused = false;
    await failure.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    // While the code is on its way the failure stays, its button saying so and keeping the focus.
    const trying = failure.getByRole('button', { name: 'Trying again...' });
    await trying.waitFor();
    expect(await trying.evaluate((element) => [element.getAttribute('aria-disabled'), element === document.activeElement])).toEqual(['true', true]);
    held.resolve();
    await chart.locator('.apexcharts-canvas').waitFor();
    expect(await chart.getByTestId('part-failure').count()).toBe(0);
    // The focus goes to what was loaded (it fell to the page's body with the button): the chart, which has
    // no heading of its own, in a wrapper named after it.
    const loaded = chart.getByRole('group', { name: 'The chart' });
    await expect.poll(() => loaded.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await loaded.locator('.apexcharts-canvas').count()).toBe(1);
    await saveScreenshot(page, 'lazy-load-retried-375', { dirName: 'pt-lazy-load' });

    // Other tabs still work.
    await page.getByRole('tab', { name: 'Exercises' }).click();
    await page.getByRole('tab', { name: 'Exercises', selected: true }).waitFor();
  });

  it('on a wide screen the failure sits in the chart’s place', async () => {
    const ben = await site.patient('Ben', 'Offline');
    expect((await site.call('POST', '/api/portal/progress', { id: randomUUID(), value: 5, notes: '' }, ben.token)).status).toBe(201);
    const page = await site.open(ben, '/patient-portal/dashboard', { width: 1280, height: 900 });
    await page.route(/\/assets\/ProgressChartView-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${site.url}/patient-portal/dashboard?tab=progress`);
    await page.getByTestId('progress-chart').getByText('The chart could not be loaded.').waitFor();
    await saveScreenshot(page, 'lazy-load-failure-1280', { fullPage: true, dirName: 'pt-lazy-load' });
  });

  it("a page whose own code cannot be loaded says so and offers to reload, on a first load and on the way from another page", async () => {
    const cy = await site.patient('Cy', 'Offline');
    const page = await site.open(cy, '/patient-portal/dashboard', { width: 1280, height: 900 });
    await page.getByRole('tab', { name: 'Exercises' }).waitFor();
    await page.route(/\/assets\/SettingsPage-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    // From another page: the shell stays, the page's place says what happened.
    await page.getByRole('link', { name: 'Settings' }).first().click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await alert.getByText('A newer version of the site may be available. Please reload the page.').waitFor();
    await alert.getByRole('button', { name: 'Reload' }).waitFor();
    // A first load of that page.
    await page.goto(`${site.url}/patient-portal/settings`);
    await alert.getByText('A newer version of the site may be available. Please reload the page.').waitFor();
    await saveScreenshot(page, 'lazy-load-route-1280', { fullPage: true, dirName: 'pt-lazy-load' });
  });
});
