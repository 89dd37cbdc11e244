import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { useSite, waitForHydration } from '../support/site';

/**
 * A form the browser sends itself, before React has taken the page over or without script, posts
 * to its page and gets the page again (303): its fields never reach the address (review: the
 * sign-in form landed on /patient-portal/login?email=...&password=...).
 */
const site = useSite();

/** Every request the page makes, to look for fields in any address. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/**
 * Sends the form by `submit` and waits for the page that answers it; checks that it was posted to
 * `route`, answered 303, and that the page came back by GET at `route` without any of `fields` in
 * any address.
 */
async function expectPostedAndAnsweredWithoutFields(page: Page, submit: () => Promise<void>, route: string, requests: Request[], fields: string[]) {
  const before = requests.length;
  const answered = page.waitForEvent('framenavigated');
  await submit();
  await answered;
  await page.waitForLoadState('load');
  const sent = requests.slice(before).find((request) => request.isNavigationRequest())!;
  expect([sent.method(), sent.url()]).toEqual(['POST', site.url + route]);
  expect((await sent.response())?.status()).toBe(303);
  const after = sent.redirectedTo();
  expect([after?.method(), after?.url()]).toEqual(['GET', site.url + route]);
  expect((await after?.response())?.status()).toBe(200);
  expect(page.url()).toBe(site.url + route);
  const addresses = requests.map((request) => decodeURIComponent(request.url()));
  for (const field of fields) expect(addresses.filter((address) => address.includes(field)), field).toEqual([]);
}

describe('forms sent before hydration', () => {
  it('without script, the sign-in form posts and gets the login page again, with nothing in the address', async () => {
    const page = await site.newPage({ javaScriptEnabled: false });
    const requests = recordRequests(page);
    await page.goto(`${site.url}/patient-portal/login`);
    await page.getByLabel('Email', { exact: true }).fill('auditor@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo-auditor-1');
    // Enter in the password field, as after a password manager's autofill.
    const enter = () => page.getByLabel('Password', { exact: true }).press('Enter');
    await expectPostedAndAnsweredWithoutFields(page, enter, '/patient-portal/login', requests, ['auditor@example.com', 'demo-auditor-1', 'password=']);
    await page.getByRole('heading', { name: 'Patient Sign In' }).waitFor();
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
  });

  it('without script, the contact message form, as React renders it, posts and gets the contact page again', async () => {
    // The form loads with the page's script (forms on demand): take its markup from a page with script...
    const rendered = await site.newPage();
    await rendered.goto(`${site.url}/contact`);
    await waitForHydration(rendered);
    await rendered.getByRole('tab', { name: 'Send Message' }).click();
    await rendered.getByLabel('Message', { exact: true }).waitFor();
    const html = await rendered.content();

    // ...and let the browser send it without any (the 303's GET reaches the real server).
    const page = await site.newPage({ javaScriptEnabled: false });
    await page.route(`${site.url}/contact`, (route) => route.fulfill({ contentType: 'text/html', body: html }), { times: 1 });
    const requests = recordRequests(page);
    await page.goto(`${site.url}/contact`);
    await page.getByLabel('First Name', { exact: true }).fill('Avery');
    await page.getByLabel('Email', { exact: true }).fill('avery.private@example.com');
    await page.getByLabel('Message', { exact: true }).fill('My left knee hurts after surgery');
    const send = () => page.getByRole('button', { name: 'Send Message' }).click();
    await expectPostedAndAnsweredWithoutFields(page, send, '/contact', requests, ['Avery', 'avery.private@example.com', 'knee', 'firstName=']);
    // The page as anyone gets it: the prerendered contact page, whose Send Message form needs script.
    await page.getByRole('tab', { name: 'Book Online' }).waitFor();
    expect(await page.getByLabel('Message', { exact: true }).count()).toBe(0);
  });

  it('with script, the sign-in form still signs in through the API and leaves no field in the address', async () => {
    const page = await site.newPage();
    const requests = recordRequests(page);
    await page.goto(`${site.url}/patient-portal/login`);
    await waitForHydration(page);
    await page.getByLabel('Email', { exact: true }).fill('patient@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo-patient-1');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL(`${site.url}/patient-portal/dashboard`);
    const posted = requests.filter((request) => request.method() === 'POST').map((request) => new URL(request.url()).pathname);
    expect(posted).toContain('/api/portal/login');
    expect(posted).not.toContain('/patient-portal/login');
    expect(requests.map((request) => request.url()).filter((url) => url.includes('demo-patient-1') || url.includes('patient%40example.com'))).toEqual([]);
  });
});

describe('a button clicked before hydration', () => {
  /** A phone's page whose script is held until `release` is called: the prerendered page shows, React is not there yet. */
  async function heldPage(route: string) {
    const page = await site.newPage({ viewport: { width: 375, height: 800 } });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (request) => {
      await held;
      await request.continue();
    });
    await page.goto(site.url + route, { waitUntil: 'commit' });
    return { page, release };
  }

  it('a tab is chosen once the page has hydrated (on a slow phone the tabs show a second or more before they answer)', async () => {
    const { page, release } = await heldPage('/contact');
    await page.getByRole('tab', { name: 'Request Callback' }).click();
    expect(await page.getByRole('tab', { name: 'Book Online' }).getAttribute('aria-selected')).toBe('true');
    release();
    await waitForHydration(page, ['#contact-tab-book']);
    await page.getByLabel('Reason for Callback').waitFor();
    expect(await page.getByRole('tab', { name: 'Request Callback' }).getAttribute('aria-selected')).toBe('true');
  });

  it('the menu opens once the page has hydrated', async () => {
    const { page, release } = await heldPage('/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    release();
    await page.locator('button[aria-label="Open menu"][aria-expanded="true"]').waitFor();
    await page.locator(`#${await toggle.getAttribute('aria-controls')}`).getByRole('link', { name: 'Services' }).waitFor();
  });

  it('is clicked once: a button clicked after hydration is not clicked again', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${site.url}/about`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('button[aria-label="Open menu"][aria-expanded="true"]').waitFor();
    expect(await page.evaluate(() => 'earlyClick' in window)).toBe(false);
  });
});
