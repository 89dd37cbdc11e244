import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { practice, telHref } from '@pt/contracts';
import { describeViolations, seriousViolations } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/child-server';

/** /testimonials (spec 000 sections 1-3) in a real browser against the real server. */
let server: ServerProcess;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServerProcess();
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.cleanup();
  await server?.stop();
});

async function visit(options: BrowserContextOptions & { highContrast?: boolean } = {}): Promise<Page> {
  const { highContrast, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
  contexts.push(context);
  await context.route(/^https:\/\//, (route) => route.abort('internetdisconnected'));
  if (highContrast) await context.addInitScript(() => localStorage.setItem('accessibility-high-contrast', 'true'));
  return context.newPage();
}

async function openTestimonials(page: Page) {
  await page.goto(`${server.url}/testimonials`);
  await page.getByRole('heading', { level: 1, name: 'What Our Patients Say' }).waitFor();
}

describe('/testimonials', () => {
  it('headlines 500+ patients served, 95% satisfaction, 4.9/5 average rating and 92% goal achievement', async () => {
    const page = await visit();
    await openTestimonials(page);
    expect(await page.title()).toBe(`Patient Reviews | ${practice.name}`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('4.9/5 average rating');
    const stats = await page.getByRole('list', { name: 'Our results' }).locator('li').evaluateAll((items) =>
      items.map((li) => [li.querySelector('.home-stat-value')!.textContent, li.querySelector('.home-stat-label')!.textContent]),
    );
    expect(stats).toEqual([
      ['500+', 'Patients served'],
      ['95%', 'Satisfaction'],
      ['4.9/5', 'Average rating'],
      ['92%', 'Goal achievement'],
    ]);
  });

  it('shows nine testimonials, each rated 5 (read as such, drawn as five filled stars) with condition, review, name, service, duration and outcome', async () => {
    const page = await visit();
    await openTestimonials(page);
    const cards = page.locator('article.testimonial-card');
    expect(await cards.count()).toBe(9);
    for (const card of await cards.all()) {
      expect(await card.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(1);
      expect(await card.locator('.star-rating path.is-filled').count()).toBe(5);
      expect((await card.getByRole('heading', { level: 3 }).textContent())!.trim()).not.toBe('');
      expect((await card.locator('blockquote').textContent())!.length).toBeGreaterThan(60);
      expect((await card.locator('.testimonial-name').textContent())!.trim()).toMatch(/^\S+ [A-Z]\.$/);
      const facts = await card.locator('dl div').evaluateAll((rows) =>
        rows.map((row) => [row.querySelector('dt')!.textContent, (row.querySelector('dd')!.textContent ?? '').trim().length > 0]),
      );
      expect(facts).toEqual([
        ['Service', true],
        ['Duration', true],
        ['Outcome', true],
      ]);
    }
  });

  it('has a success-stories block', async () => {
    const page = await visit();
    await openTestimonials(page);
    const stories = page.locator('section[aria-labelledby="stories-title"]');
    expect(await stories.getByRole('heading', { level: 2 }).textContent()).toBe('Success Stories');
    expect(await stories.locator('article.success-story').count()).toBe(3);
    for (const result of await stories.locator('.success-result').allTextContents()) expect(result.trim()).not.toBe('');
  });

  it('ends with a link to /contact and a call button with the practice phone', async () => {
    const page = await visit();
    await openTestimonials(page);
    const cta = page.locator('section[aria-labelledby="testimonials-cta-title"]');
    const call = cta.getByRole('link', { name: `Call ${practice.phone}` });
    expect(await call.getAttribute('href')).toBe(telHref());
    await cta.getByRole('link', { name: 'Get Started' }).click();
    await page.getByRole('heading', { level: 1, name: 'Get Started' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');
  });

  it('is reached from the footer link Patient Reviews', async () => {
    const page = await visit();
    await page.goto(`${server.url}/about`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Patient Reviews' }).click();
    await page.getByRole('heading', { level: 1, name: 'What Our Patients Say' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/testimonials');
  });
});

describe('accessibility and layout', () => {
  for (const highContrast of [false, true]) {
    it(`no serious or critical axe violation${highContrast ? ' in high contrast' : ''}`, async () => {
      const page = await visit({ highContrast });
      await openTestimonials(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains('high-contrast'))).toBe(highContrast);
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }

  it('fits a 375 px phone with extra-large text without sideways scrolling', async () => {
    const page = await visit({ viewport: { width: 375, height: 740 } });
    await page.context().addInitScript(() => localStorage.setItem('accessibility-font-size', 'extra-large'));
    await openTestimonials(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('font-size-extra-large'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('fits a 375 px phone without sideways scrolling; screenshots at 375 and 1280 px', async () => {
    const dir = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), 'pt-screenshots');
    mkdirSync(dir, { recursive: true });
    for (const width of [375, 1280]) {
      const page = await visit({ viewport: { width, height: width < 600 ? 740 : 900 } });
      await openTestimonials(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: path.join(dir, `testimonials-${width}.png`), fullPage: true });
    }
  });
});
