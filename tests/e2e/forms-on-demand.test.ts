import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/child-server';

/**
 * Issue 11 point 7: the contact and intake pages load their forms' code (react-hook-form, zod, the
 * schemas, and for the intake page the store) when the visitor is about to use the forms, not with
 * the page, which the prerendered HTML already shows.
 */
let server: ServerProcess;
let browser: Browser & { cleanup(): Promise<void> };
beforeAll(async () => {
  server = await startServerProcess({ DEMO: '0' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.cleanup();
  await server?.stop();
});

// Texts only the code in question holds: messages of the schemas, and RTK Query's action prefix.
const callbackSchema = 'Please select a preferred callback time';
const messageSchema = 'Please agree to be contacted so we can reply';
const intakeSchema = 'Date of birth is required';
const store = '__rtkq/';

/** A phone-sized page that keeps the text of every script it receives. */
async function openPhonePage(route: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const scripts: Promise<string>[] = [];
  const errors: string[] = [];
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url + route, { waitUntil: 'networkidle' });
  const code = async () => (await Promise.all(scripts)).join('\n');
  return { page, context, code, errors };
}

async function waitForCode(code: () => Promise<string>, page: Page, marker: string) {
  await page.waitForResponse(async (r) => r.request().resourceType() === 'script' && (await r.text()).includes(marker)).catch(() => undefined);
  return (await code()).includes(marker);
}

describe('the contact page', () => {
  it('loads the forms as the booking section comes near, and shows them at once then', async () => {
    const { page, context, code, errors } = await openPhonePage('/contact');
    const first = await code();
    expect(first.length).toBeGreaterThan(1000);
    expect(first).toContain(store); // Book Online reads the appointment types through the store
    for (const marker of [callbackSchema, messageSchema]) expect(first, marker).not.toContain(marker);

    const loaded = Promise.all([callbackSchema, messageSchema].map((marker) => waitForCode(code, page, marker)));
    await page.locator('#booking').scrollIntoViewIfNeeded();
    expect(await loaded).toEqual([true, true]);
    await page.getByRole('tab', { name: 'Request Callback' }).click();
    await page.getByLabel('Phone Number').waitFor();
    expect(await page.getByText('Loading the form...').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the intake page', () => {
  it('loads its validation and the store when the patient first uses the form', async () => {
    const { page, context, code, errors } = await openPhonePage('/intake');
    const first = await code();
    expect(first.length).toBeGreaterThan(1000);
    for (const marker of [intakeSchema, store]) expect(first, marker).not.toContain(marker);

    const loaded = Promise.all([intakeSchema, store].map((marker) => waitForCode(code, page, marker)));
    await page.getByLabel('Full Name').focus();
    expect(await loaded).toEqual([true, true]);
    // The step's schema checks the answers: an empty date of birth is refused.
    await page.getByRole('button', { name: 'Next: Health history' }).click();
    await page.getByText(intakeSchema).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Offline, the early start of the forms' code fails: that failure is caught (the forms' own load says
 * so in their place), never an unhandled promise rejection in the console.
 */
describe('an early load that fails', () => {
  /** A phone-sized page, taken offline once shown, that records every page error and unhandled rejection and the scripts it could not fetch. */
  async function openOffline(route: string) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __rejections: string[] }).__rejections = seen;
      window.addEventListener('unhandledrejection', (event) => seen.push(String(event.reason)));
    });
    const page = await context.newPage();
    const errors: string[] = [];
    const failed: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('requestfailed', (r) => r.resourceType() === 'script' && failed.push(r.url()));
    await page.goto(server.url + route, { waitUntil: 'networkidle' });
    await context.setOffline(true);
    /** Once the scripts whose names match have failed: the same imports, settled in the page, so that their first failure has been dealt with (or reported) by now. */
    const settled = async (names: RegExp) => {
      await expect.poll(() => failed.filter((url) => names.test(url)).length).toBeGreaterThan(0);
      // A string: the test's own transform would rewrite an import() written in a function.
      await page.evaluate(`Promise.allSettled(${JSON.stringify(failed.filter((url) => names.test(url)))}.map((url) => import(url))).then(() => true)`);
    };
    const rejections = () => page.evaluate(() => (window as unknown as { __rejections: string[] }).__rejections);
    return { page, context, errors, settled, rejections };
  }

  it('the contact page, offline: no unhandled rejection; the form says it could not be loaded', async () => {
    const { page, context, errors, settled, rejections } = await openOffline('/contact');
    await page.locator('#booking').scrollIntoViewIfNeeded();
    await settled(/\/assets\/(CallbackForm|MessageForm)-[^/]+\.js$/);
    await page.getByRole('tab', { name: 'Request Callback' }).click();
    await page.getByTestId('part-failure').getByText('The callback form could not be loaded.').waitFor();
    expect(await rejections()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the intake page, offline: no unhandled rejection when the patient first uses the form', async () => {
    const { page, context, errors, settled, rejections } = await openOffline('/intake');
    await page.getByLabel('Full Name').focus();
    await settled(/\/assets\/(BodyChartStep|ReviewStep|validation|intakeEndpoints)-[^/]+\.js$/);
    expect(await rejections()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
