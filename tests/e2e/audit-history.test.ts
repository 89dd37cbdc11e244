import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkScreen, demo, staffDesktop, useStaffSite } from '../support/staff';

/**
 * Auditors replay the event history: who did what, when, and what any screen showed then. The
 * auditor finds a visitor's contact message in the history, narrows the history to its type, opens
 * it, and reads its data and the inbox document it created; the history's views are addresses.
 * Other staff have no Event History.
 */
// Enough visitors' writes for the paging test's history of more than two pages.
const staff = useStaffSite(() => ({ PUBLIC_WRITES: '1000' }));

const sendMessage = async (firstName: string, lastName: string) => {
  const sent = await staff.call('POST', '/api/contact', {
    id: crypto.randomUUID(),
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    phone: '321-555-0176',
    service: 'hand-therapy',
    message: 'My thumb aches when I garden.',
    consent: true,
  });
  expect(sent.status).toBe(201);
  return `contact-${sent.body.id as string}`;
};

/** The rows of the list as "type stream", once the list shows them. */
const rows = (page: Page) => page.getByTestId('audit-event').evaluateAll((items) => items.map((item) => `${(item as HTMLElement).dataset.type} ${(item as HTMLElement).dataset.stream}`));

describe('the event history', () => {
  it("an auditor finds a visitor's contact message, filters by its type, and sees its data and the inbox document it created", async () => {
    const stream = await sendMessage('Imogen', 'Achterberg');
    const page = await staff.signIn(demo.auditor);
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Event History' }).click();
    await page.waitForURL('**/staff/audit');
    await page.getByRole('heading', { level: 1, name: 'Event History' }).waitFor();
    await page.getByText("Every change ever made in the portal, every reading of a patient's record or intake form by staff, and every reading of this history by auditors, newest first").waitFor();

    // The newest contact message is the visitor's; the newest events come first.
    const message = page.locator('[data-testid="audit-event"][data-type="ContactMessageSubmitted"]').first();
    await message.waitFor();
    expect(await message.getAttribute('data-stream')).toBe(stream);
    expect(await message.textContent()).toContain('Visitor');
    const positions = await page.getByTestId('audit-event').evaluateAll((items) => items.map((item) => BigInt((item as HTMLElement).dataset.position!)));
    expect(positions.every((position, i) => i === 0 || position < positions[i - 1]!)).toBe(true);
    await checkScreen(page, 'audit-history');

    // Filter by type: only contact messages, this one first; the filter is in the address.
    await page.getByLabel('Event type', { exact: true }).selectOption('ContactMessageSubmitted');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL('**/staff/audit?type=ContactMessageSubmitted');
    await expect.poll(async () => (await rows(page))[0]).toBe(`ContactMessageSubmitted ${stream}`);
    expect((await rows(page)).every((row) => row.startsWith('ContactMessageSubmitted '))).toBe(true);
    await page.getByTestId('audit-status').getByText(/matching events? among/).waitFor();

    // Open it: who, when, its ids, its data, and what the inbox held before (nothing) and after it.
    await page.locator(`[data-testid="audit-event"][data-stream="${stream}"]`).getByRole('button').click();
    const dialog = page.getByTestId('audit-event-dialog');
    await dialog.getByRole('heading', { name: 'Contact message submitted' }).waitFor();
    const facts = dialog.getByTestId('audit-event-facts');
    expect(await facts.textContent()).toContain('Visitor');
    expect(await facts.textContent()).toContain(stream);
    expect(await facts.textContent()).toContain('ContactMessageSubmitted');
    const data = await dialog.getByTestId('audit-event-data').textContent();
    expect(data).toContain('"firstName": "Imogen"');
    expect(data).toContain('"message": "My thumb aches when I garden."');
    const inbox = dialog.locator('[data-testid="audit-document"][data-read-model="inbox"]');
    await inbox.waitFor();
    expect(await inbox.getAttribute('data-change')).toBe('created');
    await inbox.getByText('Before: none.').waitFor();
    expect(await inbox.textContent()).toContain('Imogen Achterberg');
    await inbox.getByText('The whole document after the event').click();
    expect(await inbox.locator('pre').textContent()).toContain('"status": "new"');
    expect(page.url()).toContain(`event=${encodeURIComponent(`${stream}/0`)}`);
    await checkScreen(page, 'audit-event');

    // From the event to its stream's whole history; Back returns to the filtered list with the event open.
    await dialog.getByRole('link', { name: 'Every event of this stream' }).click();
    await page.waitForURL(`**/staff/audit?stream=${stream}`);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await rows(page)).length).toBeGreaterThan(0);
    expect((await rows(page)).every((row) => row.endsWith(` ${stream}`))).toBe(true);
    expect(await page.getByLabel('Stream', { exact: true }).inputValue()).toBe(stream);
    await page.goBack();
    await dialog.getByRole('heading', { name: 'Contact message submitted' }).waitFor();
    expect(await page.getByLabel('Event type', { exact: true }).inputValue()).toBe('ContactMessageSubmitted');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL('**/staff/audit?type=ContactMessageSubmitted');

    // Clear shows the whole history again.
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL('**/staff/audit');
    await expect.poll(async () => (await rows(page))[0]?.startsWith('ContactMessageSubmitted ')).toBe(false);

    // The auditor's own reading of the history is among the readings, named (ADR 18).
    await page.getByLabel('Show', { exact: true }).selectOption('readings');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL('**/staff/audit?show=readings');
    const ownReading = page.locator('[data-testid="audit-event"][data-type="EventHistoryViewed"]').first();
    await ownReading.waitFor();
    expect(await ownReading.getAttribute('data-stream')).toMatch(/^historyViews-\d{4}-\d{2}-\d{2}$/);
    expect(await ownReading.textContent()).toContain(demo.auditor.name);
    expect((await rows(page)).every((row) => /^(PatientRecordViewed|IntakeFormViewed|EventHistoryViewed) /.test(row))).toBe(true);
  });

  it('a shared address opens one event; a filter the server refuses is shown on its field', async () => {
    const stream = await sendMessage('Tobias', 'Lindqvist');
    const page = await staff.signIn(demo.auditor, staffDesktop);
    await page.goto(`${staff.site.url}/staff/audit?event=${encodeURIComponent(`${stream}/0`)}`);
    const dialog = page.getByTestId('audit-event-dialog');
    await dialog.getByRole('heading', { name: 'Contact message submitted' }).waitFor();
    await dialog.locator('[data-testid="audit-document"][data-read-model="inbox"]').getByText('Tobias Lindqvist', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${staff.site.url}/staff/audit?type=NoSuchEvent`);
    await page.getByText('The event history could not be loaded.').waitFor();
    await page.getByText('Unknown event type').waitFor();
  });

  it('pages older events by keyboard, and its buttons keep the focus while a page comes', async () => {
    // More events than two pages hold (the test server has no demo history).
    for (let batch = 0; batch < 11; batch++) await Promise.all(Array.from({ length: 10 }, (_, i) => sendMessage('Pager', `Visitor${batch * 10 + i}`)));
    const page = await staff.signIn(demo.auditor, staffDesktop);
    await page.goto(`${staff.site.url}/staff/audit`);
    const shownBefore = await (async () => {
      await page.getByTestId('audit-event').first().waitFor();
      return page.getByTestId('audit-event').count();
    })();
    // Disabled while the page came, each button dropped the focus to the page's body, and the next Tab started from the top.
    const older = page.getByRole('button', { name: 'Load older events' });
    await older.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('audit-event').count()).toBeGreaterThan(shownBefore);
    await older.waitFor();
    expect(await older.evaluate((el) => el === document.activeElement)).toBe(true);
    const newest = page.getByRole('button', { name: 'Show newest' });
    await newest.focus();
    const refreshed = page.waitForResponse((response) => response.url().includes('/api/audit/events'));
    await page.keyboard.press('Enter');
    await refreshed;
    await newest.waitFor();
    expect(await newest.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('is for auditors: a therapist has no Event History link and the page says so', async () => {
    const page = await staff.signIn(demo.therapist, staffDesktop);
    expect(await page.getByRole('link', { name: 'Event History' }).count()).toBe(0);
    await page.goto(`${staff.site.url}/staff/audit`);
    await page.getByText('The event history is for auditors.').waitFor();
    expect(await page.getByTestId('audit-event').count()).toBe(0);
    expect((await staff.call('GET', '/api/audit/events', undefined, await staff.token(demo.therapist))).status).toBe(403);
  });
});
