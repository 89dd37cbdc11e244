import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { contactServices, practice } from '@pt/contracts';
import { animationsSettled, expectNoSeriousViolations, hasRootClass, holdPhoneAndMailLinksIn, useSite, waitForHydration, type PageOptions } from '../support/site';

/**
 * /contact (spec 000 sections 2, 4, 5, 7, 8 and 9) in a real browser against the real server:
 * the quiz, the service-area indicator, the scheduler widget, both forms and their notices.
 */
const site = useSite();

const schedulerScript = 'https://assets.calendly.com/assets/external/widget.js';
const ptSchedulingUrl = practice.appointmentTypes.find((t) => t.slug === '45min')!.scheduling_url;
const viera = { latitude: 28.2639, longitude: -80.7214 };
const orlando = { latitude: 28.5383, longitude: -81.3792 };

/** A fresh visitor. Nothing leaves for the internet: the scheduler script fails as it does offline. */
function visit(options: Omit<PageOptions, 'measurementId'> & { analytics?: boolean } = {}): Promise<Page> {
  const { analytics, ...pageOptions } = options;
  return site.newPage({ ...pageOptions, measurementId: analytics ? 'G-TEST1234' : undefined });
}

async function openContact(page: Page) {
  // Not 'load': a test may hold the scheduler's script, which the page can request before load.
  await page.goto(`${site.url}/contact`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1, name: 'Get Started' }).waitFor();
  await hydrated(page);
}

/**
 * The page arrives prerendered and answers clicks once React has hydrated it (the page itself is a
 * lazy chunk, hydrated after the header and footer): wait until its tabs carry React's props.
 */
const hydrated = (page: Page) => waitForHydration(page, ['#contact-tab-book']);

const text = async (page: Page, selector: string) => (await page.locator(selector).textContent())?.replace(/\s+/g, ' ').trim();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const noticeTexts = (page: Page) => page.locator('[data-testid="notice"]').allTextContents();

