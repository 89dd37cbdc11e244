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

  it('answers a form posted to a page with 303 See Other to the same address, its fields unread', async () => {
    const fields = new URLSearchParams({ email: 'auditor@example.com', password: 'demo-auditor-1' });
    for (const route of ['/patient-portal/login', '/patient-portal/register', '/contact?tab=message', '/intake', '/', '/patient-portal/settings']) {
      const res = await fetch(plain.url + route, { method: 'POST', body: fields, redirect: 'manual' });
      expect(res.status, route).toBe(303);
      expect(res.headers.get('location'), route).toBe(route);
      expect(res.headers.get('cache-control'), route).toBe('no-store');
      const text = await res.text();
      expect(text, route).not.toContain('auditor');
      expect(text, route).not.toContain('demo-auditor-1');
    }
    // Followed, it is the page as a GET gets it, with no field in its address.
    const followed = await fetch(`${plain.url}/patient-portal/login`, { method: 'POST', body: fields });
    expect([followed.status, new URL(followed.url).pathname, new URL(followed.url).search]).toEqual([200, '/patient-portal/login', '']);
    expect(await followed.text()).toContain('Patient Portal');
  });

  it('never reads a posted body: any size and any encoding a form can send gets the same 303', async () => {
    const multipart = new FormData();
    multipart.set('password', 'demo-auditor-1');
    const bodies: [string, BodyInit][] = [
      ['urlencoded, far beyond any parser limit', new URLSearchParams({ notes: 'x'.repeat(2_000_000) })],
      ['multipart', multipart],
      ['text/plain', 'email=auditor@example.com\r\npassword=demo-auditor-1'],
      ['malformed', new Blob(['%%%=&&=%zz'], { type: 'application/x-www-form-urlencoded' })],
      // Only the API parses JSON: a page never does, broken or not.
      ['malformed JSON', new Blob(['{"password": "demo-auditor-1"'], { type: 'application/json' })],
    ];
    for (const [name, body] of bodies) {
      const res = await fetch(`${plain.url}/patient-portal/login`, { method: 'POST', body, redirect: 'manual' });
      expect([name, res.status, res.headers.get('location')]).toEqual([name, 303, '/patient-portal/login']);
    }
  });

  it('a form posted to an unknown page ends, like a GET of it, on the 404 page; the API and live paths keep their own answers', async () => {
    for (const route of ['/nowhere', '/staff/nowhere', '/patient-portal/dashboard/extra']) {
      const res = await fetch(plain.url + route, { method: 'POST', body: new URLSearchParams({ a: 'b' }), redirect: 'manual' });
      expect([route, res.status, res.headers.get('location')]).toEqual([route, 303, route]);
      const followed = await fetch(plain.url + route, { method: 'POST', body: new URLSearchParams({ a: 'b' }) });
      expect([route, followed.status, new URL(followed.url).pathname]).toEqual([route, 404, route]);
      expect(await followed.text()).toContain('404 Page Not Found');
    }
    const api = await fetch(`${plain.url}/api/nowhere`, { method: 'POST', body: new URLSearchParams({ a: 'b' }), redirect: 'manual' });
    expect([api.status, (await api.json()).message]).toEqual([404, 'Not found']);
    expect((await fetch(`${plain.url}/assets/missing.js`, { method: 'POST', redirect: 'manual' })).status).toBe(404);
  });

  it('the 303 stays on this site, whatever the posted path looks like', async () => {
    const res = await fetch(`${plain.url}//evil.example/login?x=1`, { method: 'POST', redirect: 'manual' });
    expect([res.status, res.headers.get('location')]).toEqual([303, '/evil.example/login?x=1']);
  });

  it('serves /patient-portal/register, the Register tab of the login page, with the app', async () => {
    const res = await fetch(`${plain.url}/patient-portal/register`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('compresses and caches hashed assets for a year', async () => {
    const html = await (await fetch(`${plain.url}/`)).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    const res = await fetch(plain.url + script, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });
});
