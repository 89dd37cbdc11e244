import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demo, toast, useStaffSite } from '../support/staff';

/**
 * A focus hand-off that can no longer come true is forgotten (shared/ui/useFocusAfterChange.ts): a
 * tip withdrawn, then the list read again without the change (a read model behind), must not move
 * the focus when the change shows at last, long after the user has moved on.
 */
const staff = useStaffSite();

const tipCard = (page: Page, title: string) => page.getByTestId('tip-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const focused = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? 'body' : (document.activeElement?.textContent ?? '').trim()));

async function writeTip(token: string, title: string) {
  const tip = { id: crypto.randomUUID(), title, category: 'wellness', content: 'Stretch gently.' };
  expect((await staff.call('POST', '/api/health-tips', tip, token)).status).toBe(201);
}

describe('a focus hand-off whose change never came', () => {
  it('is forgotten once the list is read again without it: the change shown later leaves the focus where the user put it', async () => {
    const token = await staff.token(demo.therapist);
    await writeTip(token, 'Expiring hand-off');
    // The list as a read model behind would answer it: the tip not yet withdrawn, and without the next one.
    const stale = (await staff.call('GET', '/api/health-tips', undefined, token)).body;
    await writeTip(token, 'Written after the stale read');

    const page = await staff.signIn(demo.therapist);
    // The live messages of tips are held while `holding`; socket.io's upgrade to a WebSocket is awaited
    // first, so that none goes by its long-polling.
    let holding = false;
    let upgraded = false;
    const held: string[] = [];
    let toPage: (message: string) => void = () => {};
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      const server = ws.connectToServer();
      toPage = (message) => ws.send(message);
      ws.onMessage((message) => {
        if (message === '5') upgraded = true;
        server.send(message);
      });
      server.onMessage((message) => {
        if (holding && typeof message === 'string' && message.includes('tip.changed')) held.push(message);
        else ws.send(message);
      });
    });
    let staleReads = 0;
    let answerStale = false;
    await page.route(
      (url) => url.pathname === '/api/health-tips',
      (route) => {
        if (route.request().method() !== 'GET' || !answerStale) return route.continue();
        staleReads += 1;
        return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(stale) });
      },
    );
    await page.goto(`${staff.site.url}/staff/health-tips`);
    await tipCard(page, 'Written after the stale read').waitFor();
    await expect.poll(() => upgraded).toBe(true);

    // Withdrawn by keyboard; the list read again after it comes without the change.
    holding = true;
    answerStale = true;
    await tipCard(page, 'Expiring hand-off').getByRole('button', { name: 'Withdraw' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toast(page, 'Tip Withdrawn');
    await tipCard(page, 'Written after the stale read').waitFor({ state: 'detached' });
    expect(staleReads).toBe(1);
    expect(await tipCard(page, 'Expiring hand-off').getAttribute('data-status')).toBe('published');

    // The user moves on, and the focus is on the page's body (as after a click beside the page's main).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await focused(page)).toBe('body');

    // The change shows at last (its live message); then another tip, drawn after it.
    answerStale = false;
    holding = false;
    expect(held.length).toBeGreaterThan(0);
    for (const message of held.splice(0)) toPage(message);
    await expect.poll(() => tipCard(page, 'Expiring hand-off').getAttribute('data-status')).toBe('withdrawn');
    await writeTip(token, 'Drawn after the change');
    await tipCard(page, 'Drawn after the change').waitFor();
    // The withdrawn tip's title did not take the focus out of the blue.
    expect(await focused(page)).toBe('body');
  });
});
