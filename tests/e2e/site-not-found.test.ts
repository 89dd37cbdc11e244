import { describe, expect, it } from 'vitest';
import { practice } from '@pt/contracts';
import { tel, useChromeSite } from '../support/chrome';
import { desktop, expectNoSeriousViolations, expectNoSidewaysScroll, saveScreenshot } from '../support/site';

const phone = { width: 390, height: 844 };

/** Issue 11, point 3: the 404 page helps a lost visitor (main pages, the phone number), with no developer hint. */
const { site, visit, open } = useChromeSite();

describe('the 404 page', () => {
  it('offers the main pages and the phone number, and no hint for developers', async () => {
    const page = await visit();
    await open(page, '/book-now');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    const links = await main.getByRole('listitem').getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(links).toEqual(['/', '/services', '/about', '/testimonials', '/contact', '/patient-portal/login']);
    expect(await main.getByRole('link', { name: practice.phone }).getAttribute('href')).toBe(tel);
    const text = (await main.textContent()) ?? '';
    for (const hint of ['router', 'routes.tsx', 'web/src']) expect(text).not.toContain(hint);

    await main.getByRole('link', { name: /Book an Appointment/ }).click();
    await page.waitForURL(`${site.url}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Get Started' }).waitFor();
  });

  it('has no serious axe violation and fits a phone', async () => {
    for (const viewport of [phone, desktop]) {
      const page = await visit({ viewport });
      await open(page, '/no-such-page');
      await expectNoSeriousViolations(page, `404 at ${viewport.width} px`);
      await expectNoSidewaysScroll(page, viewport.width);
      await saveScreenshot(page, `not-found-${viewport.width}`, { fullPage: true, dirName: 'pt-site-screenshots' });
    }
  });
});
