import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demo, useStaffSite } from '../support/staff';
import { deferred } from '../support/wait';

/**
 * "Try again" after a read failed, used from the keyboard: the focus never falls to the page's body
 * (the next Tab would start again from the top), neither while the read is tried again nor once what
 * it loads has taken the failure's place.
 */
const staff = useStaffSite();

/** Where the focus is: 'body', or the focused element's tag, text and the nearest test id around it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const around = active.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
    return `${active.tagName.toLowerCase()} ${(active.textContent ?? '').trim().slice(0, 40)} @${around}`;
  });

/**
 * Fails the reads `matches` names until `fix()`; from then on the next one waits for `release()`.
 * Answers the functions.
 */
async function failReads(page: Page, matches: (url: URL) => boolean) {
  let failing = true;
  const hold = deferred();
  await page.route(
    (url) => matches(url),
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      if (failing) return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      await hold.promise;
      return route.fallback();
    },
  );
  return {
    fix: () => void (failing = false),
    release: () => hold.resolve(),
  };
}

/** Presses Try again from the keyboard (the button focused, then Enter). */
async function pressTryAgain(page: Page, failure: ReturnType<Page['getByRole']>) {
  await failure.getByRole('button', { name: 'Try again' }).focus();
  await page.keyboard.press('Enter');
}

