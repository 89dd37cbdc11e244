import { describe, expect, it } from 'vitest';
import { practice, serviceCatalogue } from '@pt/contracts';
import { mainNav, tel, useChromeSite } from '../support/chrome';

/**
 * The footer of every page and the 404 page (spec 000 section 2), in a real browser against the real
 * server.
 */
const { site, visit, open } = useChromeSite();

describe('footer', () => {
  it('links every service anchor, the quick links, the phone and the e-mail', async () => {
    const page = await visit();
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    const hrefs = async (heading: string) =>
      footer
        .locator('div.column', { has: page.getByRole('heading', { name: heading, exact: true }) })
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));

    // Spec 000: one anchor per service, all but post-op rehab.
    expect(await hrefs('Services')).toEqual(
      serviceCatalogue.filter((s) => s.slug !== 'post-op-rehab').map((s) => [s.name, `/services#${s.slug}`]),
    );
    const quick = await hrefs('Quick Links');
    const second = practice.practitioners[1];
    expect(quick.map(([, href]) => href).slice(0, 6)).toEqual([
      '/about',
      `/about#${second.slug}`,
      '/services',
      '/contact',
      '/testimonials',
      '/patient-portal',
    ]);
    expect(quick).toEqual(
      expect.arrayContaining([
        ['Service Areas', '/contact'],
        ['Patient Reviews', '/testimonials'],
        ['Portal Login', '/patient-portal'],
        ['Privacy Policy', '/privacy'],
        ['Notice of Privacy Practices', '/privacy-practices'],
      ]),
    );
    expect(await footer.getByRole('link', { name: practice.phone }).getAttribute('href')).toBe(tel);
    expect(await footer.getByRole('link', { name: practice.email }).getAttribute('href')).toBe(`mailto:${practice.email}`);
    // The default practice profile names no social accounts: the footer shows none (issue 11).
    expect(await footer.getByRole('list', { name: 'Social media' }).count()).toBe(0);
    expect(await footer.locator('a[href*="facebook"], a[href*="instagram"], a[href*="linkedin"]').count()).toBe(0);

    await footer.getByRole('link', { name: 'Service Areas' }).click();
    await page.waitForURL('**/contact');
  });
});

describe('unknown paths', () => {
  it('show 404 Page Not Found inside the site, with header and footer', async () => {
    const page = await visit();
    for (const path of ['/no-such-page', '/no-such/deep/path', '/contact-us?x=1']) {
      await open(page, path);
      expect(await page.locator('main h1').textContent()).toBe('404 Page Not Found');
      expect(await page.title()).toBe(`404 Page Not Found | ${practice.name}`);
      expect(await mainNav(page).isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    }
    await page.getByRole('main').getByRole('link', { name: /^Home/ }).click();
    await page.waitForURL(`${site.url}/`);
  });
});
