import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from '../support/site';
import { fieldError, next, onStep, openIntake, painGroup, uniqueEmail } from '../support/intake-browser';

/**
 * A field the server refuses (a 400 with `errors`, command-api/src/core/http.ts) although the browser's
 * checks passed: the form goes back to the field's step, says why next to it, and puts the keyboard's
 * focus on it, as every other form does (shared/ui/server-errors.ts), not on the step's heading.
 */
const site = useSite();

const choosePain = (page: Page, legend: string, value: number) => painGroup(page, legend).getByRole('radio', { name: String(value), exact: true }).check();

describe('the intake form refused by the server', () => {
  it('shows the field in error on its step and gives it the focus', async () => {
    const page = await site.newPage();
    await openIntake(page, site.url);
    await page.getByLabel('Full Name').fill('Ida Marsh');
    await page.getByLabel('Date of Birth').fill('1961-09-02');
    await page.getByLabel('Email').fill(uniqueEmail('ida'));
    await next(page, 'history');
    await next(page, 'symptoms');
    await choosePain(page, 'Pain right now', 4);
    await choosePain(page, 'Pain at its best', 2);
    await choosePain(page, 'Pain at its worst', 6);
    await next(page, 'bodyChart');
    await next(page, 'goals');
    await next(page, 'review');

    // The API's answer to a field it refuses; the e-mail is not the step's first field.
    await page.route('**/api/intake/forms', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Please check the form.', errors: { patientEmail: ['This e-mail address cannot receive mail'] } }),
      }),
    );
    await page.getByRole('button', { name: 'Send Intake Form' }).click();

    await onStep(page, 'about');
    await fieldError(page, 'patientEmail').waitFor();
    expect(await fieldError(page, 'patientEmail').textContent()).toBe('This e-mail address cannot receive mail');
    // Once the step is shown its heading takes the focus; the field in error takes it from there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('intake-patientEmail');
  });
});
