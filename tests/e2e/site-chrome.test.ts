import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { practice, serviceCatalogue } from '@pt/contracts';
import { expectNoSeriousViolations, phone, useSite, waitForHydration, type PageOptions } from '../support/site';

/**
 * What surrounds every page (spec 000 sections 2, 4 and 7): header, side menu, footer,
 * accessibility preferences, the skip link, the 404 page and analytics.
 */
const site = useSite();

const wide = { width: 1280, height: 900 };
const tel = 'tel:+13215550142';
const navLabels = ['Home', 'Services', 'About', 'Patient Portal', 'Contact'];

/** Nothing leaves for the internet (maps, scheduler, analytics tag); phone and e-mail links stay on the page. */
function visit(options: PageOptions = {}): Promise<Page> {
  return site.newPage({ viewport: wide, holdPhoneAndMailLinks: true, ...options });
}

async function open(page: Page, path: string) {
  await page.goto(`${site.url}${path}`);
  await hydrated(page);
}

/**
 * Public pages arrive prerendered and answer clicks once React has hydrated them: wait until the
 * page's heading (inside the lazily loaded page) and the footer carry React's props.
 */
async function hydrated(page: Page) {
  await page.locator('main h1').first().waitFor();
  await waitForHydration(page, ['main h1', 'footer']);
}

const header = (page: Page) => page.locator('header.site-header');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const classes = (page: Page) => page.evaluate(() => Array.from(document.documentElement.classList).sort());
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

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
        [expect.stringContaining('Privacy'), expect.any(String)],
      ]),
    );
    expect(await footer.getByRole('link', { name: practice.phone }).getAttribute('href')).toBe(tel);
    expect(await footer.getByRole('link', { name: practice.email }).getAttribute('href')).toBe(`mailto:${practice.email}`);
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      await footer.getByRole('link', { name: new RegExp(network) }).waitFor();
    }

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
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${site.url}/`);
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

/** The gtag data layer, as plain arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer;
    return layer ? layer.map((entry) => JSON.parse(JSON.stringify(Array.from(entry))) as unknown[]) : null;
  });
const pageViews = async (page: Page) =>
  ((await dataLayer(page)) ?? []).filter((a) => a[0] === 'event' && a[1] === 'page_view').map((a) => (a[2] as { page_path: string }).page_path);
const customEvents = async (page: Page) =>
  ((await dataLayer(page)) ?? []).filter((a) => a[0] === 'event' && a[1] !== 'page_view').map((a) => [a[1], a[2]]);

describe('analytics', () => {
  it('sends nothing when no measurement id is configured', async () => {
    const page = await visit();
    await open(page, '/');
    await mainNav(page).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
    await header(page).locator('a.site-phone').click();
    await page.getByRole('contentinfo').getByRole('link', { name: practice.email }).click();
    expect(await dataLayer(page)).toBeNull();
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  });

  it('with a measurement id injected at run time: page views on path and search changes, header and footer events', async () => {
    const page = await visit({ measurementId: 'G-TEST1234' });
    await open(page, '/');
    await expect.poll(() => pageViews(page)).toEqual(['/']);
    const layer = (await dataLayer(page))!;
    expect(layer[1]).toEqual(['config', 'G-TEST1234', { send_page_view: false }]);

    await mainNav(page).getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => pageViews(page)).toEqual(['/', '/contact']);
    // The search changes, the path does not: the router sees a history entry of the visitor's.
    await page.evaluate(() => {
      history.pushState(null, '', '/contact?from=newsletter');
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await expect.poll(() => pageViews(page)).toEqual(['/', '/contact', '/contact?from=newsletter']);

    await header(page).locator('a.site-phone').click();
    await header(page).getByRole('link', { name: 'Book Appointment' }).click();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: practice.phone }).click();
    await footer.getByRole('link', { name: practice.email }).click();
    expect(await customEvents(page)).toEqual([
      ['phone_call', { event_category: 'contact', event_label: 'header_phone', value: 1 }],
      ['cta_click', { event_category: 'navigation', event_label: 'header_book_appointment', value: 1 }],
      ['contact-click', { event_category: 'contact', event_label: 'footer_phone', value: 1 }],
      ['contact-click', { event_category: 'contact', event_label: 'footer_email', value: 1 }],
    ]);
    // Book Appointment leaves the search behind: one more page view.
    await expect.poll(() => pageViews(page)).toEqual(['/', '/contact', '/contact?from=newsletter', '/contact']);
  });

  it('tracks the side menu phone and book button', async () => {
    const page = await visit({ viewport: phone, measurementId: 'G-TEST1234' });
    await open(page, '/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await toggle.click();
    await menu.getByRole('link', { name: practice.phone }).click();
    await menu.waitFor({ state: 'hidden' });
    await toggle.click();
    await menu.getByRole('link', { name: 'Book Appointment' }).click();
    await page.waitForURL('**/contact');
    expect(await customEvents(page)).toEqual([
      ['phone_call', { event_category: 'contact', event_label: 'mobile_menu_phone', value: 1 }],
      ['cta_click', { event_category: 'navigation', event_label: 'mobile_menu_book_appointment', value: 1 }],
    ]);
    await expect.poll(() => pageViews(page)).toEqual(['/about', '/contact']);
  });

  it('reads the measurement id from a <meta name="ga-measurement-id"> the server puts into the page', async () => {
    const page = await visit();
    await page.route(`${site.url}/testimonials`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<head>', '<head><meta name="ga-measurement-id" content="G-META5678">');
      await route.fulfill({ response, body: html });
    });
    await open(page, '/testimonials');
    await expect.poll(() => pageViews(page)).toEqual(['/testimonials']);
    expect((await dataLayer(page))![1]).toEqual(['config', 'G-META5678', { send_page_view: false }]);
  });
});
