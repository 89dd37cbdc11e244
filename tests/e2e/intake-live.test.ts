import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { IntakeFormsAnswer } from '@pt/contracts';
import { desktop, expectNoSeriousViolations, expectNoSidewaysScroll, saveScreenshot, useSite } from '../support/site';
import { sampleIntakeForm } from '../support/intake';
import { chartMarks, intakePagesOf, uniqueEmail } from '../support/intake-browser';

/**
 * Staff watch intake forms arrive (issue 9): a form sent by a patient appears on every open staff
 * screen with a notice and new counters, without a reload; a status change or a new patient record
 * made on one screen shows on the others; a failed change is said in the dialog, with no toast.
 */
const site = useSite();
const phone = { width: 390, height: 844 };
type Role = 'admin' | 'therapist' | 'auditor' | 'patient';
const passwords: Record<Role, string> = { admin: 'demo-admin-1', therapist: 'demo-therapist-1', auditor: 'demo-auditor-1', patient: 'demo-patient-1' };

async function signIn(role: Role) {
  const res = await fetch(`${site.url}/api/portal/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${role}@example.com`, password: passwords[role] }) });
  return (await res.json()) as { token: string; user: unknown };
}

/**
 * /staff/intake of a signed-in staff member, live connection up and the forms loaded. `pageSize`:
 * the list's pages are asked for with this limit (the app's own is far larger than a test's list).
 */
async function openPanel(role: Role, viewport = desktop, { pageSize }: { pageSize?: number } = {}): Promise<Page> {
  const session = await signIn(role);
  const page = await site.newPage({ viewport });
  if (pageSize) await intakePagesOf(page, pageSize);
  await page.addInitScript(([token, user]) => {
    localStorage.setItem('portal_token', token);
    localStorage.setItem('portal_user', user);
  }, [session.token, JSON.stringify(session.user)] as const);
  await page.goto(`${site.url}/staff/intake`);
  if (role === 'patient') return page;
  await page.locator('[data-testid="live-indicator"][data-state="connected"]').waitFor();
  await page.getByTestId('intake-count-total').waitFor();
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  return page;
}

