import { beforeAll, describe, expect, it } from 'vitest';
import type { APIResponse, Page, Route } from 'playwright-core';
import { checkScreen, demo, exerciseId, staffDesktop, staffPhone, toast, useStaffSite } from '../support/staff';
import { confirmEmail } from '../support/email-confirmation';
import { deferred, waitFor } from '../support/wait';

/**
 * Patients and their programs (spec 001 'Exercise management'; issue 7): the list with its search, a
 * record added by staff, the patient dialog with its Exercises, Progress and Profile tabs, and a
 * patient's completion arriving live while the dialog is open.
 */
const staff = useStaffSite();
let therapist: string;

beforeAll(async () => {
  therapist = await staff.token(demo.therapist);
  expect((await staff.call('POST', '/api/seed-exercises', {}, therapist)).status).toBe(201);
});

const patientCard = (page: Page, name: string) => page.getByTestId('patient-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const patientDialog = (page: Page) => page.getByTestId('patient-dialog');

describe('the patient list', () => {
  it('adds a record with the spec fields, shows the condition or General, and finds patients by name or e-mail, ignoring case', async () => {
    const page = await staff.signIn(demo.therapist);
    await page.getByTestId('patients-empty').getByText('No Patients Found').waitFor();
    await checkScreen(page, 'patients-empty');

    await page.getByRole('button', { name: 'Add Patient' }).click();
    const add = page.getByTestId('add-patient-dialog');
    // A form dialog opens on its first field (it opened on its Close button).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('patient-first-name');
    await add.getByRole('button', { name: 'Add Patient' }).click();
    for (const message of ['First name is required', 'Last name is required', 'Please enter a valid email address']) await add.getByText(message).waitFor();
    await add.getByLabel('First Name').fill('Ruth');
    await add.getByLabel('Last Name').fill('Baker');
    await add.getByLabel('Email', { exact: true }).fill('ruth.baker@example.com');
    await add.getByLabel('Phone', { exact: true }).fill('(321) 555-0110');
    await add.getByLabel('Date of Birth').fill('1951-04-12');
    await add.getByLabel('Primary Condition').fill('Hip replacement');
    await checkScreen(page, 'add-patient');
    await add.getByRole('button', { name: 'Add Patient' }).click();
    await toast(page, 'Patient Added', 'Ruth Baker was added.');
    const ruth = patientCard(page, 'Ruth Baker');
    await ruth.getByText('Hip replacement').waitFor();
    await ruth.getByText('ruth.baker@example.com').waitFor();

    // The same e-mail again: the server's message next to the field.
    await page.getByRole('button', { name: 'Add Patient' }).click();
    await add.getByLabel('First Name').fill('Ruth');
    await add.getByLabel('Last Name').fill('Again');
    await add.getByLabel('Email', { exact: true }).fill('RUTH.BAKER@example.com');
    // By keyboard: the focus goes to the field the error is on (it went back to the Add Patient button).
    await add.getByRole('button', { name: 'Add Patient' }).focus();
    await page.keyboard.press('Enter');
    await add.getByRole('form').getByText('A patient with this email already exists.').waitFor();
    await toast(page, 'Error', 'A patient with this email already exists.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('patient-email');
    await page.keyboard.press('Escape');
    await add.waitFor({ state: 'detached' });

    const other = await staff.call('POST', '/api/admin/patients', { firstName: 'Walter', lastName: 'Ng', email: 'walt.ng@example.com' }, therapist);
    expect(other.status).toBe(201);
    // Added elsewhere: it arrives live, without a reload.
    await patientCard(page, 'Walter Ng').getByText('General', { exact: true }).waitFor();
    // The condition sits under the name on every card, a short one too, so that the cards' lines match.
    const placements = await page.getByTestId('patient-card').evaluateAll((cards) =>
      cards.map((card) => {
        const name = card.querySelector('h3')!.getBoundingClientRect();
        const tag = card.querySelector('.condition-tag')!.getBoundingClientRect();
        return { under: tag.top >= name.bottom - 0.5, alignedLeft: Math.abs(tag.left - name.left) < 1 };
      }),
    );
    expect(placements.length).toBe(2);
    expect(placements).toEqual(placements.map(() => ({ under: true, alignedLeft: true })));

    await page.getByLabel('Search patients').fill('rUTH bak');
    await page.getByTestId('patients-count').getByText('1 found').waitFor();
    expect(await page.getByTestId('patient-card').count()).toBe(1);
    await page.getByLabel('Search patients').fill('WALT.NG@');
    await patientCard(page, 'Walter Ng').waitFor();
    await ruth.waitFor({ state: 'detached' });
    await page.getByLabel('Search patients').fill('nobody here');
    await page.getByText('No patient\'s name or e-mail contains “nobody here”.', { exact: false }).waitFor();
    await page.getByLabel('Search patients').fill('');
    await checkScreen(page, 'patients');
  });
});

describe('the patient dialog', () => {
  it('assigns two exercises, changes and ends one, records measurements with the chart, and shows a completion live', async () => {
    const email = 'maria.lopez@example.com';
    expect((await staff.call('POST', '/api/admin/patients', { firstName: 'Maria', lastName: 'Lopez', email, primaryCondition: 'Knee replacement' }, therapist)).status).toBe(201);
    const page = await staff.signIn(demo.therapist);
    await patientCard(page, 'Maria Lopez').getByRole('button', { name: 'Manage' }).click();
    const dialog = patientDialog(page);
    await dialog.getByRole('heading', { name: 'Maria Lopez' }).waitFor();
    expect(await dialog.getByRole('tab').allTextContents()).toEqual(['Exercises', 'AI Recommendations', 'Reports', 'Progress', 'Profile']);
    await dialog.locator('[data-testid="live-indicator"][data-state="connected"]').waitFor();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await dialog.getByRole('button', { name: 'Assign Exercise' }).click();
    await dialog.getByText('Please choose an exercise').waitFor();
    const assign = async (name: string, frequency: string, instructions = '') => {
      await dialog.getByLabel('Exercise', { exact: true }).selectOption(await exerciseId(staff, therapist, name));
      await dialog.getByLabel('Frequency', { exact: true }).selectOption(frequency);
      await dialog.getByLabel('Custom Instructions').fill(instructions);
      await dialog.getByRole('button', { name: 'Assign Exercise' }).click();
      await toast(page, 'Exercise Assigned', `${name} was added to Maria's program (${frequency}).`);
    };
    await assign('Quad Sets', '2x daily', 'Hold each for 5 seconds.');
    await assign('Sit to Stand', '3x per week');
    const program = dialog.getByTestId('assignment');
    await expect.poll(() => program.count(), { timeout: 10_000 }).toBe(2);
    const quadSets = program.filter({ hasText: 'Quad Sets' });
    await quadSets.getByText('Hold each for 5 seconds.').waitFor();
    await checkScreen(page, 'patient-exercises');

    await quadSets.getByRole('button', { name: 'Change' }).click();
    // Nothing changed, nothing to save (an unchanged save recorded a change all the same).
    const save = quadSets.getByRole('button', { name: 'Save Changes' });
    expect(await save.isDisabled()).toBe(true);
    await quadSets.getByLabel('Frequency', { exact: true }).selectOption('Once daily');
    expect(await save.isDisabled()).toBe(false);
    await quadSets.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Program Updated');
    await quadSets.getByText('Once daily', { exact: true }).waitFor();

    // The patient registers with the record's e-mail, is joined to it once they confirm the e-mail
    // through the link sent there (ADR 33), and completes an exercise.
    const registered = await staff.call('POST', '/api/portal/register', { email, password: 'sea glass 42' });
    const patient = registered.body.token as string;
    await confirmEmail(staff.call, { email, patientToken: patient, adminToken: await staff.token(demo.admin) });
    const quadId = (await waitFor(async () => {
      const mine = await staff.call('GET', '/api/portal/my-exercises', undefined, patient);
      return mine.status === 200 && (mine.body.exercises as { id: string; exercise: { name: string } }[]).find((e) => e.exercise.name === 'Quad Sets');
    }, 10_000, 'the patient joined to the record')).id;
    const done = await staff.call('POST', `/api/portal/my-exercises/${quadId}/complete`, { painLevel: 3, duration: 4, notes: 'Felt good' }, patient);
    expect(done.status).toBe(201);
    const completion = dialog.getByTestId('completion').filter({ hasText: 'Quad Sets' });
    await completion.getByText('pain 3/10 · 4 min').waitFor();
    await completion.getByText('“Felt good”').waitFor();
    await dialog.getByTestId('activity-stats').getByText('completed today').waitFor();
    expect(await dialog.getByTestId('activity-stats').textContent()).toMatch(/\d+-day streak/);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    const sitToStand = program.filter({ hasText: 'Sit to Stand' });
    await sitToStand.getByRole('button', { name: 'End' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'End Exercise' }).click();
    await toast(page, 'Exercise Ended');
    await expect.poll(() => sitToStand.getAttribute('data-state'), { timeout: 10_000 }).toBe('ended');
    expect(await sitToStand.getByRole('button', { name: 'End' }).count()).toBe(0);
    // Its End button is gone: its title takes the focus (it fell to the page's body, behind the patient's dialog).
    await expect.poll(() => sitToStand.getByRole('heading', { name: 'Sit to Stand' }).evaluate((el) => el === document.activeElement)).toBe(true);

    await dialog.getByRole('tab', { name: 'Progress' }).click();
    await dialog.getByTestId('progress-empty').getByText('No Progress Data Yet').waitFor();
    // The pain the patient gave with the exercise shows here too (it showed only on the Exercises tab).
    const exercisePain = dialog.getByTestId('exercise-pain').getByTestId('exercise-pain-row');
    await exercisePain.filter({ hasText: 'Quad Sets' }).getByRole('cell', { name: '3/10' }).waitFor();
    expect(await exercisePain.filter({ hasText: 'Quad Sets' }).textContent()).toContain('“Felt good”');
    await dialog.getByLabel('Value', { exact: true }).fill('11');
    await dialog.getByRole('button', { name: 'Record Measurement' }).click();
    await dialog.getByText('Pain must be from 0 to 10').waitFor();
    await dialog.getByLabel('Value', { exact: true }).fill('6');
    await dialog.getByLabel('Body Part').fill('Left knee');
    await dialog.getByRole('button', { name: 'Record Measurement' }).click();
    await toast(page, 'Measurement Recorded');
    await dialog.getByLabel('Measurement', { exact: true }).selectOption('mobility');
    await dialog.getByLabel('Value', { exact: true }).fill('55');
    await dialog.getByRole('button', { name: 'Record Measurement' }).click();
    await toast(page, 'Measurement Recorded');
    // The patient's own pain report arrives live too.
    expect((await staff.call('POST', '/api/portal/progress', { value: 4 }, patient)).status).toBe(201);
    const chart = dialog.getByTestId('progress-chart');
    await chart.locator('.apexcharts-canvas').waitFor();
    await expect.poll(() => chart.locator('.apexcharts-series[seriesName="Pain"] .apexcharts-marker, .apexcharts-series[seriesName="Pain"] path.apexcharts-marker').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => chart.locator('table tbody tr').count(), { timeout: 10_000 }).toBe(3);
    expect(await chart.locator('table tbody tr').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Pain4/10'), expect.stringContaining('Mobility55%')]));
    const rows = dialog.getByTestId('measurements').getByRole('row');
    await rows.filter({ hasText: 'Pain 6/10' }).getByText('Left knee').waitFor();
    await rows.filter({ hasText: 'Pain 4/10' }).getByRole('cell', { name: 'Patient' }).waitFor();
    await checkScreen(page, 'patient-progress');

    await dialog.getByRole('tab', { name: 'Profile' }).click();
    for (const label of ['Name', 'Phone', 'Date of Birth', 'Medical History', 'Current Conditions', 'Allergies']) await dialog.getByText(label, { exact: true }).waitFor();
    await dialog.getByText('Maria has not completed the profile setup yet.', { exact: false }).waitFor();
    // She completes it while the dialog is open: the live message has no profile (ADR 28), so the record is fetched again.
    const saved = await staff.call('POST', '/api/portal/profile', { firstName: 'Maria', lastName: 'Lopez', medicalHistory: 'Left knee replaced in 2025', allergies: ['Latex'] }, patient);
    expect(saved.status).toBe(200);
    await dialog.getByText('Left knee replaced in 2025', { exact: true }).waitFor();
    await dialog.getByRole('listitem').filter({ hasText: 'Latex' }).waitFor();
    expect(await dialog.getByText('has not completed the profile setup', { exact: false }).count()).toBe(0);
    await checkScreen(page, 'patient-profile');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Manage');
  });

  it("keeps a measurement that arrives live while the list is being fetched again (the fetch's answer, older, does not drop it)", async () => {
    const email = 'nadia.haddad@example.com';
    const record = await staff.call('POST', '/api/admin/patients', { firstName: 'Nadia', lastName: 'Haddad', email }, therapist);
    expect(record.status).toBe(201);
    const patient = (await staff.call('POST', '/api/portal/register', { email, password: 'harbor lights 7' })).body.token as string;
    await confirmEmail(staff.call, { email, patientToken: patient, adminToken: await staff.token(demo.admin) });
    const page = await staff.signIn(demo.therapist);
    await patientCard(page, 'Nadia Haddad').getByRole('button', { name: 'Manage' }).click();
    const dialog = patientDialog(page);
    await dialog.locator('[data-testid="live-indicator"][data-state="connected"]').waitFor();
    await dialog.getByRole('tab', { name: 'Progress' }).click();
    await dialog.getByTestId('progress-empty').waitFor();

    // From the therapist's own measurement on, the list's fetches are held: the first gets its answer
    // from the server at once and lands only when the test lets it; later ones never land.
    let holding = false;
    let held: { route: Route; response: APIResponse } | undefined;
    const fetchHeld = deferred();
    const neverLand: Route[] = [];
    await page.route('**/api/patients/*/progress*', async (route) => {
      if (!holding || route.request().method() !== 'GET') return route.continue();
      if (held) return void neverLand.push(route);
      held = { route, response: await route.fetch() };
      fetchHeld.resolve();
    });
    holding = true;
    await dialog.getByLabel('Value', { exact: true }).fill('6');
    await dialog.getByRole('button', { name: 'Record Measurement' }).click();
    await toast(page, 'Measurement Recorded');
    await fetchHeld.promise;

    // The patient's report arrives live while that answer, without it, is on its way.
    expect((await staff.call('POST', '/api/portal/progress', { value: 4 }, patient)).status).toBe(201);
    const rows = dialog.getByTestId('progress-chart').locator('table tbody tr');
    await expect.poll(() => rows.allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining('Pain6/10'), expect.stringContaining('Pain4/10')]);
    await held!.route.fulfill({ response: held!.response });
    // Then a measurement after it: by the time it shows, the older answer has landed.
    expect((await staff.call('POST', `/api/patients/${record.body.id}/progress`, { measurementType: 'mobility', value: 70 }, therapist)).status).toBe(201);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(3);
    expect(await rows.allTextContents()).toEqual([expect.stringContaining('Pain6/10'), expect.stringContaining('Pain4/10'), expect.stringContaining('Mobility70%')]);
    for (const route of neverLand) await route.abort().catch(() => undefined);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it("follows the patient's changes live even when their record could not be read", async () => {
    const email = 'omar.farouk@example.com';
    const record = await staff.call('POST', '/api/admin/patients', { firstName: 'Omar', lastName: 'Farouk', email, primaryCondition: 'Rotator cuff' }, therapist);
    expect(record.status).toBe(201);
    const patient = (await staff.call('POST', '/api/portal/register', { email, password: 'harbor lights 9' })).body.token as string;
    await confirmEmail(staff.call, { email, patientToken: patient, adminToken: await staff.token(demo.admin) });
    const page = await staff.signIn(demo.therapist);
    // The record itself cannot be read: the dialog works from the list's item.
    await page.route((url) => url.pathname === `/api/patients/${record.body.id}`, (route) => route.fulfill({ status: 503, json: { success: false, message: 'Down for a moment' } }));
    await patientCard(page, 'Omar Farouk').getByRole('button', { name: 'Manage' }).click();
    const dialog = patientDialog(page);
    await dialog.getByRole('heading', { name: 'Omar Farouk' }).waitFor();
    await dialog.locator('[data-testid="live-indicator"][data-state="connected"]').waitFor();
    await dialog.getByRole('tab', { name: 'Profile' }).click();
    await dialog.getByRole('button', { name: 'Try again' }).waitFor();

    // He saves his profile with another name: the header follows the list, live.
    expect((await staff.call('POST', '/api/portal/profile', { firstName: 'Omar', lastName: 'Farouk-Lane' }, patient)).status).toBe(200);
    await dialog.getByRole('heading', { name: 'Omar Farouk-Lane' }).waitFor();
    await patientCard(page, 'Omar Farouk-Lane').waitFor();

    // Once the record can be read, Try again shows it.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByText('Farouk-Lane', { exact: false }).first().waitFor();
    expect(await dialog.getByRole('button', { name: 'Try again' }).count()).toBe(0);
  });

  it("shows the patient's new name when it takes them out of the list's search while their record is on its way", async () => {
    const email = 'km.1@example.com';
    const record = await staff.call('POST', '/api/admin/patients', { firstName: 'Keziah', lastName: 'Marsh', email }, therapist);
    expect(record.status).toBe(201);
    const patient = (await staff.call('POST', '/api/portal/register', { email, password: 'harbor lights 9' })).body.token as string;
    await confirmEmail(staff.call, { email, patientToken: patient, adminToken: await staff.token(demo.admin) });
    const page = await staff.signIn(demo.therapist);
    // The record's first answer, read before her change, is held on its way until she has changed her name.
    const read = deferred<void>();
    const release = deferred<void>();
    let held = true;
    await page.route(
      (url) => url.pathname === `/api/patients/${record.body.id}`,
      async (route) => {
        if (!held) return route.continue();
        held = false;
        const response = await route.fetch();
        read.resolve();
        await release.promise;
        await route.fulfill({ response });
      },
    );
    // Found by her name only (not by the e-mail), so a new name takes her out of the search.
    await page.getByLabel('Search patients').fill('keziah');
    await page.getByTestId('patients-count').filter({ hasText: '1 found' }).waitFor();
    await patientCard(page, 'Keziah Marsh').getByRole('button', { name: 'Manage' }).click();
    const dialog = patientDialog(page);
    await dialog.getByRole('heading', { level: 2, name: 'Keziah Marsh' }).waitFor();
    await read.promise;

    // She saves her profile with another name: she leaves the search (the live change has come)...
    expect((await staff.call('POST', '/api/portal/profile', { firstName: 'Kez', lastName: 'Oyelaran' }, patient)).status).toBe(200);
    await page.getByTestId('patients-empty').waitFor();
    // ... before the record read without it lands: the dialog's title and profile still say her new name
    // (they kept the old one: the change came while the record had no data to patch, and its answer was older).
    release.resolve();
    await dialog.getByRole('heading', { level: 2, name: 'Kez Oyelaran' }).waitFor();
    await dialog.getByRole('tab', { name: 'Profile' }).click();
    // The profile's first field is the name.
    await dialog.locator('.profile-fields dd').first().getByText('Kez Oyelaran', { exact: true }).waitFor();
    expect(await dialog.getByRole('heading', { name: /Keziah/ }).count()).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

describe('the patient dialog on the screen', () => {
  const openRecord = async (page: Page, name: string) => {
    await patientCard(page, name).getByRole('button', { name: 'Manage' }).click();
    await patientDialog(page).getByTestId('assignment').first().waitFor();
    return patientDialog(page);
  };

  it('stays where it is while its tabs change, and opens the program first with the assign form behind a button', async () => {
    const page = await staff.signIn(demo.therapist);
    const dialog = await openRecord(page, 'Maria Lopez');
    // A record with a program opens on the program: the form waits behind 'Assign exercise'.
    expect(await dialog.getByLabel('Exercise', { exact: true }).count()).toBe(0);
    const opener = dialog.getByRole('button', { name: 'Assign exercise', exact: true });
    await opener.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('assign-exercise');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

    // The tab bar stays under the pointer whatever the height of the tab (centred, it moved by 250 px).
    const tabBar = dialog.getByRole('tablist');
    const top = (await tabBar.boundingBox())!.y;
    for (const tab of ['AI Recommendations', 'Reports', 'Progress', 'Profile', 'Exercises']) {
      await dialog.getByRole('tab', { name: tab }).click();
      await dialog.getByRole('tabpanel').waitFor();
      expect((await tabBar.boundingBox())!.y, tab).toBe(top);
    }
  });

  it('on a phone, fills the screen, shows the condition in full with the links in a row, its tabs in a row that fades where more scroll in, with buttons big enough for a finger', async () => {
    // A condition too long for a phone's line, beside Maria's short one.
    const long = 'Balance and strength after a fall, with dizziness on standing up';
    const email = `ruth.ellery-${Date.now()}@example.com`;
    expect((await staff.call('POST', '/api/admin/patients', { firstName: 'Ruth', lastName: 'Ellery', email, primaryCondition: long }, therapist)).status).toBe(201);
    const page = await staff.signIn(demo.therapist, staffPhone);
    // Small buttons are 44 px tall on a phone (30 px before), and stay compact with a mouse on a wide screen.
    const manage = patientCard(page, 'Maria Lopez').getByRole('button', { name: 'Manage' });
    expect((await manage.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.setViewportSize(staffDesktop);
    expect((await manage.boundingBox())!.height).toBeLessThan(36);
    await page.setViewportSize(staffPhone);

    /** The subtitle's rows (its children's middles, a few pixels apart at most in a row) and whether the condition tag shows all of its text. */
    const subtitleLayout = (dialog: ReturnType<typeof patientDialog>) =>
      dialog.locator('.patient-dialog-subtitle').evaluate((subtitle) => {
        const tag = subtitle.querySelector<HTMLElement>('.condition-tag')!;
        const box = tag.getBoundingClientRect();
        const shown = Array.from(subtitle.children).filter((el) => el.getClientRects().length > 0);
        const rows = (els: Element[]) => {
          const middles = els.map((el) => { const r = el.getBoundingClientRect(); return r.top + r.height / 2; }).sort((a, b) => a - b);
          return middles.filter((m, i) => i === 0 || m - middles[i - 1]! > 8).length;
        };
        return {
          rows: rows(shown),
          linksInARow: rows(Array.from(subtitle.querySelectorAll('.patient-dialog-links > *'))) === 1,
          tagWhole: tag.scrollWidth <= tag.clientWidth && tag.scrollHeight <= tag.clientHeight && getComputedStyle(tag).textOverflow !== 'ellipsis',
          tagInside: box.left >= 0 && box.right <= window.innerWidth,
          tagText: tag.textContent,
        };
      });

    const dialog = await openRecord(page, 'Maria Lopez');
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: staffPhone.width, height: staffPhone.height });
    // The condition in full, the subtitle in at most two rows.
    const short = await subtitleLayout(dialog);
    expect(short).toMatchObject({ tagWhole: true, tagInside: true, tagText: 'Knee replacement' });
    expect(short.rows).toBeLessThanOrEqual(2);
    // Rewards and Message lead elsewhere, and look it: underlined, in the links' colour, unlike the text beside them.
    for (const name of ['Rewards', 'Message']) {
      const look = await dialog.locator('.patient-dialog-subtitle').getByRole('link', { name, exact: true }).evaluate((link) => {
        const style = getComputedStyle(link);
        return { underlined: style.textDecorationLine.includes('underline'), colour: style.color, text: getComputedStyle(link.closest('.app-dialog-subtitle')!).color };
      });
      expect(look.underlined, name).toBe(true);
      expect(look.colour, name).not.toBe(look.text);
    }
    const tabs = await dialog.getByRole('tab').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    expect(new Set(tabs).size, tabs.join(', ')).toBe(1);
    // The row scrolls sideways: the edge with more tabs beyond it fades, so the cut tab reads as "more this way".
    const tablist = dialog.getByRole('tablist');
    const fade = () => tablist.evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth, before: el.hasAttribute('data-more-before'), after: el.hasAttribute('data-more-after'), mask: getComputedStyle(el).maskImage }));
    const atStart = await fade();
    expect(atStart).toMatchObject({ scrolls: true, before: false, after: true });
    expect(atStart.mask).toContain('gradient');
    // The last tab scrolls into view when chosen; then the other edge fades.
    await dialog.getByRole('tab', { name: 'Profile' }).click();
    await dialog.getByText('Email', { exact: true }).waitFor();
    const profileTab = (await dialog.getByRole('tab', { name: 'Profile' }).boundingBox())!;
    expect(profileTab.x + profileTab.width).toBeLessThanOrEqual(staffPhone.width);
    await expect.poll(fade).toMatchObject({ before: true, after: false });
    await checkScreen(page, 'patient-dialog-phone');

    // A long condition is read in full (the audit found "Bal…"): on a row of its own, wrapping within
    // its tag; the links keep to one row beneath it.
    await dialog.getByRole('button', { name: 'Close patient' }).click();
    await patientCard(page, 'Ruth Ellery').getByRole('button', { name: 'Manage' }).click();
    const ruth = patientDialog(page);
    await ruth.getByRole('heading', { name: 'Ruth Ellery' }).waitFor();
    expect(await subtitleLayout(ruth)).toEqual({ rows: 2, linksInARow: true, tagWhole: true, tagInside: true, tagText: long });
    await checkScreen(page, 'patient-dialog-phone-long-condition');
    await page.setViewportSize(staffDesktop);
    expect(await subtitleLayout(ruth)).toMatchObject({ tagWhole: true, tagInside: true });
  });

  it("on a phone, shows a notice where it covers neither the control just used nor the dialog's buttons below it", async () => {
    const page = await staff.signIn(demo.therapist, staffPhone);
    const dialog = await openRecord(page, 'Maria Lopez');
    await dialog.getByRole('button', { name: 'Assign exercise', exact: true }).click();
    await dialog.getByLabel('Exercise', { exact: true }).selectOption(await exerciseId(staff, therapist, 'Heel Slides'));
    await dialog.getByLabel('Frequency', { exact: true }).selectOption('Once daily');
    const assign = dialog.getByRole('button', { name: 'Assign Exercise', exact: true });
    await assign.scrollIntoViewIfNeeded();
    const used = (await assign.boundingBox())!;
    await assign.click();
    // The notice shows in the dialog (the page behind it is inert).
    const notice = dialog.getByTestId('notice').filter({ hasText: 'Exercise Assigned' });
    await notice.waitFor();
    // A notice in focus stays (its 5 s run out during the screen's checks on a busy machine, and the
    // Dismiss below waited for a button gone): focus moves nothing on the screen.
    await notice.getByRole('button', { name: 'Dismiss notification' }).focus();
    const shown = (await notice.boundingBox())!;
    const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(shown, used), JSON.stringify({ shown, used })).toBe(false);
    // The control just used is below the notice's height: the notice went to the top, clear of every button after it.
    expect(shown.y + shown.height).toBeLessThanOrEqual(used.y);
    expect(shown.x).toBeGreaterThanOrEqual(0);
    expect(shown.x + shown.width).toBeLessThanOrEqual(staffPhone.width);
    await checkScreen(page, 'patient-dialog-phone-notice');

    // On a wide screen the dialog has margins: the notice keeps to the screen's bottom corner, off the
    // control just used (on the left) and off the dialog's Close at its top.
    await notice.getByRole('button', { name: 'Dismiss notification' }).click();
    await page.setViewportSize(staffDesktop);
    // The form stays open for the next exercise.
    await dialog.getByLabel('Exercise', { exact: true }).selectOption(await exerciseId(staff, therapist, 'Ankle Pumps'));
    await dialog.getByLabel('Frequency', { exact: true }).selectOption('Once daily');
    const usedWide = (await assign.boundingBox())!;
    await assign.click();
    const wide = dialog.getByTestId('notice').filter({ hasText: 'Ankle Pumps' });
    await wide.waitFor();
    const shownWide = (await wide.boundingBox())!;
    const close = (await dialog.locator('.app-dialog-close').boundingBox())!;
    expect(overlaps(shownWide, usedWide), JSON.stringify({ shownWide, usedWide })).toBe(false);
    expect(overlaps(shownWide, close), JSON.stringify({ shownWide, close })).toBe(false);
    expect(shownWide.y + shownWide.height).toBeGreaterThan(staffDesktop.height / 2);
  });
});
