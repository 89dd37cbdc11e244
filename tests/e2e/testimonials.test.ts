import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { practice, telHref } from '@pt/contracts';
import { desktop, expectNoSeriousViolations, expectNoSidewaysScroll, hasRootClass, phone, saveScreenshot, useSite, waitForHydration } from '../support/site';

/** /testimonials (spec 000 sections 1-3) in a real browser against the real server. */
const site = useSite();

async function openTestimonials(page: Page) {
  await page.goto(`${site.url}/testimonials`);
  await page.getByRole('heading', { level: 1, name: 'What Our Patients Say' }).waitFor();
  await waitForHydration(page);
}

describe('/testimonials', () => {
  it('headlines 500+ patients served, 95% satisfaction, 4.9/5 average rating and 92% goal achievement', async () => {
    const page = await site.newPage();
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
    const page = await site.newPage();
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
    const page = await site.newPage();
    await openTestimonials(page);
    const stories = page.locator('section[aria-labelledby="stories-title"]');
    expect(await stories.getByRole('heading', { level: 2 }).textContent()).toBe('Success Stories');
    expect(await stories.locator('article.success-story').count()).toBe(3);
    for (const result of await stories.locator('.success-result').allTextContents()) expect(result.trim()).not.toBe('');
  });

  it('ends with a link to /contact and a call button with the practice phone', async () => {
    const page = await site.newPage();
    await openTestimonials(page);
    const cta = page.locator('section[aria-labelledby="testimonials-cta-title"]');
    const call = cta.getByRole('link', { name: `Call ${practice.phone}` });
    expect(await call.getAttribute('href')).toBe(telHref());
    await cta.getByRole('link', { name: 'Get Started' }).click();
    await page.getByRole('heading', { level: 1, name: 'Get Started' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');
  });

  it('is reached from the footer link Patient Reviews', async () => {
    const page = await site.newPage();
    await page.goto(`${site.url}/about`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Patient Reviews' }).click();
    await page.getByRole('heading', { level: 1, name: 'What Our Patients Say' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/testimonials');
  });
});

describe('accessibility and layout', () => {
  for (const highContrast of [false, true]) {
    it(`no serious or critical axe violation${highContrast ? ' in high contrast' : ''}`, async () => {
      const page = await site.newPage({ highContrast });
      await openTestimonials(page);
      expect(await hasRootClass(page, 'high-contrast')).toBe(highContrast);
      await expectNoSeriousViolations(page);
    });
  }

  it('fits a 375 px phone with extra-large text without sideways scrolling', async () => {
    const page = await site.newPage({ viewport: phone, fontSize: 'extra-large' });
    await openTestimonials(page);
    expect(await hasRootClass(page, 'font-size-extra-large')).toBe(true);
    await expectNoSidewaysScroll(page, 375);
  });

  it('fits a 375 px phone without sideways scrolling; screenshots at 375 and 1280 px', async () => {
    for (const viewport of [phone, desktop]) {
      const page = await site.newPage({ viewport });
      await openTestimonials(page);
      await expectNoSidewaysScroll(page, viewport.width);
      await saveScreenshot(page, `testimonials-${viewport.width}`, { fullPage: true });
    }
  });
});
