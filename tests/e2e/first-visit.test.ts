import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/child-server';

/** Issue 3, speed: what a first visit receives. */
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

const publicPages: [string, RegExp][] = [
  ['/', /Mobile Rehabilitation For Active Lives/],
  ['/services', /Dry Needling/],
  ['/about', /22\+/],
  ['/testimonials', /4\.9\/5/],
  ['/contact', /Request Callback/],
];

describe('prerendered public pages', () => {
  it.each(publicPages)('%s arrives with its content, title, description and LocalBusiness data', async (route, content) => {
    const res = await fetch(server.url + route);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(content);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', telephone: '(321) 555-0142', address: { postalCode: '32937' } });
    // nothing that needs an inline script: the Content-Security-Policy forbids them
    expect(html).not.toMatch(/<script>/);
  });

  it('an unknown path answers 404 with the 404 page', async () => {
    const res = await fetch(`${server.url}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('404 Page Not Found');
  });

  it('the home page sends its largest image in the first response', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toMatch(/<img[^>]+fetchpriority="high"/i);
  });
});

describe('a first visit to /', () => {
  it('loads no portal, chart or socket code, and hydrates without errors', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const code = (await Promise.all(scripts.map(async (url) => (await fetch(url)).text()))).join('\n');
    expect(code.length).toBeGreaterThan(1000);
    for (const marker of ['engine.io', 'apexcharts', 'Signing in...', 'Mark handled']) expect(code, marker).not.toContain(marker);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('weighs at most 120 kB of JavaScript and 30 kB of CSS, gzip (issue 11)', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const bytes = { script: 0, stylesheet: 0 };
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(request.sizes().then((sizes) => void (bytes[type] += sizes.responseBodySize)));
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    expect(bytes.script / 1024).toBeLessThanOrEqual(120);
    expect(bytes.stylesheet / 1024).toBeLessThanOrEqual(30);
    // No store, RTK Query or form styles on the home page: they come with the first page that has a form.
    expect(bytes.script).toBeGreaterThan(0);
    await context.close();
  });

  it('images have their size and load lazily below the fold', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const images = await page.$$eval('main img', (imgs) =>
      imgs.map((img) => ({ src: img.getAttribute('src'), sized: img.hasAttribute('width') && img.hasAttribute('height'), lazy: img.getAttribute('loading') === 'lazy', top: img.getBoundingClientRect().top + window.scrollY })),
    );
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((i) => !i.sized)).toEqual([]);
    expect(images.filter((i) => i.top > 2 * 812 && !i.lazy)).toEqual([]);
    await context.close();
  });
});
