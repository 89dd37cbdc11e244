import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expandedIds, expectScrolledTo, focusedId, toggle, useServicesSite } from '../support/services';
import { waitForHydration } from '../support/site';

/**
 * /services in a real browser against the real server (spec 000 sections 2 and 4): a URL hash names
 * a service card, which expands, scrolls into view and takes the focus.
 */
const { site, openServices } = useServicesSite();

describe('URL hash', () => {
  it('on load, /services#hand-therapy expands that card, scrolls to it and focuses it (phone and desktop)', async () => {
    for (const viewport of [
      { width: 375, height: 700 },
      { width: 1280, height: 900 },
    ]) {
      const page = await site.newPage({ viewport });
      await openServices(page, '#hand-therapy');
      await expect.poll(() => expandedIds(page)).toEqual(['hand-therapy']);
      await expectScrolledTo(page, 'hand-therapy');
      await expect.poll(() => focusedId(page)).toBe('hand-therapy');
    }
  });

  it('a page loaded in full in a tab that was scrolled elsewhere opens at the top, or at its anchor; a reload keeps its place', async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
    const scrolledHome = async () => {
      await page.goto(`${site.url}/`);
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, 2500));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2500);
    };
    await scrolledHome();
    await openServices(page);
    await page.locator('article.service-card').first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await scrolledHome();
    await openServices(page, '#hand-therapy');
    await expect.poll(() => expandedIds(page)).toEqual(['hand-therapy']);
    await expectScrolledTo(page, 'hand-therapy');

    // A reload is the same entry: it comes back where it was.
    await openServices(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
  });

  it('an unknown hash expands nothing and leaves the page at the top', async () => {
    const page = await site.newPage();
    await openServices(page, '#home-evaluation');
    await page.locator('article.service-card').first().waitFor();
    expect(await expandedIds(page)).toEqual([]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('a hash change expands the matching card: footer link, jump link, address bar, back button, the same link again', async () => {
    const page = await site.newPage();
    await openServices(page);
    const footer = page.getByRole('contentinfo');

    await footer.getByRole('link', { name: 'Lymphedema Therapy' }).click();
    await expect.poll(() => expandedIds(page)).toEqual(['lymphedema-therapy']);
    await expectScrolledTo(page, 'lymphedema-therapy');
    await expect.poll(() => focusedId(page)).toBe('lymphedema-therapy');

    await page.getByRole('navigation', { name: 'Services on this page' }).getByRole('link', { name: 'Running Analysis' }).click();
    await expect.poll(() => expandedIds(page)).toEqual(['running-analysis']);
    await expectScrolledTo(page, 'running-analysis');

    await page.evaluate(() => (window.location.hash = '#manual-therapy'));
    await expect.poll(() => expandedIds(page)).toEqual(['manual-therapy']);
    await expectScrolledTo(page, 'manual-therapy');

    await page.goBack();
    await expect.poll(() => expandedIds(page)).toEqual(['running-analysis']);
    await expectScrolledTo(page, 'running-analysis');

    // Closed by hand, then the same footer link again: it opens again.
    await toggle(page, 'running-analysis').click();
    expect(await expandedIds(page)).toEqual([]);
    await footer.getByRole('link', { name: 'Running Analysis' }).click();
    await expect.poll(() => expandedIds(page)).toEqual(['running-analysis']);
    await expectScrolledTo(page, 'running-analysis');
  });

  it('coming from another page, the footer link lands on the expanded card', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 700 } });
    await page.goto(`${site.url}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Get Started' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Hand Therapy' }).click();
    await page.waitForURL(/\/services#hand-therapy$/);
    await expect.poll(() => expandedIds(page)).toEqual(['hand-therapy']);
    await expectScrolledTo(page, 'hand-therapy');
  });

  it('scrolls smoothly after a link in the site, but instantly on load and for visitors who ask for reduced motion', async () => {
    // Records how the page asks to scroll to a card (the router may already have jumped there).
    const recordScrolls = async (page: Page) =>
      page.context().addInitScript(() => {
        const scrolls: string[] = [];
        (window as unknown as { scrolls: string[] }).scrolls = scrolls;
        const original = Element.prototype.scrollIntoView;
        Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
          if (this.id && typeof options === 'object') scrolls.push(`${this.id} ${options.behavior}`);
          return original.call(this, options);
        };
      });
    const scrolls = (page: Page) => page.evaluate(() => (window as unknown as { scrolls: string[] }).scrolls);
    const followFooterLink = async (page: Page) => {
      await page.goto(`${site.url}/contact`);
      await page.getByRole('heading', { level: 1, name: 'Get Started' }).waitFor();
      // Before hydration the link would load the page afresh, not navigate inside the site.
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Hand Therapy' }).click();
      await expect.poll(() => expandedIds(page)).toEqual(['hand-therapy']);
      await expectScrolledTo(page, 'hand-therapy');
    };

    const normal = await site.newPage({ reducedMotion: 'no-preference' });
    await recordScrolls(normal);
    await followFooterLink(normal);
    await expect.poll(() => scrolls(normal)).toEqual(['hand-therapy smooth']);
    // A new address on the same page (no reload): the browser's history, so instant.
    await normal.goto(`${site.url}/services#lymphedema-therapy`);
    await expectScrolledTo(normal, 'lymphedema-therapy');
    await expect.poll(() => scrolls(normal)).toEqual(['hand-therapy smooth', 'lymphedema-therapy auto']);

    const loaded = await site.newPage({ reducedMotion: 'no-preference' });
    await recordScrolls(loaded);
    await openServices(loaded, '#post-op-rehab');
    await expectScrolledTo(loaded, 'post-op-rehab');
    await expect.poll(() => scrolls(loaded)).toEqual(['post-op-rehab auto']);

    const reduced = await site.newPage({ reducedMotion: 'reduce' });
    await recordScrolls(reduced);
    await followFooterLink(reduced);
    await expect.poll(() => scrolls(reduced)).toEqual(['hand-therapy auto']);
  });
});
