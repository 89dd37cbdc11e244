import { beforeAll, describe, expect, it } from 'vitest';
import { checkScreen, demo, useStaffSite } from '../support/staff';

/**
 * The access log of a patient's record (ADR 28) in the patient dialog: admins and auditors see who
 * opened which part of the record, and a reading by someone else arrives live; therapists have no
 * such tab.
 */
const staff = useStaffSite();
let patientId: string;

beforeAll(async () => {
  const registered = await staff.call('POST', '/api/portal/register', { email: 'nora.quinn@example.com', password: 'sea glass 42' });
  const profile = await staff.call('POST', '/api/portal/profile', { firstName: 'Nora', lastName: 'Quinn', currentConditions: ['Shoulder impingement'] }, registered.body.token);
  expect(profile.status).toBe(201);
  patientId = profile.body.id;
});

describe("a patient record's access log", () => {
  it("shows an admin who opened the record, and another reader's opening live", async () => {
    const page = await staff.signIn(demo.admin);
    await page.getByTestId('patient-card').filter({ hasText: 'Nora Quinn' }).getByRole('button', { name: 'Manage' }).click();
    const dialog = page.getByTestId('patient-dialog');
    await dialog.getByRole('tab', { name: 'Access log' }).click();
    // The admin's own opening of the dialog: the record, the program and the activity it reads, and the
    // pain and mobility its live room carries (ADR 28: following a patient is a reading).
    const entries = dialog.getByTestId('record-access-entry');
    const byAdmin = entries.filter({ hasText: `${demo.admin.name} (${demo.admin.email})` });
    for (const part of ['Patient record', 'Exercise program', 'Exercise activity', 'Pain and mobility']) await byAdmin.filter({ hasText: part }).waitFor();
    expect(await entries.count()).toBe(4);

    // A therapist reads the patient's pain and mobility elsewhere: it shows here on top, without a reload.
    const therapist = await staff.token(demo.therapist);
    expect((await staff.call('GET', `/api/patients/${patientId}/progress`, undefined, therapist)).status).toBe(200);
    await entries.first().filter({ hasText: 'Pain and mobility' }).filter({ hasText: `${demo.therapist.name} (${demo.therapist.email})` }).waitFor();
    await checkScreen(page, 'record-access-log');
  });

  it("is in an auditor's event history, which shows the readings apart from the changes", async () => {
    const page = await staff.signIn(demo.auditor);
    await page.getByTestId('patient-card').filter({ hasText: 'Nora Quinn' }).getByRole('button', { name: 'View' }).click();
    const dialog = page.getByTestId('patient-dialog');
    await dialog.getByRole('tab', { name: 'Access log' }).click();
    await dialog.getByTestId('record-access-entry').filter({ hasText: `${demo.auditor.name} (${demo.auditor.email})` }).first().waitFor();
    await dialog.getByRole('button', { name: 'Close patient' }).click();

    await page.goto(`${staff.site.url}/staff/audit`);
    const types = () => page.getByTestId('audit-event').evaluateAll((items) => [...new Set(items.map((item) => (item as HTMLElement).dataset.type))]);
    await page.getByTestId('audit-event').first().waitFor();
    expect(await types()).toContain('PatientRecordViewed');
    await page.getByLabel('Show', { exact: true }).selectOption('readings');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL('**/staff/audit?show=readings');
    // The readings of records, and the auditor's own reading of this history (ADR 18).
    await expect.poll(async () => (await types()).sort()).toEqual(['EventHistoryViewed', 'PatientRecordViewed']);
    await page.getByLabel('Show', { exact: true }).selectOption('changes');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL('**/staff/audit?show=changes');
    await expect
      .poll(async () => {
        const shown = await types();
        return shown.length > 0 && !shown.includes('PatientRecordViewed') && !shown.includes('EventHistoryViewed');
      })
      .toBe(true);
  });

  it('is not a tab of the therapist', async () => {
    const page = await staff.signIn(demo.therapist);
    await page.getByTestId('patient-card').filter({ hasText: 'Nora Quinn' }).getByRole('button', { name: 'Manage' }).click();
    const dialog = page.getByTestId('patient-dialog');
    await dialog.getByRole('tab', { name: 'Profile' }).waitFor();
    expect(await dialog.getByRole('tab', { name: 'Access log' }).count()).toBe(0);
  });
});
