import type { Page, Route } from 'playwright-core';
import { practice, type InboxItem } from '@pt/contracts';
import { useSite, waitForHydration, type PageOptions, type Site } from './site';

/** Scaffolding of the /contact browser tests (tests/e2e/contact-*.test.ts). */

export const schedulerScript = 'https://assets.calendly.com/assets/external/widget.js';
export const ptSchedulingUrl = practice.appointmentTypes.find((t) => t.slug === '45min')!.scheduling_url;
export const viera = { latitude: 28.2639, longitude: -80.7214 };
export const orlando = { latitude: 28.5383, longitude: -81.3792 };

export interface ContactSite {
  site: Site;
  /** A fresh visitor. Nothing leaves for the internet: the scheduler script fails as it does offline. */
  visit(options?: Omit<PageOptions, 'measurementId'> & { analytics?: boolean }): Promise<Page>;
  /** Opens /contact and waits until it answers clicks. */
  openContact(page: Page): Promise<void>;
}

/** The server and browser of one test file (see useSite), and how a visitor reaches /contact. */
export function useContactSite(): ContactSite {
  const site = useSite();
  return {
    site,
    visit(options = {}) {
      const { analytics, ...pageOptions } = options;
      return site.newPage({ ...pageOptions, measurementId: analytics ? 'G-TEST1234' : undefined });
    },
    async openContact(page) {
      // Not 'load': a test may hold the scheduler's script, which the page can request before load.
      await page.goto(`${site.url}/contact`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: 'Get Started' }).waitFor();
      await hydrated(page);
    },
  };
}

/**
 * The page arrives prerendered and answers clicks once React has hydrated it (the page itself is a
 * lazy chunk, hydrated after the header and footer): wait until its tabs carry React's props.
 */
export const hydrated = (page: Page) => waitForHydration(page, ['#contact-tab-book']);

export const text = async (page: Page, selector: string) => (await page.locator(selector).textContent())?.replace(/\s+/g, ' ').trim();
export const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
export const noticeTexts = (page: Page) => page.locator('[data-testid="notice"]').allTextContents();

/** A stand-in for the provider's widget script: records every initialisation. */
export const fakeScheduler = `
  window.__schedulerCalls = [];
  window.Calendly = {
    initInlineWidget(options) {
      window.__schedulerCalls.push({ url: options.url, prefill: options.prefill || null, at: Date.now() });
      const p = document.createElement('p');
      p.textContent = 'Scheduling widget';
      options.parentElement.appendChild(p);
    },
  };`;
export type SchedulerCall = { url: string; prefill: Record<string, string> | null; at: number };
export const schedulerCalls = (page: Page) => page.evaluate(() => (window as unknown as { __schedulerCalls?: SchedulerCall[] }).__schedulerCalls ?? []);

export async function fillMessageForm(page: Page, who: { firstName: string; lastName: string; email: string }) {
  await page.getByLabel('First Name').fill(who.firstName);
  await page.getByLabel('Last Name').fill(who.lastName);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Phone', { exact: true }).fill('(321) 555-0188');
  await page.getByLabel('Service', { exact: true }).selectOption('consultation');
  await page.getByLabel('Message', { exact: true }).fill('Knee pain after a fall; I live in Viera.');
  await page.getByRole('checkbox').check();
}

export async function fillCallbackForm(page: Page, name = 'Walt Brennan') {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Phone Number').fill('321-555-0199');
  await page.getByLabel('Preferred Callback Time').selectOption('afternoon');
  await page.getByLabel('Reason for Callback').fill('Shoulder stiffness after a fall last month');
}

/** Holds every request to `path` until released, to see the form while it is pending. */
export async function holdRequests(page: Page, path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Changes the body on its way to the real server, to see the server's own 400 answer. */
export async function tamperWith(page: Page, path: string, change: Record<string, unknown>) {
  await page.route(`**${path}`, (route: Route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), ...change }) }),
  );
}

export const fieldError = (page: Page, id: string) => page.locator(`#${id}-error`);

/** Custom events pushed to the gtag data layer, as [name, params]. */
export async function events(page: Page): Promise<[string, Record<string, unknown>][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === 'event')
      .map((args) => [args[1] as string, args[2] as Record<string, unknown>]),
  );
}


/** A client id as the forms send it: a random (v4) uuid. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Records the JSON body of every request the page sends to `path`, in order; `answer` decides what
 * each one gets (by default it goes on to the server). `attempt` counts from 1.
 */
export async function recordRequests(
  page: Page,
  path: string,
  answer: (route: Route, attempt: number) => Promise<void> = (route) => route.continue(),
): Promise<Record<string, unknown>[]> {
  const bodies: Record<string, unknown>[] = [];
  await page.route(`**${path}`, async (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    await answer(route, bodies.length);
  });
  return bodies;
}

/** The inbox as the demo admin reads it from the API, once it shows everything the log holds now. */
export async function inboxItems(serverUrl: string): Promise<InboxItem[]> {
  const { head } = (await (await fetch(`${serverUrl}/readyz`)).json()) as { head: string | null };
  const login = await fetch(`${serverUrl}/api/portal/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin-1' }),
  });
  const { token } = (await login.json()) as { token: string };
  const after = head === null ? '' : `?after=${head}`;
  const inbox = await fetch(`${serverUrl}/api/admin/inbox${after}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await inbox.json()) as { items: InboxItem[] }).items;
}
