import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demo, staffDesktop, staffPhone, useStaffSite } from '../support/staff';
import { expectNoSeriousViolations, saveScreenshot } from '../support/site';
import { sampleIntakeForm } from '../support/intake';
import { intakePagesOf, uniqueEmail } from '../support/intake-browser';

/**
 * The intake form's dialog (a modal that lays itself out, not the shared Dialog) while the list
 * behind it changes: a notice raised while it is open shows inside it, where it can be seen and is
 * read out (the page behind a modal is inert); a form that leaves the list while its dialog is open
 * took its button with it, so the closing dialog hands the focus to the form now in its place.
 */
const staff = useStaffSite();

/**
 * /staff/intake of the signed-in admin, live connection up and the forms loaded. `pageSize`: the
 * list's pages are asked for with this limit (the app's own is far larger than a test's list).
 */
async function openIntake(viewport = staffDesktop, { pageSize }: { pageSize?: number } = {}): Promise<Page> {
  const page = await staff.signIn(demo.admin, viewport);
  if (pageSize) await intakePagesOf(page, pageSize);
  await page.goto(`${staff.site.url}/staff/intake`);
  await page.locator('[data-testid="live-indicator"][data-state="connected"]').waitFor();
  await page.getByTestId('intake-count-total').waitFor();
  return page;
}

async function send(fullName: string) {
  const { status } = await staff.call('POST', '/api/intake/forms', sampleIntakeForm({ fullName, patientEmail: uniqueEmail('dialog') }));
  expect(status).toBe(201);
}

const row = (page: Page, name: string) => page.getByTestId('intake-row').filter({ hasText: name });
const dialog = (page: Page) => page.getByTestId('intake-dialog');

/** Opens a form from the list and waits for its answers, fetched whole when the dialog opens. */
async function openForm(page: Page, name: string) {
  await row(page, name).getByRole('button', { name }).click();
  await dialog(page).getByText(/^Sent /).waitFor();
}

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Waits until the toast has stopped moving (it slides in, then takes its edge). */
async function settled(toast: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await boxOf(toast));
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
}

describe('a notice while the intake dialog is open', () => {
  it.each([
    ['1280', staffDesktop],
    ['390', staffPhone],
  ])('shows inside the dialog, on top and read out, clear of its title and Close, at %s px', async (name, viewport) => {
    await send(`Nadia Reads ${name}`);
    const page = await openIntake(viewport);
    await openForm(page, `Nadia Reads ${name}`);

    // A new form arrives while the dialog is open: its live notice.
    await send(`Otto Arrives ${name}`);
    const notice = dialog(page).getByTestId('notice').filter({ hasText: `Otto Arrives ${name} just sent an intake form.` });
    await notice.waitFor();
    expect(await notice.getAttribute('role')).toBe('status');
    expect(await page.getByTestId('toast-stack').getByTestId('notice').count()).toBe(0);
    await settled(notice);

    // Drawn above the modal's backdrop: what is under its middle is the notice itself.
    expect(
      await notice.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
    ).toBe(true);
    const box = await boxOf(notice);
    expect(overlaps(box, await boxOf(dialog(page).getByRole('heading', { name: `Nadia Reads ${name}` })))).toBe(false);
    expect(overlaps(box, await boxOf(dialog(page).getByRole('button', { name: 'Close', exact: true })))).toBe(false);
    // Nor the footer's buttons: on a phone the dialog fills the width and the toast takes the top, under
    // its header; on a wide screen, in the screen's corner, it stands above the footer it would reach.
    expect(overlaps(box, await boxOf(dialog(page).locator('footer')))).toBe(false);
    await expectNoSeriousViolations(page, `intake dialog with a notice, ${name} px`);
    await saveScreenshot(page, `intake-dialog-notice-${name}`, { dirName: 'pt-intake-dialog-screenshots' });

    // It can be dismissed there (the page behind takes no click while the dialog is open).
    await notice.getByRole('button', { name: 'Dismiss notification' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await dialog(page).isVisible()).toBe(true);
  });
});

describe('the focus as the intake dialog closes', () => {
  it('goes to the form now in the place of one that left the list while its dialog was open', async () => {
    for (let i = 1; i <= 5; i++) await send(`Hana Handoff ${i}`);
    // Two pages of two: Hana Handoff 5 to 2, newest first.
    const page = await openIntake(staffDesktop, { pageSize: 2 });
    await page.getByRole('button', { name: 'Load older forms' }).click();
    await row(page, 'Hana Handoff 2').waitFor();
    await row(page, 'Hana Handoff 2').getByRole('button', { name: 'Hana Handoff 2' }).focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByText(/^Sent /).waitFor();

    // A new form comes in on top; then a change of a form on no page loaded has the two pages read
    // again: two of two now end with Hana Handoff 3, and Hana Handoff 2 leaves the list with its button.
    await send('Hana Handoff 6');
    await row(page, 'Hana Handoff 6').waitFor();
    const token = await staff.token(demo.admin);
    const { body } = await staff.call('GET', '/api/intake/forms?limit=500', undefined, token);
    const unseen = (body.forms as { id: string; fullName: string }[]).find((form) => form.fullName === 'Hana Handoff 1')!;
    expect((await staff.call('PATCH', `/api/intake/forms/${unseen.id}/status`, { status: 'reviewed' }, token)).status).toBe(200);
    await row(page, 'Hana Handoff 2').waitFor({ state: 'detached' });
    // The dialog stays open on the form being read.
    expect(await dialog(page).getByRole('heading', { name: 'Hana Handoff 2' }).isVisible()).toBe(true);
    // Its status and record change there, though no list holds the form any more.
    await dialog(page).getByRole('button', { name: 'Mark Reviewed' }).click();
    await expect.poll(() => dialog(page).getByTestId('intake-dialog-status').textContent()).toBe('Reviewed');
    expect(await dialog(page).getByRole('button', { name: 'Mark Reviewed' }).getAttribute('aria-pressed')).toBe('true');
    await dialog(page).getByRole('button', { name: 'Create Patient Record' }).click();
    await dialog(page).getByText('Patient record on file').waitFor();
    await dialog(page).getByRole('button', { name: 'Close', exact: true }).focus();

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    // The closing dialog could not give the focus back to the form's button: it fell to the page's body.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Hana Handoff 3');
  });
});
