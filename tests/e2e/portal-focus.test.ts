import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from '../support/site';
import { completeSetup, portalPhone, registerPatient, signInAs, toast } from '../support/portal';

/**
 * Where the focus goes after a patient's action replaces what they acted on: never to the page's
 * body (a keyboard or screen-reader user would start again from the top).
 */
const site = useSite();

const focused = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? 'body' : (document.activeElement?.id ?? document.activeElement?.tagName ?? '')));

describe('focus after a patient acts', () => {
  it('signing up, in and out moves the focus to the page reached, as any other navigation does', async () => {
    // The portal's shell and the public site's are two layouts: the first page of each once took no focus.
    const page = await registerPatient(site, 'ivy.cole@example.com', 'sea glass 42', portalPhone);
    await expect.poll(() => focused(page)).toBe('main-content');
    await completeSetup(page, 'Ivy', 'Cole');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/patient-portal/login');
    await expect.poll(() => focused(page)).toBe('main-content');

    const again = await signInAs(site, 'ivy.cole@example.com', 'sea glass 42', portalPhone);
    await again.getByRole('heading', { name: 'Welcome, Ivy!' }).waitFor();
    await expect.poll(() => focused(again)).toBe('main-content');
    // A page loaded keeps the browser's own focus.
    await again.reload();
    await again.getByRole('heading', { name: 'Welcome, Ivy!' }).waitFor();
    expect(await focused(again)).toBe('body');
  });

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

  it('a pain report the server refuses leaves the focus on its button, not on the page', async () => {
    const page = await registerPatient(site, 'ada.finch@example.com', 'sea glass 42', portalPhone);
    await completeSetup(page, 'Ada', 'Finch');
    await page.getByRole('tab', { name: 'Progress' }).click();
    await page.route('**/api/portal/progress', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The practice is busy. Please try again.' }) }) : route.fallback(),
    );
    await page.getByLabel('Pain today', { exact: true }).selectOption('4');
    await page.getByRole('button', { name: 'Report Pain' }).click();
    await toast(page, 'Error', 'The practice is busy. Please try again.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Report Pain');
    // The choice is kept for the next try.
    expect(await page.getByLabel('Pain today', { exact: true }).inputValue()).toBe('4');
  });

  it('messages on a phone: New Message, the conversation it starts, a reply, the way back and an opened conversation each keep the focus in view', async () => {
    const page = await registerPatient(site, 'owen.hale@example.com', 'sea glass 42', portalPhone);
    await completeSetup(page, 'Owen', 'Hale');
    await page.goto(`${site.url}/patient-portal/messages`);
    await page.getByText('No messages yet. Start one with New Message.').waitFor();

    await page.getByRole('link', { name: 'New Message' }).click();
    await expect.poll(() => focused(page)).toBe('message-subject');
    await page.keyboard.type('Stairs after the session');
    await page.getByRole('textbox', { name: 'Message' }).fill('Going down the stairs feels tight. Is that expected?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Message Sent');
    await page.getByTestId('conversation-thread').waitFor();
    await expect.poll(() => focused(page)).toBe('conversation-subject');

    await page.getByLabel('Your reply').fill('It eases after ten minutes.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.getByTestId('conversation-thread').locator('.message-bubble').count()).toBe(2);
    await expect.poll(() => focused(page)).toBe('reply-content');
    expect(await page.getByLabel('Your reply').inputValue()).toBe('');

    // Back to the list, then the conversation again: the list it was chosen from is hidden on a phone.
    await page.getByRole('link', { name: '← All conversations' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toContain('conversation-item');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Stairs after the session');
    await page.locator('.conversation-item', { hasText: 'Stairs after the session' }).click();
    await page.getByTestId('conversation-thread').waitFor();
    await expect.poll(() => focused(page)).toBe('conversation-subject');
  });
});
