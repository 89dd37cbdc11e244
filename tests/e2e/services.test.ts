import { describe, expect, it } from 'vitest';
import { practice, serviceSlugs, telHref } from '@pt/contracts';
import { card, expandedIds, toggle, topBelowHeader, useServicesSite } from '../support/services';
import { animationsSettled, desktop, expectNoSeriousViolations, expectNoSidewaysScroll, hasRootClass, phone, saveScreenshot } from '../support/site';

/**
 * /services (spec 000 sections 2, 4 and 9) in a real browser against the real server: the eight
 * cards and their toggle, the pricing grid and the next step. The URL hash: services-hash.test.ts.
 */
const { site, openServices } = useServicesSite();

const serviceIds = serviceSlugs;

describe('service cards', () => {
  it('eight cards by id; collapsed each shows its short description, three conditions and +N more; Learn More shows everything', async () => {
    const page = await site.newPage();
    await openServices(page);
    expect(await page.locator('article.service-card').evaluateAll((cards) => cards.map((c) => c.id))).toEqual(serviceIds);

    for (const id of serviceIds) {
      const article = card(page, id);
      const button = toggle(page, id);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await button.textContent()).toMatch(/^Learn More about /);
      expect((await article.locator('.service-short').textContent())!.length).toBeGreaterThan(40);
      expect(await article.locator(`#${id}-details`).isVisible()).toBe(false);
      const shown = article.locator('.service-conditions li:not(.service-more)');
      expect(await shown.count()).toBe(3);
      const badge = (await article.locator('.service-more').textContent())!;

      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await button.textContent()).toMatch(/^Show Less about /);
      const controlled = (await button.getAttribute('aria-controls'))!.split(' ');
      expect(controlled).toEqual([`${id}-details`, `${id}-conditions`]);
      for (const target of controlled) expect(await page.locator(`#${target}`).isVisible()).toBe(true);
      const paragraphs = await article.locator(`#${id}-details p`).count();
      expect(paragraphs).toBeGreaterThanOrEqual(2);
      expect(paragraphs).toBeLessThanOrEqual(3);
      const all = await shown.count();
      expect(all).toBeGreaterThanOrEqual(5);
      expect(all).toBeLessThanOrEqual(9);
      // The badge counted exactly the conditions that were hidden.
      expect(badge).toBe(`+${all - 3} more conditions`);
      expect(await article.locator('.service-more').count()).toBe(0);

      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await shown.count()).toBe(3);
      expect(await article.locator(`#${id}-details`).isVisible()).toBe(false);
    }
    expect(await expandedIds(page)).toEqual([]);
  });

  it('at most one card is expanded: opening another closes the first; Show Less closes it; the keyboard works too', async () => {
    const page = await site.newPage();
    await openServices(page);
    await toggle(page, 'dry-needling').click();
    expect(await expandedIds(page)).toEqual(['dry-needling']);
    await toggle(page, 'hand-therapy').click();
    expect(await expandedIds(page)).toEqual(['hand-therapy']);
    expect(await toggle(page, 'dry-needling').textContent()).toMatch(/^Learn More/);
    await toggle(page, 'hand-therapy').click();
    expect(await expandedIds(page)).toEqual([]);

    await toggle(page, 'running-analysis').focus();
    await page.keyboard.press('Enter');
    expect(await expandedIds(page)).toEqual(['running-analysis']);
    await toggle(page, 'post-op-rehab').focus();
    await page.keyboard.press('Space');
    expect(await expandedIds(page)).toEqual(['post-op-rehab']);
    await page.keyboard.press('Space');
    expect(await expandedIds(page)).toEqual([]);
  });

  it('on a phone the chosen card stays where it was when another one above it closes, and comes back into view when it closes itself', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 700 }, isMobile: true, hasTouch: true });
    await openServices(page);
    await toggle(page, 'dry-needling').click();
    await card(page, 'hand-therapy').evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 200));
    const before = await topBelowHeader(page, 'hand-therapy');
    expect(before).toBeGreaterThan(100);
    await toggle(page, 'hand-therapy').click();
    expect(await expandedIds(page)).toEqual(['hand-therapy']);
    expect(Math.abs((await topBelowHeader(page, 'hand-therapy')) - before)).toBeLessThan(2);

    // Read to the end of the long card: its top is off screen when Show Less is pressed.
    await toggle(page, 'hand-therapy').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    expect(await topBelowHeader(page, 'hand-therapy')).toBeLessThan(0);
    await toggle(page, 'hand-therapy').click();
    expect(await expandedIds(page)).toEqual([]);
    const after = await topBelowHeader(page, 'hand-therapy');
    expect(after).toBeGreaterThanOrEqual(0);
    expect(after).toBeLessThan(40);
  });
});

