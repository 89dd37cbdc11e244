import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hero, mapEmbed, useHomeSite, wide } from '../support/home';
import { expectNoSeriousViolations, expectNoSidewaysScroll, phone, saveScreenshot } from '../support/site';

/**
 * The home page (spec 000 'Home page', sections 3, 4 and 9): the nine service cards, patient stories,
 * the service area with its map on request, and payment options. The hero: home-hero.test.ts.
 */
const { site, visitHome } = useHomeSite();

const servicesSection = (page: Page) => page.locator('section[aria-labelledby="home-services-title"]');
const expandedCards = (page: Page) => servicesSection(page).locator('button[aria-expanded="true"]');

describe('services grid', () => {
  it('has nine cards, the ninth Home Evaluation, each title linking to its service', async () => {
    const { page } = await visitHome();
    const titles = servicesSection(page).locator('article h3 a');
    expect(await titles.allTextContents()).toEqual([
      'Physical Therapy',
      'Occupational Therapy',
      'Hand Therapy',
      'Lymphedema Therapy',
      'Post-Surgical Rehabilitation',
      'Strength & Conditioning',
      'Dry Needling & Manual Therapy',
      'Running & Movement Analysis',
      'Home Evaluation',
    ]);
    expect(await titles.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/services#injury-rehabilitation',
      '/services',
      '/services#hand-therapy',
      '/services#lymphedema-therapy',
      '/services#post-op-rehab',
      '/services',
      '/services#dry-needling',
      '/services#running-analysis',
      '/services',
    ]);
    expect(await servicesSection(page).getByRole('link', { name: 'View All Services & Pricing' }).getAttribute('href')).toBe('/services');

    await titles.filter({ hasText: 'Hand Therapy' }).click();
    await page.waitForURL(`${site.url}/services#hand-therapy`);
  });

  it('expands a card on click, collapses it on a second click, and keeps at most one open', async () => {
    const { page } = await visitHome();
    const toggles = servicesSection(page).locator('button[aria-expanded]');
    expect(await toggles.count()).toBe(9);
    expect(await expandedCards(page).count()).toBe(0);
    const lymphedema = servicesSection(page).locator('article', { hasText: 'Lymphedema Therapy' });
    const handTherapy = servicesSection(page).locator('article', { hasText: 'Hand Therapy' });
    // The details open in a panel under the card's row (spec 000: full description and features).
    const lymphedemaDetails = servicesSection(page).getByRole('region', { name: 'About Lymphedema Therapy' }).getByText('Manual lymphatic drainage', { exact: true });
    const handDetails = servicesSection(page).getByRole('region', { name: 'About Hand Therapy' }).getByText('Grip and fine-motor strengthening', { exact: true });
    expect(await lymphedemaDetails.isVisible()).toBe(false);

    // The button (keyboard and pointer)...
    await lymphedema.getByRole('button', { name: 'Learn More about Lymphedema Therapy' }).click();
    await lymphedemaDetails.waitFor();
    expect(await lymphedema.getByRole('button').getAttribute('aria-expanded')).toBe('true');
    expect(await expandedCards(page).count()).toBe(1);

    // ...or anywhere on another card: that one opens, the first closes.
    await handTherapy.getByText('Care for fractures, tendon repairs').click();
    await handDetails.waitFor();
    await lymphedemaDetails.waitFor({ state: 'hidden' });
    expect(await expandedCards(page).count()).toBe(1);

    await handTherapy.getByText('Care for fractures, tendon repairs').click();
    await handDetails.waitFor({ state: 'hidden' });
    expect(await expandedCards(page).count()).toBe(0);

    // Keyboard: Enter on the focused button.
    await handTherapy.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => handTherapy.getByRole('button').getAttribute('aria-expanded')).toBe('true');
  });
});

