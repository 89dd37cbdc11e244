import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demo, useStaffSite } from '../support/staff';
import { confirmEmail } from '../support/email-confirmation';

/**
 * The patients' list and the keyboard's focus: a patient dialog whose Manage button has left with the
 * patient's card (the patient left the search while it was open) hands the focus on as it closes,
 * not to the page's body. A file of its own: its patients would crowd the other patient tests' lists.
 */
const staff = useStaffSite();
let therapist: string;

beforeAll(async () => {
  therapist = await staff.token(demo.therapist);
});

const patientCard = (page: Page, name: string) => page.getByTestId('patient-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const patientDialog = (page: Page) => page.getByTestId('patient-dialog');

describe('the patient dialog closed by keyboard', () => {
  it('hands the focus to the patient now in the place of one who left the search while their dialog was open', async () => {
    // Found by their name only (not by the e-mail), so a new name takes them out of the search.
    for (const [firstName, email] of [['Wren', 'wr.1@example.com'], ['Wrenna', 'wr.2@example.com']] as const) {
      expect((await staff.call('POST', '/api/admin/patients', { firstName, lastName: 'Okafor', email }, therapist)).status).toBe(201);
    }
    const email = 'wr.1@example.com';
    const patient = (await staff.call('POST', '/api/portal/register', { email, password: 'harbor lights 9' })).body.token as string;
    await confirmEmail(staff.call, { email, patientToken: patient, adminToken: await staff.token(demo.admin) });
    const page = await staff.signIn(demo.therapist);
    await page.getByLabel('Search patients').fill('wren');
    await page.getByTestId('patients-count').filter({ hasText: '2 found' }).waitFor();
    await patientCard(page, 'Wren Okafor').getByRole('button', { name: 'Manage' }).focus();
    await page.keyboard.press('Enter');
    const dialog = patientDialog(page);
    await dialog.locator('[data-testid="live-indicator"][data-state="connected"]').waitFor();

    // She saves her profile with another name: her card, with the Manage button, leaves the list.
    expect((await staff.call('POST', '/api/portal/profile', { firstName: 'Ada', lastName: 'Okafor' }, patient)).status).toBe(200);
    await patientCard(page, 'Wren Okafor').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The closing dialog could not give the focus back to the Manage button: it fell to the page's body.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Wrenna Okafor');
  });
});
