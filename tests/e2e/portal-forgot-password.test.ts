import { describe, expect, it } from 'vitest';
import { resetLink } from '../support/password-reset';
import { checkPortalScreen, portalPhone } from '../support/portal';
import { waitForHydration } from '../support/site';
import { demo, useStaffSite } from '../support/staff';

/**
 * ADR 36 in the browser: a patient who forgot their password follows "Forgot your password?" from the
 * sign-in form, asks for a link, opens the link the practice mailed, chooses a new password and signs
 * in with it. The link works once.
 */
const staff = useStaffSite();
const site = staff.site;

describe('a forgotten password', () => {
  it('from the sign-in page to signed in with a new password, on a phone', async () => {
    const email = 'kim.forgetful@example.com';
    expect((await staff.call('POST', '/api/portal/register', { email, password: 'sea glass 42' })).status).toBe(201);

    const page = await site.newPage({ viewport: portalPhone });
    await page.goto(`${site.url}/patient-portal/login`);
    await page.getByRole('heading', { name: 'Patient Portal' }).waitFor();
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/patient-portal/forgot-password');
    const forgot = page.getByTestId('forgot-password');
    await forgot.getByRole('heading', { name: 'Forgot Your Password?' }).waitFor();

    // Checked in the browser as the server checks it.
    await forgot.getByRole('button', { name: 'Send the Link' }).click();
    await forgot.getByText('Please enter a valid email address').waitFor();
    await forgot.getByLabel('Email', { exact: true }).fill(email);
    await forgot.getByRole('button', { name: 'Send the Link' }).click();
    await forgot.getByTestId('reset-link-sent').getByText('If an account uses that address, we have sent it a link to choose a new password.', { exact: false }).waitFor();
    await checkPortalScreen(page, 'forgot-password-sent');

    // The link from the mail, as the outbox holds it (no mail server in tests).
    const link = await resetLink(staff.call, await staff.token(demo.admin), email);
    const { pathname, search } = new URL(link.url);
    await page.goto(`${site.url}${pathname}${search}`);
    const reset = page.getByTestId('reset-password');
    await reset.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
    await waitForHydration(page);
    await reset.getByLabel('New Password', { exact: true }).fill('tide pools 7');
    await reset.getByLabel('Confirm New Password', { exact: true }).fill('tide pools 8');
    await reset.getByRole('button', { name: 'Save New Password' }).click();
    await reset.getByText("Passwords don't match").waitFor();
    await checkPortalScreen(page, 'reset-password-form');
    await reset.getByLabel('Confirm New Password', { exact: true }).fill('tide pools 7');
    await reset.getByRole('button', { name: 'Save New Password' }).click();
    await reset.getByTestId('password-reset-done').getByText('Your password has been changed.', { exact: false }).waitFor();

    // Signed in with the new password, the address already filled in.
    expect(await reset.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await reset.getByLabel('Password', { exact: true }).fill('tide pools 7');
    await reset.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/patient-portal/dashboard');

    // The link works once.
    const again = await site.newPage({ viewport: portalPhone });
    await again.goto(`${site.url}${pathname}${search}`);
    await again.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
    await waitForHydration(again);
    await again.getByLabel('New Password', { exact: true }).fill('another one 99');
    await again.getByLabel('Confirm New Password', { exact: true }).fill('another one 99');
    await again.getByRole('button', { name: 'Save New Password' }).click();
    await again.getByTestId('form-alert').getByText('This link has already been used', { exact: false }).waitFor();
    await again.getByRole('link', { name: 'Ask for a new link' }).waitFor();
  });
});
