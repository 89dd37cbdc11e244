import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dayIn, reportTexts } from '@pt/contracts';
import { checkScreen, demo, staffDesktop, staffPhone, toast, useStaffSite } from '../support/staff';

/**
 * The public report pages (spec 001 "Shared report page", DECISIONS.md "Reports"), against the real
 * server: a therapist makes a shared report with a password, one without, a public and a private
 * progress report through the API; a visitor without an account opens the links at phone and
 * desktop width: the password card, a wrong password, the right one, the report; the progress report
 * on both of its routes; a private, an unknown, a turned-off and an incomplete link.
 */
const staff = useStaffSite();
const site = staff.site;
const screenshots = 'pt-shared-report-screenshots';
const password = 'knee-2026';
const daysAgo = (n: number) => dayIn(new Date(Date.now() - n * 86_400_000));
/** A day as the report pages write it ('MMMM d, yyyy'). */
const long = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

let therapist: string;
let patientId: string;
const links = { locked: '', open: '', revoked: '', progress: '', private: '' };
let progressDate: string;

async function created(path: string, body: Record<string, unknown>): Promise<{ id: string; shareId: string; reportDate?: string }> {
  const { status, body: answer } = await staff.call('POST', path, { id: randomUUID(), ...body }, therapist);
  expect(status, `${path}: ${JSON.stringify(answer)}`).toBe(201);
  return answer.report;
}

beforeAll(async () => {
  therapist = await staff.token(demo.therapist);
  expect((await staff.call('POST', '/api/seed-exercises', {}, therapist)).status).toBe(201);
  patientId = randomUUID();
  const patient = await staff.call('POST', '/api/admin/patients', { id: patientId, firstName: 'Maria', lastName: 'Lopez', email: 'maria.lopez.report@example.com', dateOfBirth: '1961-04-12', primaryCondition: 'Knee replacement' }, therapist);
  expect(patient.status).toBe(201);
  // Pain falls 8 → 3, mobility rises 35 → 78 over the range; 8 of each, so the chart shows the last 7.
  const series = [[40, 8, 35], [33, 7, 42], [26, 7, 50], [19, 6, 55], [12, 5, 61], [8, 4, 66], [5, 4, 70], [2, 3, 78]] as const;
  for (const [n, pain, mobility] of series) {
    expect((await staff.call('POST', `/api/patients/${patientId}/progress`, { measurementType: 'pain', value: pain, measurementDate: daysAgo(n) }, therapist)).status).toBe(201);
    expect((await staff.call('POST', `/api/patients/${patientId}/progress`, { measurementType: 'mobility', value: mobility, measurementDate: daysAgo(n) }, therapist)).status).toBe(201);
  }
  const exercises = (await staff.call('GET', '/api/exercises', undefined, therapist)).body.exercises as { id: string; name: string }[];
  const assigned = await staff.call('POST', '/api/admin/assign-exercise', { patientId, exerciseId: exercises[0]!.id, frequency: '2x daily', customInstructions: 'Stop if the pain rises above 5.' }, therapist);
  expect(assigned.status).toBe(201);

  const range = { start: daysAgo(60), end: daysAgo(0) };
  links.locked = (
    await created('/api/portal/reports/create', {
      patientId, title: 'Progress Report - Maria Lopez', reportType: 'progress', dateRange: range, includeHealthTips: true,
      customNotes: 'Steady progress since the knee replacement.', requiresPassword: true, accessPassword: password,
    })
  ).shareId;
  links.open = (await created('/api/portal/reports/create', { patientId, title: 'Discharge Summary - Maria Lopez', reportType: 'discharge', dateRange: range, includeExercises: false })).shareId;
  const revoked = await created('/api/portal/reports/create', { patientId, title: 'Old link', dateRange: range });
  links.revoked = revoked.shareId;
  expect((await staff.call('POST', `/api/portal/reports/${revoked.id}/revoke`, {}, therapist)).status).toBe(200);
  const progress = await created('/api/progress-reports', {
    patientId, reportTitle: 'Six-Week Knee Rehabilitation Review', treatmentGoals: ['Walk 20 minutes without a cane'], functionalImprovements: ['Walks to the mailbox unaided'],
    nextGoals: ['Return to gardening'], painLevel: 3, mobilityScore: 7, strengthScore: null, balanceScore: 8, sessionsCompleted: 8, totalSessions: 12,
    therapistNotes: 'Excellent effort with the home program.', isPublic: true,
  });
  links.progress = progress.shareId;
  progressDate = progress.reportDate!;
  links.private = (await created('/api/progress-reports', { patientId, reportTitle: 'Private', treatmentGoals: ['a'], functionalImprovements: ['b'], nextGoals: ['c'], isPublic: false })).shareId;
});