describe('Quick Start Assessment', () => {
  const quiz = (page: Page) => page.getByTestId('quiz');
  const choose = (page: Page, option: string) => quiz(page).getByRole('button', { name: option, exact: true }).click();

  it('all low answers, by keyboard: each question then the result takes the focus; Flexible Timing', async () => {
    const page = await visit();
    await openContact(page);
    expect(await text(page, '.quiz-progress')).toBe('Question 1 of 3');
    await quiz(page).getByRole('button', { name: 'A recent injury or new pain' }).focus();
    // From the first option to the fourth (low), then Enter.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Moving, running or training better');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedText(page)).toBe('How long have you had this problem?');
    expect(await text(page, '.quiz-progress')).toBe('Question 2 of 3');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('More than 3 months');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedText(page)).toBe('How much does it affect your daily life?');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('It bothers me now and then');
    await page.keyboard.press('Enter');

    await expect.poll(() => focusedText(page)).toBe('Your result: Flexible Timing');
    expect(await text(page, '[data-testid="quiz-urgency"]')).toBe('Flexible Timing');
    const recommendations = await quiz(page).locator('.check-list li').allTextContents();
    expect(recommendations.map((r) => r.trim())).toEqual([
      'A movement or running analysis with a strength and conditioning plan.',
      'A thorough first assessment and a gradual, consistent plan for a long-standing problem.',
      'A home exercise program with check-ins to keep you on track.',
    ]);
    expect(await quiz(page).getByRole('link', { name: 'Book Your Consultation' }).getAttribute('href')).toBe('/contact');
  });

  it('any high answer gives High Priority, with a call button', async () => {
    const page = await visit();
    await openContact(page);
    await choose(page, 'Swelling or lymphedema');
    await choose(page, 'Less than 2 weeks');
    await choose(page, 'It bothers me now and then');
    await quiz(page).getByTestId('quiz-result').waitFor();
    expect(await text(page, '[data-testid="quiz-urgency"]')).toBe('High Priority');
    expect(await quiz(page).getByRole('link', { name: `Call ${practice.phone}` }).getAttribute('href')).toBe('tel:+13215550142');
  });

  it('a medium answer among low ones gives Standard Priority', async () => {
    const page = await visit();
    await openContact(page);
    await choose(page, 'Swelling or lymphedema');
    await choose(page, 'More than 3 months');
    await choose(page, 'Not much: I want to prevent problems');
    await quiz(page).getByTestId('quiz-result').waitFor();
    expect(await text(page, '[data-testid="quiz-urgency"]')).toBe('Standard Priority');
    expect(await quiz(page).getByRole('link', { name: /^Call / }).count()).toBe(0);
  });

  it('Back removes the last answer and returns one step; Start Over resets', async () => {
    const page = await visit();
    await openContact(page);
    expect(await quiz(page).getByRole('button', { name: 'Back' }).count()).toBe(0);
    await choose(page, 'Moving, running or training better');
    await choose(page, 'Less than 2 weeks');
    expect(await text(page, '.quiz-progress')).toBe('Question 3 of 3');

    await quiz(page).getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => focusedText(page)).toBe('How long have you had this problem?');
    expect(await text(page, '.quiz-progress')).toBe('Question 2 of 3');
    // The high answer is gone: a low one in its place gives a low result.
    await choose(page, 'More than 3 months');
    await choose(page, 'It bothers me now and then');
    expect(await text(page, '[data-testid="quiz-urgency"]')).toBe('Flexible Timing');

    await quiz(page).getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => focusedText(page)).toBe('How much does it affect your daily life?');
    await choose(page, 'I need help with everyday tasks');
    expect(await text(page, '[data-testid="quiz-urgency"]')).toBe('High Priority');

    await quiz(page).getByRole('button', { name: 'Start Over' }).click();
    await expect.poll(() => focusedText(page)).toBe('What brings you to us today?');
    expect(await text(page, '.quiz-progress')).toBe('Question 1 of 3');
    expect(await quiz(page).getByRole('button', { name: 'Back' }).count()).toBe(0);
  });

  it('Book Your Consultation stays on /contact and takes the visitor to the Book Online tab', async () => {
    const page = await visit();
    await openContact(page);
    await page.getByRole('tab', { name: 'Send Message' }).click();
    await choose(page, 'Recovering from surgery');
    await choose(page, '2 weeks to 3 months');
    await choose(page, 'It limits my work, sleep or exercise');
    await quiz(page).getByRole('link', { name: 'Book Your Consultation' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contact-tab-book');
    expect(await page.getByRole('tab', { name: 'Book Online' }).getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/contact');
    await page.getByRole('heading', { name: 'Book Online', level: 2 }).waitFor();
  });
});

describe('service-area indicator', () => {
  const indicator = (page: Page) => page.getByTestId('service-area');
  const reads = async (page: Page) => (await indicator(page).textContent())?.trim();

  it('reads "Serving your area" within 50 miles of Melbourne', async () => {
    const page = await visit({ geolocation: viera, permissions: ['geolocation'] });
    await openContact(page);
    await expect.poll(() => reads(page)).toBe('Serving your area: Melbourne/Brevard County area');
    expect(await page.getByRole('button', { name: 'Check my location' }).count()).toBe(0);
  });

  it('reads "Outside service area" further away', async () => {
    const page = await visit({ geolocation: orlando, permissions: ['geolocation'] });
    await openContact(page);
    await expect.poll(() => reads(page)).toBe('Service area: Outside service area');
  });

  it('reads the default area when location is denied, and never prompts on load', async () => {
    const page = await visit({ geolocation: viera });
    await openContact(page);
    expect(await reads(page)).toBe('Service area: Melbourne & Brevard County');
    // Asking is the visitor's choice; the browser refuses here, and the default stays.
    await page.getByRole('button', { name: 'Check my location' }).click();
    await page.getByRole('button', { name: /Check/ }).waitFor({ state: 'detached' });
    expect(await reads(page)).toBe('Service area: Melbourne & Brevard County');
  });
});

/** A stand-in for the provider's widget script: records every initialisation. */
const fakeScheduler = `
  window.__schedulerCalls = [];
  window.Calendly = {
    initInlineWidget(options) {
      window.__schedulerCalls.push({ url: options.url, prefill: options.prefill || null, at: Date.now() });
      const p = document.createElement('p');
      p.textContent = 'Scheduling widget';
      options.parentElement.appendChild(p);
    },
  };`;
type SchedulerCall = { url: string; prefill: Record<string, string> | null; at: number };
const schedulerCalls = (page: Page) => page.evaluate(() => (window as unknown as { __schedulerCalls?: SchedulerCall[] }).__schedulerCalls ?? []);

describe('Book Online', () => {
  it('is the default tab; when the widget script fails, a fallback card links to the PT appointment; the script is requested once', async () => {
    const page = await visit();
    let requests = 0;
    await page.route(schedulerScript, (route) => {
      requests++;
      return route.abort('internetdisconnected');
    });
    await openContact(page);
    expect(await page.getByRole('tab', { name: 'Book Online' }).getAttribute('aria-selected')).toBe('true');
    const fallback = page.getByTestId('scheduler-fallback');
    await fallback.waitFor();
    const button = fallback.getByRole('link', { name: 'Schedule PT Appointment' });
    expect(await button.getAttribute('href')).toBe(ptSchedulingUrl);
    expect(await button.getAttribute('target')).toBe('_blank');
    expect(await page.getByTestId('scheduler-widget').count()).toBe(0);
    // Both appointment types, with name, duration and link.
    const pt = page.getByTestId('appointment-type-pt');
    expect(await pt.textContent()).toContain('PT Appointment');
    expect(await pt.textContent()).toContain('45 minutes');
    expect(await page.getByTestId('appointment-type-lymphedema').textContent()).toContain('60 minutes');

    await page.getByRole('tab', { name: 'Request Callback' }).click();
    await page.getByRole('tab', { name: 'Book Online' }).click();
    await fallback.waitFor();
    expect(await page.locator(`script[src="${schedulerScript}"]`).count()).toBe(1);
    expect(requests).toBe(1);
  });

  it('with the script loaded: a 600 px inline widget started 500 ms later, and Open in New Tab', async () => {
    const page = await visit();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const arrived = new Promise<void>((resolve) => (requested = resolve));
    await page.route(schedulerScript, async (route) => {
      requested();
      await held;
      await route.fulfill({ contentType: 'application/javascript', body: fakeScheduler });
    });
    await page.clock.install();
    await openContact(page);
    await arrived;
    // Stop time before the script arrives: the widget's start is then ours to step through.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    release();

    const widget = page.getByTestId('scheduler-widget');
    await widget.waitFor({ state: 'visible' });
    expect((await widget.boundingBox())?.height).toBe(600);
    expect(await schedulerCalls(page)).toEqual([]);
    await page.clock.runFor(499);
    expect(await schedulerCalls(page)).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(async () => (await schedulerCalls(page)).length).toBe(1);
    expect((await schedulerCalls(page))[0]!.url).toBe(ptSchedulingUrl);
    await widget.getByText('Scheduling widget').waitFor();

    const newTab = page.getByRole('link', { name: 'Open in New Tab' });
    expect(await newTab.getAttribute('href')).toBe(ptSchedulingUrl);
    expect(await newTab.getAttribute('target')).toBe('_blank');
    expect(await page.getByTestId('scheduler-fallback').count()).toBe(0);
  });

  it('passes name, email, first_name and last_name once the visitor has told us who they are', async () => {
    const page = await visit();
    await page.route(schedulerScript, (route) => route.fulfill({ contentType: 'application/javascript', body: fakeScheduler }));
    await openContact(page);
    await expect.poll(async () => (await schedulerCalls(page)).length).toBe(1);

    await page.getByRole('tab', { name: 'Send Message' }).click();
    await fillMessageForm(page, { firstName: 'Rosa', lastName: 'Delgado', email: 'rosa.delgado@example.com' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Success!').waitFor();

    await page.getByRole('tab', { name: 'Book Online' }).click();
    await expect.poll(async () => (await schedulerCalls(page)).length).toBe(2);
    const call = (await schedulerCalls(page))[1]!;
    const link = new URL(call.url);
    expect(link.origin + link.pathname).toBe(ptSchedulingUrl);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      name: 'Rosa Delgado',
      email: 'rosa.delgado@example.com',
      first_name: 'Rosa',
      last_name: 'Delgado',
    });
    expect(call.prefill).toEqual({ name: undefined, email: 'rosa.delgado@example.com', firstName: 'Rosa', lastName: 'Delgado' });
    expect(await page.getByRole('link', { name: 'Open in New Tab' }).getAttribute('href')).toBe(call.url);
    expect(await page.getByTestId('appointment-type-pt').getByRole('link').getAttribute('href')).toBe(call.url);
    // The script is still loaded only once.
    expect(await page.locator(`script[src="${schedulerScript}"]`).count()).toBe(1);
  });

  it('opens the scheduling page in a new tab at 768 px and narrower, and embeds it above', async () => {
    const narrow = await visit({ viewport: { width: 768, height: 900 } });
    await openContact(narrow);
    const open = narrow.getByRole('link', { name: 'Open Scheduling Page' });
    await open.waitFor();
    expect(await open.getAttribute('href')).toBe(ptSchedulingUrl);
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await narrow.locator(`script[src="${schedulerScript}"]`).count()).toBe(0);

    const wide = await visit({ viewport: { width: 769, height: 900 } });
    await openContact(wide);
    await wide.getByTestId('scheduler-fallback').waitFor();
    expect(await wide.getByRole('link', { name: 'Open Scheduling Page' }).count()).toBe(0);
  });
});

