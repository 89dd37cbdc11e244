import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { InboxItem } from '@pt/contracts';
import { launchBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/child-server';
import { hydrated as contactHydrated } from '../support/contact';
import { deferred } from '../support/wait';

/**
 * The backbone end to end (issue 2): a visitor's message reaches a signed-in admin's inbox live,
 * survives a crash of the server, and bad input is refused in the browser and by the API.
 */
let server: ServerProcess;
let browser: Browser & { cleanup(): Promise<void> };
beforeAll(async () => {
  // The older-requests test sends more requests than a visitor may in a few minutes.
  server = await startServerProcess({ PUBLIC_WRITES: '1000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.cleanup();
  await server?.stop();
});

const head = async () => ((await (await fetch(`${server.url}/readyz`)).json()) as { head: string | null }).head;

async function signInAsAdmin(page: Page) {
  await page.goto(`${server.url}/patient-portal/login`);
  await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo-admin-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/patient-portal/dashboard');
  await page.goto(`${server.url}/staff/inbox`);
  await page.locator('[data-testid="live-indicator"][data-state="connected"]').waitFor();
}

async function sendMessage(page: Page, firstName: string) {
  await page.goto(`${server.url}/contact`);
  await contactHydrated(page);
  await page.getByRole('tab', { name: 'Send Message' }).click();
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill('Whitfield');
  await page.getByLabel('Email', { exact: true }).fill('nora.whitfield@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('(321) 555-0177');
  await page.getByLabel('Service', { exact: true }).selectOption('lymphedema-therapy');
  await page.getByLabel('Message', { exact: true }).fill('Swelling in my left arm after surgery; I live in Satellite Beach.');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Success!').waitFor();
}

describe('a visitor message reaches the admin live', () => {
  it('appears in the open inbox without a reload, and is still there after the server is killed and restarted', async () => {
    const adminContext = await browser.newContext();
    const visitorContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const visitor = await visitorContext.newPage();
    await signInAsAdmin(admin);
    await admin.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await sendMessage(visitor, 'Nora');

    const item = admin.locator('[data-testid="inbox-item"]', { hasText: 'Nora Whitfield' });
    await item.waitFor({ timeout: 10_000 });
    expect(await admin.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await item.getAttribute('data-status')).toBe('new');
    await item.getByText('Notification: in the outbox (no e-mail server)').waitFor({ timeout: 10_000 });

    await item.getByRole('button', { name: 'Mark handled' }).click();
    await admin.locator('[data-testid="inbox-item"][data-status="handled"]', { hasText: 'Nora Whitfield' }).waitFor();

    await server.kill();
    await server.restart();
    await admin.reload();
    await admin.locator('[data-testid="inbox-item"][data-status="handled"]', { hasText: 'Nora Whitfield' }).waitFor({ timeout: 15_000 });
    await adminContext.close();
    await visitorContext.close();
  });
});

describe('bad input', () => {
  it('shows the spec field messages in the browser and appends nothing', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const before = await head();

    await page.goto(`${server.url}/contact`);
    // Prerendered: the tabs answer clicks once React has hydrated the page.
    await contactHydrated(page);
    await page.getByRole('tab', { name: 'Request Callback' }).click();
    await page.getByLabel('Name', { exact: true }).fill('J');
    await page.getByLabel('Phone Number').fill('555');
    await page.getByLabel('Reason for Callback').fill('hurts');
    await page.getByRole('button', { name: 'Request Callback' }).click();
    for (const text of ['Name must be at least 2 characters', 'Please enter a valid phone number', 'Please provide a reason for the callback', 'Please select a preferred callback time']) {
      await page.getByText(text).waitFor();
    }

    await page.getByRole('tab', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const text of ['First name is required', 'Last name is required', 'Please enter a valid email address', 'Please enter a valid phone number']) {
      await page.getByRole('tabpanel').getByText(text).first().waitFor();
    }
    expect(await head()).toBe(before);
    await context.close();
  });

  it('gets a 400 with field errors from the API, and nothing is appended', async () => {
    const before = await head();
    const res = await fetch(`${server.url}/api/callback-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'J', phone: '555', reason: 'hurts', preferredTime: 'never' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors).toEqual({
      name: ['Name must be at least 2 characters'],
      phone: ['Please enter a valid phone number'],
      reason: ['Please provide a reason for the callback'],
      preferredTime: ['Please select a preferred callback time'],
    });
    expect(await head()).toBe(before);
  });
});

/** A contact message sent through the API (as the contact form does); answers its position in the log. */
async function postMessage(firstName: string): Promise<string> {
  const res = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: randomUUID(), firstName, lastName: 'Pager', email: 'pager@example.com', phone: '(321) 555-0100', service: 'hand-therapy', message: 'Knee pain', consent: true }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { position: string }).position;
}

/** The inbox's pages are of 3 in this page (the app asks for far more); `onGet` may change or hold each request for a page. */
async function inPagesOfThree(page: Page, onGet: (url: URL) => void | Promise<void> = () => {}) {
  await page.route(
    (url) => url.pathname === '/api/admin/inbox',
    async (route) => {
      const url = new URL(route.request().url());
      if (route.request().method() === 'GET') {
        url.searchParams.set('limit', '3');
        await onGet(url);
      }
      return route.continue({ url: url.toString() });
    },
  );
}

async function adminToken(): Promise<string> {
  const res = await fetch(`${server.url}/api/portal/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin-1' }),
  });
  return ((await res.json()) as { token: string }).token;
}

async function setStatus(token: string, item: InboxItem, status: InboxItem['status']) {
  const res = await fetch(`${server.url}/api/admin/inbox/${item.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ status }),
  });
  expect(res.status).toBe(200);
}

describe('older requests, a page at a time', () => {
  it('"Load older requests" adds the next page until every request is shown once; a failed page is tried again in place; live changes show, also those heard while a page loads', async () => {
    const token = await adminToken();
    let last = '';
    for (let i = 1; i <= 5; i++) last = await postMessage(`Olden${i}`);
    const whole = (await (await fetch(`${server.url}/api/admin/inbox?limit=200&after=${last}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      items: InboxItem[];
      newCount: number;
    };
    const allIds = whole.items.map((i) => i.id);
    expect(allIds.length).toBeGreaterThan(6);

    const context = await browser.newContext();
    const page = await context.newPage();
    // Pages of 3 (the app asks for far more); `breakNext` spoils the next older page's cursor (a 400),
    // `hold` keeps an older page on its way until released.
    let breakNext = false;
    let hold: ReturnType<typeof deferred<void>> | null = null;
    await inPagesOfThree(page, async (url) => {
      if (url.searchParams.has('before') && breakNext) {
        breakNext = false;
        url.searchParams.set('before', 'not-a-cursor');
      }
      if (url.searchParams.has('before') && hold) await hold.promise;
    });
    await signInAsAdmin(page);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const cards = page.getByTestId('inbox-item');
    const shownIds = () => cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-id')));
    const newCount = async () => Number.parseInt((await page.getByTestId('inbox-new-count').textContent()) ?? '', 10);
    const card = (id: string) => page.locator(`[data-testid="inbox-item"][data-id="${id}"]`);
    const loadOlder = page.getByRole('button', { name: 'Load older requests' });

    await expect.poll(shownIds).toEqual(allIds.slice(0, 3));
    // The new-count is of every request, not only of those loaded.
    expect(await newCount()).toBe(whole.newCount);

    // A status change of a request on a page not loaded: the count follows, the page loaded stays.
    const unseen = whole.items.at(-1)!;
    const unseenStatus = unseen.status === 'new' ? 'handled' : 'new';
    await setStatus(token, unseen, unseenStatus);
    const counted = whole.newCount + (unseenStatus === 'new' ? 1 : -1);
    await expect.poll(newCount).toBe(counted);
    expect(await shownIds()).toEqual(allIds.slice(0, 3));

    // An older page that fails: the failure and a retry in the button's place, the list stays.
    breakNext = true;
    await loadOlder.click();
    const failure = page.getByRole('alert').filter({ hasText: 'Older requests could not be loaded.' });
    await failure.waitFor();
    expect(await shownIds()).toEqual(allIds.slice(0, 3));
    expect(await loadOlder.count()).toBe(0);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(shownIds).toEqual(allIds.slice(0, 6));
    expect(await failure.count()).toBe(0);

    // Live changes heard while an older page is on its way still show once it has landed.
    hold = deferred();
    await loadOlder.click();
    await page.getByRole('button', { name: 'Loading older requests...' }).waitFor();
    const top = whole.items[0]!;
    const topStatus = top.status === 'new' ? 'handled' : 'new';
    await setStatus(token, top, topStatus);
    await postMessage('Olive');
    const arrived = cards.filter({ hasText: 'Olive Pager' });
    await arrived.waitFor();
    await page.locator(`[data-testid="inbox-item"][data-id="${top.id}"][data-status="${topStatus}"]`).waitFor();
    hold.resolve();
    hold = null;
    await expect.poll(() => cards.count()).toBe(allIds.length + 1);
    const arrivedId = await arrived.getAttribute('data-id');
    expect(await shownIds()).toEqual([arrivedId, ...allIds]);
    expect(await card(top.id).getAttribute('data-status')).toBe(topStatus);
    expect(await card(unseen.id).getAttribute('data-status')).toBe(unseenStatus);
    expect(await newCount()).toBe(counted + 1 + (topStatus === 'new' ? 1 : -1));
    expect(await loadOlder.count()).toBe(0);

    // Every page loaded: a status change on the last page shows in place, the count with it.
    const oldest = card(unseen.id);
    await oldest.getByRole('button', { name: unseenStatus === 'new' ? 'Mark handled' : 'Reopen' }).click();
    await page.locator(`[data-testid="inbox-item"][data-id="${unseen.id}"][data-status="${unseenStatus === 'new' ? 'handled' : 'new'}"]`).waitFor();
    await expect.poll(newCount).toBe(counted + 1 + (topStatus === 'new' ? 1 : -1) + (unseenStatus === 'new' ? -1 : 1));
    expect(await shownIds()).toEqual([arrivedId, ...allIds]);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await context.close();
  });
});

describe('the status filters', () => {
  it('"New" reaches a new request older than every one on the first page, lets it go once handled, and shows arrivals live', async () => {
    const token = await adminToken();
    const list = async (query: string) =>
      ((await (await fetch(`${server.url}/api/admin/inbox?limit=200&${query}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { items: InboxItem[]; newCount: number });
    await postMessage('Filippa');
    // Three newer requests, handled: the first page of "All" (pages of 3 here) holds only them.
    let last = '';
    for (const name of ['Hanna', 'Hedda', 'Hilma']) last = await postMessage(name);
    const newer = (await list(`after=${last}`)).items.filter((i) => ['Hanna', 'Hedda', 'Hilma'].some((n) => i.name.startsWith(n)));
    expect(newer).toHaveLength(3);
    for (const item of newer) await setStatus(token, item, 'handled');
    const filippa = (await list('status=new')).items.find((i) => i.name.startsWith('Filippa'))!;
    expect(filippa).toBeTruthy();

    const context = await browser.newContext();
    const page = await context.newPage();
    const asked: string[] = [];
    await inPagesOfThree(page, (url) => void asked.push(url.search));
    await signInAsAdmin(page);
    const cards = page.getByTestId('inbox-item');
    const shownIds = () => cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-id')));
    const newCount = async () => Number.parseInt((await page.getByTestId('inbox-new-count').textContent()) ?? '', 10);
    const filter = (name: string) => page.getByRole('group', { name: 'Show requests' }).getByRole('button', { name, exact: true });

    await expect.poll(shownIds).toEqual(newer.map((i) => i.id));
    const count = (await list('status=new')).newCount;
    expect(await newCount()).toBe(count);

    // The server pages the filter: its first page is the newest new requests, however old.
    await filter('New').click();
    await expect.poll(async () => (await shownIds())[0]).toBe(filippa.id);
    expect(asked.some((query) => query.includes('status=new'))).toBe(true);
    expect(await page.locator('[data-testid="inbox-item"]:not([data-status="new"])').count()).toBe(0);

    // Handled from the filtered list: it leaves the list, the count follows.
    await page.locator(`[data-testid="inbox-item"][data-id="${filippa.id}"]`).getByRole('button', { name: 'Mark handled' }).click();
    await expect.poll(async () => (await shownIds()).includes(filippa.id)).toBe(false);
    await expect.poll(newCount).toBe(count - 1);

    // A request arriving while "New" is shown appears at its top, counted.
    await postMessage('Frida');
    const frida = cards.filter({ hasText: 'Frida Pager' });
    await frida.waitFor();
    expect((await shownIds())[0]).toBe(await frida.getAttribute('data-id'));
    await expect.poll(newCount).toBe(count);

    // "Handled" holds the three newer requests, then Filippa.
    await filter('Handled').click();
    await expect.poll(shownIds).toEqual(newer.map((i) => i.id));
    await page.getByRole('button', { name: 'Load older requests' }).click();
    await expect.poll(async () => (await shownIds())[3]).toBe(filippa.id);
    expect(await page.locator('[data-testid="inbox-item"]:not([data-status="handled"])').count()).toBe(0);
    await context.close();
  });
});
