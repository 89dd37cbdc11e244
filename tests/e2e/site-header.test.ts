import { describe, expect, it } from 'vitest';
import { practice } from '@pt/contracts';
import { header, mainNav, navLabels, tel, useChromeSite, wide } from '../support/chrome';
import { phone } from '../support/site';

/**
 * The header, the side menu and the skip link of every page (spec 000 section 2), in a real browser
 * against the real server.
 */
const { site, visit, open } = useChromeSite();

describe('header', () => {
  it('links every section and marks the current one with aria-current', async () => {
    const page = await visit();
    const cases: [string, string | null][] = [
      ['/', 'Home'],
      ['/services', 'Services'],
      ['/about', 'About'],
      ['/patient-portal/login', 'Patient Portal'],
      ['/patient-portal', 'Patient Portal'],
      ['/contact', 'Contact'],
      ['/testimonials', null],
    ];
    for (const [path, current] of cases) {
      await open(page, path);
      const links = mainNav(page).getByRole('link');
      expect(await links.allTextContents()).toEqual(navLabels);
      const marked = await mainNav(page).locator('a[aria-current="page"]').allTextContents();
      expect(marked, path).toEqual(current ? [current] : []);
      if (current) expect(await mainNav(page).getByRole('link', { name: current }).getAttribute('class')).toContain('is-current');
    }
    expect(await mainNav(page).getByRole('link', { name: 'Patient Portal' }).getAttribute('href')).toBe('/patient-portal/login');

    await mainNav(page).getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await expect.poll(() => mainNav(page).locator('a[aria-current="page"]').allTextContents()).toEqual(['About']);
    await header(page).getByRole('link', { name: practice.name }).click();
    await page.waitForURL(`${site.url}/`);
  });

  it('says Book Appointment on wide screens and Book on small ones, and shows the phone on wide screens only', async () => {
    const page = await visit();
    const book = header(page).locator('a.site-book');
    const headerPhone = header(page).locator('a.site-phone');
    const widths: [number, string, boolean][] = [
      [1280, 'Book Appointment', true],
      [1216, 'Book Appointment', true],
      [1024, 'Book Appointment', false],
      [769, 'Book Appointment', false],
      [768, 'Book', false],
      [375, 'Book', false],
    ];
    await open(page, '/');
    for (const [width, label, phoneShown] of widths) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => book.innerText(), { message: `book at ${width}` }).toBe(label);
      expect(await book.getAttribute('href')).toBe('/contact');
      expect(await headerPhone.isVisible(), `phone at ${width}`).toBe(phoneShown);
    }
    await page.setViewportSize(wide);
    expect(await headerPhone.innerText()).toBe(practice.phone);
    expect(await headerPhone.getAttribute('href')).toBe(tel);
  });
});

describe('side menu at phone width', () => {
  it('opens with the links, phone, accessibility menu and book button, and closes when a link is clicked', async () => {
    const page = await visit({ viewport: phone });
    await open(page, '/');
    expect(await mainNav(page).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(false);

    await toggle.click();
    await menu.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close menu');
    const links = menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
    expect(await links.allTextContents()).toEqual(navLabels);
    expect(await menu.locator('a[aria-current="page"]').allTextContents()).toEqual(['Home']);
    expect(await menu.getByRole('link', { name: practice.phone }).getAttribute('href')).toBe(tel);
    await menu.getByRole('switch', { name: 'High contrast' }).waitFor();
    expect(await menu.getByRole('radio').count()).toBe(3);
    expect(await menu.getByRole('link', { name: 'Book Appointment' }).getAttribute('href')).toBe('/contact');

    await links.filter({ hasText: 'Contact' }).click();
    await page.waitForURL('**/contact');
    await menu.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // Escape closes it too, and gives the focus back to the toggle.
    await toggle.click();
    await menu.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
  });
});

describe('skip link', () => {
  it('is the first stop of the keyboard and moves the focus to the main content', async () => {
    const page = await visit();
    await open(page, '/contact');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // The next Tab continues inside the page, not in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });
});
