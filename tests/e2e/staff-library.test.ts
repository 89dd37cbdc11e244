import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkScreen, demo, staffPhone, toast, useStaffSite } from '../support/staff';

/** The Exercise Library tab (spec 001 'Exercise management', sections 5 and 8): seed, list, create, edit, delete. */
const staff = useStaffSite();

const rows = (page: Page) => page.getByTestId('library-exercise');
const card = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
/** Opens an exercise's row for its details and buttons (its name is the button). */
const open = async (page: Page, name: string) => {
  const toggle = card(page, name).getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
};
const dialog = (page: Page) => page.getByTestId('exercise-form-dialog');
/** What has the keyboard's focus: the page's body, or the element's text. */
const focused = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? 'body' : (document.activeElement?.textContent ?? '').trim()));

describe('the exercise library, as a therapist', () => {
  it('offers the seed only while empty, then filters by category and search', async () => {
    const page = await staff.signIn(demo.therapist);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Patients', 'Exercise Library']);
    await page.getByRole('tab', { name: 'Exercise Library' }).click();
    await page.getByTestId('library-empty').waitFor();
    await checkScreen(page, 'library-empty');

    await page.getByRole('button', { name: 'Seed Exercise Library' }).click();
    await toast(page, 'Database Seeded');
    await rows(page).first().waitFor();
    // The seed button went with the empty library: the list's Add Exercise has the focus (it fell to the page's body).
    await expect.poll(() => focused(page)).toBe('Add Exercise');
    const seeded = Number((await page.getByTestId('library-count').textContent())!.split(' ')[0]);
    expect(seeded).toBeGreaterThanOrEqual(30);
    expect(await page.getByRole('button', { name: 'Seed Exercise Library' }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('exercise-library');

    await page.getByLabel('Category', { exact: true }).selectOption('balance');
    await page.getByText(/ exercises match in Balance/).waitFor();
    const shown = await rows(page).count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(seeded);
    expect(new Set(await rows(page).locator('.category-tag').allTextContents())).toEqual(new Set(['Balance']));
    await page.getByLabel('Category', { exact: true }).selectOption('all');
    await page.getByLabel('Search exercises').fill('HEEL RAISES');
    await card(page, 'Standing Heel Raises').waitFor();
    await page.getByLabel('Search exercises').fill('no such exercise');
    await page.getByText('No exercises match your search.').waitFor();
    await page.getByLabel('Search exercises').fill('');
    await checkScreen(page, 'library');
  });

  it('creates an exercise with the spec validation and list rules, edits it, and deletes it after the confirmation', async () => {
    const page = await staff.signIn(demo.therapist);
    await page.getByRole('tab', { name: 'Exercise Library' }).click();
    await rows(page).first().waitFor();

    await page.getByRole('button', { name: 'Add Exercise' }).click();
    // A form dialog opens on its first field (it opened on its Close button).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('exercise-name');
    await dialog(page).getByRole('button', { name: 'Create Exercise' }).click();
    for (const message of ['Name is required', 'Description is required', 'Instructions are required', 'Please choose a category']) {
      await dialog(page).getByText(message).waitFor();
    }
    await checkScreen(page, 'exercise-form');
    // A name already in the library is a warning under the field (spec 001 does not make names unique).
    await dialog(page).getByLabel('Name', { exact: true }).fill('  chin TUCKS ');
    await dialog(page).getByTestId('name-warning').getByText('An exercise named "Chin Tucks" is already in the library').waitFor();
    await dialog(page).getByLabel('Name', { exact: true }).fill('Towel Scrunches');
    expect(await dialog(page).getByTestId('name-warning').count()).toBe(0);
    await dialog(page).getByLabel('Description', { exact: true }).fill('Strengthens the small muscles of the foot.');
    await dialog(page).getByLabel('Instructions', { exact: true }).fill('1. Sit.\n2. Scrunch a towel with your toes.\n3. Relax.');
    await dialog(page).getByLabel('Category', { exact: true }).selectOption('strength');
    await dialog(page).getByLabel('Difficulty', { exact: true }).selectOption('intermediate');
    await dialog(page).getByLabel('Repetitions', { exact: true }).fill('2 sets of 10');
    await dialog(page).getByLabel('Target Areas').fill(' foot , , ankle ,');
    // A number that is not whole minutes is refused on the field, and nothing is sent.
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/exercises') sent += 1;
    });
    await dialog(page).getByLabel('Duration (minutes)').fill('2.5');
    await dialog(page).getByRole('button', { name: 'Create Exercise' }).click();
    await dialog(page).getByText('Duration must be a whole number of minutes').waitFor();
    expect(sent).toBe(0);
    // Text that is not a number is 0 (spec 001), and the form says so before it is saved.
    await dialog(page).getByLabel('Duration (minutes)').fill('ten');
    await dialog(page).getByTestId('duration-warning').getByText('"ten" is not a number of minutes: the exercise will be saved with a duration of 0 min.').waitFor();
    await dialog(page).getByRole('button', { name: 'Create Exercise' }).click();
    await toast(page, 'Exercise Created');
    await dialog(page).waitFor({ state: 'detached' });

    // A Strength exercise sorts past the first page: it is shown all the same, opened.
    const created = card(page, 'Towel Scrunches');
    await created.getByText('0 min · 2 sets of 10').waitFor();
    await created.getByText('foot, ankle').waitFor();
    await page.getByRole('button', { name: /^Show more exercises/ }).waitFor();
    const token = await staff.token(demo.therapist);
    const stored = (await staff.call('GET', '/api/exercises', undefined, token)).body.exercises.find((e: { name: string }) => e.name === 'Towel Scrunches');
    expect(stored).toMatchObject({ duration: 0, targetAreas: ['foot', 'ankle'], difficulty: 'intermediate', category: 'strength' });

    await created.getByRole('button', { name: 'Edit' }).click();
    expect(await dialog(page).getByLabel('Target Areas').inputValue()).toBe('foot, ankle');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('exercise-name');
    await dialog(page).getByLabel('Duration (minutes)').fill('6');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Exercise Updated');
    await created.getByText('6 min · 2 sets of 10').waitFor();

    await created.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this exercise?').waitFor();
    // A confirmation is not a form: it still starts on Cancel.
    expect(await focused(page)).toBe('Cancel');
    await checkScreen(page, 'exercise-delete-confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await created.count()).toBe(1);
    await created.getByRole('button', { name: 'Delete' }).click();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await created.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Exercise Deleted');
    await created.waitFor({ state: 'detached' });
  });

  it('an edit of an exercise someone else changed meanwhile is refused and the form shows their version', async () => {
    const page = await staff.signIn(demo.therapist);
    await page.getByRole('tab', { name: 'Exercise Library' }).click();
    const target = card(page, 'Chin Tucks');
    await page.getByLabel('Search exercises').fill('chin tucks');
    await open(page, 'Chin Tucks');
    await target.getByRole('button', { name: 'Edit' }).click();
    await dialog(page).getByLabel('Repetitions', { exact: true }).fill('mine');

    // Another therapist saves first.
    const token = await staff.token(demo.admin);
    const exercise = (await staff.call('GET', '/api/exercises', undefined, token)).body.exercises.find((e: { name: string }) => e.name === 'Chin Tucks');
    const { id, revision, position, createdAt, updatedAt, isActive, ...fields } = exercise;
    const res = await fetch(`${staff.site.url}/api/exercises/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'if-match': `"${revision}"` },
      body: JSON.stringify({ ...fields, repetitions: 'theirs' }),
    });
    expect(res.status).toBe(200);

    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Error', 'This exercise was changed by someone else. The form now shows the latest version.');
    await expect.poll(() => dialog(page).getByLabel('Repetitions', { exact: true }).inputValue(), { timeout: 10_000 }).toBe('theirs');
    await dialog(page).getByLabel('Repetitions', { exact: true }).fill('mine after all');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Exercise Updated');
    await target.getByText('mine after all', { exact: false }).waitFor();
  });

  it('lists the library as compact rows a page at a time, details on demand, and leaves the live requests within reach on a phone', async () => {
    const page = await staff.signIn(demo.therapist, staffPhone);
    await page.getByRole('tab', { name: 'Exercise Library' }).click();
    await rows(page).first().waitFor();
    const total = Number((await page.getByTestId('library-count').textContent())!.split(' ')[0]);
    expect(await rows(page).count()).toBe(12);
    await page.getByText(`Showing 12 of ${total} exercises`).waitFor();
    // A row is its name, category, difficulty and dose; the instructions wait for a tap on the name.
    const first = rows(page).first();
    const name = (await first.getByRole('heading').textContent())!;
    expect(await first.getByText('Instructions').count()).toBe(0);
    await open(page, name);
    await first.getByText('Instructions').waitFor();
    expect(await first.getByRole('button', { name: 'Edit' }).count()).toBe(1);
    // The page, library and all, leaves the dashboard's live Requests panel within four screens (it was 29,000 px down).
    const requests = await page.getByRole('heading', { name: 'Requests', exact: true }).boundingBox();
    expect(requests!.y).toBeLessThan(4 * staffPhone.height);
    await checkScreen(page, 'library-rows');

    await page.getByRole('button', { name: `Show more exercises (${total - 12} more)` }).click();
    await expect.poll(() => rows(page).count()).toBe(Math.min(24, total));
    // A new search starts again from the first page.
    await page.getByLabel('Search exercises').fill('a');
    await expect.poll(() => rows(page).count()).toBe(12);
  });

  it('by keyboard: a deleted exercise hands the focus to the row now in its place, the last one to the heading', async () => {
    const token = await staff.token(demo.therapist);
    for (const name of ['Focus Drill A', 'Focus Drill B', 'Focus Drill C']) {
      const fields = { name, description: 'A drill.', instructions: 'Do it.', category: 'balance', duration: 3 };
      expect((await staff.call('POST', '/api/exercises', { id: crypto.randomUUID(), ...fields }, token)).status).toBe(201);
    }
    const page = await staff.signIn(demo.therapist, staffPhone);
    await page.getByRole('tab', { name: 'Exercise Library' }).click();
    await page.getByLabel('Search exercises').fill('focus drill');
    await expect.poll(() => rows(page).count()).toBe(3);

    const deleteByKeyboard = async (name: string) => {
      await open(page, name);
      await card(page, name).getByRole('button', { name: 'Delete' }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog');
      await confirm.waitFor();
      expect(await focused(page)).toBe('Cancel');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await toast(page, 'Exercise Deleted');
      await card(page, name).waitFor({ state: 'detached' });
    };
    // The focus fell to the page's body with the row: a keyboard user started again from the top.
    await deleteByKeyboard('Focus Drill B');
    await expect.poll(() => focused(page)).toBe('Focus Drill C');
    await deleteByKeyboard('Focus Drill C');
    await expect.poll(() => focused(page)).toBe('Focus Drill A');
    await deleteByKeyboard('Focus Drill A');
    await page.getByText('No exercises match your search.').waitFor();
    await expect.poll(() => focused(page)).toBe('Exercise Library');
    // From there the next Tab reaches the list's own controls, not the top of the page.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Add Exercise');
  });

  it('by keyboard: an exercise edited out of the category shown hands the focus to the row now in its place', async () => {
    const token = await staff.token(demo.therapist);
    for (const name of ['Moved Drill A', 'Moved Drill B']) {
      const fields = { name, description: 'A drill.', instructions: 'Do it.', category: 'balance', duration: 3 };
      expect((await staff.call('POST', '/api/exercises', { id: crypto.randomUUID(), ...fields }, token)).status).toBe(201);
    }
    const page = await staff.signIn(demo.therapist);
    await page.getByRole('tab', { name: 'Exercise Library' }).click();
    await page.getByLabel('Search exercises').fill('moved drill');
    await page.getByLabel('Category', { exact: true }).selectOption('balance');
    await expect.poll(() => rows(page).count()).toBe(2);
    await open(page, 'Moved Drill A');
    await card(page, 'Moved Drill A').getByRole('button', { name: 'Edit' }).focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByLabel('Category', { exact: true }).selectOption('strength');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Exercise Updated');
    // The Edit button the closing dialog gave the focus back to left with the row: the focus fell to the page's body.
    await card(page, 'Moved Drill A').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Moved Drill B');
  });
});
