import type { Page } from 'playwright-core';
import { useSite, waitForHydration, type PageOptions, type Site } from './site';
import { pageTasksRun } from './clock';

/** Scaffolding of the home page's browser tests (tests/e2e/home*.test.ts). */

export const wide = { width: 1280, height: 800 };
export const mapEmbed = 'https://www.google.com/maps?q=32937&output=embed';

export interface Visit {
  page: Page;
  /** Every request that left for another origin (the map is the only one the page may make). */
  external: string[];
}

/** The server and browser of one test file (see useSite), and how a visitor opens the home page. */
export function useHomeSite(): { site: Site; visitHome(options?: Omit<PageOptions, 'external'> & { clock?: boolean }): Promise<Visit> } {
  const site = useSite();
  /** A fresh context on the home page; `clock` freezes the page's timers until the test advances them. */
  async function visitHome(options: Omit<PageOptions, 'external'> & { clock?: boolean } = {}): Promise<Visit> {
    const { clock, ...pageOptions } = options;
    const external: string[] = [];
    // Nothing reaches the internet: the map frame gets a stand-in page, anything else is refused.
    const page = await site.newPage({
      viewport: wide,
      ...pageOptions,
      external: async (route) => {
        external.push(route.request().url());
        if (route.request().url().startsWith('https://www.google.com/maps')) {
          await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map stand-in</p>' });
        } else {
          await route.abort('internetdisconnected');
        }
      },
    });
    if (clock) {
      // Installed clocks keep running in real time until paused: pause before the page starts.
      await page.clock.install({ time: new Date('2025-03-01T09:00:00Z') });
      await page.clock.pauseAt(new Date('2025-03-01T09:00:01Z'));
    }
    await page.goto(`${site.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Mobile Rehabilitation For Active Lives' }).waitFor();
    // Answers clicks once React has hydrated it: the footer, rendered last, carries React's props.
    await waitForHydration(page);
    // The first image's timer is set by an effect after hydration.
    if (clock) await pageTasksRun(page);
    return { page, external };
  }
  return { site, visitHome };
}

export const hero = (page: Page) => page.locator('section.home-hero');