describe('pricing and next step', () => {
  it('shows the six prices of section 9 with unit and four points each, the self-pay note and the travel policy', async () => {
    const page = await site.newPage();
    await openServices(page);
    const cards = page.locator('.pricing-card');
    expect(await cards.count()).toBe(6);
    const rows = await cards.evaluateAll((els) =>
      els.map((el) => [
        el.querySelector('h3')!.textContent,
        el.querySelector('.pricing-amount')!.textContent,
        el.querySelector('.pricing-unit')!.textContent,
        el.querySelectorAll('.pricing-points li').length,
        (el.querySelector('.pricing-blurb')!.textContent ?? '').length > 20,
      ]),
    );
    expect(rows).toEqual([
      ['Physical Therapy', '$95', 'per session', 4, true],
      ['Occupational Therapy', '$95', 'per session', 4, true],
      ['Lymphedema Therapy', '$120', 'per session', 4, true],
      ['Strength & Conditioning', '$95', 'per session', 4, true],
      ['Post-Surgical Care', '$95', 'per session', 4, true],
      ['Home Safety Evaluation', '$150', 'flat fee', 4, true],
    ]);
    expect(await cards.last().locator('.pricing-blurb').textContent()).toMatch(/comprehensive/i);

    const selfPay = (await page.locator('section[aria-labelledby="self-pay-title"]').textContent())!;
    expect(selfPay).toContain('We do not accept insurance');
    for (const method of ['Credit and debit cards', 'Flexible monthly payment plans', 'HSA/FSA accounts']) expect(selfPay).toContain(method);
    const travel = (await page.locator('section[aria-labelledby="travel-title"]').textContent())!;
    expect(travel).toContain('Travel fees may apply beyond 10 miles from our central location (32937).');
    for (const area of ['Melbourne', 'Viera', 'Melbourne Beach', 'Indialantic', 'Satellite Beach', 'Cocoa Beach']) expect(travel).toContain(area);
  });

  it('Ready to Get Started: Schedule Appointment and Call Now both go to /contact; the number is a phone link', async () => {
    const page = await site.newPage();
    await openServices(page);
    const ready = page.locator('section[aria-labelledby="ready-title"]');
    expect(await ready.getByRole('heading', { level: 2 }).textContent()).toBe('Ready to Get Started?');
    expect(await ready.getByRole('link', { name: 'Schedule Appointment' }).getAttribute('href')).toBe('/contact');
    expect(await ready.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe('/contact');
    expect(await ready.getByRole('link', { name: practice.phone }).getAttribute('href')).toBe(telHref());

    await ready.getByRole('link', { name: 'Call Now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Get Started' }).waitFor();
    await page.goBack();
    await ready.getByRole('link', { name: 'Schedule Appointment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Get Started' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');
  });

  it('sets its title and its one meta description, and gives the default description back on leaving', async () => {
    const page = await site.newPage();
    await page.goto(`${site.url}/`);
    const defaultDescription = await page.locator('meta[name="description"]').getAttribute('content');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expect.poll(() => page.title()).toBe(`Services & Pricing | ${practice.name}`);
    const descriptions = page.locator('meta[name="description"]');
    expect(await descriptions.count()).toBe(1);
    expect(await descriptions.getAttribute('content')).toMatch(/^Dry needling, manual therapy, running analysis/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => descriptions.getAttribute('content')).toBe(defaultDescription);
  });
});

describe('accessibility and layout', () => {
  for (const highContrast of [false, true]) {
    it(`no serious or critical axe violation${highContrast ? ' in high contrast' : ''}, collapsed and with a card expanded`, async () => {
      const page = await site.newPage({ highContrast });
      await openServices(page);
      expect(await hasRootClass(page, 'high-contrast')).toBe(highContrast);
      await expectNoSeriousViolations(page);
      await toggle(page, 'lymphedema-therapy').click();
      // The button changes colour with a short transition: judge the colours it ends with.
      await animationsSettled(page);
      await expectNoSeriousViolations(page);
    });
  }

  it('fits a 375 px phone with extra-large text without sideways scrolling', async () => {
    const page = await site.newPage({ viewport: phone, fontSize: 'extra-large' });
    await openServices(page);
    expect(await hasRootClass(page, 'font-size-extra-large')).toBe(true);
    await expectNoSidewaysScroll(page, 375);
  });

  it('fits a 375 px phone without sideways scrolling; screenshots at 375 and 1280 px', async () => {
    for (const viewport of [phone, desktop]) {
      const page = await site.newPage({ viewport });
      await openServices(page, '#movement-analysis');
      await expect.poll(() => expandedIds(page)).toEqual(['movement-analysis']);
      await expectNoSidewaysScroll(page, viewport.width);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, `services-${viewport.width}`, { fullPage: true });
    }
  });
});
