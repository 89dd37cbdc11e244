import { describe, expect, it } from 'vitest';
import { confirmationLink } from '../support/email-confirmation';
import { checkPortalScreen, portalDesktop, registerPatient, toast } from '../support/portal';
import { waitForHydration } from '../support/site';
import { demo, useStaffSite } from '../support/staff';

/**
 * ADR 33 in the browser: a person who registers with the e-mail of a record the practice already holds
 * is told, kindly, that a link went to that address (and may ask for it again); the link, opened signed
 * in or signed out, confirms the e-mail and goes on to the dashboard with the record joined. A password
 * change ends other sessions and keeps this one.
 */
const staff = useStaffSite();
const site = staff.site;

async function staffRecord(email: string, firstName: string) {
  const therapist = await staff.token(demo.therapist);
  const added = await staff.call('POST', '/api/admin/patients', { firstName, lastName: 'Okafor', email, dateOfBirth: '1958-06-02', primaryCondition: 'Hip replacement' }, therapist);
  expect(added.status).toBe(201);
  return added.body.id as string;
}

describe('registering with the e-mail of a record the practice holds', () => {
  it('shows what to do instead of the setup form; the link confirms the e-mail and the record is there', async () => {
    const email = 'grace.okafor@example.com';
    await staffRecord(email, 'Grace');
    const page = await registerPatient(site, email);
    const notice = page.getByTestId('email-confirmation-notice');
    await notice.getByRole('heading', { name: 'Please confirm your e-mail' }).waitFor();
    await notice.getByText(`the practice already has a patient record for ${email}`, { exact: false }).waitFor();
    expect(await page.getByTestId('profile-form').count()).toBe(0);
    // Nothing of the record shows before the e-mail is confirmed.
    expect(await page.content()).not.toContain('1958');

    // Asked again at once: the server says when another may be sent.
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await notice.getByTestId('send-again-problem').getByText(/You can ask for another in \d+ seconds/).waitFor();
    await checkPortalScreen(page, 'email-confirmation-notice');

    // The dashboard says the same.
    await page.goto(`${site.url}/patient-portal/dashboard`);
    await page.getByTestId('email-confirmation-notice').waitFor();

    const admin = await staff.token(demo.admin);
    const link = await confirmationLink(staff.call, admin, email);
    await page.goto(`${site.url}${new URL(link.url).pathname}${new URL(link.url).search}`);
    await toast(page, 'E-mail Confirmed', 'your e-mail is confirmed and your record is now in your portal');
    await page.waitForURL('**/patient-portal/dashboard');
    await page.getByTestId('profile-setup-card').getByRole('link', { name: 'Complete Profile Setup' }).click();
    await page.waitForURL('**/patient-portal/setup');
    // The record staff made brings its name along.
    expect(await page.getByTestId('profile-form').getByLabel('First Name').inputValue()).toBe('Grace');
  });

  it('opened signed out, asks to sign in there, then confirms; a link that does not work says why', async () => {
    const email = 'hal.okafor@example.com';
    await staffRecord(email, 'Hal');
    expect((await staff.call('POST', '/api/portal/register', { email, password: 'sea glass 42' })).status).toBe(201);
    const link = await confirmationLink(staff.call, await staff.token(demo.admin), email);
    const { pathname, search } = new URL(link.url);

    const broken = await site.newPage({ viewport: portalDesktop });
    await broken.goto(`${site.url}${pathname}?token=${link.token.slice(0, -4)}AAAA`);
    await broken.getByRole('heading', { name: 'Confirm Your E-mail' }).waitFor();
    await waitForHydration(broken);
    await broken.getByLabel('Email', { exact: true }).fill(email);
    await broken.getByLabel('Password', { exact: true }).fill('sea glass 42');
    await broken.getByRole('button', { name: 'Sign In' }).click();
    await broken.getByTestId('form-alert').getByText('This is not a confirmation link.', { exact: false }).waitFor();
    await broken.getByRole('button', { name: 'Send a new link' }).waitFor();

    const page = await site.newPage({ viewport: portalDesktop });
    await page.goto(`${site.url}${pathname}${search}`);
    await page.getByText('Please sign in with the portal account you registered with this e-mail').waitFor();
    await waitForHydration(page);
    await checkPortalScreen(page, 'confirm-email-signed-out');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('sea glass 42');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'E-mail Confirmed');
    await page.waitForURL('**/patient-portal/dashboard');
    await page.getByTestId('profile-setup-card').getByText('Setting up your profile...').waitFor();
  });
});

describe('changing the password in Settings', () => {
  it('keeps this session, across a reload, and ends the others', async () => {
    const email = 'ivy.okafor@example.com';
    const page = await registerPatient(site, email);
    const other = (await staff.call('POST', '/api/portal/login', { email, password: 'sea glass 42' })).body.token as string;
    await page.getByLabel('First Name').fill('Ivy');
    await page.getByLabel('Last Name').fill('Okafor');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.waitForURL('**/patient-portal/dashboard');
    await page.getByRole('link', { name: 'Settings' }).click();
    const password = page.getByTestId('settings-password');
    await password.getByLabel('Current Password', { exact: true }).fill('sea glass 42');
    await password.getByLabel('New Password', { exact: true }).fill('tide pools 7');
    await password.getByLabel('Confirm New Password', { exact: true }).fill('tide pools 7');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await toast(page, 'Password Changed');
    expect((await staff.call('GET', '/api/portal/auth/me', undefined, other)).status).toBe(401);

    // Still signed in once the server has closed the sockets of the old token (this page's among them),
    // and after a reload (the new token is the one kept).
    await page.waitForTimeout(1500);
    expect(page.url()).toContain('/patient-portal/settings');
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(page.url()).toContain('/patient-portal/settings');
    const stored = await page.evaluate(() => localStorage.getItem('portal_token'));
    expect((await staff.call('GET', '/api/portal/auth/me', undefined, stored!)).status).toBe(200);
  });
});
