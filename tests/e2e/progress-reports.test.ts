import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RecordViewsAnswer } from '@pt/contracts';
import { signInAs } from '../support/portal';
import { checkScreen, demo, toast, useStaffSite } from '../support/staff';

/**
 * The staff progress reports (spec 001, /progress-reports): a therapist finds a patient, opens their
 * reports, creates one (the form's own errors first, then a refused send with the server's field
 * error, then the same submission accepted once), sees its link, finds it in the patient's list and
 * makes it public; the counters move, on another open screen too. An auditor reads without a
 * write button; a patient and a signed-out visitor are turned away.
 */
const staff = useStaffSite();
const site = staff.site;
let therapist: string;

beforeAll(async () => {
  therapist = await staff.token(demo.therapist);
  const added = await staff.call(
    'POST',
    '/api/admin/patients',
    { firstName: 'Maria', lastName: 'Santos', email: 'maria.santos@example.com', phone: '(321) 555-0141', dateOfBirth: '1957-09-03', primaryCondition: 'Hip replacement, left', startDate: '2026-01-05' },
    therapist,
  );
  expect(added.status).toBe(201);
  expect((await staff.call('POST', '/api/admin/patients', { firstName: 'Marcus', lastName: 'Hale', email: 'marcus.hale@example.com' }, therapist)).status).toBe(201);
});

const counts = async () => (await staff.call('GET', '/api/progress-reports/counts', undefined, therapist)).body as { totalPatients: number; reportsCreated: number; sharedReports: number; byPatient: Record<string, unknown> };
const totals = async () => {
  const { byPatient: _byPatient, ...rest } = await counts();
  return rest;
};
const shownCount = (page: Page, key: string) => page.getByTestId(`report-count-${key}`).getByTestId('value').textContent();
const card = (page: Page, name: string) => page.getByTestId('report-patient-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The text of the page's heading when it has the focus, else null. */
const focusedHeading = (page: Page) => page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));

async function openReports(page: Page) {
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Progress Reports' }).click();
  await page.waitForURL('**/progress-reports');
  await page.getByRole('heading', { name: 'Progress Reports', level: 1 }).waitFor();
}

