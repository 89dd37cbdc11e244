import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sampleIntakeForm } from '../support/intake';
import { checkScreen, demo, useStaffSite } from '../support/staff';

/**
 * The access log of an intake form (ADR 29) in the intake dialog: admins and auditors see who opened
 * the form, and a reading by someone else arrives live; therapists have no such tab. Once the form
 * belongs to a patient, its readings show in that patient's access log too.
 */
const staff = useStaffSite();
const formId = randomUUID();
const fullName = 'Opal Reader';
const by = (account: { name: string; email: string }) => `${account.name} (${account.email})`;

beforeAll(async () => {
  const sent = await staff.call('POST', '/api/intake/forms', sampleIntakeForm({ id: formId, fullName, patientEmail: 'opal.reader@example.com' }));
  expect(sent.status).toBe(201);
});

const intakeDialog = (page: Page) => page.getByTestId('intake-dialog');

/** Opens the form from the list on screen and waits for its answers (fetched when the dialog opens). */
async function openForm(page: Page) {
  await page.getByTestId('intake-row').filter({ hasText: fullName }).getByRole('button', { name: fullName }).click();
  await intakeDialog(page).getByText(/^Sent /).waitFor();
}

describe("an intake form's access log", () => {
  it("shows an admin their own opening of the form, and a therapist's reading live", async () => {
    const page = await staff.signIn(demo.admin);
    await page.getByRole('tab', { name: 'Admin Panel' }).click();
    await openForm(page);
    const dialog = intakeDialog(page);
    await dialog.getByRole('tab', { name: 'Access log' }).click();
    await dialog.getByText("Who opened this intake form: each person's first opening within the hour.").waitFor();
    const entries = dialog.getByTestId('record-access-entry');
    await entries.filter({ hasText: by(demo.admin) }).waitFor();
    expect(await entries.count()).toBe(1);

    // A therapist reads the form elsewhere: it shows here on top, without a reload.
    const therapist = await staff.token(demo.therapist);
    expect((await staff.call('GET', `/api/intake/forms/${formId}`, undefined, therapist)).status).toBe(200);
    await entries.first().filter({ hasText: by(demo.therapist) }).waitFor();
    expect(await entries.count()).toBe(2);
    await checkScreen(page, 'intake-access-log');
  });

  it('is not a tab of the therapist', async () => {
    const page = await staff.signIn(demo.therapist);
    await page.goto(`${staff.site.url}/staff/intake`);
    await openForm(page);
    expect(await intakeDialog(page).getByRole('tab').allTextContents()).toEqual(['Patient Info', 'Medical History', 'Symptoms', 'Anatomy']);
  });

  it("shows, once the form belongs to a patient, a reading of it in the patient's access log too, live", async () => {
    const therapist = await staff.token(demo.therapist);
    const linked = await staff.call('POST', `/api/intake/forms/${formId}/patient-record`, { id: randomUUID() }, therapist);
    expect(linked.status).toBe(201);

    const admin = await staff.signIn(demo.admin);
    await admin.getByTestId('patient-card').filter({ hasText: fullName }).getByRole('button', { name: 'Manage' }).click();
    const patient = admin.getByTestId('patient-dialog');
    await patient.getByRole('tab', { name: 'Access log' }).click();
    const entries = patient.getByTestId('record-access-entry');
    await entries.filter({ hasText: 'Patient record' }).filter({ hasText: by(demo.admin) }).waitFor();
    // The admin's and the therapist's readings of the form came before the link: they are the form's alone.
    expect(await entries.filter({ hasText: 'Intake form' }).count()).toBe(0);

    // An auditor reads the form now: the reading is the patient's too, on top, without a reload.
    const auditor = await staff.token(demo.auditor);
    expect((await staff.call('GET', `/api/intake/forms/${formId}`, undefined, auditor)).status).toBe(200);
    await entries.first().filter({ hasText: 'Intake form' }).filter({ hasText: by(demo.auditor) }).waitFor();
  });

  it("is a tab of the auditor's intake dialog on /staff/intake", async () => {
    const page = await staff.signIn(demo.auditor);
    await page.goto(`${staff.site.url}/staff/intake`);
    await openForm(page);
    await intakeDialog(page).getByRole('tab', { name: 'Access log' }).click();
    const entries = intakeDialog(page).getByTestId('record-access-entry');
    // Newest first: the auditor's reading, then the therapist's and the admin's of the first test. (The
    // auditor's opening here is another entry only if the clock passed an hour since their reading above.)
    const readers = [demo.auditor, demo.therapist, demo.admin].map(by);
    const readersInOrder = async () => {
      const texts = await entries.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
      return [...new Set(texts.map((text) => readers.find((reader) => text.includes(reader)) ?? text))];
    };
    await expect.poll(readersInOrder).toEqual(readers);
  });
});
