import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sampleIntakeForm } from '../support/intake';
import { checkScreen, demo, staffPhone, useStaffSite } from '../support/staff';

/**
 * Auditors read and never write (DECISIONS.md, roles): the walk through every staff screen an
 * auditor reaches, listing every control the page offers (in the page and in an open dialog), and
 * asserting that each one only reads: opens, closes, filters, searches, switches tabs.
 */
const staff = useStaffSite();
let patientId: string;

beforeAll(async () => {
  const therapist = await staff.token(demo.therapist);
  expect((await staff.call('POST', '/api/seed-exercises', {}, therapist)).status).toBe(201);
  const registered = await staff.call('POST', '/api/portal/register', { email: 'ruth.baker@example.com', password: 'sea glass 42' });
  const profile = await staff.call('POST', '/api/portal/profile', { firstName: 'Ruth', lastName: 'Baker', phone: '(321) 555-0110', currentConditions: ['Hip replacement'] }, registered.body.token);
  expect(profile.status).toBe(201);
  patientId = profile.body.id;
  const exercises = (await staff.call('GET', `/api/exercises?after=${profile.body.position}`, undefined, therapist)).body.exercises;
  const assigned = await staff.call('POST', '/api/admin/assign-exercise', { patientId, exerciseId: exercises[0].id, frequency: 'Once daily' }, therapist);
  expect(assigned.status).toBe(201);
  expect((await staff.call('POST', `/api/portal/my-exercises/${assigned.body.id}/complete?after=${assigned.body.position}`, { painLevel: 3 }, registered.body.token)).status).toBe(201);
  expect((await staff.call('POST', `/api/patients/${patientId}/progress`, { measurementType: 'pain', value: 5 }, therapist)).status).toBe(201);
  expect((await staff.call('POST', `/api/patients/${patientId}/progress`, { measurementType: 'mobility', value: 60 }, therapist)).status).toBe(201);
  expect((await staff.call('POST', '/api/health-tips', { title: 'Ice after exercise', category: 'recovery', content: 'Ten minutes, wrapped in a towel.' }, therapist)).status).toBe(201);
  expect((await staff.call('POST', '/api/intake/forms', sampleIntakeForm())).status).toBe(201);
});

/** Every visible control of the page, or of the open dialog, as "button: name" or "field: name". */
async function controls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    // A modal dialog is all one can use while it is open.
    const dialog = document.querySelector('dialog[open]');
    const roots = dialog ? [dialog] : Array.from(document.querySelectorAll('main'));
    const found = new Set<string>();
    for (const root of roots) {
      for (const el of Array.from(root.querySelectorAll('button, [role="button"], [role="switch"], input, select, textarea'))) {
        if (!visible(el) || el.closest('[role="tablist"]')) continue;
        const labelled = (el as HTMLInputElement).labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? (el as HTMLInputElement).placeholder;
        const isField = el.matches('input, select, textarea');
        const name = (isField ? labelled : el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
        // A row of the intake list is a button that opens the form to read; so is an event of the history.
        // An exercise's name in the library is the button that shows its details.
        const opensDetails = el.closest('[data-testid="library-exercise"]') && el.hasAttribute('aria-expanded');
        const kind = isField ? 'field' : el.closest('[data-testid="intake-row"]') ? 'open form' : el.closest('[data-testid="audit-event"]') ? 'open event' : opensDetails ? 'open details' : 'button';
        found.add(`${kind}: ${name}`);
      }
    }
    return [...found].sort();
  });
}

/** What a reader may use: open and close things, filter and search lists, the shell's own menus. */
const readOnly = [
  /^button: (View|Close|Close .+|Logout|Accessibility|Open menu|Close menu)$/,
  /^button: (All|Published|Scheduled|Withdrawn|Pending|Reviewed|Completed|New|Handled)( \(\d+\))?$/,
  /^open form: /,
  /^field: Search patients$/,
  /^field: (Search exercises|Search the library|Category|Difficulty)$/,
  /^open event: /,
  /^open details: /,
  /^button: Show more exercises \(\d+ more\)$/,
  /^button: (Apply|Clear|Show newest|Load older events|Search older events|Filter the history|Hide filters|Copy [a-z ]+)$/,
  /^field: (Event type|Stream|Actor|Correlation id|Show)$/,
];
const writes = (found: string[]) => found.filter((control) => !readOnly.some((allowed) => allowed.test(control)));

async function expectReadOnly(page: Page, where: string) {
  const found = await controls(page);
  expect(writes(found), `${where}: ${found.join(', ')}`).toEqual([]);
}

