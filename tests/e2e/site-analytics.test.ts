import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { practice } from '@pt/contracts';
import { header, mainNav, useChromeSite } from '../support/chrome';
import { phone } from '../support/site';

/**
 * Analytics (spec 000 section 7, DECISIONS): nothing without a measurement id; page views and the
 * header, side menu and footer events with one, in a real browser against the real server.
 */
const { site, visit, open } = useChromeSite();

/** The gtag data layer, as plain arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer;
    return layer ? layer.map((entry) => JSON.parse(JSON.stringify(Array.from(entry))) as unknown[]) : null;
  });
const pageViews = async (page: Page) =>
  ((await dataLayer(page)) ?? []).filter((a) => a[0] === 'event' && a[1] === 'page_view').map((a) => (a[2] as { page_path: string }).page_path);
const customEvents = async (page: Page) =>
  ((await dataLayer(page)) ?? []).filter((a) => a[0] === 'event' && a[1] !== 'page_view').map((a) => [a[1], a[2]]);

describe('analytics', () => {
  it('sends nothing when no measurement id is configured', async () => {
    const page = await visit();
    await open(page, '/');
    await mainNav(page).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
    await header(page).locator('a.site-phone').click();
    await page.getByRole('contentinfo').getByRole('link', { name: practice.email }).click();
    expect(await dataLayer(page)).toBeNull();
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  });

  it('with a measurement id injected at run time: page views on path and search changes, header and footer events', async () => {
    const page = await visit({ measurementId: 'G-TEST1234' });
    await open(page, '/');
    await expect.poll(() => pageViews(page)).toEqual(['/']);
    const layer = (await dataLayer(page))!;
    expect(layer[1]).toEqual(['config', 'G-TEST1234', { send_page_view: false }]);

    await mainNav(page).getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => pageViews(page)).toEqual(['/', '/contact']);
    // The search changes, the path does not: the router sees a history entry of the visitor's.
    await page.evaluate(() => {
      history.pushState(null, '', '/contact?from=newsletter');
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await expect.poll(() => pageViews(page)).toEqual(['/', '/contact', '/contact?from=newsletter']);

    await header(page).locator('a.site-phone').click();
    await header(page).getByRole('link', { name: 'Book Appointment' }).click();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: practice.phone }).click();
    await footer.getByRole('link', { name: practice.email }).click();
    expect(await customEvents(page)).toEqual([
      ['phone_call', { event_category: 'contact', event_label: 'header_phone', value: 1 }],
      ['cta_click', { event_category: 'navigation', event_label: 'header_book_appointment', value: 1 }],
      ['contact-click', { event_category: 'contact', event_label: 'footer_phone', value: 1 }],
      ['contact-click', { event_category: 'contact', event_label: 'footer_email', value: 1 }],
    ]);
    // Book Appointment leaves the search behind: one more page view.
    await expect.poll(() => pageViews(page)).toEqual(['/', '/contact', '/contact?from=newsletter', '/contact']);
  });

  it('tracks the side menu phone and book button', async () => {
    const page = await visit({ viewport: phone, measurementId: 'G-TEST1234' });
    await open(page, '/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await toggle.click();
    await menu.getByRole('link', { name: practice.phone }).click();
    await menu.waitFor({ state: 'hidden' });
    await toggle.click();
    await menu.getByRole('link', { name: 'Book Appointment' }).click();
    await page.waitForURL('**/contact');
    expect(await customEvents(page)).toEqual([
      ['phone_call', { event_category: 'contact', event_label: 'mobile_menu_phone', value: 1 }],
      ['cta_click', { event_category: 'navigation', event_label: 'mobile_menu_book_appointment', value: 1 }],
    ]);
    await expect.poll(() => pageViews(page)).toEqual(['/about', '/contact']);
  });

  it('reads the measurement id from a <meta name="ga-measurement-id"> the server puts into the page', async () => {
    const page = await visit();
    await page.route(`${site.url}/testimonials`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<head>', '<head><meta name="ga-measurement-id" content="G-META5678">');
      await route.fulfill({ response, body: html });
    });
    await open(page, '/testimonials');
    await expect.poll(() => pageViews(page)).toEqual(['/testimonials']);
    expect((await dataLayer(page))![1]).toEqual(['config', 'G-META5678', { send_page_view: false }]);
  });
});
