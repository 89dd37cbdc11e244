import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { completeSetup, portalPhone } from '../support/portal';
import { demo, useStaffSite } from '../support/staff';
import { waitForHydration } from '../support/site';

/**
 * On a touch device a form that opens does not put the focus in a text field by itself: that would
 * open the on-screen keyboard over half of what just opened. A dialog keeps the focus on its Close, a
 * new message on its heading, a sent reply on Send; with a mouse the first field takes it, as before.
 */
const staff = useStaffSite();
const site = staff.site;
const touch = { viewport: portalPhone, hasTouch: true, isMobile: true };

const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return element.id ? `#${element.id}` : `${element.tagName.toLowerCase()}:${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()}`;
  });

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${site.url}/patient-portal/login`);
  await page.getByRole('heading', { name: 'Patient Portal' }).waitFor();
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/patient-portal/dashboard');
}

describe('forms opened on a touch device', () => {
  it("a new message and a reply leave the patient's keyboard closed", async () => {
    const page = await site.newPage(touch);
    expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(true);
    await page.goto(`${site.url}/patient-portal/login`);
    await page.getByRole('heading', { name: 'Patient Portal' }).waitFor();
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Email', { exact: true }).fill('tap.first@example.com');
    await page.getByLabel('Password', { exact: true }).fill('sea glass 42');
    await page.getByLabel('Confirm Password', { exact: true }).fill('sea glass 42');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/patient-portal/setup');
    await completeSetup(page, 'Tapa', 'First');

    await page.goto(`${site.url}/patient-portal/messages`);
    await page.getByText('No messages yet. Start one with New Message.').waitFor();
    await page.getByRole('link', { name: 'New Message' }).click();
    await page.getByLabel('Subject').waitFor();
    // The heading says where the person is; the subject waits for their tap.
    await expect.poll(() => focusedElement(page)).toBe('#new-conversation-title');
    await page.getByLabel('Subject').fill('Stairs');
    await page.getByRole('textbox', { name: 'Message' }).fill('Going down stairs still hurts a little.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('textbox', { name: 'Your reply' }).waitFor();

    await page.getByRole('textbox', { name: 'Your reply' }).fill('Mostly in the evening.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.getByTestId('conversation-thread').locator('.message-bubble').count()).toBe(2);
    await expect.poll(() => focusedElement(page)).toBe('button:Send');
    expect(await page.getByRole('textbox', { name: 'Your reply' }).inputValue()).toBe('');
  });

  it("a staff form dialog keeps the focus on its Close on a tablet, and gives it to the first field with a mouse", async () => {
    for (const [options, expected] of [
      [touch, 'button:Close'],
      [{ viewport: { width: 1280, height: 900 } }, '#exercise-name'],
    ] as const) {
      const page = await site.newPage(options);
      await signIn(page, demo.therapist);
      await page.getByRole('tab', { name: 'Exercise Library' }).click();
      await page.getByRole('button', { name: 'Add Exercise' }).click();
      await page.getByTestId('exercise-form-dialog').getByLabel('Name', { exact: true }).waitFor();
      await expect.poll(() => focusedElement(page)).toBe(expected);
      await page.close();
    }
  });
});
