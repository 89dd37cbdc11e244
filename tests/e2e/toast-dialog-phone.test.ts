import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { demo, exerciseId, useStaffSite } from '../support/staff';
import { completeSetup, registerPatient, toast } from '../support/portal';
import { saveScreenshot } from '../support/site';

/**
 * A toast over a dialog that fills a phone's screen (the guided exercise): it covers neither the
 * dialog's title nor its Close button, whichever edge it takes, and is still read out (an alert).
 */
const staff = useStaffSite();
const site = staff.site;
let therapist: string;

beforeAll(async () => {
  therapist = await staff.token(demo.therapist);
  expect((await staff.call('POST', '/api/seed-exercises', {}, therapist)).status).toBe(201);
});

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('a failed Record Completion on a phone', () => {
  it("says so in a toast that leaves the dialog's title and Close button uncovered", async () => {
    const email = 'toast.phone@example.com';
    const page = await registerPatient(site, email, 'sea glass 42', { width: 375, height: 740 });
    await completeSetup(page, 'Tess', 'Marlow');
    const { body } = await staff.call('GET', '/api/portal/profile', undefined, await staff.token({ email, password: 'sea glass 42' }));
    expect((await staff.call('POST', '/api/admin/assign-exercise', { patientId: body.patient.id, exerciseId: await exerciseId(staff, therapist, 'Quad Sets'), frequency: 'Once daily' }, therapist)).status).toBe(201);
    await page.route('**/api/portal/my-exercises/*/complete', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The practice is busy. Please try again.' }) }),
    );

    await page.getByTestId('my-exercise').filter({ hasText: 'Quad Sets' }).getByRole('button', { name: 'Start' }).click();
    const dialog = page.getByTestId('guided-exercise');
    await dialog.getByRole('button', { name: 'Finish and Record' }).click();
    await dialog.getByRole('button', { name: 'Record Completion' }).click();
    const notice = await toast(page, 'Error', 'The practice is busy. Please try again.');
    // Shown in the dialog (the page behind is inert) and read out.
    expect(await dialog.getByTestId('notice').count()).toBe(1);
    expect(await notice.getAttribute('role')).toBe('alert');

    // Wait until it has settled at its edge (it slides in).
    let last = '';
    await expect.poll(async () => {
      const now = JSON.stringify(await boxOf(notice));
      const still = now === last;
      last = now;
      return still;
    }).toBe(true);
    await saveScreenshot(page, 'toast-over-phone-dialog', { dirName: 'pt-toast-screenshots' });
    const box = await boxOf(notice);
    expect(overlaps(box, await boxOf(dialog.locator('.app-dialog-title')))).toBe(false);
    expect(overlaps(box, await boxOf(dialog.getByRole('button', { name: 'Close', exact: true }).first()))).toBe(false);
    // Nor the button just used.
    expect(overlaps(box, await boxOf(dialog.getByRole('button', { name: 'Record Completion' })))).toBe(false);

    // On a wide screen too, where the dialog has margins and its toast a corner of the screen.
    await page.setViewportSize({ width: 1280, height: 900 });
    await notice.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Record Completion' }).click();
    const wide = await toast(page, 'Error', 'The practice is busy. Please try again.');
    await expect.poll(async () => {
      const now = JSON.stringify(await boxOf(wide));
      const still = now === last;
      last = now;
      return still;
    }).toBe(true);
    await saveScreenshot(page, 'toast-over-wide-dialog', { dirName: 'pt-toast-screenshots' });
    const wideBox = await boxOf(wide);
    expect(overlaps(wideBox, await boxOf(dialog.locator('.app-dialog-title')))).toBe(false);
    expect(overlaps(wideBox, await boxOf(dialog.getByRole('button', { name: 'Close', exact: true }).first()))).toBe(false);
    expect(overlaps(wideBox, await boxOf(dialog.getByRole('button', { name: 'Record Completion' })))).toBe(false);
  });
});