async function open(path: string, viewport = staffDesktop): Promise<Page> {
  const page = await site.newPage({ viewport });
  await page.goto(`${site.url}${path}`);
  return page;
}

const robots = (page: Page) => page.locator('meta[name="robots"]').getAttribute('content');
const focusedLabel = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null);

describe('a shared report behind a password', () => {
  for (const viewport of [staffPhone, staffDesktop]) {
    it(`asks for it, refuses a wrong one, and shows the report at ${viewport.width} px`, async () => {
      const page = await open(`/shared-report/${links.locked}`, viewport);
      const card = page.getByTestId('report-password');
      await card.getByRole('heading', { level: 1, name: reportTexts.passwordRequired }).waitFor();
      await card.getByText(reportTexts.passwordRequiredDetail).waitFor();
      expect(await robots(page)).toContain('noindex');
      // The field has the focus (given in an effect once the card shows); the button waits for a password.
      await expect.poll(() => focusedLabel(page)).toBe('Access password');
      const button = card.getByRole('button', { name: 'Access Report' });
      expect(await button.isDisabled()).toBe(true);
      if (viewport === staffDesktop) await checkScreen(page, 'shared-report-password', screenshots);

      // A wrong password, sent with Enter: the server's message under the field, announced.
      const field = card.getByLabel('Access password');
      await field.fill('wrong-password');
      expect(await button.isDisabled()).toBe(false);
      await field.press('Enter');
      const error = card.getByRole('alert');
      await expect.poll(() => error.textContent()).toBe(reportTexts.wrongPassword);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await focusedLabel(page)).toBe('Access password');
      if (viewport === staffDesktop) await checkScreen(page, 'shared-report-wrong-password', screenshots);

      // The right one: the report, with the focus on its title (sent with the button on a phone, with Enter on a wide screen).
      await field.fill(password);
      if (viewport === staffDesktop) await field.press('Enter');
      else await button.click();
      const report = page.getByTestId('detailed-report');
      await report.getByRole('heading', { level: 1, name: 'Progress Report - Maria Lopez' }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('report-title');
      // It is no control: no focus ring round it (there was a dark box after Enter).
      expect(await report.locator('#report-title').evaluate((title) => getComputedStyle(title).outlineStyle)).toBe('none');
      expect(await report.getByTestId('report-type').textContent()).toBe('Progress Report');
      expect(await report.getByTestId('report-range').textContent()).toBe(`${long(daysAgo(60))} – ${long(daysAgo(0))}`);
      const facts = report.getByTestId('report-patient');
      for (const text of ['Maria Lopez', 'April 12, 1961', 'Knee replacement', 'Report generated']) await facts.getByText(text).waitFor();
      await report.getByTestId('report-notes').getByText('Steady progress since the knee replacement.').waitFor();
      await report.getByRole('heading', { name: 'Progress Measurements' }).waitFor();
      await report.locator('.apexcharts-svg').waitFor();
      // The chart's table for screen readers holds the last 7 of each kind: 14 rows.
      expect(await report.getByTestId('report-measurements').locator('tbody tr').count()).toBe(14);
      const exercise = report.getByTestId('report-exercise');
      expect(await exercise.count()).toBe(1);
      for (const text of ['2x daily', 'Stop if the pain rises above 5.']) await exercise.getByText(text, { exact: false }).waitFor();
      await exercise.getByText(/\d+ min/).waitFor();
      await report.getByRole('heading', { name: 'Health & Wellness Tips' }).waitFor();
      await report.getByTestId('report-footer').getByText('Report generated on', { exact: false }).waitFor();

      // The summary of the range, on phones only: pain fell 5, mobility rose 43 (over the whole range).
      const summary = report.getByTestId('report-summary');
      if (viewport === staffPhone) {
        expect(await summary.getByTestId('pain-change').textContent()).toBe('-5');
        expect(await summary.getByTestId('mobility-change').textContent()).toBe('+43%');
      } else {
        expect(await summary.isVisible()).toBe(false);
      }
      // axe, no sideways scroll and a screenshot, at both widths
      if (viewport === staffDesktop) await checkScreen(page, 'shared-report-detailed', screenshots);

      // On paper: the report alone, without the site's header and footer or the buttons.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.site-header').isVisible()).toBe(false);
      expect(await page.locator('.site-footer').isVisible()).toBe(false);
      expect(await report.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      expect(await report.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    });
  }

  it('counts the openings that got through', async () => {
    const { body } = await staff.call('GET', `/api/portal/reports/patient/${patientId}`, undefined, therapist);
    const locked = (body.reports as { shareId: string; accessCount: number }[]).find((r) => r.shareId === links.locked)!;
    expect(locked.accessCount).toBeGreaterThanOrEqual(2);
  });
});

describe('a shared report without a password', () => {
  it('shows at once, with its type and only what the therapist included', async () => {
    const page = await open(`/shared-report/${links.open}`);
    const report = page.getByTestId('detailed-report');
    await report.getByRole('heading', { level: 1, name: 'Discharge Summary - Maria Lopez' }).waitFor();
    expect(await report.getByTestId('report-type').textContent()).toBe('Discharge Summary');
    expect(await report.getByTestId('report-exercises').count()).toBe(0);
    expect(await report.getByTestId('report-tips').count()).toBe(0);
    expect(await report.getByTestId('report-notes').count()).toBe(0);
    await report.getByTestId('report-measurements').waitFor();
  });
});

describe('a progress report', () => {
  for (const route of ['progress-report', 'shared-report']) {
    it(`shows on /${route}, and its link can be shared`, async () => {
      for (const viewport of [staffPhone, staffDesktop]) {
        const page = await open(`/${route}/${links.progress}`, viewport);
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
        const report = page.getByTestId('simple-report');
        await report.getByRole('heading', { level: 1, name: 'Six-Week Knee Rehabilitation Review' }).waitFor();
        expect(await robots(page)).toContain('noindex');
        expect(await report.getByTestId('report-patient-name').textContent()).toBe('Progress Report for Maria Lopez');
        expect(await report.getByTestId('report-date').textContent()).toBe(long(progressDate));
        await report.getByTestId('report-provider').waitFor();
        expect(await report.getByTestId('report-sessions').textContent()).toBe('8 of 12 sessions');
        expect(await report.getByTestId('report-percent').textContent()).toBe('67% Complete');
        const scores = report.getByTestId('report-scores');
        expect(await scores.locator('dt').allTextContents()).toEqual(['Pain Level', 'Mobility', 'Balance']);
        expect(await scores.locator('dd').allTextContents()).toEqual(['3/10', '7/10', '8/10']);
        for (const [testId, item] of [['report-goals', 'Walk 20 minutes without a cane'], ['report-improvements', 'Walks to the mailbox unaided'], ['report-next-goals', 'Return to gardening']] as const) {
          await report.getByTestId(testId).getByRole('listitem').filter({ hasText: item }).waitFor();
        }
        await report.getByTestId('report-notes').getByText('Excellent effort with the home program.').waitFor();
        if (route === 'progress-report' && viewport === staffDesktop) await checkScreen(page, 'progress-report', screenshots);

        await report.getByRole('button', { name: 'Share Report' }).click();
        await toast(page, reportTexts.linkCopied);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}/${route}/${links.progress}`);
      }
    });
  }
});

describe('links that do not open a report', () => {
  it('says a private or unknown progress report is not found', async () => {
    for (const path of [`/progress-report/${links.private}`, `/shared-report/${links.private}`, `/shared-report/${randomUUID()}`]) {
      const page = await open(path, staffPhone);
      const card = page.getByTestId('report-not-found');
      await card.getByRole('heading', { level: 1, name: reportTexts.notFound }).waitFor();
      await card.getByText(reportTexts.notFoundDetail).waitFor();
    }
    const page = await open(`/progress-report/${links.private}`);
    await page.getByTestId('report-not-found').waitFor();
    await checkScreen(page, 'report-not-found', screenshots);
  });

  it("opens a private progress report for signed-in staff only, as a preview that says so, without Share", async () => {
    const desk = await staff.signIn(demo.therapist);
    await desk.goto(`${site.url}/shared-report/${links.private}`);
    const report = desk.getByTestId('simple-report');
    await report.getByRole('heading', { level: 1, name: 'Private' }).waitFor();
    await report.getByTestId('report-private-preview').getByText('Staff preview: this report is private.').waitFor();
    expect(await report.getByRole('button', { name: 'Share Report' }).count()).toBe(0);
    await checkScreen(desk, 'progress-report-private-preview', screenshots);
    // Logged as the therapist's preview, not counted.
    const { body } = await staff.call('GET', `/api/progress-reports/patient/${patientId}`, undefined, therapist);
    const listed = (body.reports as { shareId: string; id: string; accessCount: number }[]).find((r) => r.shareId === links.private)!;
    expect(listed.accessCount).toBe(0);
    const log = (await staff.call('GET', `/api/portal/reports/${listed.id}/access`, undefined, therapist)).body.accesses as { allowed: boolean; counted: boolean; accessorEmail: string | null }[];
    expect(log).toContainEqual(expect.objectContaining({ allowed: true, counted: false, accessorEmail: demo.therapist.email }));
  });

  it('says a turned-off link is not available, with the server message', async () => {
    const page = await open(`/shared-report/${links.revoked}`);
    const card = page.getByTestId('report-not-available');
    await card.getByRole('heading', { level: 1, name: reportTexts.notAvailable }).waitFor();
    await card.getByText(reportTexts.revoked).waitFor();
  });

  it('asks once: a failed reading is not retried (spec 001)', async () => {
    const page = await site.newPage({ viewport: staffPhone });
    let asked = 0;
    await page.route('**/api/reports/shared/**', (route) => {
      asked += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'The service is busy.' }) });
    });
    await page.goto(`${site.url}/shared-report/${links.open}`);
    await page.getByTestId('report-not-available').getByText('The service is busy.').waitFor();
    // The slice's rule would have retried a 503 after 1 s, then 2 s.
    await page.waitForTimeout(3500);
    expect(asked).toBe(1);
  });

  it('says an incomplete link is invalid, and the server answers every report path with the page', async () => {
    for (const path of ['/shared-report/', '/progress-report']) {
      const page = await open(path, staffPhone);
      const card = page.getByTestId('report-invalid');
      await card.getByRole('heading', { level: 1, name: reportTexts.invalidLink }).waitFor();
      await card.getByText(reportTexts.invalidLinkDetail).waitFor();
    }
    for (const path of [`/shared-report/${links.locked}`, '/shared-report', `/progress-report/${links.progress}`, '/progress-report/']) {
      expect((await fetch(`${site.url}${path}`)).status, path).toBe(200);
    }
  });
});
