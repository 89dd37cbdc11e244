import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousViolations, phone, useSite, waitForHydration } from '../support/site';

/** The portal login screen and the session rules of spec 001 (sections 2, 4, 5, 8). */
const site = useSite();

async function openLogin(page: Page, path = '/patient-portal/login') {
  await page.goto(site.url + path);
  await page.getByRole('heading', { name: 'Patient Portal' }).waitFor();
  await waitForHydration(page);
}

const stored = (page: Page) => page.evaluate(() => [localStorage.getItem('portal_token'), localStorage.getItem('portal_user')]);

describe('portal login page', () => {
  it('is served at /patient-portal and /patient-portal/login, with its links and three tabs', async () => {
    const page = await site.newPage();
    for (const path of ['/patient-portal', '/patient-portal/login']) {
      await openLogin(page, path);
      for (const tab of ['Patient', 'Admin', 'Register']) await page.getByRole('tab', { name: tab, exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to Website' }).getAttribute('href')).toBe('/');
      expect(await page.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    }
  });

  it('validates with the spec messages, and shows or hides the password', async () => {
    const page = await site.newPage();
    await openLogin(page);
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
  });

  it('a wrong password shows the spec error above the form, cleared at the next attempt', async () => {
    const page = await site.newPage();
    await openLogin(page);
    await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByTestId('form-alert');
    await alert.getByText('Invalid email or password. Please try again.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('demo-admin-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/patient-portal/dashboard');
    expect(await alert.count()).toBe(0);
  });

  it('the Admin tab signs in with the same call; the role decides what the dashboard shows', async () => {
    const page = await site.newPage();
    await openLogin(page);
    await page.getByRole('tab', { name: 'Admin', exact: true }).click();
    await page.getByLabel('Email', { exact: true }).fill('therapist@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo-therapist-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/patient-portal/dashboard');
    await page.getByRole('link', { name: 'Open Requests Page' }).or(page.getByRole('button', { name: 'Open Requests Page' })).first().waitFor();
    const [token, user] = await stored(page);
    expect(token).toBeTruthy();
    expect(JSON.parse(user!)).toMatchObject({ email: 'therapist@example.com', role: 'therapist' });
  });

  it('registration creates a patient and goes to profile setup; an existing e-mail is refused', async () => {
    const page = await site.newPage({ viewport: phone });
    await openLogin(page);
    await page.getByRole('tab', { name: 'Register', exact: true }).click();
    await page.getByLabel('Email', { exact: true }).fill('new.patient@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm Password', { exact: true }).fill('secret-124');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel('Confirm Password', { exact: true }).fill('secret-123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/patient-portal/setup');
    expect(JSON.parse((await stored(page))[1]!)).toMatchObject({ role: 'patient' });

    const again = await site.newPage();
    await openLogin(again);
    await again.getByRole('tab', { name: 'Register', exact: true }).click();
    await again.getByLabel('Email', { exact: true }).fill('new.patient@example.com');
    await again.getByLabel('Password', { exact: true }).fill('secret-123');
    await again.getByLabel('Confirm Password', { exact: true }).fill('secret-123');
    await again.getByRole('button', { name: 'Create Account' }).click();
    await again.getByTestId('form-alert').getByText(/Registration failed\. Please try again\./).waitFor();
  });

  it('a patient without a profile sees the setup card; logout clears the session', async () => {
    const page = await site.newPage();
    await openLogin(page);
    await page.getByLabel('Email', { exact: true }).fill('patient@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo-patient-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('profile-setup-card').getByText('Setting up your profile...').waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/patient-portal/login');
    expect(await stored(page)).toEqual([null, null]);
  });

  it('a stored session that the server refuses is cleared silently and leads to the login page', async () => {
    const page = await site.newPage();
    await page.context().addInitScript(() => {
      localStorage.setItem('portal_token', 'forged.token.value');
      localStorage.setItem('portal_user', JSON.stringify({ id: 'x', email: 'x@example.com', role: 'admin' }));
    });
    await page.goto(`${site.url}/staff/inbox`);
    await page.waitForURL('**/patient-portal/login');
    await page.waitForFunction(() => localStorage.getItem('portal_token') === null);
    expect(await stored(page)).toEqual([null, null]);
  });

  it('has no serious or critical axe violation, in normal and high contrast', async () => {
    for (const highContrast of [false, true]) {
      const page = await site.newPage({ highContrast });
      await openLogin(page);
      await expectNoSeriousViolations(page, highContrast ? 'high contrast' : 'normal');
    }
  });
});

describe('staff inbox page', () => {
  it('has no serious or critical axe violation, in normal and high contrast', async () => {
    for (const highContrast of [false, true]) {
      const page = await site.newPage({ highContrast });
      await openLogin(page);
      await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
      await page.getByLabel('Password', { exact: true }).fill('demo-admin-1');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/patient-portal/dashboard');
      await page.goto(`${site.url}/staff/inbox`);
      await page.locator('[data-testid="inbox-item"]').first().waitFor();
      await expectNoSeriousViolations(page, highContrast ? 'inbox, high contrast' : 'inbox');
    }
  });
});
