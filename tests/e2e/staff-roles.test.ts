import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkScreen, demo, staffDesktop, staffPhone, toast, useStaffSite } from '../support/staff';

/**
 * Roles on the staff screens: an auditor reads everything staff read and is offered no change; an
 * admin manages staff accounts, and a disabled account's open session ends at once.
 */
const staff = useStaffSite();

beforeAll(async () => {
  const therapist = await staff.token(demo.therapist);
  expect((await staff.call('POST', '/api/seed-exercises', {}, therapist)).status).toBe(201);
  const patient = await staff.call('POST', '/api/admin/patients', { firstName: 'Evelyn', lastName: 'Reyes', email: 'evelyn.reyes@example.com', primaryCondition: 'Balance' }, therapist);
  const exercises = (await staff.call('GET', '/api/exercises', undefined, therapist)).body.exercises;
  expect((await staff.call('POST', '/api/admin/assign-exercise', { patientId: patient.body.id, exerciseId: exercises[0].id, frequency: 'Once daily' }, therapist)).status).toBe(201);
  expect((await staff.call('POST', `/api/patients/${patient.body.id}/progress`, { measurementType: 'pain', value: 5 }, therapist)).status).toBe(201);
  expect((await staff.call('POST', '/api/health-tips', { title: 'Drink water', category: 'wellness', content: 'Through the day.' }, therapist)).status).toBe(201);
});

const writeButtons = ['Add Patient', 'Add Exercise', 'Edit', 'Delete', 'Seed Exercise Library', 'Assign Exercise', 'Assign exercise', 'Assign to program', 'Change', 'End', 'Record Measurement', 'Write a Tip', 'Withdraw', 'Add Staff Account', 'Disable', 'Enable'];
async function expectNoWriteButtons(page: Page) {
  for (const name of writeButtons) expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
}

