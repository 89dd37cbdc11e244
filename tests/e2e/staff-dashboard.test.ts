import { describe, expect, it } from 'vitest';
import { checkScreen, demo, staffDesktop, staffPhone, useStaffSite } from '../support/staff';
import { waitForHydration } from '../support/site';

/** The staff dashboard's frame: its count tiles when a count cannot be loaded, and its side column on a phone. */
const staff = useStaffSite();

describe('the staff dashboard', () => {
  it("says a count could not be loaded, claims nothing about it, and loads it again on Try again", async () => {
    const page = await staff.site.newPage();
    let failing = true;
    await page.route(/\/api\/(exercises|health-tips)(\?|$)/, (route) => (failing ? route.fulfill({ status: 500, body: 'unavailable' }) : route.fallback()));
    await page.goto(`${staff.site.url}/patient-portal/login`);
    await waitForHydration(page);
    await page.getByLabel('Email', { exact: true }).fill(demo.therapist.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.therapist.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const tile = (label: string) => page.locator(`[data-testid="stat-tile"][data-label="${label}"]`);

    // After the retries of a read: "Couldn't load" with Try again, and no detail made up from missing data.
    await tile('Health tips').getByText("Couldn't load").waitFor({ timeout: 20_000 });
    await tile('Exercises').getByText("Couldn't load").waitFor();
    expect(await tile('Health tips').textContent()).not.toContain('scheduled');
    expect(await tile('Exercises').textContent()).not.toContain('in the library');
    await tile('Patients').getByText('new this week').waitFor();
    await checkScreen(page, 'dashboard-count-failed');

    // Every (re)connection of the live socket reads its screens again (the gap before it): on a busy
    // machine it comes after the failures, and its read, retried, could succeed once the failing stops
    // and take the Try again away. So the connection first, then no read on its way (the button says
    // "Trying again..." while one is).
    await page.locator('[data-testid="live-indicator"][data-state="connected"]').first().waitFor();
    await tile('Health tips').getByRole('button', { name: 'Try again', exact: true }).waitFor();
    await tile('Exercises').getByRole('button', { name: 'Try again', exact: true }).waitFor();
    failing = false;
    await tile('Health tips').getByRole('button', { name: 'Try again' }).click();
    await tile('Health tips').getByText(/published, \d+ scheduled/).waitFor();
    expect(await tile('Exercises').getByText("Couldn't load").count()).toBe(1);
  });

  it('on a phone, puts the live requests first under the tabs, before recent activity', async () => {
    const page = await staff.signIn(demo.therapist, staffPhone);
    const aside = page.getByRole('complementary', { name: 'Recent activity and requests' });
    await aside.getByRole('heading', { name: 'Requests' }).waitFor();
    expect(await aside.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Requests', 'Recent activity']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => aside.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Recent activity', 'Requests']);
  });

  it("does not repeat the navigation: each staff screen is linked once, from the top bar (its menu on a phone)", async () => {
    for (const [account, viewport] of [[demo.therapist, staffPhone], [demo.admin, staffDesktop], [demo.auditor, staffDesktop]] as const) {
      const page = await staff.signIn(account, viewport);
      await page.getByRole('heading', { name: 'Staff Dashboard' }).waitFor();
      // The side column is named for what it holds: auditors have no requests.
      const aside = page.getByRole('complementary', { name: account === demo.auditor ? 'Recent activity' : 'Recent activity and requests', exact: true });
      await aside.getByRole('heading', { name: 'Recent activity' }).waitFor();
      if (account === demo.auditor) expect(await aside.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Recent activity']);
      else await aside.getByRole('heading', { name: 'Requests' }).waitFor();
      const main = page.getByRole('main');
      for (const label of ['Health Tips', 'Messages', 'Intake Forms', 'Progress Reports', 'Staff Accounts', 'Outbox', 'Event History']) {
        expect(await main.getByRole('link', { name: label, exact: true }).count(), `${account.email}: ${label}`).toBe(0);
      }
      expect(await main.getByRole('navigation').count(), account.email).toBe(0);
      expect(await main.getByRole('heading', { name: 'Quick links' }).count(), account.email).toBe(0);
      // The requests' page: the top bar's Requests and the New requests tile, not a header button too.
      expect(await main.locator('.portal-header a, .portal-header button').count(), account.email).toBe(0);
      expect(await main.locator('a[href="/staff/inbox"]').count(), account.email).toBe(account === demo.auditor ? 0 : 1);
      // What it linked to stays a tap away: in the top bar, or behind its menu button on a phone.
      if (viewport === staffPhone) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Progress Reports' }).waitFor();
    }
  });

  it("offers a page's way back to the dashboard in its heading only where the top bar's Dashboard is behind the menu button", async () => {
    for (const viewport of [staffDesktop, staffPhone]) {
      const page = await staff.signIn(demo.admin, viewport);
      for (const path of ['/staff/intake', '/staff/audit', '/patient-portal/rewards']) {
        await page.goto(`${staff.site.url}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const back = page.getByRole('main').getByRole('link', { name: /^(Back to )?Dashboard$/, includeHidden: true });
        await expect.poll(() => back.count(), { message: `${path} at ${viewport.width} px` }).toBe(1);
        expect(await back.isVisible(), `${path} at ${viewport.width} px`).toBe(viewport === staffPhone);
      }
      if (viewport === staffDesktop) expect(await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    }
  });

  it('a staff list that cannot be loaded says so and counts nothing (it said 0 exercises, 0 patients, 0 published, 0 notices)', async () => {
    const page = await staff.site.newPage();
    await page.route(/\/api\/(exercises|health-tips|admin\/patients|admin\/outbox)(\?|$)/, (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, body: 'unavailable' }) : route.fallback(),
    );
    await page.goto(`${staff.site.url}/patient-portal/login`);
    await waitForHydration(page);
    await page.getByLabel('Email', { exact: true }).fill(demo.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Staff Dashboard' }).waitFor();

    // After the retries of each read.
    await page.getByText('The patients could not be loaded.').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('patients-count').textContent()).toBe('');
    await page.getByRole('tab', { name: 'Exercise Library' }).click();
    await page.getByText('The exercise library could not be loaded.').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('library-count').textContent()).toBe('');

    await page.goto(`${staff.site.url}/staff/health-tips`);
    await page.getByText('The health tips could not be loaded.').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('tips-count').textContent()).toBe('');
    expect(await page.getByRole('group', { name: 'Show tips' }).getByRole('button').allTextContents()).toEqual(['All', 'Published', 'Scheduled', 'Withdrawn']);

    await page.goto(`${staff.site.url}/staff/outbox`);
    await page.getByText('The outbox could not be loaded.').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('outbox-count').textContent()).toBe('');
    await checkScreen(page, 'outbox-failed');
  });
});
