import { describe, expect, it } from 'vitest';
import { classes, hydrated, mainNav, stored, useChromeSite } from '../support/chrome';
import { expectNoSeriousViolations, phone } from '../support/site';

/**
 * The accessibility preferences (spec 000 section 4) and the accessibility of the page frame, in a
 * real browser against the real server.
 */
const { site, visit, open } = useChromeSite();

describe('accessibility preferences', () => {
  it('apply classes on <html>, are stored under their keys and survive a reload (header menu)', async () => {
    const page = await visit();
    await open(page, '/contact');
    expect(await classes(page)).toEqual([]);
    const menuButton = page.getByRole('button', { name: 'Accessibility' });
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('switch', { name: 'High contrast' }).click();
    await page.getByRole('radio', { name: 'Extra Large' }).check();
    expect(await classes(page)).toEqual(['font-size-extra-large', 'high-contrast']);
    expect(await stored(page, 'accessibility-high-contrast')).toBe('true');
    expect(await stored(page, 'accessibility-font-size')).toBe('extra-large');
    const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(await rootSize()).toBe('20px');

    await page.reload();
    await hydrated(page);
    expect(await classes(page)).toEqual(['font-size-extra-large', 'high-contrast']);
    await menuButton.click();
    expect(await page.getByRole('switch', { name: 'High contrast' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('radio', { name: 'Extra Large' }).isChecked()).toBe(true);

    await page.getByRole('switch', { name: 'High contrast' }).click();
    await page.getByRole('radio', { name: 'Normal' }).check();
    expect(await classes(page)).toEqual([]);
    expect(await stored(page, 'accessibility-high-contrast')).toBe('false');
    expect(await stored(page, 'accessibility-font-size')).toBe('normal');
    expect(await rootSize()).toBe('16px');

    await page.keyboard.press('Escape');
    await page.getByRole('switch', { name: 'High contrast' }).waitFor({ state: 'hidden' });
  });

  it('work from the side menu on a phone, and apply on every page', async () => {
    const page = await visit({ viewport: phone });
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('radio', { name: 'Large', exact: true }).check();
    await menu.getByRole('switch', { name: 'High contrast' }).click();
    expect(await classes(page)).toEqual(['font-size-large', 'high-contrast']);
    expect(await stored(page, 'accessibility-font-size')).toBe('large');
    await menu.getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    expect(await classes(page)).toEqual(['font-size-large', 'high-contrast']);
    await open(page, '/contact');
    expect(await classes(page)).toEqual(['font-size-large', 'high-contrast']);
  });
});

describe('accessibility of the chrome', () => {
  for (const highContrast of [false, true]) {
    it(`header, accessibility panel, side menu, footer and 404 page have no serious axe violations${highContrast ? ' in high contrast' : ''}`, async () => {
      const page = await visit({ highContrast });
      const check = (where: string) => expectNoSeriousViolations(page, where);
      await open(page, '/no-such-page');
      await page.getByRole('button', { name: 'Accessibility' }).click();
      await page.getByRole('switch', { name: 'High contrast' }).waitFor();
      await check('wide, accessibility panel open');
      await page.setViewportSize(phone);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible' });
      await check('phone, side menu open');
    });
  }
});
