import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageTasksRun } from '../support/clock';
import { useSite, waitForHydration, type PageOptions } from '../support/site';

/** Spec 000 'Background slideshow wrapper', as the contact page's hero uses it. */
const site = useSite();

async function openContact(options: PageOptions = {}): Promise<Page> {
  const page = await site.newPage(options);
  await page.clock.install({ time: new Date('2025-03-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2025-03-01T09:00:01Z'));
  await page.goto(`${site.url}/contact`);
  await page.getByRole('heading', { level: 1, name: 'Get Started' }).waitFor();
  await waitForHydration(page);
  // The first slide's timer is set by an effect after hydration.
  await pageTasksRun(page);
  return page;
}

const slideshow = (page: Page) => page.locator('.background-slideshow');
const active = (page: Page) =>
  slideshow(page).locator('img.slide-layer.is-active').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('data-slide')));

describe('the background slideshow', () => {
  it('holds six preloaded activity images under a dark overlay, advancing every 6 s and looping', async () => {
    const page = await openContact();
    expect(await slideshow(page).getAttribute('class')).toContain('has-overlay-dark');
    const images = await slideshow(page).locator('img.slide-layer').evaluateAll((imgs) =>
      imgs.map((img) => ({ src: img.getAttribute('src'), alt: img.getAttribute('alt') })),
    );
    expect(images.map((i) => i.src?.split('/').pop())).toEqual(['rock-climbing.svg', 'running.svg', 'rehabilitation.svg', 'therapy.svg', 'training.svg', 'active-living.svg']);
    expect(images.every((i) => (i.alt ?? '').length > 10)).toBe(true);
    expect(await active(page)).toEqual(['0']);
    await page.clock.runFor(5_000);
    expect(await active(page)).toEqual(['0']);
    await page.clock.runFor(1_000);
    await expect.poll(() => active(page)).toEqual(['1']);
    // Each slide's timer is set once it shows: wait for that before moving the clock on.
    for (const next of ['2', '3', '4', '5', '0']) {
      await pageTasksRun(page);
      await page.clock.runFor(6_000);
      await expect.poll(() => active(page)).toEqual([next]);
    }
  });

  it('can be paused, and does not move for visitors who prefer reduced motion', async () => {
    const page = await openContact();
    await page.getByRole('button', { name: 'Pause background' }).click();
    await page.clock.runFor(12_000);
    expect(await active(page)).toEqual(['0']);

    const calm = await openContact({ reducedMotion: 'reduce' });
    await calm.clock.runFor(12_000);
    expect(await active(calm)).toEqual(['0']);
    expect(await calm.getByRole('button', { name: 'Pause background' }).count()).toBe(0);
  });
});