async function fillMessageForm(page: Page, who: { firstName: string; lastName: string; email: string }) {
  await page.getByLabel('First Name').fill(who.firstName);
  await page.getByLabel('Last Name').fill(who.lastName);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Phone', { exact: true }).fill('(321) 555-0188');
  await page.getByLabel('Service', { exact: true }).selectOption('consultation');
  await page.getByLabel('Message', { exact: true }).fill('Knee pain after a fall; I live in Viera.');
  await page.getByRole('checkbox').check();
}

async function fillCallbackForm(page: Page) {
  await page.getByLabel('Name', { exact: true }).fill('Walt Brennan');
  await page.getByLabel('Phone Number').fill('321-555-0199');
  await page.getByLabel('Preferred Callback Time').selectOption('afternoon');
  await page.getByLabel('Reason for Callback').fill('Shoulder stiffness after a fall last month');
}

/** Holds every request to `path` until released, to see the form while it is pending. */
async function holdRequests(page: Page, path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Changes the body on its way to the real server, to see the server's own 400 answer. */
async function tamperWith(page: Page, path: string, change: Record<string, unknown>) {
  await page.route(`**${path}`, (route: Route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), ...change }) }),
  );
}

const fieldError = (page: Page, id: string) => page.locator(`#${id}-error`);

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
    expect(await noticeTexts(page)).toEqual(["Callback Requested!We'll contact you within 2 hours during business hours."]);
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