describe('progress reports, from the dashboard to a shared link', () => {
  it('a therapist searches, creates a report for a patient, and shares it', { timeout: 240_000 }, async () => {
    const before = await totals();
    // An admin keeps the dashboard open: its counters follow without a reload.
    const watcher = await staff.signIn(demo.admin);
    await openReports(watcher);
    await expect.poll(() => shownCount(watcher, 'reportsCreated')).toBe(String(before.reportsCreated));
    // Each patient's card says its share of the counters.
    const tally = (page: Page) => card(page, 'Maria Santos').getByTestId('report-patient-tally').textContent();
    await expect.poll(() => tally(watcher)).toBe('No reports yet');

    const page = await staff.signIn(demo.therapist);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await openReports(page);
    // Opened from the navigation, the page leaves the focus where the shell put it (on the page), not on its heading.
    expect(await focusedHeading(page)).toBeNull();
    await expect.poll(() => shownCount(page, 'totalPatients')).toBe(String(before.totalPatients));
    expect(await shownCount(page, 'sharedReports')).toBe(String(before.sharedReports));
    await page.getByRole('heading', { name: 'How to Use' }).waitFor();
    // The cards come with the patients' own read, not with the counters'.
    await expect.poll(() => page.getByTestId('report-patient-card').count(), { timeout: 10_000 }).toBe(before.totalPatients);
    await checkScreen(page, 'progress-reports-dashboard');

    // The search matches the full name, ignoring case; nothing found says what was searched.
    const search = page.getByRole('searchbox', { name: 'Search patients' });
    await search.fill('maria SAN');
    await expect.poll(() => page.getByTestId('report-patient-card').count()).toBe(1);
    await card(page, 'Maria Santos').waitFor();
    await search.fill('nobody by this name');
    const empty = page.getByTestId('report-patients-empty');
    await empty.getByRole('heading', { name: 'No Patients Found' }).waitFor();
    await empty.getByText('nobody by this name', { exact: false }).waitFor();
    await search.fill('santos');

    // The patient's detail: information, no report yet.
    await card(page, 'Maria Santos').getByRole('button', { name: 'View' }).click();
    await page.getByRole('heading', { name: 'Maria Santos', level: 1 }).waitFor();
    // A view opened in the page takes the focus on its heading.
    await expect.poll(() => focusedHeading(page)).toBe('Maria Santos');
    const patientId = new URL(page.url()).searchParams.get('patient')!;
    expect(patientId).toBeTruthy();
    await page.getByRole('heading', { name: 'Patient Information' }).waitFor();
    // The view names the patient from their listing: the access log has the reports' reading, not the record's (ADR 28).
    const admin = await staff.token(demo.admin);
    const partsRead = async () =>
      ((await staff.call('GET', `/api/patients/${patientId}/record-views`, undefined, admin)).body as RecordViewsAnswer).views.map((v) => v.part);
    await expect.poll(partsRead).toContain('reports');
    expect(await partsRead()).toEqual(['reports']);
    await page.getByTestId('reports-empty').getByRole('heading', { name: 'No Progress Reports' }).waitFor();
    await checkScreen(page, 'progress-reports-patient-empty');

    // The form, with the patient chosen; sending it empty shows the spec's messages beside the fields.
    await page.getByRole('button', { name: 'Create First Report' }).click();
    await page.getByRole('heading', { name: 'Create Progress Report', level: 1 }).waitFor();
    expect(await page.getByLabel('Patient', { exact: true }).inputValue()).toBe(patientId);
    await page.getByRole('button', { name: 'Create Report' }).click();
    const form = page.getByTestId('report-form');
    for (const message of ['Report title is required', 'At least one treatment goal is required', 'At least one improvement is required', 'At least one next goal is required']) {
      await form.getByText(message).waitFor();
    }
    await checkScreen(page, 'progress-reports-form-errors');

    await page.getByLabel('Report Title', { exact: true }).fill('Six-Week Progress');
    const goals = page.getByLabel('Treatment Goals', { exact: true });
    await goals.fill('Walk 20 minutes without pain');
    await goals.press('Enter');
    await goals.fill('Climb a flight of stairs');
    await page.getByRole('button', { name: 'Add to Treatment Goals' }).click();
    await goals.fill('A goal to drop');
    await goals.press('Enter');
    await page.getByRole('button', { name: 'Remove “A goal to drop”' }).click();
    expect(await page.getByRole('list', { name: 'Added treatment goals' }).getByRole('listitem').allTextContents()).toEqual(['Walk 20 minutes without pain', 'Climb a flight of stairs']);
    await page.getByLabel('Functional Improvements', { exact: true }).fill('Sits to stands unaided');
    await page.getByLabel('Functional Improvements', { exact: true }).press('Enter');
    await page.getByLabel('Next Goals', { exact: true }).fill('Garden for an hour');
    await page.getByLabel('Next Goals', { exact: true }).press('Enter');
    await page.getByLabel('Sessions Completed', { exact: true }).fill('6');
    await page.getByLabel('Pain Level', { exact: true }).fill('3');
    await page.getByLabel('Therapist Notes', { exact: true }).fill('Steady progress; keep the home program.');
    await form.getByText('Report title is required').waitFor({ state: 'detached' });

    // The first send is refused with a field error: it shows beside its field, with the spec's toast.
    const sentIds: string[] = [];
    await page.route('**/api/progress-reports', async (route) => {
      sentIds.push((route.request().postDataJSON() as { id: string }).id);
      await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Invalid input', errors: { reportTitle: ['A report with this title is being checked'] } }) });
    });
    await page.getByRole('button', { name: 'Create Report' }).click();
    await toast(page, 'Error', 'Failed to create progress report. Please try again.');
    await form.getByText('A report with this title is being checked').waitFor();
    await page.unroute('**/api/progress-reports');

    // Sent again unchanged (with the keyboard): the same client id, accepted once.
    await page.getByRole('button', { name: 'Create Report' }).press('Enter');
    await toast(page, 'Progress Report Created', 'The progress report has been successfully created.');
    const created = page.getByTestId('report-created');
    const createdTitle = created.getByRole('heading', { name: 'Progress Report Created' });
    await createdTitle.waitFor();
    // The title the focus moves to is no control: no focus ring round it (there was a dark box after Enter).
    await expect.poll(() => createdTitle.evaluate((title) => title === document.activeElement)).toBe(true);
    expect(await createdTitle.evaluate((title) => getComputedStyle(title).outlineStyle)).toBe('none');
    const link = await created.getByLabel('Shareable link').inputValue();
    const listed = (await staff.call('GET', `/api/progress-reports/patient/${patientId}`, undefined, therapist)).body.reports as { id: string; shareId: string; isPublic: boolean }[];
    expect(listed).toHaveLength(1);
    expect(listed[0]!.id).toBe(sentIds[0]);
    expect(link).toBe(`${site.url}/shared-report/${listed[0]!.shareId}`);

    // Private (the default): the screen says the link opens for nobody yet, offers Make Public and a
    // staff preview, and no Copy or View Report that would lead to 'Report Not Found'.
    await created.getByTestId('report-private-note').getByText('Its link opens only once it is made public', { exact: false }).waitFor();
    expect(await created.getByRole('button', { name: 'Copy' }).count()).toBe(0);
    expect(await created.getByRole('link', { name: /View Report/ }).count()).toBe(0);
    await checkScreen(page, 'progress-reports-created-private');
    const [preview] = await Promise.all([page.context().waitForEvent('page'), created.getByRole('link', { name: /Preview/ }).click()]);
    await preview.getByTestId('simple-report').getByRole('heading', { level: 1, name: 'Six-Week Progress' }).waitFor();
    await preview.getByTestId('report-private-preview').waitFor();
    await preview.close();
    // The preview is logged, not counted: the counters stay.
    await expect.poll(() => shownCount(watcher, 'reportsCreated'), { timeout: 10_000 }).toBe(String(before.reportsCreated + 1));
    expect(await shownCount(watcher, 'sharedReports')).toBe(String(before.sharedReports));
    await expect.poll(() => tally(watcher)).toBe('1 report · 0 public');

    // Made public from there: Copy and View Report appear, and the counters follow.
    await created.getByRole('button', { name: 'Make Public' }).click();
    await toast(page, 'Report Made Public');
    expect(await created.getByRole('link', { name: /View Report/ }).getAttribute('target')).toBe('_blank');
    await created.getByRole('button', { name: 'Copy' }).click();
    await toast(page, 'Link Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await created.getByTestId('report-private-note').count()).toBe(0);
    await checkScreen(page, 'progress-reports-created');
    // A browser that refuses to copy: the spec's 'Copy Failed' toast, and the link selected to copy by hand.
    await page.evaluate(() => {
      (window as unknown as { keptClipboard: Clipboard }).keptClipboard = navigator.clipboard;
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    await created.getByRole('button', { name: 'Copy' }).click();
    await toast(page, 'Copy Failed', 'Failed to copy link. Please copy it manually.');
    expect(await created.getByTestId('report-share-link').evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, link.length]);
    await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { configurable: true, value: (window as unknown as { keptClipboard: Clipboard }).keptClipboard }));
    await expect.poll(() => shownCount(watcher, 'sharedReports'), { timeout: 10_000 }).toBe(String(before.sharedReports + 1));
    await expect.poll(() => tally(watcher)).toBe('1 report · 1 public');
    expect(await totals()).toEqual({ ...before, reportsCreated: before.reportsCreated + 1, sharedReports: before.sharedReports + 1 });

    // In the patient's list: public. Made private, View says so and no link is offered; public again.
    await created.getByRole('button', { name: "Patient's reports" }).click();
    const row = page.getByTestId('progress-report').filter({ hasText: 'Six-Week Progress' });
    await row.waitFor();
    expect(await row.getByTestId('report-visibility').textContent()).toBe('Public');
    expect(await row.getByTestId('report-sessions').textContent()).toBe('6/12 sessions');
    await row.getByRole('button', { name: 'Make Private' }).click();
    await expect.poll(() => row.getByTestId('report-visibility').textContent()).toBe('Private');
    // The button kept the focus while the change was saved (disabled, it dropped it to the page's body).
    expect(await row.getByRole('button', { name: 'Make Public' }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await row.getByRole('button', { name: 'Copy Link' }).count()).toBe(0);
    await row.getByRole('button', { name: 'View' }).click();
    await toast(page, 'This report is private');
    await row.getByRole('button', { name: 'Make Public' }).click();
    await expect.poll(() => row.getByTestId('report-visibility').textContent()).toBe('Public');
    await row.getByRole('button', { name: 'Copy Link' }).waitFor();
    expect(await row.getByRole('link', { name: /View/ }).getAttribute('href')).toBe(`/shared-report/${listed[0]!.shareId}`);
    await checkScreen(page, 'progress-reports-patient-list');

    // Its access log: the therapist's preview, labelled as such and not counted; a visitor opens the
    // link, and the opening arrives live with the count of recipients' openings.
    expect(await row.getByTestId('report-openings').textContent()).toBe('Not opened by a recipient yet');
    await row.getByRole('button', { name: 'Access log' }).click();
    const staffPreview = row.getByTestId('access-entry').filter({ hasText: 'Staff preview' });
    // Who looked, by name.
    await staffPreview.getByText(demo.therapist.name).waitFor();
    const visitor = await site.newPage();
    await visitor.goto(`${site.url}/shared-report/${listed[0]!.shareId}`);
    await visitor.getByRole('heading', { name: 'Six-Week Progress', exact: false }).first().waitFor();
    await row.getByTestId('access-entry').filter({ hasText: /^Opened/ }).waitFor({ timeout: 10_000 });
    await expect.poll(() => row.getByTestId('report-openings').textContent(), { timeout: 10_000 }).toBe('Opened once by a recipient');
    await row.getByRole('button', { name: 'Hide access log' }).click();
    await visitor.close();

    // Back returns through the views: the form (empty: the report is made), the patient, the dashboard.
    await page.goBack();
    await page.getByRole('heading', { name: 'Create Progress Report', level: 1 }).waitFor();
    expect(await page.getByLabel('Report Title', { exact: true }).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Maria Santos', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/progress-reports' && url.search === '');
    await expect.poll(() => shownCount(page, 'reportsCreated')).toBe(String(before.reportsCreated + 1));
  });

  it("counts what the page lists: a patient dialog's report link is not a progress report", async () => {
    const before = await totals();
    const page = await staff.signIn(demo.therapist);
    await openReports(page);
    await expect.poll(() => shownCount(page, 'reportsCreated')).toBe(String(before.reportsCreated));
    const maria = (await staff.call('GET', '/api/patients?limit=1000', undefined, therapist)).body.patients.find((p: { email: string }) => p.email === 'maria.santos@example.com');
    const today = new Date().toISOString().slice(0, 10);
    const shared = await staff.call('POST', '/api/portal/reports/create', { id: crypto.randomUUID(), patientId: maria.id, title: 'For the surgeon', dateRange: { start: today, end: today } }, therapist);
    expect(shared.status).toBe(201);
    expect(await totals()).toEqual(before);
    expect(await shownCount(page, 'reportsCreated')).toBe(String(before.reportsCreated));
    expect(await shownCount(page, 'sharedReports')).toBe(String(before.sharedReports));
    await page.getByText("Report links generated from a patient's Reports tab are listed and counted there", { exact: false }).waitFor();
  });

  it('lays out every report row alike: the state and actions on a line of their own, whatever the title', async () => {
    const maria = (await staff.call('GET', '/api/patients?limit=1000', undefined, therapist)).body.patients.find((p: { email: string }) => p.email === 'maria.santos@example.com');
    const report = { patientId: maria.id, treatmentGoals: ['a'], functionalImprovements: ['b'], nextGoals: ['c'] };
    for (const reportTitle of ['Short', 'A much longer title: two weeks after the hip replacement, with the home program']) {
      expect((await staff.call('POST', '/api/progress-reports', { id: crypto.randomUUID(), reportTitle, ...report }, therapist)).status).toBe(201);
    }
    const page = await staff.signIn(demo.therapist);
    await page.goto(`${site.url}/progress-reports?patient=${maria.id}`);
    const rows = page.getByTestId('progress-report');
    await rows.nth(2).waitFor();
    // A view opened by its address, or reloaded, leaves the focus where the browser put it: no outline on the heading.
    expect(await focusedHeading(page)).toBeNull();
    await page.reload();
    await rows.nth(2).waitFor();
    expect(await focusedHeading(page)).toBeNull();
    const layouts = await rows.evaluateAll((list) =>
      list.map((row) => {
        const main = row.querySelector('.report-row-main')!.getBoundingClientRect();
        const side = row.querySelector('.report-row-side')!.getBoundingClientRect();
        return { below: side.top >= main.bottom - 1, left: Math.round(side.left - row.getBoundingClientRect().left) };
      }),
    );
    expect(layouts.every((l) => l.below)).toBe(true);
    expect(new Set(layouts.map((l) => l.left)).size).toBe(1);
  });

  it('an auditor reads without a write button; an unknown patient is not found', async () => {
    const page = await staff.signIn(demo.auditor);
    await openReports(page);
    await card(page, 'Maria Santos').waitFor();
    expect(await page.getByRole('button', { name: 'Create New Report' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Report', exact: true }).count()).toBe(0);
    await card(page, 'Maria Santos').getByRole('button', { name: 'View' }).click();
    await page.getByRole('heading', { name: 'Maria Santos', level: 1 }).waitFor();
    // A view opened in the page takes the focus on its heading.
    await expect.poll(() => focusedHeading(page)).toBe('Maria Santos');
    await page.getByTestId('progress-report').first().waitFor();
    expect(await page.getByRole('button', { name: /Make (Public|Private)|Create/ }).count()).toBe(0);
    // Auditors read (View opens a public report) but hand out no patient's link: no Copy Link.
    await page.getByTestId('progress-report').filter({ hasText: 'Six-Week Progress' }).getByRole('link', { name: /View/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Copy Link' }).count()).toBe(0);
    // The form is not offered even by its address.
    await page.goto(`${site.url}/progress-reports?view=create`);
    await page.getByRole('heading', { name: 'Progress Reports', level: 1 }).waitFor();
    expect(await page.getByTestId('report-form').count()).toBe(0);

    await page.goto(`${site.url}/progress-reports?patient=00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Patient not found' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Progress Reports', level: 1 }).waitFor();
  });

  it('a patient is turned away, and a signed-out visitor goes to the login page', async () => {
    const patient = await signInAs(site, demo.patient.email, demo.patient.password);
    await patient.goto(`${site.url}/progress-reports`);
    await patient.getByText('Progress reports are for therapists and administrators.').waitFor();
    expect(await patient.getByTestId('report-patient-card').count()).toBe(0);
    expect(await patient.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Progress Reports' }).count()).toBe(0);

    const visitor = await site.newPage();
    const answer = await visitor.goto(`${site.url}/progress-reports`);
    expect(answer?.status()).toBe(200);
    await visitor.waitForURL('**/patient-portal/login**');
  });
});
