import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkPortalScreen, completeSetup, portalPhone, registerPatient, toast } from '../support/portal';
import { checkScreen, demo, useStaffSite } from '../support/staff';

/**
 * Messages between a patient and the practice (ADR 32): a patient writes, the therapist's open
 * Messages page and its count in the navigation take it live, the therapist answers, and the patient's
 * open conversation shows the answer without a reload. An auditor reads without a reply form.
 */
const staff = useStaffSite();
const site = staff.site;

/** The count beside Messages in the navigation ('' when there is none). */
const badgeText = async (page: Page) => ((await badge(page).count()) ? ((await badge(page).textContent()) ?? '') : '');
const badge = (page: Page) => page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: /^Messages/ }).locator('.portal-nav-badge');
const item = (page: Page, subject: string) => page.locator('.conversation-item', { hasText: subject });
const bubbles = (page: Page) => page.getByTestId('conversation-thread').locator('.message-bubble');

describe('messages between a patient and the practice', () => {
  it('a patient writes, the therapist answers, each sees the other live', async () => {
    const patient = await registerPatient(site, 'lena.marsh@example.com');
    await completeSetup(patient, 'Lena', 'Marsh', ['Frozen shoulder']);

    // The therapist's Messages page is open before the message comes.
    const therapist = await staff.token(demo.therapist);
    const unreadBefore = (await staff.call('GET', '/api/conversations?filter=unread', undefined, therapist)).body.data.length as number;
    const count = (n: number) => (n === 0 ? '' : String(n));
    const desk = await staff.signIn(demo.therapist);
    await desk.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: /^Messages/ }).click();
    await desk.waitForURL('**/staff/messages');
    await desk.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await expect.poll(() => badgeText(desk)).toBe(count(unreadBefore));
    await desk.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // The patient: nothing yet; an empty form says what is missing; then the message goes.
    await patient.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Messages' }).click();
    await patient.waitForURL('**/patient-portal/messages');
    await patient.getByText('No messages yet. Start one with New Message.').waitFor();
    await checkPortalScreen(patient, 'messages-empty');
    await patient.getByRole('link', { name: 'New Message' }).click();
    await patient.getByRole('button', { name: 'Send Message' }).click();
    await patient.getByText('Please enter a subject').waitFor();
    await patient.getByText('Please write your message').waitFor();
    await patient.getByLabel('Subject').fill('Pain at night');
    await patient.getByRole('textbox', { name: 'Message' }).fill('My shoulder wakes me up at night since the new stretches. Should I keep doing them?');
    await patient.getByRole('button', { name: 'Send Message' }).click();
    await toast(patient, 'Message Sent', 'Your care team will reply here.');
    await expect.poll(() => bubbles(patient).count()).toBe(1);
    await bubbles(patient).first().getByText('You', { exact: true }).waitFor();

    // The therapist's list and count take it without a reload.
    await item(desk, 'Pain at night').getByText('1 new').waitFor({ timeout: 10_000 });
    await expect.poll(() => badgeText(desk)).toBe(count(unreadBefore + 1));
    expect(await desk.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Opening it shows the message and marks it read; the answer goes back.
    await item(desk, 'Pain at night').click();
    await bubbles(desk).first().getByText('My shoulder wakes me up at night').waitFor();
    await desk.getByTestId('conversation-thread').getByText('Lena Marsh · Started').waitFor();
    await expect.poll(() => badgeText(desk)).toBe(count(unreadBefore));
    await expect.poll(() => item(desk, 'Pain at night').getByText('1 new').count()).toBe(0);
    await desk.getByLabel('Your reply').fill('Do them earlier in the day and skip the last one for a week. Sleep with a pillow under the arm.');
    await desk.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => bubbles(desk).count()).toBe(2);
    await expect.poll(() => desk.getByLabel('Your reply').inputValue()).toBe('');
    // The emptied box has the focus for what comes next (it fell to the page's body with the busy Send button).
    await expect.poll(() => desk.getByLabel('Your reply').evaluate((el) => el === document.activeElement)).toBe(true);
    await checkScreen(desk, 'messages-staff-thread');

    // The patient's open conversation shows the answer live, read at once.
    await expect.poll(() => bubbles(patient).count(), { timeout: 10_000 }).toBe(2);
    await bubbles(patient).nth(1).getByText('Sleep with a pillow under the arm.').waitFor();
    await item(patient, 'Pain at night').getByText('Your care team wrote').waitFor();
    await expect.poll(() => badgeText(patient)).toBe('');
    await checkPortalScreen(patient, 'messages-thread');

    // An auditor reads the conversation, without a reply form and without marking it read.
    const auditor = await staff.signIn(demo.auditor);
    await auditor.goto(`${site.url}/staff/messages`);
    await item(auditor, 'Pain at night').click();
    await expect.poll(() => bubbles(auditor).count()).toBe(2);
    await auditor.getByText('Auditors read conversations; they do not write in them.').waitFor();
    expect(await auditor.getByLabel('Your reply').count()).toBe(0);
    // Two browsers, three sign-ins and axe at two widths twice: more than the default minute on a busy machine.
  }, 180_000);

  it('a therapist writes first from the patient’s record; the patient learns of it on any page, by the count beside Messages', async () => {
    const patient = await registerPatient(site, 'omar.hale@example.com');
    await completeSetup(patient, 'Omar', 'Hale');
    const desk = await staff.signIn(demo.therapist);
    await desk.getByTestId('patient-card').filter({ hasText: 'Omar Hale' }).getByRole('button', { name: 'Manage' }).click();
    await desk.getByTestId('patient-dialog').getByRole('link', { name: 'Message', exact: true }).click();
    await desk.waitForURL('**/staff/messages?**');
    await desk.getByRole('heading', { name: 'New message to Omar Hale' }).waitFor();
    await desk.getByLabel('Subject').fill('Welcome');
    await desk.getByRole('textbox', { name: 'Message' }).fill('Welcome, Omar. Write here whenever something comes up.');
    await desk.getByRole('button', { name: 'Send Message' }).click();
    await toast(desk, 'Message Sent', 'Omar Hale will see it in the portal.');
    await bubbles(desk).first().getByText('Welcome, Omar.').waitFor();

    await expect.poll(() => badgeText(patient), { timeout: 10_000 }).toBe('1');
    await patient.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: /^Messages/ }).click();
    await item(patient, 'Welcome').click();
    await bubbles(patient).first().getByText('Welcome, Omar.').waitFor();
    await expect.poll(() => badgeText(patient)).toBe('');
  });

  it('on a phone, the Message Sent toast leaves the reply and its Send button clear', async () => {
    const patient = await registerPatient(site, 'ida.reyes@example.com', 'sea glass 42', portalPhone);
    await completeSetup(patient, 'Ida', 'Reyes');
    await patient.goto(`${site.url}/patient-portal/messages`);
    await patient.getByRole('link', { name: 'New Message' }).click();
    await patient.getByLabel('Subject').fill('Your visit on Thursday');
    await patient.getByRole('textbox', { name: 'Message' }).fill('Thanks, Thursday 10am works for me.');
    await patient.getByRole('button', { name: 'Send Message' }).click();
    const notice = await toast(patient, 'Message Sent', 'Your care team will reply here.');
    // The thread and its reply form take the form's place: what the patient does next.
    const send = patient.getByRole('form', { name: 'Reply' }).getByRole('button', { name: 'Send', exact: true });
    await send.waitFor();
    const box = (await notice.boundingBox())!;
    for (const target of [send, patient.getByLabel('Your reply')]) {
      const other = (await target.boundingBox())!;
      const overlaps = box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
      expect(overlaps, `the toast ${JSON.stringify(box)} over ${JSON.stringify(other)}`).toBe(false);
    }
  });
});
