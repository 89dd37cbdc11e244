import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { practice } from '@pt/contracts';
import { hydrated as contactHydrated } from '../support/contact';
import { openIntake } from '../support/intake-browser';
import { desktop, expectNoSeriousViolations, expectNoSidewaysScroll, saveScreenshot } from '../support/site';
import { useChromeSite } from '../support/chrome';

const phone = { width: 390, height: 844 };
/** Issue 11, point 1 (trust): the privacy texts, reached from the footer and from every form that collects health information. */
const { site, visit, open } = useChromeSite();

const pages = [
  { link: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy', mentions: ['Request Callback', 'intake form', 'Quick Start Assessment'] },
  { link: 'Notice of Privacy Practices', path: '/privacy-practices', heading: 'Notice of Privacy Practices', mentions: ['Your rights', 'Office for Civil Rights', 'never sell'] },
] as const;

describe('the privacy pages', () => {
  it.each(pages)('the footer link "$link" opens $path, prerendered with its title', async ({ link, path, heading, mentions }) => {
    const res = await fetch(site.url + path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<title>${heading} | ${practice.name}</title>`);

    const page = await visit();
    await open(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await page.waitForURL(`${site.url}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    // Set by the page in an effect, after the heading has rendered.
    await expect.poll(() => page.title()).toBe(`${heading} | ${practice.name}`);
    const text = await page.getByRole('main').textContent();
    for (const words of mentions) expect(text).toContain(words);
    // How to reach the practice about privacy
    expect(await page.getByRole('main').getByRole('link', { name: practice.phone }).count()).toBeGreaterThan(0);
  });

  it.each(pages)('$path has no serious axe violation and fits a phone', async ({ path }) => {
    for (const viewport of [phone, desktop]) {
      const page = await visit({ viewport });
      await open(page, path);
      await expectNoSeriousViolations(page, `${path} at ${viewport.width} px`);
      await expectNoSidewaysScroll(page, viewport.width);
      await saveScreenshot(page, `privacy${path.replace(/\//g, '-')}-${viewport.width}`, { fullPage: true, dirName: 'pt-site-screenshots' });
    }
  });

  it("a section of the page's list scrolls into view below the sticky header", async () => {
    const page = await visit({ viewport: phone });
    await open(page, '/privacy-practices');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Your rights' }).click();
    const heading = page.getByRole('heading', { level: 2, name: 'Your rights' });
    await expect.poll(async () => {
      const [top, headerBottom] = await Promise.all([
        heading.evaluate((h) => h.getBoundingClientRect().top),
        page.locator('header.site-header').evaluate((h) => h.getBoundingClientRect().bottom),
      ]);
      return top >= headerBottom && top < phone.height / 2;
    }).toBe(true);
  });
});

describe('every form that collects health information links the notice', () => {
  const noticeLink = (scope: Locator) => scope.getByRole('link', { name: 'Notice of Privacy Practices' });

  it('the message and callback forms, and the quiz result', async () => {
    const page = await visit();
    await page.goto(`${site.url}/contact`);
    await contactHydrated(page);
    await page.getByRole('tab', { name: 'Request Callback' }).click();
    const callback = page.locator('form', { has: page.getByLabel('Reason for Callback') });
    expect(await noticeLink(callback).getAttribute('href')).toBe('/privacy-practices');

    await page.getByRole('tab', { name: 'Send Message' }).click();
    const message = page.locator('form', { has: page.getByLabel('Message', { exact: true }) });
    expect(await noticeLink(message).getAttribute('href')).toBe('/privacy-practices');

    const quiz = page.getByTestId('quiz');
    for (let i = 0; i < 3; i++) await quiz.locator('.quiz-option').first().click();
    await page.getByTestId('quiz-result').waitFor();
    await noticeLink(page.getByTestId('quiz-result')).click();
    await page.waitForURL(`${site.url}/privacy-practices`);
    await page.getByRole('heading', { level: 1, name: 'Notice of Privacy Practices' }).waitFor();
  });

  it('the intake form', async () => {
    const page = await visit();
    await openIntake(page, site.url);
    expect(await noticeLink(page.locator('.intake-card')).getAttribute('href')).toBe('/privacy-practices');
  });
});