async function send(fullName: string) {
  const res = await fetch(`${site.url}/api/intake/forms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sampleIntakeForm({ fullName, patientEmail: uniqueEmail('live') })) });
  expect(res.status).toBe(201);
}

/** Every form as the API lists it (newest first), once the read model shows the whole log. */
async function allForms(): Promise<IntakeFormsAnswer> {
  const { token } = await signIn('admin');
  const { head } = (await (await fetch(`${site.url}/readyz`)).json()) as { head: string | null };
  const res = await fetch(`${site.url}/api/intake/forms?limit=500${head ? `&after=${head}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as IntakeFormsAnswer;
}

const count = async (page: Page, key: string) => Number(await page.getByTestId(`intake-count-${key}`).locator('.intake-counter-value').textContent());
const counts = async (page: Page) => ({ pending: await count(page, 'pending'), reviewed: await count(page, 'reviewed'), completed: await count(page, 'completed'), total: await count(page, 'total') });
const row = (page: Page, name: string) => page.getByTestId('intake-row').filter({ hasText: name });
const dialog = (page: Page) => page.getByTestId('intake-dialog');
const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded);

/** Opens a form from the list and waits for its answers, fetched whole when the dialog opens. */
async function openForm(page: Page, name: string) {
  await row(page, name).getByRole('button', { name }).click();
  await dialog(page).getByText(/^Sent /).waitFor();
}

describe('staff screens follow intake forms live', () => {
  it('a new form appears on every open staff screen with a notice and the counters; changes made on one screen show on the others', async () => {
    const [admin, therapist] = [await openPanel('admin'), await openPanel('therapist')];
    const before = await counts(admin);
    expect(await counts(therapist)).toEqual(before);

    await send('Iris Live');
    for (const page of [admin, therapist]) {
      await row(page, 'Iris Live').waitFor();
      expect(await row(page, 'Iris Live').getAttribute('data-status')).toBe('pending');
      await page.getByTestId('notice').filter({ hasText: 'Iris Live just sent an intake form.' }).waitFor();
      await expect.poll(() => counts(page)).toEqual({ ...before, pending: before.pending + 1, total: before.total + 1 });
      expect(await notReloaded(page)).toBe(true);
    }

    await openForm(admin, 'Iris Live');
    await admin.getByRole('tab', { name: 'Anatomy' }).click();
    expect(await chartMarks(admin)).toEqual(sampleIntakeForm().anatomyData);
    // By keyboard: the button keeps the focus while the change is sent and after it.
    await admin.getByRole('button', { name: 'Mark Reviewed' }).focus();
    await admin.keyboard.press('Enter');
    await dialog(admin).getByTestId('intake-dialog-status').filter({ hasText: 'Reviewed' }).waitFor();
    expect(await admin.getByRole('button', { name: 'Mark Reviewed' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await therapist.locator('[data-testid="intake-row"][data-status="reviewed"]', { hasText: 'Iris Live' }).waitFor();
    await expect.poll(() => counts(therapist)).toEqual({ ...before, reviewed: before.reviewed + 1, total: before.total + 1 });

    await openForm(therapist, 'Iris Live');
    expect(await dialog(therapist).getByTestId('intake-dialog-status').textContent()).toBe('Reviewed');
    await therapist.getByRole('button', { name: 'Create Patient Record' }).click();
    for (const page of [therapist, admin]) await dialog(page).getByText('Patient record on file').waitFor();
    // The button is gone: its focus went to the line that replaced it.
    await expect.poll(() => dialog(therapist).getByTestId('intake-record').evaluate((el) => el === document.activeElement)).toBe(true);
    await therapist.getByRole('button', { name: 'Mark Completed' }).click();
    await dialog(admin).getByTestId('intake-dialog-status').filter({ hasText: 'Completed' }).waitFor();
    await expect.poll(() => counts(admin)).toEqual({ ...before, completed: before.completed + 1, total: before.total + 1 });
    expect(await notReloaded(admin)).toBe(true);
    expect(await notReloaded(therapist)).toBe(true);
  });

  it('a status change that fails is said in the dialog, with no toast, and the status stays as it was', async () => {
    await send('Hugo Fails');
    const page = await openPanel('therapist');
    await openForm(page, 'Hugo Fails');
    await page.route('**/api/intake/forms/*/status', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Something went wrong on our side."}' }));
    await page.getByRole('button', { name: 'Mark Completed' }).click();
    await dialog(page).getByRole('alert').filter({ hasText: 'Failed to update status' }).waitFor();
    expect(await dialog(page).getByTestId('intake-dialog-status').textContent()).toBe('Pending');
    expect(await row(page, 'Hugo Fails').getAttribute('data-status')).toBe('pending');
    expect(await page.getByTestId('notice').count()).toBe(0);
  });

  it("shows the form's name, status and buttons at once, its answers once fetched, and a failed fetch with a way to try again", async () => {
    await send('Fay Fetch');
    const page = await openPanel('therapist');
    const answers = (url: URL) => /^\/api\/intake\/forms\/[^/]+$/.test(url.pathname);
    const failing = async () => {
      await page.route(answers, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Something went wrong on our side."}' }));
    };
    await failing();
    await row(page, 'Fay Fetch').getByRole('button', { name: 'Fay Fetch' }).click();
    await dialog(page).getByRole('heading', { name: 'Fay Fetch' }).waitFor();
    expect(await dialog(page).getByTestId('intake-dialog-status').textContent()).toBe('Pending');
    await dialog(page).getByRole('button', { name: 'Mark Reviewed' }).waitFor();
    const failure = dialog(page).getByRole('alert').filter({ hasText: 'The intake form could not be loaded.' });
    await failure.waitFor();
    await page.unroute(answers);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await dialog(page).getByText(/^Sent /).waitFor();
    expect(await failure.count()).toBe(0);
  });

  it('auditors read the forms without the buttons that change them; patients are told the page is not theirs', async () => {
    await send('Ada Audit');
    const auditor = await openPanel('auditor');
    await openForm(auditor, 'Ada Audit');
    await dialog(auditor).getByText('Auditors read intake forms; they do not change them.').waitFor();
    expect(await dialog(auditor).getByRole('button', { name: /^Mark / }).count()).toBe(0);
    const patient = await openPanel('patient');
    await patient.getByText('Intake forms are for therapists and administrators.').waitFor();
    expect(await patient.getByTestId('intake-panel').count()).toBe(0);
  });
});

describe('older forms, a page at a time', () => {
  it('"Load older forms" adds the next page until every form is shown once; the counters count every form; live changes still show', async () => {
    for (let i = 1; i <= 5; i++) await send(`Olden Form ${i}`);
    const page = await openPanel('admin', desktop, { pageSize: 2 });
    const rows = page.getByTestId('intake-row');
    const loadOlder = page.getByRole('button', { name: 'Load older forms' });
    const shownIds = () => rows.evaluateAll((all) => all.map((r) => r.getAttribute('data-id')));
    const whole = await allForms();
    expect(whole.forms.length).toBeGreaterThan(4);
    expect(await counts(page)).toEqual(whole.counts);
    expect(await shownIds()).toEqual(whole.forms.slice(0, 2).map((f) => f.id));

    await loadOlder.click();
    await expect.poll(() => rows.count()).toBe(4);
    expect(await shownIds()).toEqual(whole.forms.slice(0, 4).map((f) => f.id));
    // The button kept the focus while the page came (disabled, it dropped it to the page's body).
    expect(await loadOlder.evaluate((el) => el === document.activeElement)).toBe(true);

    // A status change of a form on a page not loaded: the counters follow, the pages loaded stay.
    const unseen = whole.forms.at(-1)!;
    const status = unseen.status === 'pending' ? 'reviewed' : 'pending';
    const changed = await fetch(`${site.url}/api/intake/forms/${unseen.id}/status`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${(await signIn('therapist')).token}` },
      body: JSON.stringify({ status }),
    });
    expect(changed.status).toBe(200);
    const moved = { ...whole.counts, [unseen.status]: whole.counts[unseen.status] - 1, [status]: whole.counts[status] + 1 };
    await expect.poll(() => counts(page)).toEqual(moved);
    await expect.poll(() => shownIds()).toEqual(whole.forms.slice(0, 4).map((f) => f.id));

    while (await loadOlder.isVisible()) {
      const before = await rows.count();
      await loadOlder.click();
      await expect.poll(() => rows.count()).toBeGreaterThan(before);
    }
    expect(await shownIds()).toEqual(whole.forms.map((f) => f.id));
    // The button went with the last page: the list's end says so and has the focus it had.
    const end = page.getByText('No older forms.');
    await end.waitFor();
    expect(await end.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator(`[data-testid="intake-row"][data-id="${unseen.id}"]`).getAttribute('data-status')).toBe(status);
    // Older forms are no arrivals: no notice, no mark.
    expect(await page.getByTestId('notice').count()).toBe(0);
    expect(await page.locator('.intake-row-new').count()).toBe(0);

    // Live, with every page loaded: a new form on top, a change in place, the counters with them.
    await send('Olive Arrives');
    await page.getByTestId('notice').filter({ hasText: 'Olive Arrives just sent an intake form.' }).waitFor();
    await expect.poll(() => rows.first().textContent()).toContain('Olive Arrives');
    await expect.poll(() => counts(page)).toEqual({ ...moved, pending: moved.pending + 1, total: moved.total + 1 });
    const oldest = whole.forms.at(-2)!;
    const next = oldest.status === 'completed' ? 'reviewed' : 'completed';
    await page.locator(`[data-testid="intake-row"][data-id="${oldest.id}"]`).getByRole('button', { name: oldest.fullName }).click();
    await page.getByRole('button', { name: next === 'completed' ? 'Mark Completed' : 'Mark Reviewed' }).click();
    await page.locator(`[data-testid="intake-row"][data-id="${oldest.id}"][data-status="${next}"]`).waitFor();
    expect(await rows.count()).toBe(whole.forms.length + 1);
    expect(await notReloaded(page)).toBe(true);
  });
});

