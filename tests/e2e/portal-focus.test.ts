import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from '../support/site';
import { completeSetup, portalPhone, registerPatient, toast } from '../support/portal';

/**
 * Where the focus goes after a patient's action replaces what they acted on: never to the page's
 * body (a keyboard or screen-reader user would start again from the top).
 */
const site = useSite();

const focused = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? 'body' : (document.activeElement?.id ?? document.activeElement?.tagName ?? '')));

describe('focus after a patient acts', () => {
  it('a pain report, once sent, leaves the focus on what was reported', async () => {
    const page = await registerPatient(site, 'nora.pike@example.com', 'sea glass 42', portalPhone);
    await completeSetup(page, 'Nora', 'Pike');
    await page.getByRole('tab', { name: 'Progress' }).click();
    await page.getByLabel('Pain today', { exact: true }).selectOption('3');
    await page.getByRole('button', { name: 'Report Pain' }).click();
    await toast(page, 'Pain Recorded');
    await page.getByTestId('pain-reported').getByText('3/10').waitFor();
    await expect.poll(() => focused(page)).toBe('pain-report');

    // A change, sent the same way, ends in the same place.
    await page.getByRole('button', { name: 'Report a change' }).click();
    await page.getByLabel('Pain today', { exact: true }).selectOption('2');
    await page.getByRole('button', { name: 'Report Pain' }).click();
    await page.getByTestId('pain-reported').getByText('2/10').waitFor();
    await expect.poll(() => focused(page)).toBe('pain-report');
  });
});
