import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import type { InboxItem } from '@pt/contracts';
import { useSite } from '../support/site';
import { waitFor } from '../support/wait';

/**
 * The staff inbox changes a request's status only on the revision the user saw (issue 6): Mark
 * handled and Reopen send `If-Match`, and a request changed meanwhile (412) is shown again as it is.
 */
const site = useSite();
const changedElsewhere = 'This request was changed by someone else. The list now shows the latest version.';

async function api(method: string, route: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(site.url + route, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function signIn(): Promise<{ token: string; user: unknown }> {
  const { body } = await api('POST', '/api/portal/login', { email: 'admin@example.com', password: 'demo-admin-1' });
  return body as { token: string; user: unknown };
}

/** A new callback request, as a visitor would send it; answers its inbox item once projected. */
async function newRequest(token: string, name: string): Promise<InboxItem> {
  await api('POST', '/api/callback-request', { name, phone: '321-555-0142', reason: 'Checking the inbox revisions', preferredTime: 'anytime' });
  return waitFor(async () => {
    const { body } = await api('GET', '/api/admin/inbox', undefined, token);
    return (body.items as InboxItem[]).find((item) => item.name === name);
  }, 10_000, `${name} in the inbox`);
}

/** The admin's inbox page, signed in through the stored session, with the live connection up. */
async function openInbox(session: { token: string; user: unknown }): Promise<Page> {
  const page = await site.newPage();
  await page.addInitScript(([token, user]) => {
    localStorage.setItem('portal_token', token);
    localStorage.setItem('portal_user', user);
  }, [session.token, JSON.stringify(session.user)] as const);
  await page.goto(`${site.url}/staff/inbox`);
  await page.locator('[data-testid="live-indicator"][data-state="connected"]').waitFor();
  return page;
}

const card = (page: Page, name: string) => page.locator('[data-testid="inbox-item"]', { hasText: name });
const isStatusChange = (request: Request) => request.method() === 'PATCH' && request.url().includes('/api/admin/inbox/');
const isInboxRead = (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/admin/inbox';

describe('status changes carry the revision they were decided on', () => {
  // Needs the server's revisions (issue 6 point 1): the inbox items' `revision`.
  it('Mark handled and Reopen send If-Match with the revision of the item on screen', async () => {
    const session = await signIn();
    const name = `Revision ${Date.now()}`;
    const item = await newRequest(session.token, name);
    expect(item.revision).toEqual(expect.any(Number));
    const page = await openInbox(session);
    const sent: (string | undefined)[] = [];
    page.on('request', (request) => isStatusChange(request) && sent.push(request.headers()['if-match']));

    await card(page, name).getByRole('button', { name: 'Mark handled' }).click();
    await page.locator('[data-testid="inbox-item"][data-status="handled"]', { hasText: name }).waitFor();
    // The button (now Reopen) kept the focus while the change was sent (disabled, it dropped it to the page's body).
    expect(await card(page, name).getByRole('button', { name: 'Reopen' }).evaluate((el) => el === document.activeElement)).toBe(true);
    // The read model follows the log: the item's new revision shows there once it has folded the change.
    const after = await waitFor(async () => {
      const handled = (await api('GET', '/api/admin/inbox', undefined, session.token)).body.items as InboxItem[];
      const found = handled.find((i) => i.name === name);
      return found && found.revision! > item.revision! ? found : undefined;
    }, 10_000, 'the handled revision in the inbox');
    expect(after.revision).toBeGreaterThan(item.revision!);

    await card(page, name).getByRole('button', { name: 'Reopen' }).click();
    await page.locator('[data-testid="inbox-item"][data-status="new"]', { hasText: name }).waitFor();
    expect(sent).toEqual([`"${item.revision}"`, `"${after.revision}"`]);
  });

  // Needs the server's If-Match check (412).
  it('a change decided on an old revision is refused: the notice says so and the list shows the latest version', async () => {
    const session = await signIn();
    const name = `Stale ${Date.now()}`;
    const item = await newRequest(session.token, name);
    expect(item.revision).toEqual(expect.any(Number));
    const page = await openInbox(session);
    await card(page, name).waitFor();
    // Someone else handles it meanwhile; this page's change still names the revision it started from.
    await page.route('**/api/admin/inbox/*', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'if-match': `"${item.revision}"` } }),
    );
    const other = await api('PATCH', `/api/admin/inbox/${item.id}`, { status: 'handled' }, session.token, { 'if-match': `"${item.revision}"` });
    expect(other.status).toBe(200);
    await page.locator('[data-testid="inbox-item"][data-status="handled"]', { hasText: name }).waitFor();

    const reads: Request[] = [];
    page.on('request', (request) => isInboxRead(request) && reads.push(request));
    await card(page, name).getByRole('button', { name: 'Reopen' }).click();
    await page.getByText(changedElsewhere).waitFor();
    await expect.poll(() => reads.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.locator('[data-testid="inbox-item"][data-status="handled"]', { hasText: name }).waitFor();
  });
});

describe('a 412 answer', () => {
  it('shows the notice, puts the status back and refetches the inbox', async () => {
    const session = await signIn();
    const name = `Refused ${Date.now()}`;
    await newRequest(session.token, name);
    const page = await openInbox(session);
    await card(page, name).waitFor();
    await page.route('**/api/admin/inbox/*', (route) =>
      route.fulfill({ status: 412, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'The request has changed.' }) }),
    );
    const patches: Request[] = [];
    const reads: Request[] = [];
    page.on('request', (request) => (isStatusChange(request) ? patches : isInboxRead(request) ? reads : []).push(request));

    await card(page, name).getByRole('button', { name: 'Mark handled' }).click();
    await page.getByText(changedElsewhere).waitFor();
    await expect.poll(() => reads.length, { timeout: 10_000 }).toBe(1);
    expect(patches).toHaveLength(1); // a 4xx is not retried
    expect(await card(page, name).getAttribute('data-status')).toBe('new');
    expect(await page.locator('[data-testid="notice"]').getAttribute('role')).toBe('alert');
  });
});
