import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { accessDenialLabels, dayIn, reportPasswordHeader, reportTexts } from '@pt/contracts';
import { waitForHydration } from '../support/site';
import { checkScreen, demo, toast, useStaffSite } from '../support/staff';

/**
 * Shared report links (spec 001, "Report generator (therapist)"): a therapist generates a
 * password-protected report with at most 2 views from the patient dialog's Reports tab (a field
 * error first), opens the link anonymously with the password, and sees the count and the access log
 * move live; turning the link off makes it unavailable. An auditor reads the list without the
 * buttons that change or open links.
 */
const staff = useStaffSite();
const site = staff.site;
let therapist: string;
let patientId: string;
const patientName = 'Iris Vance';

beforeAll(async () => {
  therapist = await staff.token(demo.therapist);
  const registered = await staff.call('POST', '/api/portal/register', { email: 'iris.vance@example.com', password: 'harbor light 9' });
  const profile = await staff.call('POST', '/api/portal/profile', { firstName: 'Iris', lastName: 'Vance', phone: '(321) 555-0142', currentConditions: ['Rotator cuff repair'] }, registered.body.token);
  expect(profile.status).toBe(201);
  patientId = profile.body.id;
});

async function openReportsTab(page: Page): Promise<Locator> {
  await page.getByTestId('patient-card').filter({ hasText: patientName }).getByRole('button').first().click();
  const dialog = page.getByTestId('patient-dialog');
  await dialog.getByRole('heading', { name: patientName }).waitFor();
  await dialog.getByRole('tab', { name: 'Reports' }).click();
  return dialog;
}

const password = 'tide pool 7';

