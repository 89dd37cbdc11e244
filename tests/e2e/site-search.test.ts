import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practice } from '@pt/contracts';
import { startServerProcess, type ServerProcess } from '../support/child-server';
import { useChromeSite } from '../support/chrome';

/**
 * Issue 11, point 2 (search): the pages name the site's real address at run time, robots.txt,
 * sitemap.xml, the share picture and card, and a real 404 status where the server can know it.
 */
const { site, visit } = useChromeSite();
const publicAddress = 'https://www.coastalmotion.example.com';
let configured: ServerProcess;
beforeAll(async () => {
  configured = await startServerProcess({ DEMO: '0', SITE_URL: `${publicAddress}/` });
});
afterAll(async () => {
  await configured?.stop();
});

const head = async (url: string) => {
  const html = await (await fetch(url)).text();
  const attr = (pattern: RegExp) => html.match(pattern)?.[1];
  return {
    html,
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]+)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]+)"/),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]+)"/),
    twitterImage: attr(/<meta name="twitter:image" content="([^"]+)"/),
    business: JSON.parse(attr(/<script type="application\/ld\+json">(.*?)<\/script>/) ?? 'null') as Record<string, unknown> | null,
  };
};

describe("the site's own address", () => {
  it('without SITE_URL, pages name the address the request came to', async () => {
    for (const route of ['/', '/services', '/privacy']) {
      const page = await head(site.url + route);
      const own = route === '/' ? `${site.url}/` : `${site.url}${route}`;
      expect(page.canonical, route).toBe(own);
      expect(page.ogUrl, route).toBe(own);
      expect(page.business?.url, route).toBe(`${site.url}/`);
      expect(page.html).not.toContain('localhost:3000');
      expect(page.html).not.toContain('__SITE_URL__');
    }
    // The portal's login page names the portal's address.
    expect((await head(`${site.url}/patient-portal/login`)).canonical).toBe(`${site.url}/patient-portal`);
  });

  it('with SITE_URL, pages name it, whatever address the request came to', async () => {
    const page = await head(`${configured.url}/about`);
    expect(page.canonical).toBe(`${publicAddress}/about`);
    expect(page.ogUrl).toBe(`${publicAddress}/about`);
    expect(page.business).toMatchObject({ url: `${publicAddress}/`, telephone: practice.phone });
    expect(page.ogImage).toBe(`${publicAddress}/images/share/coastal-motion-share.jpg`);
  });

  it('a browser sees the same links once the page has hydrated', async () => {
    const page = await visit();
    await page.goto(`${site.url}/testimonials`);
    await page.locator('main h1').waitFor();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.url}/testimonials`);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the signed-in screens and names the sitemap', async () => {
    const res = await fetch(`${configured.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    for (const path of ['/patient-portal/', '/staff/', '/api/']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${publicAddress}/sitemap.xml`);
  });

  it('sitemap.xml lists every public page at the site address, and no signed-in screen', async () => {
    const res = await fetch(`${site.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const locations = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const route of ['/', '/services', '/about', '/testimonials', '/contact', '/intake', '/privacy', '/privacy-practices']) {
      expect(locations).toContain(`${site.url}${route}`);
    }
    expect(locations.filter((l) => /staff|dashboard|login/.test(l!))).toEqual([]);
  });
});

describe('sharing a link', () => {
  it('every public page has a share picture, its size and a large Twitter card', async () => {
    for (const route of ['/', '/contact', '/privacy-practices']) {
      const page = await head(site.url + route);
      expect(page.twitterCard, route).toBe('summary_large_image');
      expect(page.ogImage, route).toBe(`${site.url}/images/share/coastal-motion-share.jpg`);
      expect(page.twitterImage, route).toBe(page.ogImage);
      expect(page.html).toContain('<meta property="og:image:width" content="1200" />');
      expect(page.html).toContain('<meta property="og:image:height" content="630" />');
    }
  });

  it('the share picture is a real 1200 x 630 image', async () => {
    const page = await visit({ viewport: { width: 1300, height: 700 } });
    const res = await page.goto(`${site.url}/images/share/coastal-motion-share.jpg`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-type']).toBe('image/jpeg');
    const size = await page.locator('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size).toEqual([1200, 630]);
  });
});

describe('a real 404 where the server can know it', () => {
  it.each(['/no-such-page', '/patient-portal/no-such-screen', '/staff/no-such-screen', '/shared-report/a/b'])(
    '%s answers 404 with the 404 page',
    async (path) => {
      const page = await visit();
      const res = await page.goto(site.url + path);
      expect(res?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    },
  );

  it.each(['/patient-portal/dashboard', '/staff/inbox', '/staff/outbox', '/staff/intake'])('the screen %s still answers 200', async (path) => {
    expect((await fetch(site.url + path)).status).toBe(200);
  });

  // A report link's page is the web app's: it asks the server and says 'Report Not Found' itself
  // (tests/e2e/shared-report.test.ts); the link is never indexed.
  it.each(['/shared-report/0d1f-unknown', '/progress-report/x'])('the report page %s answers 200, not for indexing', async (path) => {
    const page = await visit();
    const res = await page.goto(site.url + path);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await page.getByRole('heading', { name: 'Report Not Found' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
  });
});