describe('an auditor', () => {
  it('is offered no control that writes, on every staff screen, the patient dialog and the intake dialog', async () => {
    const page = await staff.signIn(demo.auditor);
    const card = page.getByTestId('patient-card').filter({ hasText: 'Ruth Baker' });
    await card.waitFor();
    await expectReadOnly(page, 'dashboard, Patients');

    await card.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByTestId('patient-dialog');
    await dialog.getByTestId('assignment').first().waitFor();
    await expectReadOnly(page, 'patient dialog, Exercises');
    await dialog.getByRole('tab', { name: 'Progress' }).click();
    await dialog.getByTestId('progress-chart').locator('.apexcharts-canvas').waitFor();
    await expectReadOnly(page, 'patient dialog, Progress');
    await dialog.getByRole('tab', { name: 'Profile' }).click();
    await dialog.getByRole('heading', { name: 'Profile' }).waitFor();
    // The list holds no profile (ADR 28): what Ruth entered comes with her record, fetched as the dialog opened.
    const profile = dialog.getByRole('tabpanel');
    await profile.getByRole('listitem').filter({ hasText: 'Hip replacement' }).waitFor();
    await profile.getByRole('link', { name: '(321) 555-0110' }).waitFor();
    expect(await profile.getByText('has not completed the profile setup', { exact: false }).count()).toBe(0);
    await expectReadOnly(page, 'patient dialog, Profile');

    await dialog.getByRole('link', { name: 'Rewards' }).click();
    await page.waitForURL(`**/patient-portal/rewards?patient=${patientId}`);
    await page.getByTestId('rewards-whose').getByText('Rewards of Ruth Baker').waitFor();
    for (const tab of ['Achievements', 'Leaderboard', 'Progress', 'History']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel').waitFor();
      await expectReadOnly(page, `rewards of a patient, ${tab}`);
    }
    expect(await page.getByTestId('demo-mode-card').count()).toBe(0);

    // The library is the dashboard's tab (the top bar's Dashboard leads there; no entry of its own).
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('tab', { name: 'Exercise Library' }).click();
    await page.getByTestId('library-exercise').first().waitFor();
    await expectReadOnly(page, 'dashboard, Exercise Library');
    // An opened exercise shows its details, and no Edit or Delete.
    await page.getByTestId('library-exercise').first().getByRole('heading').getByRole('button').click();
    await page.getByTestId('library-exercise').first().getByText('Instructions').waitFor();
    await expectReadOnly(page, 'dashboard, Exercise Library, an exercise opened');

    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Health Tips' }).click();
    await page.getByTestId('tip-card').filter({ hasText: 'Ice after exercise' }).waitFor();
    await expectReadOnly(page, 'health tips');

    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Intake Forms' }).click();
    await page.getByText('Nora Whitfield').click();
    const intake = page.locator('dialog[open]');
    await intake.getByText('Auditors read intake forms; they do not change them.').waitFor();
    // The answers, fetched when the dialog opens. Dates read as everywhere in the portal ("November 23, 2026 at 9:05 AM"), not "November 23rd".
    expect(await intake.getByText(/^Sent /).textContent()).toMatch(/^Sent [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M( \S+)?$/);
    for (const tab of ['Patient Info', 'Medical History', 'Symptoms', 'Anatomy', 'Access log']) {
      await intake.getByRole('tab', { name: tab }).click();
      // The answers were fetched when the dialog opened (the 'Sent' line above); the access log is fetched now.
      if (tab === 'Access log') await intake.getByTestId('record-access-entry').first().waitFor();
      await expectReadOnly(page, `intake form dialog, ${tab}`);
    }
    await checkScreen(page, 'auditor-intake-access-log');
    await intake.getByRole('tab', { name: 'Anatomy' }).click();
    await checkScreen(page, 'auditor-intake-dialog');
    await page.keyboard.press('Escape');
    await intake.waitFor({ state: 'detached' });
    await expectReadOnly(page, 'intake forms');

    // The event history only reads: filters, older pages, an event's dialog with ids to copy.
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Event History' }).click();
    await page.getByTestId('audit-event').first().waitFor();
    await expectReadOnly(page, 'event history');
    await page.getByTestId('audit-event').first().getByRole('button').click();
    const event = page.getByTestId('audit-event-dialog');
    await event.getByTestId('audit-event-facts').waitFor();
    await event.locator('[data-testid="audit-document"], [data-testid="audit-no-documents"]').first().waitFor();
    await expectReadOnly(page, 'event dialog');
    await page.keyboard.press('Escape');
    await event.waitFor({ state: 'detached' });

    // The requests are not an auditor's: neither in the navigation nor on the page.
    expect(await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Requests' }).count()).toBe(0);
    await page.goto(`${staff.site.url}/staff/inbox`);
    await page.getByText('The inbox is for therapists and administrators.').waitFor();
    await expectReadOnly(page, 'staff inbox');
  });

  it('on a phone, the shell offers the same reading navigation and nothing that writes', async () => {
    const page = await staff.signIn(demo.auditor, staffPhone);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Portal' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Health Tips', 'Messages', 'Intake Forms', 'Progress Reports', 'Event History']);
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByTestId('patient-card').filter({ hasText: 'Ruth Baker' }).waitFor();
    await expectReadOnly(page, 'dashboard on a phone');
    // Four overview tiles (Patients, To review, Exercises, Health tips) in two columns, two rows, no hole.
    const overview = page.getByRole('list', { name: 'Overview' });
    const tiles = overview.getByRole('listitem');
    expect(await tiles.count()).toBe(4);
    const [first, last] = [await tiles.first().boundingBox(), await tiles.last().boundingBox()];
    expect(Math.round(last!.width)).toBe(Math.round(first!.width));
    expect(last!.y).toBeGreaterThan(first!.y);
  });
});

describe('the walk itself', () => {
  it('finds the write controls a therapist is offered on the same screens', async () => {
    const page = await staff.signIn(demo.therapist);
    await page.getByTestId('patient-card').filter({ hasText: 'Ruth Baker' }).waitFor();
    expect(writes(await controls(page))).toEqual(expect.arrayContaining(['button: Add Patient']));
    await page.getByTestId('patient-card').filter({ hasText: 'Ruth Baker' }).getByRole('button', { name: 'Manage' }).click();
    await page.getByTestId('patient-dialog').getByTestId('assignment').first().waitFor();
    expect(writes(await controls(page))).toEqual(expect.arrayContaining(['button: Assign exercise', 'button: Change', 'button: End']));
    // The assignment form comes with the library's exercises, which may arrive after the program.
    await page.getByTestId('patient-dialog').getByRole('button', { name: 'Assign exercise', exact: true }).click();
    await page.getByTestId('patient-dialog').getByRole('button', { name: 'Assign Exercise', exact: true }).waitFor();
    expect(writes(await controls(page))).toEqual(expect.arrayContaining(['button: Assign Exercise', 'field: Frequency']));
  });
});
