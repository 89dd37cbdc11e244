import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { practice, telHref } from '@pt/contracts';
import { desktop, expectNoSeriousViolations, expectNoSidewaysScroll, hasRootClass, phone, saveScreenshot, useSite, waitForHydration } from '../support/site';

/** /about (spec 000 section 2) in a real browser against the real server. */
const site = useSite();

const [owner, second] = practice.practitioners;
const shortName = (name: string) => name.split(',')[0]!.trim();

async function openAbout(page: Page, hash = '') {
  await page.goto(`${site.url}/about${hash}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // Prerendered: links and hash handling work once React has hydrated the page.
  await waitForHydration(page);
}

const text = async (page: Page, selector: string) => (await page.locator(selector).first().textContent())?.replace(/\s+/g, ' ').trim();
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** The second therapist's card was scrolled to: its top edge sits just below the sticky header. */
async function expectScrolledToSecond(page: Page) {
  const top = () =>
    page
      .locator(`article#${second.slug}`)
      .evaluate((el) => el.getBoundingClientRect().top - document.querySelector('header')!.getBoundingClientRect().bottom);
  await expect.poll(top, { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
  await expect.poll(top, { timeout: 10_000 }).toBeLessThan(40);
}

describe('/about', () => {
  it('shows the 22+ years badge, the mission, three values, the credentials and the title and description', async () => {
    const page = await site.newPage();
    await openAbout(page);
    expect(await page.title()).toBe(`About Us | ${practice.name}`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/22\+ years of combined experience/);
    expect(await text(page, '.experience-badge')).toBe('22+ Years combined experience');
    expect(await page.getByRole('heading', { level: 2, name: 'Our Mission' }).isVisible()).toBe(true);
    expect((await text(page, '.about-mission-text'))!.length).toBeGreaterThan(80);
    expect(await page.locator('.about-values > li h3').allTextContents()).toHaveLength(3);

    const credentials = page.locator('section[aria-labelledby="credentials-title"]');
    expect(await credentials.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'State Licensed',
      'Nationally Certified',
      'Continuing Education',
    ]);
  });

  it('shows both therapists from the practice profile with every field and a loaded portrait; 12+ and 10+ years', async () => {
    const page = await site.newPage();
    await openAbout(page);
    const cards = page.locator('article.practitioner-card');
    expect(await cards.count()).toBe(2);
    expect(await cards.evaluateAll((els) => els.map((el) => el.id))).toEqual([owner.slug, second.slug]);

    for (const [index, practitioner] of practice.practitioners.entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(practitioner.name);
      const content = (await card.textContent())!;
      for (const field of [practitioner.role, practitioner.education, practitioner.experience, ...practitioner.certifications, ...practitioner.specialties]) {
        expect(content).toContain(field);
      }
      const portrait = card.getByRole('img', { name: `Portrait of ${practitioner.name}` });
      expect(await portrait.getAttribute('src')).toBe(practitioner.image);
      expect(await portrait.getAttribute('width')).toBe('160');
      expect(await portrait.getAttribute('height')).toBe('160');
      await portrait.scrollIntoViewIfNeeded();
      await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    expect(await text(page, `#${owner.slug} .practitioner-experience`)).toBe('12+ years of experience');
    expect(await text(page, `#${second.slug} .practitioner-experience`)).toBe('10+ years of experience');
  });

  it(`/about#${second.slug} scrolls to the second therapist on load (phone and desktop)`, async () => {
    for (const viewport of [
      { width: 375, height: 700 },
      { width: 1280, height: 900 },
    ]) {
      const page = await site.newPage({ viewport });
      await openAbout(page, `#${second.slug}`);
      await expectScrolledToSecond(page);
      await expect.poll(() => focusedId(page)).toBe(second.slug);
    }
  });

  it('the footer link scrolls there when only the hash changes, and from another page', async () => {
    const page = await site.newPage();
    await openAbout(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const meet = page.getByRole('contentinfo').getByRole('link', { name: `Meet ${shortName(second.name)}` });
    await meet.click();
    await page.waitForURL(new RegExp(`/about#${second.slug}$`));
    await expectScrolledToSecond(page);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate((slug) => (window.location.hash = `#${slug}`), owner.slug);
    await expect.poll(() => focusedId(page)).toBe(owner.slug);
    await page.goBack();
    await expectScrolledToSecond(page);

    await page.goto(`${site.url}/services`);
    await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
    await meet.click();
    await page.waitForURL(new RegExp(`/about#${second.slug}$`));
    await expectScrolledToSecond(page);
  });

  it('offers Schedule Free Consultation to /contact and a call button for the practice phone', async () => {
    const page = await site.newPage();
    await openAbout(page);
    const cta = page.locator('section[aria-labelledby="about-cta-title"]');
    expect(await cta.getByRole('link', { name: 'Schedule Free Consultation' }).getAttribute('href')).toBe('/contact');
    const call = cta.getByRole('link', { name: `Call ${practice.phone}` });
    expect(await call.getAttribute('href')).toBe(telHref());
    expect(telHref()).toBe('tel:+13215550142');
    await cta.getByRole('link', { name: 'Schedule Free Consultation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Get Started' }).waitFor();
  });
});

describe('accessibility and layout', () => {
  for (const highContrast of [false, true]) {
    it(`no serious or critical axe violation${highContrast ? ' in high contrast' : ''}`, async () => {
      const page = await site.newPage({ highContrast });
      await openAbout(page);
      expect(await hasRootClass(page, 'high-contrast')).toBe(highContrast);
      await expectNoSeriousViolations(page);
    });
  }

  it('fits a 375 px phone with extra-large text without sideways scrolling', async () => {
    const page = await site.newPage({ viewport: phone, fontSize: 'extra-large' });
    await openAbout(page);
    expect(await hasRootClass(page, 'font-size-extra-large')).toBe(true);
    await expectNoSidewaysScroll(page, 375);
  });

  it('fits a 375 px phone without sideways scrolling; screenshots at 375 and 1280 px', async () => {
    for (const viewport of [phone, desktop]) {
      const page = await site.newPage({ viewport });
      await openAbout(page);
      await expectNoSidewaysScroll(page, viewport.width);
      // Lazy portraits: load them before the full-page picture.
      for (const img of await page.locator('.practitioner-portrait').all()) {
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, `about-${viewport.width}`, { fullPage: true });
    }
  });
});
