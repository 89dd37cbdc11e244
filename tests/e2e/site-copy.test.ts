import { describe, expect, it } from 'vitest';
import { callbackSuccessMessage } from '@pt/contracts';
import { fillCallbackForm, hydrated as contactHydrated, noticeTexts } from '../support/contact';
import { useChromeSite } from '../support/chrome';

/** Issue 11, point 6: copy that agrees with itself, and the quiz's result carried into the message form. */
const { site, visit, open } = useChromeSite();

describe('patient stories', () => {
  it('the home page tells the same stories (names, results, weeks) as the testimonials page', async () => {
    const page = await visit();
    await open(page, '/');
    const stories = await page.locator('.home-story').evaluateAll((figures) =>
      figures.map((f) => ({
        name: f.querySelector('.home-story-name')!.textContent!.trim(),
        result: f.querySelector('.home-story-result')!.textContent!.replace(/\s+/g, ' ').trim(),
      })),
    );
    expect(stories).toHaveLength(3);

    await open(page, '/testimonials');
    const reviews = (await page.getByRole('main').textContent())!.replace(/\s+/g, ' ');
    for (const story of stories) {
      // "Result: <outcome> (<n> weeks)"
      const [, outcome, weeks] = story.result.match(/^Result: (.+) \((\d+ weeks)\)$/)!;
      expect(reviews, story.name).toContain(story.name);
      expect(reviews, story.name).toContain(outcome);
      const card = page.locator('article, li', { hasText: story.name }).filter({ hasText: outcome! }).last();
      expect(await card.textContent(), story.name).toContain(weeks);
    }
  });
});

describe('one promise for callbacks', () => {
  it('the contact page and the callback toast both promise a call back within 24 hours', async () => {
    const page = await visit();
    await page.goto(`${site.url}/contact`);
    await contactHydrated(page);
    const text = (await page.getByRole('main').textContent())!.replace(/\s+/g, ' ');
    expect(text).toContain('Callback within 24 hours, guaranteed.');
    expect(text).not.toMatch(/call(back| you back)[^.]*within 2 hours/i);

    await page.getByRole('tab', { name: 'Request Callback' }).click();
    await fillCallbackForm(page);
    await page.getByRole('button', { name: 'Request Callback' }).click();
    await expect.poll(() => noticeTexts(page)).toEqual([`Callback Requested!${callbackSuccessMessage}`]);
    expect(callbackSuccessMessage).toContain('within 24 hours');
  });
});

describe("the quiz's result in the message form", () => {
  const answer = async (page: import('playwright-core').Page, ...options: string[]) => {
    for (const option of options) await page.getByTestId('quiz').getByRole('button', { name: option }).click();
    await page.getByTestId('quiz-result').waitFor();
  };

  it('Send Us a Message opens the form with the service the answers point to', async () => {
    const page = await visit();
    await page.goto(`${site.url}/contact`);
    await contactHydrated(page);
    await answer(page, 'Swelling or lymphedema', '2 weeks to 3 months', 'It limits my work, sleep or exercise');
    await page.getByTestId('quiz-result').getByRole('button', { name: 'Send Us a Message' }).click();
    expect(await page.getByRole('tab', { name: 'Send Message' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByLabel('Service').inputValue()).toBe('lymphedema-therapy');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contact-tab-message');

    // The visitor's own choice wins over a later suggestion.
    await page.getByLabel('Service').selectOption('hand-therapy');
    await page.getByTestId('quiz-result').getByRole('button', { name: 'Start Over' }).click();
    await answer(page, 'Recovering from surgery', 'Less than 2 weeks', 'I need help with everyday tasks');
    expect(await page.getByLabel('Service').inputValue()).toBe('hand-therapy');
  });

  it('the message tab opened by hand after the quiz also starts with the suggested service', async () => {
    const page = await visit();
    await page.goto(`${site.url}/contact`);
    await contactHydrated(page);
    await answer(page, 'Recovering from surgery', 'Less than 2 weeks', 'I need help with everyday tasks');
    await page.getByRole('tab', { name: 'Send Message' }).click();
    // The quiz hands its result to the page in an effect; the form takes it when it mounts, or as it arrives.
    await expect.poll(() => page.getByLabel('Service').inputValue()).toBe('post-op-rehab');
  });
});

