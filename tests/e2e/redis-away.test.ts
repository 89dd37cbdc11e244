import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/child-server';
import { startRedis, type StartedRedis } from '../support/redis';

/**
 * The distributed live bus with its Redis gone for a while (ADR 26): the open inbox says its live
 * updates are paused, and once Redis is back it is live again and shows, without a reload, the
 * message that came in meanwhile (the server closes its sockets; the client reconnects and refetches).
 */
let redis: StartedRedis;
let again: StartedRedis | undefined;
let server: ServerProcess;
let browser: Browser & { cleanup(): Promise<void> };
beforeAll(async () => {
  redis = await startRedis({ ownServer: true });
  server = await startServerProcess({ REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.cleanup();
  await server?.stop();
  await again?.stop();
  await redis?.stop();
});

describe('the staff inbox while Redis is away', () => {
  it('says live updates are paused, then is live again with what arrived meanwhile, without a reload', async () => {
    const context = await browser.newContext();
    const admin = await context.newPage();
    await admin.goto(`${server.url}/patient-portal/login`);
    await admin.getByLabel('Email', { exact: true }).fill('admin@example.com');
    await admin.getByLabel('Password', { exact: true }).fill('demo-admin-1');
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.waitForURL('**/patient-portal/dashboard');
    await admin.goto(`${server.url}/staff/inbox`);
    const indicator = admin.getByTestId('live-indicator');
    await admin.locator('[data-testid="live-indicator"][data-state="connected"]').waitFor();
    await admin.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await redis.kill();
    await admin.locator('[data-testid="live-indicator"][data-state="paused"]').waitFor({ timeout: 15_000 });
    await indicator.getByText('Live updates paused').waitFor();

    // A visitor's message is taken with Redis away (ADR 26); its live message reaches nobody.
    const sent = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Imani', lastName: 'Okafor', email: 'imani.okafor@example.com', phone: '(321) 555-0142', consent: true, message: 'Shoulder stiffness; mornings in Melbourne work best.' }),
    });
    expect(sent.status).toBe(201);

    again = await startRedis({ port: Number(new URL(redis.url).port), ownServer: true });
    await admin.locator('[data-testid="live-indicator"][data-state="connected"]').waitFor({ timeout: 20_000 });
    await admin.locator('[data-testid="inbox-item"]', { hasText: 'Imani Okafor' }).waitFor({ timeout: 10_000 });
    expect(await admin.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await context.close();
  });
});
