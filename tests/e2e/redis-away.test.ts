import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type StartedRedis } from '../support/redis';
import { demo, useStaffSite } from '../support/staff';

/**
 * The distributed live bus with its Redis gone for a while (ADR 26): the open inbox says its live
 * updates are paused, and once Redis is back it is live again and shows, without a reload, the
 * message that came in meanwhile (the server closes its sockets; the client reconnects and refetches).
 */
let redis: StartedRedis;
let again: StartedRedis | undefined;
// Registered before the site's hooks: Redis starts before the server, and stops after it.
beforeAll(async () => {
  redis = await startRedis({ ownServer: true });
});
afterAll(async () => {
  await again?.stop();
  await redis?.stop();
});
const staff = useStaffSite(() => ({ REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix }));

describe('the staff inbox while Redis is away', () => {
  it('says live updates are paused, then is live again with what arrived meanwhile, without a reload', async () => {
    const admin = await staff.signIn(demo.admin);
    await admin.goto(`${staff.site.url}/staff/inbox`);
    const indicator = admin.getByTestId('live-indicator');
    await admin.locator('[data-testid="live-indicator"][data-state="connected"]').waitFor();
    await admin.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await redis.kill();
    await admin.locator('[data-testid="live-indicator"][data-state="paused"]').waitFor({ timeout: 15_000 });
    await indicator.getByText('Live updates paused').waitFor();

    // A visitor's message is taken with Redis away (ADR 26); its live message reaches nobody.
    const sent = await staff.call('POST', '/api/contact', {
      firstName: 'Imani',
      lastName: 'Okafor',
      email: 'imani.okafor@example.com',
      phone: '(321) 555-0142',
      consent: true,
      message: 'Shoulder stiffness; mornings in Melbourne work best.',
    });
    expect(sent.status).toBe(201);

    again = await startRedis({ port: Number(new URL(redis.url).port), ownServer: true });
    await admin.locator('[data-testid="live-indicator"][data-state="connected"]').waitFor({ timeout: 20_000 });
    await admin.locator('[data-testid="inbox-item"]', { hasText: 'Imani Okafor' }).waitFor({ timeout: 10_000 });
    expect(await admin.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });
});
