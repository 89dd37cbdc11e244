import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { practice } from '@pt/contracts';
import { waitFor } from '../support/wait';
import {
  events,
  fieldError,
  fillCallbackForm,
  holdRequests,
  inboxItems,
  noticeTexts,
  recordRequests,
  tamperWith,
  useContactSite,
  uuidPattern,
} from '../support/contact';
import { pageTasksRun } from '../support/clock';

/**
 * /contact in a real browser against the real server (spec 000 sections 5, 7 and 8): the Request
 * Callback form and the notices.
 */
const { site, visit, openContact } = useContactSite();

describe('Request Callback', () => {
  it('shows every field message of the specification for bad input', async () => {
    const page = await visit();
    await openContact(page);
    await page.getByRole('tab', { name: 'Request Callback' }).click();
    await page.getByRole('button', { name: 'Request Callback' }).click();
    const expected = {
      'callback-name': 'Name must be at least 2 characters',
      'callback-phone': 'Please enter a valid phone number',
      'callback-time': 'Please select a preferred callback time',
      'callback-reason': 'Please provide a reason for the callback',
    };
    for (const [id, message] of Object.entries(expected)) {
      await fieldError(page, id).waitFor();
      expect(await fieldError(page, id).textContent()).toBe(message);
      expect(await page.locator(`#${id}`).getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator(`#${id}`).getAttribute('aria-describedby')).toContain(`${id}-error`);
    }
    await page.getByLabel('Name', { exact: true }).fill('A');
    await page.getByLabel('Phone Number').fill('321555');
    await page.getByLabel('Reason for Callback').fill('Too short');
    await page.getByRole('button', { name: 'Request Callback' }).click();
    for (const [id, message] of Object.entries(expected)) expect(await fieldError(page, id).textContent()).toBe(message);
    expect(await noticeTexts(page)).toEqual([]);
  });

  it('reads Submitting... while pending, then shows the success notice and resets; analytics events go out', async () => {
    const page = await visit({ analytics: true });
    await openContact(page);
    await page.getByRole('tab', { name: 'Request Callback' }).click();
    await fillCallbackForm(page);
    const release = await holdRequests(page, '/api/callback-request');
    await page.getByRole('button', { name: 'Request Callback' }).click();
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.getByText('Callback Requested!').waitFor();
    expect(await noticeTexts(page)).toEqual(["Callback Requested!We'll call you back within 24 hours."]);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Preferred Callback Time').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Request Callback' }).isEnabled()).toBe(true);
    expect(await events(page)).toEqual(
      expect.arrayContaining([
        ['callback_request', { event_category: 'form', event_label: 'callback_form', value: 1 }],
        ['callback_request_success', { event_category: 'form', event_label: 'callback_form', value: 1 }],
      ]),
    );
  });

  it("shows the server's 400 field errors next to their fields", async () => {
    const page = await visit();
    await openContact(page);
    await page.getByRole('tab', { name: 'Request Callback' }).click();
    await fillCallbackForm(page);
    await tamperWith(page, '/api/callback-request', { phone: 'call me later', preferredTime: 'midnight' });
    await page.getByRole('button', { name: 'Request Callback' }).click();
    await fieldError(page, 'callback-phone').waitFor();
    expect(await fieldError(page, 'callback-phone').textContent()).toBe('Please enter a valid phone number');
    expect(await fieldError(page, 'callback-time').textContent()).toBe('Please select a preferred callback time');
    expect(await noticeTexts(page)).toEqual(['ErrorPlease check the highlighted fields.']);
    expect(await page.locator('[data-testid="notice"]').getAttribute('role')).toBe('alert');
  });

  it('falls back to the call-us text when the server cannot be reached', async () => {
    const page = await visit();
    await openContact(page);
    await page.getByRole('tab', { name: 'Request Callback' }).click();
    await fillCallbackForm(page);
    await page.route('**/api/callback-request', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Request Callback' }).click();
    await page.getByText('Unable to submit callback request.', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await noticeTexts(page)).toEqual([`ErrorUnable to submit callback request. Please call us directly at ${practice.phone}.`]);
  });
});

describe('notices', () => {
  it('show one at a time, each for 5000 ms', async () => {
    const page = await visit();
    let answer = 'First refusal';
    await page.route('**/api/callback-request', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ success: false, message: answer }) }),
    );
    await page.clock.install();
    await openContact(page);
    await page.getByRole('tab', { name: 'Request Callback' }).click();
    await fillCallbackForm(page);
    await page.getByRole('button', { name: 'Request Callback' }).click();
    await page.getByText('First refusal').waitFor();

    // Time stands still from here: the next notice's 5000 ms are counted by the test.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    answer = 'Second refusal';
    await page.getByRole('button', { name: 'Request Callback' }).click();
    await page.getByText('Second refusal').waitFor();
    expect(await noticeTexts(page)).toEqual(['ErrorSecond refusal']);
    await page.mouse.move(0, 0);
    // The notice's timer is set by an effect once it shows.
    await pageTasksRun(page);
    await page.clock.runFor(4999);
    expect(await noticeTexts(page)).toEqual(['ErrorSecond refusal']);
    await page.clock.runFor(1);
    await expect.poll(() => noticeTexts(page)).toEqual([]);
  });
});