describe('Try again', () => {
  it('on the Requests page: the focus stays off the body while it loads again, then goes to the first request', async () => {
    const page = await staff.signIn(demo.admin);
    const reads = await failReads(page, (url) => url.pathname === '/api/admin/inbox');
    await page.goto(`${staff.site.url}/staff/inbox`);
    const failure = page.getByRole('alert').filter({ hasText: 'The requests could not be loaded.' });
    await failure.waitFor({ timeout: 20_000 });

    reads.fix();
    await pressTryAgain(page, failure);
    // While the read is on its way the failure stays, its button (saying so, refusing a second press) keeping the focus.
    const trying = failure.getByRole('button', { name: 'Trying again...' });
    await trying.waitFor();
    expect(await trying.evaluate((element) => [element.getAttribute('aria-disabled'), element === document.activeElement])).toEqual(['true', true]);
    expect(await page.getByTestId('inbox-item').count()).toBe(0);
    reads.release();
    const first = page.getByTestId('inbox-item').first();
    await first.waitFor();
    const name = (await first.getByRole('heading').textContent())!.trim();
    await expect.poll(() => focused(page)).toBe(`h3 ${name} @inbox-item`);
    // The next Tab goes on from there, into the first request.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toContain('@inbox-item');
  });

  it('on the intake forms: the same, the focus ends on the first form, past the counters', async () => {
    const page = await staff.signIn(demo.therapist);
    const reads = await failReads(page, (url) => url.pathname === '/api/intake/forms');
    await page.goto(`${staff.site.url}/staff/intake`);
    const failure = page.getByRole('alert').filter({ hasText: 'The intake forms could not be loaded.' });
    await failure.waitFor({ timeout: 20_000 });

    reads.fix();
    await pressTryAgain(page, failure);
    await expect.poll(() => focused(page)).not.toBe('body');
    reads.release();
    // The first form's name (the button that opens it), or the words saying there is none: what was
    // asked for, as on the Requests page; not the counters above the list.
    const first = page.getByTestId('intake-panel').locator('[data-testid="intake-row"] .intake-row-open, .intake-empty').first();
    await first.waitFor();
    await expect.poll(() => first.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await failure.count()).toBe(0);
  });

  it("on the staff dashboard: a count's Try again keeps the focus while it loads, then hands it to the count's tile", async () => {
    const page = await staff.signIn(demo.therapist);
    const reads = await failReads(page, (url) => url.pathname === '/api/admin/pending-recommendations/count');
    await page.reload();
    const tile = page.locator('[data-testid="stat-tile"][data-label="To review"]');
    await tile.getByText("Couldn't load").waitFor({ timeout: 20_000 });
    // (A read the live connection asks for again may still be trying: wait for it to fail too.)
    await tile.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 20_000 });
    const button = tile.getByRole('button');

    reads.fix();
    await button.focus();
    await page.keyboard.press('Enter');
    // While the count is on its way its button says so, refuses a second press and keeps the focus.
    await tile.getByRole('button', { name: 'Trying again...' }).waitFor();
    expect(await button.evaluate((element) => [element.getAttribute('aria-disabled'), element === document.activeElement])).toEqual(['true', true]);
    reads.release();
    // Then the tile that loaded, a link to the list it counts, has it.
    await expect.poll(() => tile.evaluate((element) => [element.tagName, element.getAttribute('aria-busy')])).toEqual(['A', null]);
    await expect.poll(() => focused(page)).not.toBe('body');
    expect(await tile.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('on the progress reports: the counts and the patients (the shared failure box) each hand the focus to what they loaded', async () => {
    const page = await staff.signIn(demo.therapist);
    const counts = await failReads(page, (url) => url.pathname === '/api/progress-reports/counts');
    const patients = await failReads(page, (url) => url.pathname === '/api/patients');
    await page.goto(`${staff.site.url}/progress-reports`);
    const countsFailure = page.getByRole('alert').filter({ hasText: 'The counts could not be loaded.' });
    const patientsFailure = page.getByRole('alert').filter({ hasText: 'The patients could not be loaded.' });
    await countsFailure.waitFor({ timeout: 20_000 });
    await patientsFailure.waitFor({ timeout: 20_000 });

    counts.fix();
    await pressTryAgain(page, countsFailure);
    await expect.poll(() => focused(page)).not.toBe('body');
    counts.release();
    await expect.poll(() => page.getByTestId('report-count-totalPatients').getByTestId('value').textContent()).not.toBe('–');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Report counts');

    patients.fix();
    await pressTryAgain(page, patientsFailure);
    await expect.poll(() => focused(page)).not.toBe('body');
    patients.release();
    // The first patient's card, or the words saying there is none (this server has no patients).
    const first = page.locator('[data-testid="report-patient-card"], [data-testid="report-patients-empty"]').first();
    await first.waitFor();
    const name = (await first.getByRole('heading').textContent())!.trim();
    const where = await first.getAttribute('data-testid');
    await expect.poll(() => focused(page)).toBe(`h3 ${name} @${where}`);
  });

  it("on the Event History: a first read that failed hands the focus to the first event, past the status and 'Show newest'", async () => {
    const page = await staff.signIn(demo.auditor);
    const reads = await failReads(page, (url) => url.pathname === '/api/audit/events');
    await page.goto(`${staff.site.url}/staff/audit`);
    const failure = page.getByRole('alert').filter({ hasText: 'The event history could not be loaded.' });
    await failure.waitFor({ timeout: 20_000 });

    reads.fix();
    await pressTryAgain(page, failure);
    await expect.poll(() => focused(page)).not.toBe('body');
    reads.release();
    // (The auditor's own reading of the history is an event of it: the list is never empty here.)
    const first = page.getByTestId('audit-event').first().getByRole('button');
    await first.waitFor();
    await expect.poll(() => first.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('on the Event History: the newest events that failed over a list stay while Try again tries, then the first event has the focus', async () => {
    const page = await staff.signIn(demo.auditor);
    await page.goto(`${staff.site.url}/staff/audit`);
    await page.getByTestId('audit-event').first().waitFor({ timeout: 20_000 });
    const reads = await failReads(page, (url) => url.pathname === '/api/audit/events');
    await page.getByRole('button', { name: 'Show newest' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'The newest events could not be loaded.' });
    await failure.waitFor({ timeout: 20_000 });
    // The events read before stay under it.
    expect(await page.getByTestId('audit-event').count()).toBeGreaterThan(0);

    reads.fix();
    await pressTryAgain(page, failure);
    // The failure gave way at once to nothing, and the focus fell to the page's body: it stays, its button keeping the focus.
    const button = failure.getByRole('button', { name: 'Trying again...' });
    await button.waitFor();
    expect(await button.evaluate((element) => [element.getAttribute('aria-disabled'), element === document.activeElement])).toEqual(['true', true]);
    reads.release();
    await failure.waitFor({ state: 'detached' });
    const first = page.getByTestId('audit-event').first().getByRole('button');
    await expect.poll(() => first.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('on the Event History: a Try again that fails again keeps the focus on its button', async () => {
    const page = await staff.signIn(demo.auditor);
    await page.goto(`${staff.site.url}/staff/audit`);
    await page.getByTestId('audit-event').first().waitFor({ timeout: 20_000 });
    await page.route(
      (url) => url.pathname === '/api/audit/events',
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('button', { name: 'Show newest' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'The newest events could not be loaded.' });
    await failure.waitFor({ timeout: 20_000 });
    const attempt = page.waitForResponse((response) => response.url().includes('/api/audit/events'));
    await pressTryAgain(page, failure);
    await attempt;
    const button = failure.getByRole('button', { name: 'Try again' });
    await button.waitFor();
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('on the Requests page: a Try again that fails again keeps the focus on its button and says why again', async () => {
    const page = await staff.signIn(demo.admin);
    await page.route(
      (url) => url.pathname === '/api/admin/inbox',
      (route) => (route.request().method() === 'GET' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback()),
    );
    await page.goto(`${staff.site.url}/staff/inbox`);
    const failure = page.getByRole('alert').filter({ hasText: 'The requests could not be loaded.' });
    await failure.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 20_000 });
    await failure.locator('p').evaluate((words) => words.setAttribute('data-said', 'once'));
    const attempt = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/inbox');
    await pressTryAgain(page, failure);
    await attempt;
    const button = failure.getByRole('button', { name: 'Try again' });
    await button.waitFor();
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    // The words are drawn afresh in the alert, so that it says them again.
    await expect.poll(() => failure.locator('p[data-said]').count()).toBe(0);
    expect(await failure.locator('p').textContent()).toContain('The requests could not be loaded.');
  });

  it("the words that take the focus (no intake forms yet) show no focus ring, as the inbox's; the next control keeps its own", async () => {
    const page = await staff.signIn(demo.therapist);
    // The first read fails; the next says there are no forms (this server has one: its answer is emptied).
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/intake/forms',
      async (route) => {
        if (failing) return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
        const answer = await route.fetch();
        return route.fulfill({ response: answer, json: { ...(await answer.json()), forms: [], nextCursor: null } });
      },
    );
    await page.goto(`${staff.site.url}/staff/intake`);
    const failure = page.getByRole('alert').filter({ hasText: 'The intake forms could not be loaded.' });
    await failure.waitFor({ timeout: 20_000 });
    failing = false;
    await pressTryAgain(page, failure);
    const empty = page.getByText('No intake forms yet.');
    await expect.poll(() => empty.evaluate((element) => element === document.activeElement)).toBe(true);
    const ring = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        return `${active.tagName.toLowerCase()} ${getComputedStyle(active).outlineStyle}`;
      });
    // Focused after a key press, so the browser counts the focus as visible: its default ring showed.
    expect(await ring()).toBe('p none');
    // A control reached by Tab still shows where the focus is.
    await page.keyboard.press('Tab');
    expect(await ring()).toMatch(/^(a|button|select|input) solid$/);
  });
});
