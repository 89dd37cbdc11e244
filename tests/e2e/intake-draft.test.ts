import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite, waitForHydration } from '../support/site';
import { next, onStep, openIntake, painGroup, storedDraft, storedForms, uniqueEmail } from '../support/intake-browser';
import { waitFor } from '../support/wait';

/**
 * The intake draft (issue 9): kept in the browser so a reload loses nothing, removed by Start over
 * and after sending; a form whose answer was lost is sent again under the same id, and stored once.
 */
const site = useSite();

async function fillAbout(page: Page, email: string) {
  await page.getByLabel('Full Name').fill('Lena Brooks');
  await page.getByLabel('Date of Birth').fill('1972-01-15');
  await page.getByLabel('Email').fill(email);
}

const choosePain = (page: Page, legend: string, value: number) => painGroup(page, legend).getByRole('radio', { name: String(value), exact: true }).check();

async function reload(page: Page) {
  await page.reload();
  await waitForHydration(page, ['[data-testid="intake-form"]', 'footer']);
}

describe('the draft of the intake form', () => {
  it('survives a reload: the step, the answers and the body chart are all back', async () => {
    const page = await site.newPage();
    await openIntake(page, site.url);
    expect(await storedDraft(page)).toBeNull();
    await fillAbout(page, uniqueEmail('lena'));
    await next(page, 'history');
    await page.getByRole('checkbox', { name: 'Diabetes', exact: true }).check();
    await page.getByLabel('Current Medications').fill('Metformin 500 mg');
    await next(page, 'symptoms');
    await choosePain(page, 'Pain right now', 6);
    await choosePain(page, 'Pain at its best', 2);
    await choosePain(page, 'Pain at its worst', 8);
    await next(page, 'bodyChart');
    await page.locator('[data-testid="body-chart"] [data-area="back-lower-back"]').click();
    await waitFor(async () => (await storedDraft(page))?.includes('back-lower-back'), 5000, 'the mark in the draft');

    await reload(page);
    await page.getByText('We kept the answers you entered on this device').waitFor();
    await onStep(page, 'bodyChart');
    expect(await page.locator('[data-testid="body-chart"] [data-area="back-lower-back"]').getAttribute('data-kind')).toBe('pain');
    await page.getByRole('button', { name: 'Back' }).click();
    await onStep(page, 'symptoms');
    expect(await page.locator('#intake-painCurrent-6').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await onStep(page, 'history');
    expect(await page.getByRole('checkbox', { name: 'Diabetes', exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('Current Medications').inputValue()).toBe('Metformin 500 mg');
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Lena Brooks');

    // Start over: an empty first step, and nothing left on the device.
    await page.getByRole('button', { name: 'Start over' }).click();
    await onStep(page, 'about');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    expect(await storedDraft(page)).toBeNull();
    await reload(page);
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    expect(await page.getByText('We kept the answers you entered on this device').count()).toBe(0);
  });

  it('keeps the id of a form whose answer was lost: sent again after a reload, it is stored once', async () => {
    const page = await site.newPage();
    const email = uniqueEmail('lost');
    await openIntake(page, site.url);
    await fillAbout(page, email);
    await next(page, 'history');
    await next(page, 'symptoms');
    await choosePain(page, 'Pain right now', 3);
    await choosePain(page, 'Pain at its best', 1);
    await choosePain(page, 'Pain at its worst', 5);
    await next(page, 'bodyChart');
    await next(page, 'goals');
    await next(page, 'review');

    // The server stores the form, but its answer never reaches the browser (twice: the retry too).
    const sent: { id: string }[] = [];
    await page.route('**/api/intake/forms', async (route) => {
      sent.push(route.request().postDataJSON() as { id: string });
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Send Intake Form' }).click();
    await page.getByText('Unable to send your form.', { exact: false }).waitFor();
    expect(sent).toHaveLength(2);
    expect((await storedForms(site.url, email)).length).toBe(1);

    await page.unroute('**/api/intake/forms');
    await page.route('**/api/intake/forms', async (route) => {
      sent.push(route.request().postDataJSON() as { id: string });
      await route.continue();
    });
    await reload(page);
    await onStep(page, 'review');
    await page.getByRole('button', { name: 'Send Intake Form' }).click();
    await page.getByRole('heading', { name: 'Thank you, Lena!' }).waitFor();
    expect(new Set(sent.map((body) => body.id)).size).toBe(1);
    expect(sent).toHaveLength(3);
    expect(await storedForms(site.url, email)).toHaveLength(1);
    expect(await storedDraft(page)).toBeNull();
  });
});
