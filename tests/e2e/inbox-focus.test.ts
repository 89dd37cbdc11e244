import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demo, useStaffSite } from '../support/staff';

/**
 * The Requests page's "New" list lets go of a request marked handled: the focus its button had goes
 * to the next request (else the one before, else the words saying none is left), never to the page's
 * body, where the next Tab would start again from the top.
 */
const staff = useStaffSite();

/** A contact message sent through the API, as the contact form does. */
async function postMessage(firstName: string) {
  const res = await fetch(`${staff.site.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: randomUUID(), firstName, lastName: 'Focus', email: 'focus@example.com', phone: '(321) 555-0100', service: 'hand-therapy', message: 'Knee pain', consent: true }),
  });
  expect(res.status).toBe(201);
}

/** Where the focus is: 'body', or the focused element's text. */
const focused = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? 'body' : (document.activeElement?.textContent ?? '').trim()));

describe('the New requests, one marked handled', () => {
  it('hands the focus to the next request, then the one before, then the words saying none is left', async () => {
    const token = await staff.token(demo.admin);
    // Only these three are new: the demo's requests are handled first.
    for (;;) {
      const { body } = await staff.call('GET', '/api/admin/inbox?status=new', undefined, token);
      if (body.items.length === 0) break;
      for (const item of body.items as { id: string }[]) expect((await staff.call('PATCH', `/api/admin/inbox/${item.id}`, { status: 'handled' }, token)).status).toBe(200);
    }
    for (const name of ['Cara', 'Bram', 'Alma']) await postMessage(name);

    const page = await staff.signIn(demo.admin);
    await page.goto(`${staff.site.url}/staff/inbox`);
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const cards = page.getByTestId('inbox-item');
    await expect.poll(() => cards.count()).toBe(3);
    const names = async () => (await cards.locator('h3').allTextContents()).map((name) => name.trim());
    expect(await names()).toEqual(['Alma Focus', 'Bram Focus', 'Cara Focus']);
    const markHandled = async (name: string) => {
      await cards.filter({ hasText: name }).getByRole('button', { name: 'Mark handled' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(names).not.toContain(name);
    };

    // The first: the next one takes the focus.
    await markHandled('Alma Focus');
    await expect.poll(() => focused(page)).toBe('Bram Focus');
    // The last: the one before.
    await markHandled('Cara Focus');
    await expect.poll(() => focused(page)).toBe('Bram Focus');
    // The next Tab goes on from there, within that request.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="inbox-item"]')?.textContent)).toContain('Bram Focus');
    // The only one left: the words saying none is.
    await markHandled('Bram Focus');
    await expect.poll(() => focused(page)).toBe('No new requests. Everything has been handled.');
  });
});
