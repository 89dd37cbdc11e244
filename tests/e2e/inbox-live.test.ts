import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/child-server';

/**
 * The backbone end to end (issue 2): a visitor's message reaches a signed-in admin's inbox live,
 * survives a crash of the server, and bad input is refused in the browser and by the API.
 */
let server: ServerProcess;
let browser: Browser & { cleanup(): Promise<void> };
beforeAll(async () => {
  server = await startServerProcess();
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
