import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demo, exerciseId, useStaffSite } from '../support/staff';
import { checkPortalScreen, completeSetup, loadedCode, registerPatient, toast } from '../support/portal';

/**
 * The walk of issue 7: a new patient registers and completes profile setup; a therapist (staff UI,
 * a second browser context) assigns two exercises, which appear on the patient's dashboard without
 * reload; the patient completes both through the UI; the stat cards count them (an extra round of a
 * done exercise apart), the chart draws the pain reported after the session, and the therapist with
 * the patient open sees it all arrive.
 */
const staff = useStaffSite();
const site = staff.site;
let therapist: string;

beforeAll(async () => {
  therapist = await staff.token(demo.therapist);
  expect((await staff.call('POST', '/api/seed-exercises', {}, therapist)).status).toBe(201);
});

const stat = (page: Page, id: string) => page.getByTestId(`stat-${id}`).locator('.stat-value');
const card = (page: Page, name: string) => page.getByTestId('my-exercise').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('a new patient, from registration to a recorded session', () => {
  it('registers, sets up, receives two exercises live, completes them, and the cards, chart and therapist follow', async () => {
    const email = 'maria.lopez@example.com';
    const patient = await registerPatient(site, email);
    const scripts: string[] = [];
    patient.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()));
    await completeSetup(patient, 'Maria', 'Lopez', ['Knee replacement']);
    await toast(patient, 'Profile Created', 'Your profile has been set up successfully!');
    await patient.getByTestId('portal-user').getByText('Maria Lopez').waitFor();
    await patient.getByTestId('exercises-empty').getByText('No Exercises Assigned Yet').waitFor();
    await expect.poll(() => stat(patient, 'active').textContent()).toBe('0');
    // Nothing planned yet: no "0%" of "0 of 0 planned".
    expect(await stat(patient, 'week').textContent()).toBe('–');
    await patient.getByTestId('stat-week').getByText('No exercises planned yet').waitFor();
    await checkPortalScreen(patient, 'dashboard-empty');
    await patient.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // The therapist opens Maria's record (made by her profile setup) and assigns two exercises.
    const desk = await staff.signIn(demo.therapist);
    await desk.getByTestId('patient-card').filter({ hasText: 'Maria Lopez' }).getByRole('button', { name: 'Manage' }).click();
    const dialog = desk.getByTestId('patient-dialog');
    await dialog.getByRole('heading', { name: 'Maria Lopez' }).waitFor();
    await dialog.locator('[data-testid="live-indicator"][data-state="connected"]').waitFor();
    for (const name of ['Quad Sets', 'Sit to Stand']) {
      await dialog.getByLabel('Exercise', { exact: true }).selectOption(await exerciseId(staff, therapist, name));
      await dialog.getByLabel('Frequency', { exact: true }).selectOption('Once daily');
      await dialog.getByRole('button', { name: 'Assign Exercise' }).click();
      await toast(desk, 'Exercise Assigned');
    }

    // Both arrive on Maria's dashboard without a reload.
    await card(patient, 'Quad Sets').waitFor();
    await card(patient, 'Sit to Stand').waitFor();
    await expect.poll(() => stat(patient, 'active').textContent(), { timeout: 10_000 }).toBe('2');
    expect(await stat(patient, 'today').textContent()).toBe('0');
    await patient.getByTestId('stat-today').getByText('of 2 planned').waitFor();
    // The cards side by side stand level (no margin under all but the last inside the grid).
    const boxes = await patient.getByTestId('my-exercise').evaluateAll((cards) => cards.map((c) => [c.getBoundingClientRect().height, getComputedStyle(c).marginBottom]));
    expect(boxes).toEqual([boxes[0], boxes[0]]);
    expect(boxes[0]![1]).toBe('0px');
    await checkPortalScreen(patient, 'dashboard-exercises');

    // The first with the check button, with her pain and difficulty.
    await card(patient, 'Quad Sets').getByRole('button', { name: 'Mark Quad Sets complete' }).click();
    const check = patient.getByTestId('completion-dialog');
    await check.getByLabel('Pain (0-10)').selectOption('3');
    await check.getByLabel('Difficulty').selectOption('3');
    await checkPortalScreen(patient, 'completion-dialog');
    await check.getByRole('button', { name: 'Record Completion' }).click();
    await toast(patient, 'Exercise Completed', 'Quad Sets: Exercise completed.');
    await check.waitFor({ state: 'detached' });
    await expect.poll(() => card(patient, 'Quad Sets').getByTestId('today-count').textContent()).toBe('Done today 1/1');
    await expect.poll(() => stat(patient, 'today').textContent()).toBe('1');

    // The second through the guided view: the counter counts, the completion carries the count.
    await card(patient, 'Sit to Stand').getByRole('button', { name: 'Start' }).click();
    const guided = patient.getByTestId('guided-exercise');
    await guided.getByRole('heading', { name: 'Instructions' }).waitFor();
    for (let i = 0; i < 3; i++) await guided.getByRole('button', { name: '+1 rep' }).click();
    await expect.poll(() => guided.getByTestId('rep-count').textContent()).toBe('3');
    await guided.getByRole('button', { name: 'Finish and Record' }).click();
    expect(await guided.getByLabel('Repetitions').inputValue()).toBe('3');
    await guided.getByRole('button', { name: 'Record Completion' }).click();
    // One notice per fact: the completion's here, the session's with its points from the rewards.
    await toast(patient, 'Exercise Completed', "Sit to Stand: That's everything for today!");
    await patient.getByTestId('reward-toast').filter({ hasText: 'Exercise Session Recorded!' }).waitFor();
    expect(await patient.getByText('Exercise Session Recorded!').count()).toBe(1);
    await expect.poll(() => stat(patient, 'today').textContent()).toBe('2');
    await expect.poll(() => stat(patient, 'streak').textContent()).toBe('1');
    await patient.getByTestId('stat-week').getByText(/^2 of \d+ planned$/).waitFor();
    await patient.getByTestId('all-done').getByText('All done for today!').waitFor();

    // The check of a done exercise asks first: "No" records nothing; an extra round is counted apart.
    const quadSets = card(patient, 'Quad Sets');
    await quadSets.getByRole('button', { name: 'Quad Sets is done today: record an extra round' }).click();
    await check.getByText('You already did this today. Record an extra round?').waitFor();
    await checkPortalScreen(patient, 'extra-round-question');
    await check.getByRole('button', { name: "No, it's done" }).click();
    await check.waitFor({ state: 'detached' });
    await quadSets.getByRole('button', { name: 'Quad Sets is done today: record an extra round' }).click();
    await check.getByRole('button', { name: 'Record an extra round' }).click();
    await check.getByText('You already did this today: this records an extra round.').waitFor();
    await check.getByRole('button', { name: 'Record Completion' }).click();
    await check.waitFor({ state: 'detached' });
    await quadSets.getByTestId('extra-rounds').getByText('+1 extra round').waitFor();
    expect(await quadSets.getByTestId('today-count').textContent()).toBe('Done today 1/1');
    await patient.getByTestId('stat-today').getByText('+1 extra round').waitFor();
    expect(await stat(patient, 'today').textContent()).toBe('2');
    await patient.getByTestId('stat-week').getByText(/^2 of \d+ planned$/).waitFor();
    // Asked and declined, nothing was recorded: two rounds of Quad Sets in all.
    await expect.poll(() => dialog.getByTestId('completion').filter({ hasText: 'Quad Sets' }).count(), { timeout: 10_000 }).toBe(2);

    // The therapist with Maria open saw both completions arrive.
    const completions = dialog.getByTestId('completion');
    await completions.filter({ hasText: 'Quad Sets' }).getByText('pain 3/10', { exact: false }).waitFor();
    await completions.filter({ hasText: 'Sit to Stand' }).waitFor();

    // No chart code until a chart is drawn; then her pain report after the session draws it. The
    // link leads to the form itself (below the chart on a phone), which takes the focus.
    await patient.getByTestId('all-done').getByRole('link', { name: "Report today's pain" }).click();
    await patient.getByTestId('progress-empty').getByText('No Progress Data Yet').waitFor();
    await expect.poll(() => patient.evaluate(() => document.activeElement?.id)).toBe('pain-report');
    expect(await loadedCode(scripts), 'chart code before any chart').not.toContain('apexcharts');
    await checkPortalScreen(patient, 'progress-empty');
    await patient.getByLabel('Pain today', { exact: true }).selectOption('2');
    await patient.getByRole('button', { name: 'Report Pain' }).click();
    await toast(patient, 'Pain Recorded', 'Thank you. Your pain level was recorded.');
    // Reported: neither the form nor the day's note asks again.
    await patient.getByTestId('pain-reported').getByText('2/10').waitFor();
    expect(await patient.getByTestId('pain-report').count()).toBe(0);
    const chart = patient.getByTestId('progress-chart');
    await chart.getByText('Weekly Progress Tracking').waitFor();
    await chart.locator('.apexcharts-canvas').waitFor();
    await expect.poll(() => chart.locator('table tbody tr').allTextContents()).toEqual([expect.stringContaining('Pain2/10')]);
    // The therapist records mobility: it reaches Maria's chart live.
    await dialog.getByRole('tab', { name: 'Progress' }).click();
    await dialog.getByLabel('Measurement', { exact: true }).selectOption('mobility');
    await dialog.getByLabel('Value', { exact: true }).fill('60');
    await dialog.getByRole('button', { name: 'Record Measurement' }).click();
    await toast(desk, 'Measurement Recorded');
    await expect.poll(() => chart.locator('table tbody tr').count(), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => chart.locator('.apexcharts-series[seriesName="Mobility"] path.apexcharts-marker, .apexcharts-series[seriesName="Mobility"] .apexcharts-marker').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await loadedCode(scripts)).toContain('apexcharts');
    await checkPortalScreen(patient, 'progress-chart');
    // Her own report reached the therapist too.
    await dialog.getByTestId('measurements').getByRole('row').filter({ hasText: 'Pain 2/10' }).getByRole('cell', { name: 'Patient' }).waitFor();
    expect(await patient.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await patient.getByRole('tab', { name: 'Exercises' }).click();
    await patient.getByTestId('all-done').getByText('Thank you for telling your therapist how your pain is today.').waitFor();
    expect(await patient.getByRole('link', { name: "Report today's pain" }).count()).toBe(0);
    // She has exercised: from now on she is welcomed back.
    await patient.reload();
    await patient.getByRole('heading', { name: 'Welcome back, Maria!' }).waitFor();
  });
});
