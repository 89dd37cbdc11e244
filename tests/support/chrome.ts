import type { Page } from 'playwright-core';
import { useSite, waitForHydration, type PageOptions, type Site } from './site';

/** Scaffolding of the browser tests of what surrounds every page (tests/e2e/site-*.test.ts). */

export const wide = { width: 1280, height: 900 };
export const tel = 'tel:+13215550142';
export const navLabels = ['Home', 'Services', 'About', 'Patient Portal', 'Contact'];

export interface ChromeSite {
  site: Site;
  /** Nothing leaves for the internet (maps, scheduler, analytics tag); phone and e-mail links stay on the page. */
  visit(options?: PageOptions): Promise<Page>;
  /** Opens a path and waits until the page answers clicks. */
  open(page: Page, path: string): Promise<void>;
}

/** The server and browser of one test file (see useSite), and how a visitor opens a page. */
export function useChromeSite(): ChromeSite {
  const site = useSite();
  return {
    site,
    visit: (options = {}) => site.newPage({ viewport: wide, holdPhoneAndMailLinks: true, ...options }),
    async open(page, path) {
      await page.goto(`${site.url}${path}`);
      await hydrated(page);
    },
  };
}

/**
 * Public pages arrive prerendered and answer clicks once React has hydrated them: wait until the
 * page's heading (inside the lazily loaded page) and the footer carry React's props.
 */
export async function hydrated(page: Page) {
  await page.locator('main h1').first().waitFor();
  await waitForHydration(page, ['main h1', 'footer']);
}

export const header = (page: Page) => page.locator('header.site-header');
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const classes = (page: Page) => page.evaluate(() => Array.from(document.documentElement.classList).sort());
export const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