describe('patient stories, service area and payment', () => {
  it('shows three rated stories, the four stats and the two buttons', async () => {
    const { page } = await visitHome();
    const section = page.locator('section[aria-labelledby="home-stories-title"]');
    expect(await section.locator('figure').count()).toBe(3);
    expect(await section.getByText('Rated 5 out of 5').count()).toBe(3);
    expect(await section.getByText('Result:').count()).toBe(3);
    const stats = (await section.locator('.home-stats-row li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    expect(stats).toEqual(['500+ patients served', '95% satisfaction', '24hr response time', '98% would recommend']);
    expect(await section.getByRole('link', { name: 'Read More Patient Reviews' }).getAttribute('href')).toBe('/testimonials');
    expect(await section.getByRole('link', { name: 'Start Your Recovery' }).getAttribute('href')).toBe('/contact');
  });

  it('lists the covered towns and the travel policy, and loads the map only when asked', async () => {
    const { page, external } = await visitHome();
    const section = page.locator('section[aria-labelledby="home-area-title"]');
    expect(await section.locator('.home-area-list li').allInnerTexts()).toEqual([
      'Melbourne',
      'Viera',
      'Melbourne Beach',
      'Indialantic',
      'Satellite Beach',
      'Cocoa Beach',
    ]);
    await section.getByText('Travel fees may apply beyond 10 miles from the central location (postal code 32937). Self-pay only.').waitFor();

    await section.scrollIntoViewIfNeeded();
    await section.getByRole('img', { name: /Illustrated map/ }).waitFor();
    expect(await section.locator('iframe').count()).toBe(0);
    expect(external).toEqual([]);

    await section.getByRole('button', { name: 'Show map' }).click();
    const frame = section.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(mapEmbed);
    expect(await frame.getAttribute('title')).toMatch(/Map of our service area/);
    await expect.poll(() => external).toContain(mapEmbed);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
  });

  it('explains payment: no insurance, cards, monthly plans, HSA/FSA and the prices', async () => {
    const { page } = await visitHome();
    const section = page.locator('section[aria-labelledby="home-payment-title"]');
    await section.getByText('We do not accept insurance.').waitFor();
    expect(await section.locator('h3').allTextContents()).toEqual([
      'Credit & Debit Cards',
      'Flexible Monthly Payment Plans',
      'HSA/FSA Accounts',
      'Prices per session',
    ]);
    const prices = (await section.locator('.home-price-list > div').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    expect(prices).toEqual([
      'Physical Therapy $95 per session',
      'Occupational Therapy $95 per session',
      'Lymphedema Therapy $120 per session',
      'Strength & Conditioning $95 per session',
      'Post-Surgical Care $95 per session',
      'Home Safety Evaluation $150 flat fee',
    ]);
  });
});

describe('accessibility and layout', () => {
  it('has headings in order and no serious or critical axe violation, in normal and high-contrast mode', async () => {
    for (const highContrast of [false, true]) {
      const { page } = await visitHome({ clock: true, highContrast });
      expect(await page.evaluate(() => document.documentElement.classList.contains('high-contrast'))).toBe(highContrast);
      const levels = await page.locator('main').locator('h1, h2, h3, h4').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `heading ${i}`).toBeLessThanOrEqual(1);

      // With an expanded card and the map open too; the hero paused so the page holds still
      // while axe (which needs timers) runs.
      await servicesSection(page).getByRole('button', { name: 'Learn More about Hand Therapy' }).click();
      await page.getByRole('button', { name: 'Show map' }).click();
      await page.locator('iframe').waitFor();
      await hero(page).getByRole('button', { name: 'Pause background images' }).click();
      await page.clock.resume();
      await expectNoSeriousViolations(page);
    }
  });

  it('fits a phone and a desktop screen without sideways scrolling; the hero fills the first screen', async () => {
    for (const viewport of [phone, wide]) {
      const { page } = await visitHome({ viewport, reducedMotion: 'reduce' });
      await expectNoSidewaysScroll(page, viewport.width);
      const box = await hero(page).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(viewport.height - 80);
      await saveScreenshot(page, `home-${viewport.width}`, { dirName: 'pt-home-screenshots' });
      await saveScreenshot(page, `home-${viewport.width}-full`, { fullPage: true, dirName: 'pt-home-screenshots' });
    }
  });
});