describe('accessibility of the staff panel', () => {
  it.each([
    ['390', phone],
    ['1280', desktop],
  ])('axe finds nothing serious or critical on the panel and in the dialog at %s px', async (name, viewport) => {
    await send(`Axel Check ${name}`);
    const page = await openPanel('admin', viewport);
    await row(page, `Axel Check ${name}`).waitFor();
    await expectNoSeriousViolations(page, `panel, ${name} px`);
    await expectNoSidewaysScroll(page, viewport.width);
    await saveScreenshot(page, `intake-panel-${name}`);
    await openForm(page, `Axel Check ${name}`);
    for (const tab of ['Patient Info', 'Medical History', 'Symptoms', 'Anatomy']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectNoSeriousViolations(page, `dialog, ${tab}, ${name} px`);
    }
    await saveScreenshot(page, `intake-dialog-anatomy-${name}`);
    // The admin's own opening of the form, in its access log.
    await page.getByRole('tab', { name: 'Access log' }).click();
    await dialog(page).getByTestId('record-access-entry').first().waitFor();
    await expectNoSeriousViolations(page, `dialog, Access log, ${name} px`);
    await expectNoSidewaysScroll(page, viewport.width);
    await saveScreenshot(page, `intake-dialog-access-log-${name}`);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    // Focus goes back to the form that was open.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Axel Check ${name}`);
  });
});