describe('exactly once: the client id of a callback request', () => {
  const submit = (page: Page) => page.getByRole('button', { name: 'Request Callback' }).click();
  const openCallbackForm = async (page: Page) => {
    await openContact(page);
    await page.getByRole('tab', { name: 'Request Callback' }).click();
  };

  it('is a uuid, the same when the request is retried after a server error, and new for the next request', async () => {
    const page = await visit();
    await openCallbackForm(page);
    const sent = await recordRequests(page, '/api/callback-request', (route, attempt) =>
      attempt === 1 ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await fillCallbackForm(page);
    await submit(page);
    await page.getByText('Callback Requested!').waitFor({ timeout: 15_000 });
    expect(sent).toHaveLength(2);
    expect(sent[0]!.id).toMatch(uuidPattern);
    expect(sent[1]).toEqual(sent[0]);

    await fillCallbackForm(page);
    await submit(page);
    await waitFor(() => sent.length === 3, 10_000, 'the next request');
    expect(sent[2]!.id).toMatch(uuidPattern);
    expect(sent[2]!.id).not.toBe(sent[0]!.id);
  });

  it('stays the same when the visitor sends the unchanged form again after a failure, and changes with the form', async () => {
    const page = await visit();
    await openCallbackForm(page);
    const sent = await recordRequests(page, '/api/callback-request', (route) => route.abort('connectionrefused'));
    await fillCallbackForm(page);
    await submit(page);
    await page.getByText('Unable to submit callback request.', { exact: false }).waitFor({ timeout: 15_000 });
    await submit(page);
    await waitFor(() => sent.length === 4, 15_000, 'the second try and its retry');
    expect(new Set(sent.map((body) => body.id)).size).toBe(1);

    await page.getByLabel('Reason for Callback').fill('Shoulder stiffness after a fall, and now my neck too');
    await submit(page);
    await waitFor(() => sent.length === 6, 15_000, 'the changed request and its retry');
    expect(sent[4]!.id).not.toBe(sent[0]!.id);
    expect(sent[5]!.id).toBe(sent[4]!.id);
  });

  it('a double click sends one request', async () => {
    const page = await visit();
    await openCallbackForm(page);
    const release = await holdRequests(page, '/api/callback-request');
    const sent: unknown[] = [];
    page.on('request', (request) => request.url().endsWith('/api/callback-request') && sent.push(request.postDataJSON()));
    await fillCallbackForm(page);
    await page.getByRole('button', { name: 'Request Callback' }).dblclick();
    await page.getByRole('button', { name: 'Submitting...' }).waitFor();
    release();
    await page.getByText('Callback Requested!').waitFor();
    expect(sent).toHaveLength(1);
  });

  it("shows the server's message when it refuses: too many requests (retried once), or an id used for another request (not retried)", async () => {
    const page = await visit();
    await openCallbackForm(page);
    let answer = { status: 429, message: 'Too many requests from your address. Please try again in a few minutes.' };
    const sent = await recordRequests(page, '/api/callback-request', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify({ success: false, message: answer.message }) }),
    );
    await fillCallbackForm(page);
    await submit(page);
    await page.getByText('Too many requests from your address.', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await noticeTexts(page)).toEqual([`Error${answer.message}`]);
    expect(sent).toHaveLength(2);

    answer = { status: 409, message: 'This request id was already used for a different request.' };
    await submit(page);
    await page.getByText(answer.message).waitFor();
    expect(sent).toHaveLength(3);
  });

  // Needs the server's idempotent create (issue 6 point 1).
  it('a request whose answer was lost is stored once, although the browser sent it twice', async () => {
    const page = await visit();
    await openCallbackForm(page);
    const name = `Lost Answer ${Date.now()}`;
    const sent = await recordRequests(page, '/api/callback-request', async (route, attempt) => {
      if (attempt > 1) return route.continue();
      await route.fetch(); // it reaches the server and is stored...
      await route.abort('connectionreset'); // ...but the answer never reaches the page
    });
    await fillCallbackForm(page, name);
    await submit(page);
    await page.getByText('Callback Requested!').waitFor({ timeout: 15_000 });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.id).toBe(sent[0]!.id);
    const stored = (await inboxItems(site.url)).filter((item) => item.name === name);
    expect(stored).toHaveLength(1);
  });
});