describe('an auditor', () => {
  it('sees patients, programs, progress, the library and tips, and no button that changes anything', async () => {
    const page = await staff.signIn(demo.auditor);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Patients', 'Exercise Library']);
    expect(await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Requests' }).count()).toBe(0);
    expect(await page.locator('[data-testid="stat-tile"][data-label="New requests"]').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Requests' }).count()).toBe(0);
    const card = page.getByTestId('patient-card').filter({ hasText: 'Evelyn Reyes' });
    await card.waitFor();
    await expectNoWriteButtons(page);
    await checkScreen(page, 'auditor-dashboard');

    await card.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByTestId('patient-dialog');
    await dialog.getByTestId('assignment').first().waitFor();
    await expectNoWriteButtons(page);
    await dialog.getByRole('tab', { name: 'Progress' }).click();
    await dialog.getByTestId('progress-chart').locator('.apexcharts-canvas').waitFor();
    await expectNoWriteButtons(page);
    await checkScreen(page, 'auditor-progress');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Exercise Library' }).click();
    await page.getByTestId('library-exercise').first().waitFor();
    await page.getByTestId('library-exercise').first().getByRole('heading').getByRole('button').click();
    await page.getByTestId('library-exercise').first().getByText('Instructions').waitFor();
    await expectNoWriteButtons(page);

    await page.goto(`${staff.site.url}/staff/health-tips`);
    await page.getByTestId('tip-card').filter({ hasText: 'Drink water' }).waitFor();
    await expectNoWriteButtons(page);
    await checkScreen(page, 'auditor-tips');
  });
});

describe('an admin', () => {
  it('creates a therapist account, and disabling it signs out its open session; enabling lets it back in', async () => {
    const page = await staff.signIn(demo.admin);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Patients', 'Exercise Library', 'Admin Panel', 'Staff Accounts']);
    await page.getByRole('tab', { name: 'Staff Accounts' }).click();
    const row = (email: string) => page.getByTestId('staff-account').filter({ hasText: email });
    await row('admin@example.com').getByText('You', { exact: true }).waitFor();
    await row('admin@example.com').getByText(demo.admin.name, { exact: true }).waitFor();
    // Their own account they may rename, never disable.
    expect(await row('admin@example.com').getByRole('button').allTextContents()).toEqual(['Rename']);

    await page.getByRole('button', { name: 'Add Staff Account' }).click();
    const dialog = page.getByTestId('new-account-dialog');
    await dialog.getByLabel('Email', { exact: true }).fill('jo.harper@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('12345');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dialog.getByText('Password must be at least 6 characters').waitFor();
    await dialog.getByText('Please choose a role').waitFor();
    await dialog.getByText('Please enter a name').waitFor();
    await dialog.getByLabel('Full Name', { exact: true }).fill('Jo Harper');
    await dialog.getByLabel('Role', { exact: true }).selectOption('therapist');
    await dialog.getByLabel('Password', { exact: true }).fill('tide pools 7');
    await checkScreen(page, 'new-account');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await toast(page, 'Account Created', 'Jo Harper (jo.harper@example.com) can now sign in as therapist.');
    const jo = row('jo.harper@example.com');
    await jo.getByText('Therapist', { exact: true }).waitFor();
    await jo.getByText('Jo Harper', { exact: true }).waitFor();
    await jo.getByText('Never').waitFor();

    // Jo signs in on a phone and keeps the dashboard open.
    const joPage = await staff.signIn({ email: 'jo.harper@example.com', password: 'tide pools 7' }, staffPhone);
    await joPage.locator('[data-testid="live-indicator"][data-state="connected"]').first().waitFor();
    // The header names her, not her e-mail address.
    await joPage.getByTestId('portal-user-name').filter({ hasText: 'Jo Harper' }).waitFor({ state: 'attached' });
    // The sign-in arrives live: the row's revision stays the one the disable is decided on.
    await jo.getByText('Never').waitFor({ state: 'detached' });
    await checkScreen(page, 'staff-accounts');
    // A tidy list. On a wide screen, columns: every row's last sign-in and buttons start where the
    // others' do, the role and status tags always under the e-mail. On a phone, a card per account:
    // who, then the last sign-in, then the buttons.
    const layout = () =>
      page.getByTestId('staff-account').evaluateAll((rows) =>
        rows.map((row) => {
          const box = (selector: string) => row.querySelector(selector)!.getBoundingClientRect();
          return { row: row.getBoundingClientRect(), who: box('.account-who'), email: box('.account-email'), tags: box('.account-tags'), signIn: box('.account-last-sign-in'), signInValue: box('.account-last-sign-in-value'), action: box('.account-action'), button: box('.account-action .button') };
        }),
      );
    const wide = await layout();
    expect(wide.length).toBeGreaterThanOrEqual(4);
    const lefts = (pick: (r: (typeof wide)[number]) => DOMRect) => new Set(wide.map((r) => Math.round(pick(r).left)));
    expect(lefts((r) => r.signIn).size, 'last sign-in column').toBe(1);
    expect(lefts((r) => r.signInValue).size, 'last sign-in values').toBe(1);
    expect(lefts((r) => r.action).size, 'buttons column').toBe(1);
    expect(lefts((r) => r.button).size, 'first buttons').toBe(1);
    for (const r of wide) {
      expect(r.tags.top).toBeGreaterThanOrEqual(r.email.bottom - 1);
      expect(r.signIn.left).toBeGreaterThan(r.who.left + 100);
    }
    await page.setViewportSize(staffPhone);
    const narrow = await layout();
    for (const [i, r] of narrow.entries()) {
      expect(r.signIn.top).toBeGreaterThanOrEqual(r.who.bottom - 1);
      expect(r.action.top).toBeGreaterThanOrEqual(r.signIn.bottom - 1);
      expect(r.row.right).toBeLessThanOrEqual(staffPhone.width);
      if (i > 0) expect(r.row.top - narrow[i - 1]!.row.bottom, 'cards apart').toBeGreaterThanOrEqual(8);
    }
    await page.setViewportSize(staffDesktop);

    // The admin renames her; the row shows it once saved.
    await jo.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByTestId('rename-account-dialog');
    await rename.getByLabel('Full Name', { exact: true }).fill(' ');
    await rename.getByRole('button', { name: 'Save Name' }).click();
    await rename.getByText('Please enter a name').waitFor();
    await rename.getByLabel('Full Name', { exact: true }).fill('Jo Harper, PT');
    await rename.getByRole('button', { name: 'Save Name' }).click();
    await toast(page, 'Name Saved', 'jo.harper@example.com now shows as Jo Harper, PT.');
    await jo.getByText('Jo Harper, PT', { exact: true }).waitFor();

    await jo.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
    await toast(page, 'Account Disabled');
    await jo.getByText('Disabled', { exact: true }).waitFor();
    await joPage.waitForURL('**/patient-portal/login', { timeout: 15_000 });
    expect(await joPage.evaluate(() => localStorage.getItem('portal_token'))).toBeNull();

    await jo.getByRole('button', { name: 'Enable' }).click();
    await toast(page, 'Account Enabled');
    await jo.getByText('Active', { exact: true }).waitFor();
    // The button (now Disable) kept the focus while the change was sent (disabled, it dropped it to the page's body).
    expect(await jo.getByRole('button', { name: 'Disable' }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await staff.call('POST', '/api/portal/login', { email: 'jo.harper@example.com', password: 'tide pools 7' })).status).toBe(200);
  });
});

describe('a staff member', () => {
  it('names themself in Settings: the header says it at once, and after a reload', async () => {
    const page = await staff.signIn(demo.auditor);
    const header = page.getByTestId('portal-user-name');
    await header.filter({ hasText: demo.auditor.name }).waitFor();
    await page.goto(`${staff.site.url}/patient-portal/settings`);
    const section = page.getByTestId('settings-name');
    const field = section.getByLabel('Full Name', { exact: true });
    await expect.poll(() => field.inputValue()).toBe(demo.auditor.name);
    await field.fill('   ');
    await section.getByRole('button', { name: 'Save Name' }).click();
    await section.getByText('Please enter a name').waitFor();
    await field.fill('Riley Chen, Compliance');
    await section.getByRole('button', { name: 'Save Name' }).click();
    await toast(page, 'Name Saved', 'Your name has been saved.');
    await header.filter({ hasText: 'Riley Chen, Compliance' }).waitFor();
    await checkScreen(page, 'staff-settings');
    await page.reload();
    await header.filter({ hasText: 'Riley Chen, Compliance' }).waitFor();
  });
});
