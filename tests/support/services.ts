import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite, waitForHydration, type Site } from './site';

/** Scaffolding of the /services browser tests (tests/e2e/services*.test.ts). */

/** The server and browser of one test file (see useSite), and how a visitor opens /services. */
export function useServicesSite(): { site: Site; openServices(page: Page, hash?: string): Promise<void> } {
  const site = useSite();
  return {
    site,
    async openServices(page, hash = '') {
      await page.goto(`${site.url}/services${hash}`);
      await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
      // Prerendered: the cards answer clicks once React has hydrated the page.
      await waitForHydration(page);
    },
  };
}

export const card = (page: Page, id: string) => page.locator(`article#${id}`);
export const toggle = (page: Page, id: string) => card(page, id).getByRole('button', { name: /^(Learn More|Show Less) about / });
export const expandedIds = (page: Page) =>
  page.locator('article.service-card').evaluateAll((cards) =>
    cards.filter((c) => c.querySelector('button[aria-expanded="true"]')).map((c) => c.id),
  );
export const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Where the card's top edge is, relative to the bottom of the sticky header (0: right below it). */
export const topBelowHeader = (page: Page, id: string) =>
  card(page, id).evaluate((el) => el.getBoundingClientRect().top - document.querySelector('header')!.getBoundingClientRect().bottom);

/** The card was scrolled to: its top edge sits just below the sticky header. */
export async function expectScrolledTo(page: Page, id: string) {
  await expect.poll(() => topBelowHeader(page, id), { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
  await expect.poll(() => topBelowHeader(page, id), { timeout: 10_000 }).toBeLessThan(40);
}
