import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hero, useHomeSite } from '../support/home';
import { pageTasksRun } from '../support/clock';

/**
 * The home page's hero (spec 000 'Home page', sections 4 and 9): six rotating images every 5 seconds,
 * the dots, pause, reduced motion, and the first image as the largest paint.
 */
const { site, visitHome } = useHomeSite();

const activities = ['Rock Climbing', 'Running', 'Rehabilitation', 'Therapy', 'Training', 'Active Living'];

const dot = (page: Page, index: number) =>
  page.getByRole('button', { name: `Show image ${index + 1} of 6: ${activities[index]}` });
const currentDot = (page: Page) =>
  hero(page)
    .locator('.home-hero-dot[aria-current="true"]')
    .evaluateAll((dots) => dots.map((d) => d.getAttribute('aria-label')));
const activeImage = (page: Page) =>
  hero(page)
    .locator('img.slide-layer.is-active')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('data-slide')));

/** The image shown; then the page has set the timer of the next (the clock may be advanced again). */
async function expectSlide(page: Page, index: number) {
  await expect.poll(() => currentDot(page)).toEqual([`Show image ${index + 1} of 6: ${activities[index]}`]);
  await expect.poll(() => activeImage(page)).toEqual([String(index)]);
  await pageTasksRun(page);
}

describe('hero', () => {
  it('shows the headline, three feature cards and the two buttons', async () => {
    const { page } = await visitHome();
    const section = hero(page);
    expect(await section.locator('h3').allTextContents()).toEqual(['We Come To You', 'One-on-One Care', '22+ Years Combined Experience']);
    expect(await section.getByRole('link', { name: 'Book Your Session' }).getAttribute('href')).toBe('/contact');
    expect(await section.getByRole('link', { name: 'View Services' }).getAttribute('href')).toBe('/services');

    await section.getByRole('link', { name: 'Book Your Session' }).click();
    await page.waitForURL(`${site.url}/contact`);
    await page.goBack();
    await section.getByRole('link', { name: 'View Services' }).click();
    await page.waitForURL(`${site.url}/services`);
  });

  it('loads the first image early as a real <img>, the largest paint of the page, and preloads the other five', async () => {
    const { page } = await visitHome();
    const first = hero(page).locator('img[data-slide="0"]');
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await first.getAttribute('loading')).toBeNull();
    expect(await first.getAttribute('width')).toBe('1600');
    expect(await first.getAttribute('height')).toBe('900');
    expect(await first.getAttribute('alt')).toBe('A climber on a sea cliff at sunrise');

    const largestPaint = () =>
      page.evaluate(
        () =>
          new Promise<string | null>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
              const last = entries.at(-1)?.element;
              resolve(last ? `${last.tagName} ${last.getAttribute('data-slide')}` : null);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
    await expect.poll(largestPaint, { timeout: 10_000 }).toBe('IMG 0');

    const loaded = () =>
      hero(page)
        .locator('img.slide-layer')
        .evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((img) => img.complete && img.naturalWidth > 0));
    await expect.poll(loaded, { timeout: 10_000 }).toEqual([true, true, true, true, true, true]);
  });

  it('moves to the next image every 5 seconds, loops, and a dot jumps to an image', async () => {
    const { page } = await visitHome({ clock: true });
    await expectSlide(page, 0);
    await page.clock.runFor(4_900);
    await expectSlide(page, 0);
    await page.clock.runFor(100);
    await expectSlide(page, 1);
    await page.clock.runFor(5_000);
    await expectSlide(page, 2);

    await dot(page, 4).click();
    await expectSlide(page, 4);
    // A jump starts a full interval on the chosen image.
    await page.clock.runFor(4_900);
    await expectSlide(page, 4);
    await page.clock.runFor(100);
    await expectSlide(page, 5);
    await page.clock.runFor(5_000);
    await expectSlide(page, 0);

    // Only the visible image is described to assistive technology.
    expect(await hero(page).locator('img.slide-layer:not([aria-hidden="true"])').count()).toBe(1);
  });

  it('stops when paused, and starts again when played', async () => {
    const { page } = await visitHome({ clock: true });
    await hero(page).getByRole('button', { name: 'Pause background images' }).click();
    await page.clock.runFor(20_000);
    await expectSlide(page, 0);
    await hero(page).getByRole('button', { name: 'Play background images' }).click();
    await pageTasksRun(page);
    await page.clock.runFor(5_000);
    await expectSlide(page, 1);
  });

  it("stops moving when the visitor turns on the site's own Reduce motion", async () => {
    const { page } = await visitHome({ clock: true });
    // What the accessibility menu's switch does to the page (and keeps for the next visit).
    await page.evaluate(() => document.documentElement.classList.add('reduced-motion'));
    await page.clock.runFor(30_000);
    await expectSlide(page, 0);
    expect(await hero(page).getByRole('button', { name: /Pause/ }).count()).toBe(0);
  });

  it('does not move for visitors who prefer reduced motion; the dots still work', async () => {
    const { page } = await visitHome({ clock: true, reducedMotion: 'reduce' });
    await page.clock.runFor(30_000);
    await expectSlide(page, 0);
    expect(await hero(page).getByRole('button', { name: /Pause/ }).count()).toBe(0);

    await dot(page, 2).click();
    await expectSlide(page, 2);
    await page.clock.runFor(30_000);
    await expectSlide(page, 2);
  });
});
