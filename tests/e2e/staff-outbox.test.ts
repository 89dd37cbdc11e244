import { describe, expect, it } from 'vitest';
import { resetLink } from '../support/password-reset';
import { checkScreen, demo, staffDesktop, staffPhone, useStaffSite } from '../support/staff';
import { waitFor } from '../support/wait';

/**
 * Issue 11, point 4: notifications tell the truth. With no mail server configured (the test server
 * has no SMTP_URL), the inbox says a request's notice went to the outbox, and admins read the outbox.
 */
// Enough requests from the test's one address for a second page of the outbox.
const staff = useStaffSite(() => ({ PUBLIC_WRITES: '500' }));

const sendMessage = (firstName: string) =>
  staff.call('POST', '/api/contact', {
    id: crypto.randomUUID(),
    firstName,
    lastName: 'Okafor',
    email: `${firstName.toLowerCase()}@example.com`,
    phone: '321-555-0199',
    service: 'hand-therapy',
    message: 'My wrist hurts when I type.',
    consent: true,
  });

describe('the outbox', () => {
  it("the inbox says the notice went to the outbox, and the admin's Outbox screen shows it, live", async () => {
    expect((await sendMessage('Adaeze')).status).toBe(201);
    const page = await staff.signIn(demo.admin);
    await page.goto(`${staff.site.url}/staff/inbox`);
    // The page is Requests, as in the navigation and on the dashboard (it said 'Staff Inbox'), and says so once.
    await page.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { name: 'Requests' }).count()).toBe(1);
    const item = page.getByTestId('inbox-item').filter({ hasText: 'Adaeze Okafor' });
    await item.getByText('Notification: in the outbox (no e-mail server)').waitFor({ timeout: 15_000 });
    expect(await item.getByText('Notification: sent').count()).toBe(0);

    // The staff navigation leads admins to it.
    await page.goto(`${staff.site.url}/patient-portal/dashboard`);
    await page.getByRole('heading', { name: 'Staff Dashboard' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Portal' });
    await nav.getByRole('link', { name: 'Outbox', exact: true }).click();
    await page.waitForURL('**/staff/outbox');
    await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
    await page.getByText('No mail server is configured').waitFor();
    const notice = page.getByTestId('outbox-message').filter({ hasText: 'Adaeze Okafor' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Contact message');

    // A request arriving while the screen is open appears without a reload.
    expect((await sendMessage('Chidi')).status).toBe(201);
    await page.getByTestId('outbox-message').filter({ hasText: 'Chidi Okafor' }).waitFor({ timeout: 15_000 });
    await checkScreen(page, 'outbox');
  });

  it('is for admins only: a therapist has no Outbox link and the screen says so', async () => {
    const page = await staff.signIn(demo.therapist, staffDesktop);
    // The therapist's inbox shows the request without the admins' setup detail (it said in amber "not e-mailed (no e-mail server)").
    expect((await sendMessage('Ifeoma')).status).toBe(201);
    await page.goto(`${staff.site.url}/staff/inbox`);
    const item = page.getByTestId('inbox-item').filter({ hasText: 'Ifeoma Okafor' });
    await item.getByRole('button', { name: 'Mark handled' }).waitFor({ timeout: 15_000 });
    // 'Notification: pending' until the notice is written to the outbox, then nothing.
    await expect.poll(() => item.getByTestId('inbox-notification').count(), { timeout: 15_000 }).toBe(0);
    expect(await item.getByText(/e-mail server|outbox|not e-mailed/i).count()).toBe(0);

    expect(await page.getByRole('link', { name: 'Outbox', exact: true }).count()).toBe(0);
    await page.goto(`${staff.site.url}/staff/outbox`);
    await page.getByText('The outbox is for administrators.').waitFor();
    expect(await page.getByTestId('outbox-message').count()).toBe(0);
  });

  it('reaches its oldest notices a page at a time, counting them all, by keyboard on a phone', async () => {
    const admin = await staff.token(demo.admin);
    const total = async () => (await staff.call('GET', '/api/admin/outbox?limit=1', undefined, admin)).body.total as number;
    // The oldest notice of the test, then a page and more after it.
    expect((await sendMessage('Oldest')).status).toBe(201);
    const before = await waitFor(async () => {
      const { body } = await staff.call('GET', '/api/admin/outbox?limit=200', undefined, admin);
      return body.messages.some((m: { subject: string }) => m.subject.includes('Oldest Okafor')) ? (body.total as number) : null;
    });
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (let i = 0; i < 50; i++) expect((await sendMessage(`Pa${letters[i % 26]}${letters[Math.floor(i / 26)]}`)).status).toBe(201);
    await waitFor(async () => ((await total()) === before + 50 ? true : null), 60_000, 'the 50 notices');

    const page = await staff.signIn(demo.admin, staffPhone);
    await page.goto(`${staff.site.url}/staff/outbox`);
    // It showed the newest 200 only, and counted them as all there were.
    await page.getByTestId('outbox-count').getByText(`${before + 50} notices`).waitFor();
    await expect.poll(() => page.getByTestId('outbox-message').count()).toBe(50);
    expect(await page.getByTestId('outbox-message').filter({ hasText: 'Oldest Okafor' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Load older notices' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('outbox-message').count()).toBe(before + 50);
    await page.getByTestId('outbox-message').filter({ hasText: 'Oldest Okafor' }).waitFor();
    await page.getByText('No older notices.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('No older notices.');
  });

  it('an older page that fails keeps the notices shown: its failure and Try again come at the end, and trying again loads it', async () => {
    for (const name of ['Olderfail', 'Olderfailb', 'Olderfailc']) expect((await sendMessage(name)).status).toBe(201);
    const admin = await staff.token(demo.admin);
    await waitFor(async () => {
      const { body } = await staff.call('GET', '/api/admin/outbox?limit=200', undefined, admin);
      return body.messages.some((m: { subject: string }) => m.subject.includes('Olderfailc Okafor')) ? true : null;
    });
    const page = await staff.signIn(demo.admin, staffPhone);
    // Pages of 2 (the app asks for 50); while `failOlder`, every older page's request fails with a 500.
    let failOlder = true;
    let olderAsked = 0;
    await page.route(
      (url) => url.pathname === '/api/admin/outbox',
      (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('limit', '2');
        if (url.searchParams.has('before')) {
          olderAsked += 1;
          if (failOlder) return route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Something went wrong on our side."}' });
        }
        return route.continue({ url: url.toString() });
      },
    );
    await page.goto(`${staff.site.url}/staff/outbox`);
    const notices = page.getByTestId('outbox-message');
    const subjects = () => notices.locator('h3').allTextContents();
    await expect.poll(() => notices.count()).toBe(2);
    const firstPage = await subjects();

    await page.getByRole('button', { name: 'Load older notices' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Older notices could not be loaded.' });
    // It was replaced by 'The outbox could not be loaded.', the notices gone.
    await failure.waitFor({ timeout: 15_000 });
    expect(await page.getByText('The outbox could not be loaded.').count()).toBe(0);
    expect(await subjects()).toEqual(firstPage);
    expect(await page.getByRole('button', { name: 'Load older notices' }).count()).toBe(0);
    // After the list, at its end.
    expect(await page.locator('.outbox-list + .load-older-failed').count()).toBe(1);
    expect(olderAsked).toBeGreaterThan(0);

    // Let through, Try again loads the older page below the first, and the failure goes.
    failOlder = false;
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => notices.count()).toBe(4);
    expect((await subjects()).slice(0, 2)).toEqual(firstPage);
    expect(await failure.count()).toBe(0);
    await page.getByRole('button', { name: 'Load older notices' }).waitFor();
  });

  it("a notice's links can be followed: its http(s) addresses are links, the rest plain text", async () => {
    const admin = await staff.token(demo.admin);
    expect((await staff.call('POST', '/api/portal/password-reset/request', { email: demo.patient.email })).status).toBe(200);
    const { url } = await resetLink(staff.call, admin, demo.patient.email);

    const page = await staff.signIn(demo.admin, staffPhone);
    await page.goto(`${staff.site.url}/staff/outbox`);
    const notice = page.getByTestId('outbox-message').filter({ hasText: 'Choose a new password' }).first();
    await notice.waitFor();
    // It was the address as text in a <pre>, to be copied by hand.
    const link = notice.getByRole('link', { name: url, exact: true });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(url);
    // The text around it is as it was (the API's text, whole), and nothing else became a link.
    const text = (await staff.call('GET', '/api/admin/outbox?limit=200', undefined, admin)).body.messages.find((m: { text: string }) => m.text.includes(url)).text as string;
    expect(await notice.locator('pre').textContent()).toBe(text);
    expect(await notice.getByRole('link').count()).toBe((text.match(/https?:\/\//g) ?? []).length);
    await checkScreen(page, 'outbox-links');

    // Followed, it opens the reset page.
    await link.click();
    await page.waitForURL('**/patient-portal/reset-password?token=**');
  });
});
