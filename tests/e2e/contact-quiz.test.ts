import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { practice } from '@pt/contracts';
import { focusedText, orlando, text, useContactSite, viera } from '../support/contact';

/**
 * /contact in a real browser against the real server (spec 000 sections 2, 4 and 9): the Quick
 * Start Assessment and the service-area indicator.
 */
const { visit, openContact } = useContactSite();

describe('Quick Start Assessment', () => {
  const quiz = (page: Page) => page.getByTestId('quiz');
  const choose = (page: Page, option: string) => quiz(page).getByRole('button', { name: option, exact: true }).click();

  it('all low answers, by keyboard: each question then the result takes the focus; Flexible Timing', async () => {
    const page = await visit();
    await openContact(page);
    expect(await text(page, '.quiz-progress')).toBe('Question 1 of 3');
    await quiz(page).getByRole('button', { name: 'A recent injury or new pain' }).focus();
    // From the first option to the fourth (low), then Enter.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Moving, running or training better');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedText(page)).toBe('How long have you had this problem?');
    expect(await quiz(page).locator('.quiz-question').evaluate((title) => getComputedStyle(title).outlineStyle)).toBe('none');
    expect(await text(page, '.quiz-progress')).toBe('Question 2 of 3');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('More than 3 months');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedText(page)).toBe('How much does it affect your daily life?');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('It bothers me now and then');
    await page.keyboard.press('Enter');

    await expect.poll(() => focusedText(page)).toBe('Your result: Flexible Timing');
    // The headings the focus moved to are no controls: no focus ring round them (there was a dark box after Enter).
    const resultTitle = quiz(page).locator('.quiz-result-title');
    expect(await resultTitle.evaluate((title) => getComputedStyle(title).outlineStyle)).toBe('none');
    // Nor with high contrast on, whose rings are black and 4 px wide.
    await page.evaluate(() => document.documentElement.classList.add('high-contrast'));
    expect(await resultTitle.evaluate((title) => title === document.activeElement && getComputedStyle(title).outlineStyle)).toBe('none');
    await page.evaluate(() => document.documentElement.classList.remove('high-contrast'));
    expect(await text(page, '[data-testid="quiz-urgency"]')).toBe('Flexible Timing');
    const recommendations = await quiz(page).locator('.check-list li').allTextContents();
    expect(recommendations.map((r) => r.trim())).toEqual([
      'A movement or running analysis with a strength and conditioning plan.',
      'A thorough first assessment and a gradual, consistent plan for a long-standing problem.',
      'A home exercise program with check-ins to keep you on track.',
    ]);
    expect(await quiz(page).getByRole('link', { name: 'Book Your Consultation' }).getAttribute('href')).toBe('/contact');
  });

  it('any high answer gives High Priority, with a call button', async () => {
    const page = await visit();
    await openContact(page);
    await choose(page, 'Swelling or lymphedema');
    await choose(page, 'Less than 2 weeks');
    await choose(page, 'It bothers me now and then');
    await quiz(page).getByTestId('quiz-result').waitFor();
    expect(await text(page, '[data-testid="quiz-urgency"]')).toBe('High Priority');
    expect(await quiz(page).getByRole('link', { name: `Call ${practice.phone}` }).getAttribute('href')).toBe('tel:+13215550142');
  });

  it('a medium answer among low ones gives Standard Priority', async () => {
    const page = await visit();
    await openContact(page);
    await choose(page, 'Swelling or lymphedema');
    await choose(page, 'More than 3 months');
    await choose(page, 'Not much: I want to prevent problems');
    await quiz(page).getByTestId('quiz-result').waitFor();
    expect(await text(page, '[data-testid="quiz-urgency"]')).toBe('Standard Priority');
    expect(await quiz(page).getByRole('link', { name: /^Call / }).count()).toBe(0);
  });

  it('Back removes the last answer and returns one step; Start Over resets', async () => {
    const page = await visit();
    await openContact(page);
    expect(await quiz(page).getByRole('button', { name: 'Back' }).count()).toBe(0);
    await choose(page, 'Moving, running or training better');
    await choose(page, 'Less than 2 weeks');
    expect(await text(page, '.quiz-progress')).toBe('Question 3 of 3');

    await quiz(page).getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => focusedText(page)).toBe('How long have you had this problem?');
    expect(await text(page, '.quiz-progress')).toBe('Question 2 of 3');
    // The high answer is gone: a low one in its place gives a low result.
    await choose(page, 'More than 3 months');
    await choose(page, 'It bothers me now and then');
    expect(await text(page, '[data-testid="quiz-urgency"]')).toBe('Flexible Timing');

    await quiz(page).getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => focusedText(page)).toBe('How much does it affect your daily life?');
    await choose(page, 'I need help with everyday tasks');
    expect(await text(page, '[data-testid="quiz-urgency"]')).toBe('High Priority');

    await quiz(page).getByRole('button', { name: 'Start Over' }).click();
    await expect.poll(() => focusedText(page)).toBe('What brings you to us today?');
    expect(await text(page, '.quiz-progress')).toBe('Question 1 of 3');
    expect(await quiz(page).getByRole('button', { name: 'Back' }).count()).toBe(0);
  });

  it('Book Your Consultation stays on /contact and takes the visitor to the Book Online tab', async () => {
    const page = await visit();
    await openContact(page);
    await page.getByRole('tab', { name: 'Send Message' }).click();
    await choose(page, 'Recovering from surgery');
    await choose(page, '2 weeks to 3 months');
    await choose(page, 'It limits my work, sleep or exercise');
    await quiz(page).getByRole('link', { name: 'Book Your Consultation' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contact-tab-book');
    expect(await page.getByRole('tab', { name: 'Book Online' }).getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/contact');
    await page.getByRole('heading', { name: 'Book Online', level: 2 }).waitFor();
  });
});

describe('service-area indicator', () => {
  const indicator = (page: Page) => page.getByTestId('service-area');
  const reads = async (page: Page) => (await indicator(page).textContent())?.trim();

  it('reads "Serving your area" within 50 miles of Melbourne', async () => {
    const page = await visit({ geolocation: viera, permissions: ['geolocation'] });
    await openContact(page);
    await expect.poll(() => reads(page)).toBe('Serving your area: Melbourne/Brevard County area');
    expect(await page.getByRole('button', { name: 'Check my location' }).count()).toBe(0);
  });

  it('reads "Outside service area" further away', async () => {
    const page = await visit({ geolocation: orlando, permissions: ['geolocation'] });
    await openContact(page);
    await expect.poll(() => reads(page)).toBe('Service area: Outside service area');
  });

  it('reads the default area when location is denied, and never prompts on load', async () => {
    const page = await visit({ geolocation: viera });
    await openContact(page);
    expect(await reads(page)).toBe('Service area: Melbourne & Brevard County');
    // Asking is the visitor's choice; the browser refuses here, and the default stays.
    await page.getByRole('button', { name: 'Check my location' }).click();
    await page.getByRole('button', { name: /Check/ }).waitFor({ state: 'detached' });
    expect(await reads(page)).toBe('Service area: Melbourne & Brevard County');
  });
});