describe('Send Message (Request Appointment)', () => {
  it('shows a message next to every required field for bad input, and the consent text', async () => {
    const page = await visit();
    await openContact(page);
    await page.getByRole('tab', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Request Appointment' }).waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    const expected = {
      'message-first-name': 'First name is required',
      'message-last-name': 'Last name is required',
      'message-email': 'Please enter a valid email address',
      'message-phone': 'Please enter a valid phone number',
      'message-consent': 'Please agree to be contacted so we can reply',
    };
    for (const [id, message] of Object.entries(expected)) {
      await fieldError(page, id).waitFor();
      expect(await fieldError(page, id).textContent()).toBe(message);
    }
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('maxlength')).toBe('255');
    expect(await page.getByLabel('First Name').getAttribute('maxlength')).toBe('100');
    expect(await page.getByLabel('Phone', { exact: true }).getAttribute('maxlength')).toBe('20');
    expect(await page.getByRole('checkbox').getAttribute('aria-label')).toBeNull();
    expect(await page.locator('label[for="message-consent"]').textContent()).toBe(
      'I consent to be contacted about my rehabilitation needs. Message and data rates may apply.',
    );
    const services = await page.getByLabel('Service', { exact: true }).locator('option').evaluateAll((options) =>
      options.map((o) => [(o as HTMLOptionElement).value, o.textContent]),
    );
    expect(services).toEqual([['', 'Select a service'], ...contactServices.map((s) => [s.value, s.label])]);
    expect(services.at(-1)).toEqual(['consultation', 'Free Consultation']);

    await page.getByLabel('Email', { exact: true }).fill('rosa@');
    await page.getByLabel('Phone', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await fieldError(page, 'message-email').textContent()).toBe('Please enter a valid email address');
    expect(await fieldError(page, 'message-phone').textContent()).toBe('Please enter a valid phone number');
    expect(await noticeTexts(page)).toEqual([]);
  });

  it("reads Submitting... while pending, then shows Success! with the server's message and resets; analytics events go out", async () => {
    const page = await visit({ analytics: true });
    await openContact(page);
    await page.getByRole('tab', { name: 'Send Message' }).click();
    await fillMessageForm(page, { firstName: 'Nora', lastName: 'Whitfield', email: 'nora@example.com' });
    const release = await holdRequests(page, '/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.getByText('Success!').waitFor();
    expect(await noticeTexts(page)).toEqual(["Success!Thank you for reaching out! We'll reply within 2 hours during business hours."]);
    expect(await page.getByLabel('First Name').inputValue()).toBe('');
    expect(await page.getByRole('checkbox').isChecked()).toBe(false);
    expect(await events(page)).toEqual(
      expect.arrayContaining([
        ['contact_form_submit', { event_category: 'form', event_label: 'request_appointment', value: 1 }],
        ['contact_form_success', { event_category: 'form', event_label: 'request_appointment', value: 1 }],
      ]),
    );
  });

  it("shows the server's 400 field errors next to their fields, and its message", async () => {
    const page = await visit();
    await openContact(page);
    await page.getByRole('tab', { name: 'Send Message' }).click();
    await fillMessageForm(page, { firstName: 'Nora', lastName: 'Whitfield', email: 'nora@example.com' });
    await tamperWith(page, '/api/contact', { email: 'not-an-address', lastName: '' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await fieldError(page, 'message-email').waitFor();
    expect(await fieldError(page, 'message-email').textContent()).toBe('Please enter a valid email address');
    expect(await fieldError(page, 'message-last-name').textContent()).toBe('Last name is required');
    expect(await noticeTexts(page)).toEqual(['ErrorPlease check the highlighted fields.']);
  });

  it('falls back to the technical-difficulties text when the server gives no message', async () => {
    const page = await visit();
    await openContact(page);
    await page.getByRole('tab', { name: 'Send Message' }).click();
    await fillMessageForm(page, { firstName: 'Nora', lastName: 'Whitfield', email: 'nora@example.com' });
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, body: '' }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText("We're experiencing technical difficulties.", { exact: false }).waitFor({ timeout: 15_000 });
    expect(await noticeTexts(page)).toEqual([
      `ErrorWe're experiencing technical difficulties. Please call us directly at ${practice.phone}.`,
    ]);
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
    await page.clock.runFor(4999);
    expect(await noticeTexts(page)).toEqual(['ErrorSecond refusal']);
    await page.clock.runFor(1);
    await expect.poll(() => noticeTexts(page)).toEqual([]);
  });
});

describe('contact details and analytics', () => {
  it('shows phone, e-mail, hours, callback times, promises and the free consultation; phone and e-mail clicks are tracked', async () => {
    const page = await visit({ analytics: true });
    await holdPhoneAndMailLinksIn(page);
    await openContact(page);
    const info = page.getByRole('complementary', { name: 'Contact Information' });
    const content = (await info.textContent())!.replace(/\s+/g, ' ');
    for (const expected of [
      practice.phone,
      practice.email,
      'Monday-Saturday: 8 AM-6 PM',
      'Sunday: By request',
      'Morning (8 AM - 12 PM)',
      'Afternoon (12 PM - 4 PM)',
      'Evening (4 PM - 6 PM)',
      'Anytime',
      'Callback within 24 hours, guaranteed.',
      'Replies within 2 hours to messages sent during business hours.',
      'Your free consultation includes',
    ]) {
      expect(content).toContain(expected);
    }
    const benefits = await page.locator('.benefit-title').allTextContents();
    expect(benefits).toEqual(['24-Hour Response', 'Same-Day Available', 'Free Phone Consultation']);

    await info.getByRole('link', { name: practice.phone }).click();
    await info.locator(`a[href="mailto:${practice.email}"]`).click();
    expect(await events(page)).toEqual(
      expect.arrayContaining([
        ['phone_call', { event_category: 'contact', event_label: 'contact_page_phone', value: 1 }],
        ['email_click', { event_category: 'contact', event_label: 'contact_page_email', value: 1 }],
      ]),
    );
  });
});

describe('accessibility', () => {
  for (const highContrast of [false, true]) {
    it(`has no serious or critical axe violations${highContrast ? ' in high contrast' : ''}: page, quiz result, both forms with errors`, async () => {
      const page = await visit({ highContrast, geolocation: viera, permissions: ['geolocation'] });
      await openContact(page);
      if (highContrast) expect(await hasRootClass(page, 'high-contrast')).toBe(true);
      await page.getByTestId('scheduler-fallback').waitFor();
      await expect.poll(() => page.getByTestId('service-area').textContent()).toContain('Serving your area');
      const check = async (where: string) => {
        // Colours are judged at rest: Bulma fades buttons (tabs) between states for 0.3 s.
        await animationsSettled(page);
        await expectNoSeriousViolations(page, where);
      };
      await check('contact page');

      const quiz = page.getByTestId('quiz');
      await quiz.getByRole('button', { name: 'A recent injury or new pain' }).click();
      await quiz.getByRole('button', { name: 'Less than 2 weeks' }).click();
      await quiz.getByRole('button', { name: 'I need help with everyday tasks' }).click();
      await quiz.getByTestId('quiz-result').waitFor();
      await check('quiz result');

      await page.getByRole('tab', { name: 'Request Callback' }).click();
      await page.getByRole('button', { name: 'Request Callback' }).click();
      await fieldError(page, 'callback-name').waitFor();
      await check('callback form with errors');

      await page.getByRole('tab', { name: 'Send Message' }).click();
      await page.getByRole('button', { name: 'Send Message' }).click();
      await fieldError(page, 'message-first-name').waitFor();
      await check('message form with errors');
    });
  }
});

/** Custom events pushed to the gtag data layer, as [name, params]. */
async function events(page: Page): Promise<[string, Record<string, unknown>][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === 'event')
      .map((args) => [args[1] as string, args[2] as Record<string, unknown>]),
  );
}
