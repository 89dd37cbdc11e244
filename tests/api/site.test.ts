import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

// Serving the built web app (web/dist, built by `npm test` before this runs).
let plain: TestServer;
let measured: TestServer;
beforeAll(async () => {
  [plain, measured] = await Promise.all([startTestServer({ DEMO: '0' }), startTestServer({ DEMO: '0', GA_MEASUREMENT_ID: 'G-TEST1234', PRACTICE_TIME_ZONE: 'America/Chicago' })]);
});
afterAll(async () => {
  await Promise.all([plain?.stop(), measured?.stop()]);
});

describe('the site', () => {
  it('without a measurement id, sends nothing to analytics and allows no analytics host', async () => {
    const res = await fetch(`${plain.url}/`);
    expect(await res.text()).not.toContain('ga-measurement-id');
    expect(res.headers.get('content-security-policy')).not.toContain('googletagmanager');
  });

  it('with GA_MEASUREMENT_ID, pages carry it and the policy allows the tag', async () => {
    for (const route of ['/', '/contact', '/patient-portal/dashboard', '/missing']) {
      const res = await fetch(measured.url + route);
      expect(await res.text(), route).toContain('<meta name="ga-measurement-id" content="G-TEST1234" />');
      expect(res.headers.get('content-security-policy')).toContain('https://www.googletagmanager.com');
    }
  });

  it('names the practice\'s time zone in every page, for the web app\'s "today"', async () => {
    expect(await (await fetch(`${plain.url}/patient-portal/dashboard`)).text()).toContain('<meta name="practice-time-zone" content="America/New_York" />');
    for (const route of ['/', '/progress-reports', '/shared-report/x']) {
      expect(await (await fetch(measured.url + route)).text(), route).toContain('<meta name="practice-time-zone" content="America/Chicago" />');
    }
  });

  it('serves client-only routes with the app shell and unknown paths with a 404', async () => {
    expect((await fetch(`${plain.url}/patient-portal/dashboard`)).status).toBe(200);
    expect((await fetch(`${plain.url}/staff/inbox`)).status).toBe(200);
    expect((await fetch(`${plain.url}/nowhere`)).status).toBe(404);
    // Under the client-only prefixes, only the web app's own routes answer the shell (issue 11).
    expect((await fetch(`${plain.url}/staff/nowhere`)).status).toBe(404);
    expect((await fetch(`${plain.url}/patient-portal/dashboard/extra`)).status).toBe(404);
    expect((await fetch(`${plain.url}/assets/missing.js`)).status).toBe(404);
  });

  it('compresses and caches hashed assets for a year', async () => {
    const html = await (await fetch(`${plain.url}/`)).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    const res = await fetch(plain.url + script, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });
});
