import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, dayIn } from '@pt/contracts';
import { checkScreen, demo, staffPhone, toast, useStaffSite } from '../support/staff';

/** Health tips management (issue 7): write, schedule, edit, withdraw; what patients then read. */
const staff = useStaffSite();

const tipCard = (page: Page, title: string) => page.getByTestId('tip-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const form = (page: Page) => page.getByTestId('tip-form-dialog');
const focused = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? 'body' : (document.activeElement?.textContent ?? '').trim()));

async function write(page: Page, tip: { title: string; category: string; content: string; conditions?: string; publishDate?: string }) {
  await page.getByRole('button', { name: 'Write a Tip' }).click();
  await form(page).getByLabel('Title', { exact: true }).fill(tip.title);
  await form(page).getByLabel('Category', { exact: true }).selectOption(tip.category);
  await form(page).getByLabel('Content', { exact: true }).fill(tip.content);
  if (tip.conditions) await form(page).getByLabel('Target Conditions').fill(tip.conditions);
  if (tip.publishDate) await form(page).getByLabel('Publish Date').fill(tip.publishDate);
  await form(page).getByRole('button', { name: 'Publish Tip' }).click();
}

describe('health tips, as a therapist', () => {
  it('writes a published and a scheduled tip, edits one and withdraws one; patients read only what is published', async () => {
    const page = await staff.signIn(demo.therapist);
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Health Tips', exact: true }).click();
    await page.waitForURL('**/staff/health-tips');
    await page.getByText('No health tips yet.', { exact: false }).waitFor();
    // The page's heading, once (the panel repeated it).
    expect(await page.getByRole('main').getByRole('heading', { name: 'Health Tips' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Write a Tip' }).click();
    // A form dialog opens on its first field, Title (it opened on its Close button).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('tip-title');
    await form(page).getByRole('button', { name: 'Publish Tip' }).click();
    for (const message of ['Title is required', 'Please choose a category', 'Content is required']) await form(page).getByText(message).waitFor();
    await checkScreen(page, 'tip-form');
    await page.keyboard.press('Escape');

    await write(page, { title: 'Skin care with lymphedema', category: 'safety at home', content: 'Keep the skin clean and moisturised.', conditions: 'lymphedema, , arm swelling ' });
    await toast(page, 'Tip Published');
    const later = addDays(dayIn(new Date()), 14);
    await write(page, { title: 'Walking in the heat', category: 'wellness', content: 'Walk early in the morning.', publishDate: later });
    await toast(page, 'Tip Scheduled');

    const skin = tipCard(page, 'Skin care with lymphedema');
    await skin.getByText('lymphedema, arm swelling').waitFor();
    expect(await skin.getAttribute('data-status')).toBe('published');
    expect(await tipCard(page, 'Walking in the heat').getAttribute('data-status')).toBe('scheduled');

    await skin.getByRole('button', { name: 'Edit' }).click();
    expect(await form(page).getByLabel('Target Conditions').inputValue()).toBe('lymphedema, arm swelling');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('tip-title');
    await form(page).getByLabel('Content', { exact: true }).fill('Keep the skin clean, dry and moisturised.');
    await form(page).getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Tip Updated');
    await skin.getByText('Keep the skin clean, dry and moisturised.').waitFor();

    await write(page, { title: 'Old advice', category: 'recovery', content: 'Rest completely.' });
    await toast(page, 'Tip Published');
    const old = tipCard(page, 'Old advice');
    await old.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
    await toast(page, 'Tip Withdrawn');
    await expect.poll(() => old.getAttribute('data-status'), { timeout: 10_000 }).toBe('withdrawn');
    expect(await old.getByRole('button').count()).toBe(0);
    // Its Withdraw button is gone: the tip's title has the focus (it fell to the page's body).
    await expect.poll(() => focused(page)).toBe('Old advice');

    await page.getByRole('button', { name: 'Published (1)' }).click();
    expect(await page.getByTestId('tip-card').count()).toBe(1);
    await page.getByRole('button', { name: 'Withdrawn (1)' }).click();
    await old.waitFor();
    await page.getByRole('button', { name: 'All (3)' }).click();
    await checkScreen(page, 'health-tips');

    const patient = (await staff.call('POST', '/api/portal/register', { email: 'tips.reader@example.com', password: 'sea glass 42' })).body.token;
    const read = await staff.call('GET', '/api/portal/health-tips', undefined, patient);
    expect(read.body.tips.map((t: { title: string }) => t.title)).toEqual(['Skin care with lymphedema']);
  });

  it('by keyboard, on a phone: a tip withdrawn from the Published list hands the focus to the card now in its place', async () => {
    const token = await staff.token(demo.therapist);
    for (const title of ['Focus tip one', 'Focus tip two']) {
      const tip = { id: crypto.randomUUID(), title, category: 'wellness', content: 'Drink water.' };
      expect((await staff.call('POST', '/api/health-tips', tip, token)).status).toBe(201);
    }
    const page = await staff.signIn(demo.therapist, staffPhone);
    await page.goto(`${staff.site.url}/staff/health-tips`);
    await page.getByRole('button', { name: /^Published/ }).click();
    const first = (await page.getByTestId('tip-card').first().getByRole('heading').textContent())!;
    const second = (await page.getByTestId('tip-card').nth(1).getByRole('heading').textContent())!;
    await tipCard(page, first).getByRole('button', { name: 'Withdraw' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toast(page, 'Tip Withdrawn');
    await tipCard(page, first).waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe(second);
  });

  it("a tip's publish date moved across today says what it now is for patients: published, or scheduled", async () => {
    const token = await staff.token(demo.therapist);
    const today = dayIn(new Date());
    const later = addDays(today, 10);
    const tips = [
      { id: crypto.randomUUID(), title: 'Moved to today', category: 'wellness', content: 'Stretch gently.', publishDate: later },
      { id: crypto.randomUUID(), title: 'Moved to later', category: 'wellness', content: 'Walk daily.', publishDate: today },
    ];
    for (const tip of tips) expect((await staff.call('POST', '/api/health-tips', tip, token)).status).toBe(201);
    const page = await staff.signIn(demo.therapist);
    await page.goto(`${staff.site.url}/staff/health-tips`);

    // Scheduled, now today: published (the toast said only 'Tip Updated … was saved.').
    const soon = tipCard(page, 'Moved to today');
    expect(await soon.getAttribute('data-status')).toBe('scheduled');
    await soon.getByRole('button', { name: 'Edit' }).click();
    await form(page).getByLabel('Publish Date').fill(today);
    await form(page).getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Tip Published', '“Moved to today” is now shown to patients.');
    await expect.poll(() => soon.getAttribute('data-status')).toBe('published');

    // Published, now later: scheduled, no longer shown until then.
    const moved = tipCard(page, 'Moved to later');
    await moved.getByRole('button', { name: 'Edit' }).click();
    await form(page).getByLabel('Publish Date').fill(later);
    await form(page).getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Tip Scheduled', '“Moved to later” will be shown to patients from');
    await expect.poll(() => moved.getAttribute('data-status')).toBe('scheduled');

    // A change that leaves the date on its side of today is only saved.
    await moved.getByRole('button', { name: 'Edit' }).click();
    await form(page).getByLabel('Content', { exact: true }).fill('Walk daily, in the shade.');
    await form(page).getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Tip Updated', '“Moved to later” was saved.');
  });

  it('a published tip edited into the future leaves the Published list: the focus goes to the card now in its place, not the page', async () => {
    const token = await staff.token(demo.therapist);
    for (const title of ['Edited tip one', 'Edited tip two']) {
      const tip = { id: crypto.randomUUID(), title, category: 'wellness', content: 'Walk daily.' };
      expect((await staff.call('POST', '/api/health-tips', tip, token)).status).toBe(201);
    }
    const page = await staff.signIn(demo.therapist);
    await page.goto(`${staff.site.url}/staff/health-tips`);
    await page.getByRole('button', { name: /^Published/ }).click();
    await tipCard(page, 'Edited tip one').waitFor();
    const titles = await page.getByTestId('tip-card').getByRole('heading').allTextContents();
    const at = titles.indexOf('Edited tip one');
    const inItsPlace = titles[at + 1] ?? titles[at - 1];
    await tipCard(page, 'Edited tip one').getByRole('button', { name: 'Edit' }).focus();
    await page.keyboard.press('Enter');
    await form(page).getByLabel('Publish Date').fill(addDays(dayIn(new Date()), 7));
    await form(page).getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Tip Scheduled');
    // Its Edit button, which the closing dialog gave the focus back to, left with it.
    await tipCard(page, 'Edited tip one').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe(inItsPlace);
  });
});
