import { describe, expect, it } from 'vitest';
import { checkScreen, demo, staffPhone, useStaffSite } from '../support/staff';
import { waitForHydration } from '../support/site';

/** The staff dashboard's frame: its count tiles when a count cannot be loaded, and its side column on a phone. */
const staff = useStaffSite();

describe('the staff dashboard', () => {
  it("says a count could not be loaded, claims nothing about it, and loads it again on Retry", async () => {
    const page = await staff.site.newPage();
    let failing = true;
    await page.route(/\/api\/(exercises|health-tips)(\?|$)/, (route) => (failing ? route.fulfill({ status: 500, body: 'unavailable' }) : route.fallback()));
    await page.goto(`${staff.site.url}/patient-portal/login`);
    await waitForHydration(page);
    await page.getByLabel('Email', { exact: true }).fill(demo.therapist.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.therapist.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const tile = (label: string) => page.locator(`[data-testid="stat-tile"][data-label="${label}"]`);

    // After the retries of a read: "Couldn't load" with Retry, and no detail made up from missing data.
    await tile('Health tips').getByText("Couldn't load").waitFor({ timeout: 20_000 });
    await tile('Exercises').getByText("Couldn't load").waitFor();
    expect(await tile('Health tips').textContent()).not.toContain('scheduled');
    expect(await tile('Exercises').textContent()).not.toContain('in the library');
    await tile('Patients').getByText('new this week').waitFor();
    await checkScreen(page, 'dashboard-count-failed');

    failing = false;
    await tile('Health tips').getByRole('button', { name: 'Retry' }).click();
    await tile('Health tips').getByText(/published, \d+ scheduled/).waitFor();
    expect(await tile('Exercises').getByText("Couldn't load").count()).toBe(1);
  });

  it('on a phone, puts the live requests first under the tabs, before recent activity and the shortcuts', async () => {
    const page = await staff.signIn(demo.therapist, staffPhone);
    const aside = page.getByRole('complementary', { name: 'Activity and shortcuts' });
    await aside.getByRole('heading', { name: 'Requests' }).waitFor();
    expect(await aside.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Requests', 'Recent activity', 'Quick links']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => aside.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Recent activity', 'Quick links', 'Requests']);
  });
});
