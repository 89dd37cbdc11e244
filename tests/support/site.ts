import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Route } from 'playwright-core';
import { describeViolations, seriousViolations } from './axe';
import { launchBrowser } from './browser';
import { startServerProcess, type ServerProcess } from './child-server';
import { eventually } from './wait';

/** Scaffolding shared by the browser tests of the public site (tests/e2e). */

export const desktop = { width: 1280, height: 900 };
export const phone = { width: 375, height: 740 };

export type FontSize = 'normal' | 'large' | 'extra-large';

export interface PageOptions extends BrowserContextOptions {
  /** Stored as the visitor's preference before the page loads. */
  highContrast?: boolean;
  fontSize?: FontSize;
  /** A Google Analytics measurement id injected at run time (window.__PT_CONFIG__). */
  measurementId?: string;
  /** Phone and e-mail links would leave the page: cancel their navigation; their click handlers still run. */
  holdPhoneAndMailLinks?: boolean;
  /** Answers every request for another (https) origin; by default each is refused, as offline. */
  external?: (route: Route) => Promise<void> | void;
}

export interface Site {
  readonly server: ServerProcess;
  readonly browser: Browser;
  /** The server's base URL. */
  readonly url: string;
  /** A fresh visitor: a new browser context (closed after the test) with one blank page. */
  newPage(options?: PageOptions): Promise<Page>;
}

/**
 * Starts the server and a browser for the file (beforeAll / afterAll) and closes the contexts
 * each test opened (afterEach). `env`, asked when the server starts (after the file's earlier
 * beforeAll hooks), adds to the server's environment.
 */
export function useSite(env: () => Record<string, string> = () => ({})): Site {
  let server: ServerProcess;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServerProcess(env());
    browser = await launchBrowser();
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
  });
  afterAll(async () => {
    await browser?.cleanup();
    await server?.stop();
  });

  return {
    get server() {
      return server;
    },
    get browser() {
      return browser;
    },
    get url() {
      return server.url;
    },
    async newPage(options: PageOptions = {}) {
      const { highContrast, fontSize, measurementId, holdPhoneAndMailLinks, external, ...contextOptions } = options;
      const context = await browser.newContext({ viewport: desktop, ...contextOptions });
      contexts.push(context);
      await context.route(/^https:\/\//, external ?? ((route) => route.abort('internetdisconnected')));
      if (highContrast) await context.addInitScript(() => localStorage.setItem('accessibility-high-contrast', 'true'));
      if (fontSize) await context.addInitScript((size) => localStorage.setItem('accessibility-font-size', size), fontSize);
      if (measurementId) {
        await context.addInitScript((id) => ((window as unknown as { __PT_CONFIG__: object }).__PT_CONFIG__ = { gaMeasurementId: id }), measurementId);
      }
      if (holdPhoneAndMailLinks) await holdPhoneAndMailLinksIn(context);
      return context.newPage();
    },
  };
}

/** Cancels the navigation of tel: and mailto: links; their click handlers still run. */
export async function holdPhoneAndMailLinksIn(target: BrowserContext | Page) {
  await target.addInitScript(() =>
    document.addEventListener('click', (e) => {
      if ((e.target as Element).closest?.('a[href^="tel:"], a[href^="mailto:"]')) e.preventDefault();
    }, true),
  );
}

/**
 * Pages arrive prerendered and answer clicks once React has hydrated them: wait until every element
 * matched by `selectors` (by default the footer, rendered last) carries React's props. Polled from
 * here, not with the page's timers, which a paused clock holds still.
 */
export async function waitForHydration(page: Page, selectors: string[] = ['footer']) {
  const isReact = () =>
    page.evaluate(
      (all) =>
        all.every((selector) => {
          const element = document.querySelector(selector);
          return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
        }),
      selectors,
    );
  await expect.poll(isReact, { timeout: 15_000 }).toBe(true);
}

/**
 * Waits until no finite animation or transition runs, so that colours are judged at rest. A
 * transition cancelled meanwhile rejects its `finished` promise: that counts as ended, and the page
 * is looked at again until nothing runs (one transition may start as another ends). Endless
 * animations (a loading spinner) are not waited for.
 */
export async function animationsSettled(page: Page) {
  const settled = () =>
    page.evaluate(async () => {
      const running = () =>
        document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
      await Promise.allSettled(running().map((a) => a.finished));
      return running().length === 0;
    });
  await eventually(settled, 'running animations and transitions to end', 15_000);
}

/**
 * Clicks the element `tapId` and reads the elements matching `read` (their text, or `attribute`)
 * after microtasks only: React renders a tap's own update in one, whereas the router renders a new
 * address in a later task. So what this reads is what the tap alone showed.
 */
export const readAfterTapAlone = (page: Page, tapId: string, read: string, attribute?: string) =>
  page.evaluate(
    async ([id, selector, name]) => {
      document.getElementById(id!)!.click();
      for (let i = 0; i < 3; i++) await Promise.resolve();
      return Array.from(document.querySelectorAll(selector!)).map((el) => (name ? el.getAttribute(name) : el.textContent?.trim()));
    },
    [tapId, read, attribute] as const,
  );

/** Whether <html> carries the class (high-contrast, font-size-...). */
export const hasRootClass = (page: Page, name: string) => page.evaluate((n) => document.documentElement.classList.contains(n), name);

/** No serious or critical axe violation on the page as it is; `where` names the state in the failure. */
export async function expectNoSeriousViolations(page: Page, where?: string) {
  let violations = await seriousViolations(page);
  // Something that appeared after the caller waited (a notice fading in) is judged again at rest;
  // a violation that is still there then is a real one.
  if (violations.length > 0) {
    await animationsSettled(page);
    violations = await seriousViolations(page);
  }
  expect(violations, where === undefined ? describeViolations(violations) : `${where}\n${describeViolations(violations)}`).toEqual([]);
}

/** The page is no wider than the screen. */
export async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Saves a screenshot as `<name>.png` in $SCREENSHOT_DIR, or else in a temporary directory `dirName`. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean; dirName?: string } = {}) {
  const dir = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), options.dirName ?? 'pt-screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: options.fullPage });
}