describe('shared report links, from the generator to the reader and back', () => {
  it('generates a protected link, counts its openings live, and turns it off', async () => {
    const desk = await staff.signIn(demo.therapist);
    const dialog = await openReportsTab(desk);
    expect((await dialog.getByRole('tab').allTextContents()).slice(0, 3)).toEqual(['Exercises', 'AI Recommendations', 'Reports']);
    await dialog.getByTestId('reports-empty').waitFor();

    // A dialog opened from the patient's dialog: Escape closes it alone, and the focus goes back to its button.
    const generate = dialog.getByRole('button', { name: 'Generate New Report' });
    await generate.click();
    const generator = desk.getByTestId('report-generator');
    await generator.getByRole('heading', { name: 'Generate New Report' }).waitFor();
    await desk.keyboard.press('Escape');
    await generator.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await generate.evaluate((el) => el === document.activeElement)).toBe(true);

    // The generator opens with the spec's defaults.
    await generate.click();
    await generator.getByRole('heading', { name: 'Generate New Report' }).waitFor();
    expect(await generator.getByLabel('Report Title').inputValue()).toBe(`Progress Report - ${patientName}`);
    expect(await generator.getByLabel('Report Type').inputValue()).toBe('progress');
    const today = dayIn(new Date());
    expect(await generator.getByLabel('End Date').inputValue()).toBe(today);
    const start = await generator.getByLabel('Start Date').inputValue();
    expect(start < today && start >= `${Number(today.slice(0, 4)) - 1}`).toBe(true);
    expect(
      await Promise.all(['Exercise program', 'Progress measurements', 'Health & wellness tips', 'Therapist notes'].map((label) => generator.getByLabel(label).isChecked())),
    ).toEqual([true, true, false, true]);
    // The password field shows only while protection is on.
    expect(await generator.getByLabel('Access Password').count()).toBe(0);
    await generator.getByLabel('Protect with a password').check();
    await generator.getByLabel('Maximum Views').fill('2');
    await generator.getByLabel('Access Password').fill('abc');
    await checkScreen(desk, 'report-generator');

    // Too short a password: its error beside the field, focus on it, nothing sent.
    await generator.getByRole('button', { name: 'Generate Report' }).click();
    await generator.getByText('Please enter a password of at least 4 characters').waitFor();
    expect(await generator.getByLabel('Access Password').evaluate((el) => el === document.activeElement && el.getAttribute('aria-invalid'))).toBe('true');
    expect(await generator.getByTestId('generator-errors').textContent()).toBe('Please correct one field.');
    expect((await staff.call('GET', `/api/portal/reports/patient/${patientId}`, undefined, therapist)).body.reports).toEqual([]);

    await generator.getByLabel('Access Password').fill(password);
    await generator.getByLabel('Access Password').press('Enter');
    await toast(desk, reportTexts.reportCreated);
    const created = generator.getByTestId('report-created');
    await created.waitFor();
    // The toast says it was created; the dialog, what is left to do (both said 'Report Created').
    await generator.getByRole('heading', { name: 'Share the Report' }).waitFor();
    expect(await generator.locator('.app-dialog-header').textContent()).not.toContain(reportTexts.reportCreated);
    // The report's title takes the focus, without a ring: no control (it was a box after Enter).
    await expect.poll(() => created.getByRole('heading', { name: `Progress Report - ${patientName}` }).evaluate((title) => title === document.activeElement)).toBe(true);
    expect(await created.getByRole('heading', { name: `Progress Report - ${patientName}` }).evaluate((title) => getComputedStyle(title).outlineStyle)).toBe('none');
    const link = await created.getByTestId('share-link').inputValue();
    expect(link).toMatch(new RegExp(`^${site.url}/shared-report/[0-9a-f-]{36}$`));
    await created.getByText('0 of 2 views').waitFor();
    await created.getByText(reportTexts.noExpiration).waitFor();
    await created.getByText(reportTexts.passwordProtected).waitFor();
    expect(await created.getByRole('link', { name: /Preview Report/ }).getAttribute('target')).toBe('_blank');
    const stored = (await staff.call('GET', `/api/portal/reports/patient/${patientId}`, undefined, therapist)).body.reports;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ title: `Progress Report - ${patientName}`, maxAccess: 2, requiresPassword: true, expiresAt: null, accessCount: 0, isActive: true });
    expect(JSON.stringify(stored[0])).not.toContain(password);
    await checkScreen(desk, 'report-created');

    // A browser that refuses to copy: spec 001's failure toast, and the link selected to copy by hand.
    await desk.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
      document.execCommand = () => false;
    });
    await created.getByRole('button', { name: /Copy/ }).click();
    await toast(desk, 'Error', 'Failed to copy to clipboard. The link is selected: press Ctrl+C (or ⌘C) to copy it.');
    expect(await created.getByTestId('share-link').evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd, el.value.length])).toEqual([0, link.length, link.length]);

    // Someone without an account opens the link: the password, then the report.
    const reader = await site.newPage();
    await reader.goto(link);
    await reader.getByText(reportTexts.passwordRequired).first().waitFor();
    await reader.getByLabel(/password/i).fill(password);
    await reader.getByRole('button', { name: 'Access Report' }).click();
    await reader.getByRole('heading', { name: `Progress Report - ${patientName}` }).first().waitFor();

    // The generator's count moves without a reload, then the list's.
    await created.getByText('1 of 2 views').waitFor({ timeout: 10_000 });
    await created.getByRole('button', { name: 'Close', exact: true }).click();
    const card = dialog.getByTestId('report-link');
    // The empty list's button it was opened from is gone: the list's own takes the focus (it fell to the page's body).
    await expect.poll(() => dialog.getByRole('button', { name: 'Generate New Report' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await card.getByTestId('access-count').getByText('1 of 2 views').waitFor();
    expect(await card.getByTestId('link-state').textContent()).toBe('Active');
    await card.getByRole('button', { name: 'Access log' }).click();
    const log = card.getByTestId('access-log');
    const outcomes = () => log.getByTestId('access-entry').locator('.access-outcome').allTextContents();
    await expect.poll(outcomes).toEqual(['Opened', accessDenialLabels['password-required']]);
    await log.getByTestId('access-entry').first().getByText(/Chrome/).waitFor();
    // Asking for the password is the first step of every opening of a protected link: neutral, not a refusal.
    expect(await log.getByTestId('access-entry').evaluateAll((entries) => entries.map((e) => e.getAttribute('data-tone')))).toEqual(['opened', 'asked']);
    // Each entry reads as one sentence; the log has no scroll area of its own inside the scrolling dialog.
    expect(await log.getByTestId('access-entry').first().textContent()).toMatch(/^Opened, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M( [^,]+)?, /);
    expect(await log.locator('ol').evaluate((list) => getComputedStyle(list).overflowY)).toBe('visible');
    // Never the address (nor its hash).
    expect(await log.textContent()).not.toMatch(/127\.0\.0\.1|ipHash/);

    // A wrong password elsewhere shows on the open log at once.
    const shareId = link.split('/').pop()!;
    const wrong = await fetch(`${site.url}/api/reports/shared/${shareId}`, { headers: { [reportPasswordHeader]: 'not it' } });
    expect(wrong.status).toBe(401);
    await expect.poll(outcomes, { timeout: 10_000 }).toEqual([accessDenialLabels['wrong-password'], 'Opened', accessDenialLabels['password-required']]);

    // A therapist's preview: logged as such, with who, and not counted.
    const previewed = await fetch(`${site.url}/api/reports/shared/${shareId}`, { headers: { authorization: `Bearer ${therapist}` } });
    expect(previewed.status).toBe(200);
    await expect.poll(outcomes, { timeout: 10_000 }).toEqual(['Staff preview', accessDenialLabels['wrong-password'], 'Opened', accessDenialLabels['password-required']]);
    await log.getByTestId('access-entry').first().getByText(demo.therapist.name).waitFor();
    expect(await card.getByTestId('access-count').textContent()).toBe('1 of 2 views');
    await checkScreen(desk, 'report-links-list');

    // On a phone the outcome stays on one line, and the time beside it or under it, never over it.
    await desk.setViewportSize({ width: 390, height: 844 });
    const boxes = await log.getByTestId('access-entry').evaluateAll((entries) =>
      entries.map((entry) => {
        const outcome = entry.querySelector('.access-outcome')!.getBoundingClientRect();
        const time = entry.querySelector('time')!.getBoundingClientRect();
        return { oneLine: outcome.height < 1.6 * parseFloat(getComputedStyle(entry).fontSize) * 1.5, apart: time.left >= outcome.right || time.top >= outcome.bottom - 1 };
      }),
    );
    expect(boxes.every((b) => b.oneLine && b.apart), JSON.stringify(boxes)).toBe(true);
    await desk.setViewportSize({ width: 1280, height: 900 });

    // Turn the link off (after a confirmation): its state changes, the reader's reload is refused.
    await card.getByRole('button', { name: 'Turn off link' }).click();
    const confirm = desk.getByTestId('confirm-dialog');
    await confirm.getByRole('button', { name: 'Turn off link' }).click();
    await toast(desk, 'Link Turned Off');
    await expect.poll(() => card.getByTestId('link-state').textContent()).toBe('Turned off');
    expect(await card.getByRole('button', { name: 'Turn off link' }).count()).toBe(0);
    // Its button is gone: the card's title takes the focus (it fell to the page's body).
    await expect.poll(() => card.getByRole('heading', { name: `Progress Report - ${patientName}` }).evaluate((el) => el === document.activeElement)).toBe(true);
    await reader.reload();
    await reader.getByText(reportTexts.revoked).waitFor();
    await expect.poll(outcomes, { timeout: 10_000 }).toContain(accessDenialLabels.revoked);
    const after = (await staff.call('GET', `/api/portal/reports/patient/${patientId}`, undefined, therapist)).body.reports[0];
    expect(after).toMatchObject({ isActive: false, accessCount: 1 });

    // An auditor reads the list, the log and the report (Preview), and has no button that makes or
    // turns off a link, nor a link to hand out (as on /progress-reports).
    const auditor = await staff.signIn(demo.auditor);
    const readOnly = await openReportsTab(auditor);
    const auditorCard = readOnly.getByTestId('report-link');
    await auditorCard.getByTestId('link-state').getByText('Turned off').waitFor();
    await auditorCard.getByText('1 of 2 views').waitFor();
    const panel = readOnly.getByRole('tabpanel');
    for (const name of ['Generate New Report', 'Turn off link', 'Copy']) expect(await panel.getByRole('button', { name }).count()).toBe(0);
    expect(await panel.getByTestId('share-link').count()).toBe(0);
    expect(await panel.getByRole('link', { name: /Preview Report/ }).count()).toBe(1);
    await auditorCard.getByRole('button', { name: 'Access log' }).click();
    await auditorCard.getByTestId('access-entry').first().waitFor();
  }, 180_000);

  it("shows the patient, in Settings, the reports made about them and who opened each link", async () => {
    const request = {
      id: crypto.randomUUID(), patientId, title: 'For the orthopedic surgeon', reportType: 'assessment', dateRange: { start: dayIn(new Date(Date.now() - 9 * 86_400_000), 'UTC'), end: dayIn(new Date(Date.now() - 2 * 86_400_000), 'UTC') },
      includeExercises: true, includeProgress: true, includeHealthTips: false, includeNotes: true, customNotes: '', maxAccess: 5,
    };
    const created = await staff.call('POST', '/api/portal/reports/create', request, therapist);
    expect(created.status).toBe(201);
    const opened = await fetch(`${site.url}/api/reports/shared/${created.body.report.shareId}`, { headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1' } });
    expect(opened.status).toBe(200);

    const page = await site.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.url}/patient-portal/login`);
    await page.getByRole('heading', { name: 'Patient Portal' }).waitFor();
    await waitForHydration(page);
    await page.getByLabel('Email', { exact: true }).fill('iris.vance@example.com');
    await page.getByLabel('Password', { exact: true }).fill('harbor light 9');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/patient-portal/dashboard');
    await page.goto(`${site.url}/patient-portal/settings`);
    const section = page.getByTestId('settings-shared-reports');
    const card = section.getByTestId('my-report').filter({ hasText: 'For the orthopedic surgeon' });
    await card.waitFor();
    expect(await card.getByTestId('my-report-state').textContent()).toBe('Active');
    expect(await card.getByTestId('my-report-views').textContent()).toBe('1 of 5 views');
    // The therapist's name says who shared it (never only an e-mail address when a name is set).
    await card.getByText(`Shared by ${demo.therapist.name}`).waitFor();
    // 'Last opened' is text that wraps between words, not a pill that wraps inside itself.
    const lastOpened = card.getByTestId('my-report-last-opened');
    expect(await lastOpened.textContent()).toMatch(/^Last opened \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M( \S+)?$/);
    expect(await lastOpened.evaluate((el) => el.closest('.link-facts'))).toBeNull();
    // Never the link itself.
    expect(await section.textContent()).not.toContain(created.body.report.shareId);
    await card.getByRole('button', { name: 'Who opened it' }).click();
    const entry = card.getByTestId('access-entry');
    await entry.first().waitFor();
    expect(await entry.locator('.access-outcome').allTextContents()).toEqual(['Opened']);
    // 'Opened, Nov 25, 2026, 4:20 PM': never 'OpenedNov 25'; the time beside the outcome or under it, never over it.
    expect(await entry.first().textContent()).toMatch(/^Opened, \w{3} /);
    const apart = await entry.first().evaluate((e) => {
      const outcome = e.querySelector('.access-outcome')!.getBoundingClientRect();
      const time = e.querySelector('time')!.getBoundingClientRect();
      return time.left >= outcome.right || time.top >= outcome.bottom - 1;
    });
    expect(apart).toBe(true);
    await entry.first().getByText(/Safari on iPhone|iPhone/).waitFor();
    await checkScreen(page, 'my-reports');
  }, 120_000);
});
