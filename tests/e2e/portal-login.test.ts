import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openRegisterTab } from '../support/portal';
import { expectNoSeriousViolations, phone, readAfterTapAlone, useSite, waitForHydration } from '../support/site';

/** The portal login screen and the session rules of spec 001 (sections 2, 4, 5, 8). */
const site = useSite();

async function openLogin(page: Page, path = '/patient-portal/login') {
  await page.goto(site.url + path);
  await page.getByRole('heading', { name: 'Patient Portal' }).waitFor();
  await waitForHydration(page);
}

const stored = (page: Page) => page.evaluate(() => [localStorage.getItem('portal_token'), localStorage.getItem('portal_user')]);

describe('portal login page', () => {
  it('is served at /patient-portal, /patient-portal/login and /patient-portal/register, with its links and three tabs', async () => {
    const page = await site.newPage();
    for (const path of ['/patient-portal', '/patient-portal/login', '/patient-portal/register']) {
      await openLogin(page, path);
      for (const tab of ['Patient', 'Admin', 'Register']) await page.getByRole('tab', { name: tab, exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to Website' }).getAttribute('href')).toBe('/');
      expect(await page.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    }
  });

  it('/patient-portal/register opens the Register tab; the tabs keep the address in step, Back and Forward too', async () => {
    const page = await site.newPage({ viewport: phone });
    // The address changes as the router starts its navigation; the tab follows when React renders it.
    const selected = () => page.locator('[role="tab"][aria-selected="true"]').textContent();
    // Read after two frames: by then React has run the new address's effects (the layout focuses the page).
    const focused = () => page.evaluate(async () => {
      await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
      return document.activeElement?.id;
    });
    await openLogin(page, '/patient-portal/register');
    await expect.poll(selected).toBe('Register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();

    // Choosing a tab moves neither the page nor the focus (the tabs pattern), only the address.
    await page.evaluate(() => window.scrollTo(0, 120));
    await page.getByRole('tab', { name: 'Patient', exact: true }).click();
    await page.waitForURL(`${site.url}/patient-portal/login`);
    await page.getByRole('heading', { name: 'Patient Sign In' }).waitFor();
    expect(await focused()).toBe('portal-tab-patient');
    expect(await page.evaluate(() => window.scrollY)).toBe(120);

    await page.goBack();
    await page.waitForURL(`${site.url}/patient-portal/register`);
    await expect.poll(selected).toBe('Register');
    await page.goForward();
    await page.waitForURL(`${site.url}/patient-portal/login`);
    await expect.poll(selected).toBe('Patient');

    // By keyboard: Admin and Patient share /login; Register has its own address.
    await page.getByRole('tab', { name: 'Patient', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(selected).toBe('Admin');
    expect([await focused(), new URL(page.url()).pathname]).toEqual(['portal-tab-admin', '/patient-portal/login']);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(`${site.url}/patient-portal/register`);
    await expect.poll(selected).toBe('Register');
    expect(await focused()).toBe('portal-tab-register');
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(`${site.url}/patient-portal/login`);
    await expect.poll(selected).toBe('Admin');
    expect(await focused()).toBe('portal-tab-admin');
    await page.goBack();
    await page.waitForURL(`${site.url}/patient-portal/register`);
    await page.goBack();
    await page.waitForURL(`${site.url}/patient-portal/login`);
    await expect.poll(selected).toBe('Admin');
  });

  it('a chosen tab shows its form in the same turn as the tap, before the router moves the address', async () => {
    // On a slow phone the navigation renders late: anything typed meanwhile went into the form going away.
    const page = await site.newPage({ viewport: phone });
    await openLogin(page);
    const shownAtOnce = (tab: string) => readAfterTapAlone(page, `portal-tab-${tab}`, '.portal-login-card h2');
    expect(await shownAtOnce('register')).toEqual(['Create your account']);
    await page.waitForURL(`${site.url}/patient-portal/register`);
    expect(await page.locator('[role="tab"][aria-selected="true"]').textContent()).toBe('Register');
    expect(await shownAtOnce('patient')).toEqual(['Patient Sign In']);
    await page.waitForURL(`${site.url}/patient-portal/login`);
    await page.getByRole('heading', { name: 'Patient Sign In' }).waitFor();
    // Back still follows the address.
    await page.goBack();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  });

  it('tells a new patient about the intake form and the portal account, and links the Register tab', async () => {
    const page = await site.newPage();
    await openLogin(page, '/patient-portal');
    const help = page.locator('.portal-help').first();
    expect(await help.textContent()).toBe(
      'New patient? Fill in the intake form before your first visit, then create your portal account with the same e-mail to follow your program online.',
    );
    expect(await help.getByRole('link', { name: 'Fill in the intake form' }).getAttribute('href')).toBe('/intake');
    await help.getByRole('link', { name: 'create your portal account' }).click();
    await page.waitForURL(`${site.url}/patient-portal/register`);
    await expect.poll(() => page.getByRole('tab', { name: 'Register', exact: true }).getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Confirm Password', { exact: true }).waitFor();
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
    await page.getByRole('heading', { name: 'Staff Dashboard' }).waitFor();
    const [token, user] = await stored(page);
    expect(token).toBeTruthy();
    expect(JSON.parse(user!)).toMatchObject({ email: 'therapist@example.com', role: 'therapist' });
  });

  it('registration creates a patient and goes to profile setup; an existing e-mail is refused', async () => {
    const page = await site.newPage({ viewport: phone });
    await openLogin(page);
    await openRegisterTab(page);
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
    await openRegisterTab(again);
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
      await openLogin(page, '/patient-portal/register');
      await expectNoSeriousViolations(page, highContrast ? 'Register tab, high contrast' : 'Register tab');
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
