import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { RecordViewsAnswer } from '@pt/contracts';
import { checkPortalScreen, completeSetup, registerPatient, toast } from '../support/portal';
import { checkScreen, demo, staffPhone, useStaffSite } from '../support/staff';

/**
 * Exercise recommendations (spec 001): a therapist opens a patient, generates recommendations in the
 * AI Recommendations tab, approves one and rejects another (their buttons go, their statuses change),
 * and the patient's open dashboard and an auditor's open tab show the decisions without a reload. The
 * auditor reads the same cards without a button.
 */
const staff = useStaffSite();
const site = staff.site;
let therapist: string;

beforeAll(async () => {
  therapist = await staff.token(demo.therapist);
  expect((await staff.call('POST', '/api/seed-exercises', {}, therapist)).status).toBe(201);
});

const cards = (scope: Page | Locator) => scope.getByTestId('recommendation');
const cardOf = (scope: Locator, name: string) => cards(scope).filter({ has: scope.page().getByRole('heading', { name, exact: true }) });
const names = (scope: Page | Locator) => cards(scope).getByRole('heading').allTextContents();

describe('recommendations, from generation to the patient\'s dashboard', () => {
  it('generates, approves one, rejects one, and the patient sees the decisions live', async () => {
    const patient = await registerPatient(site, 'nora.quinn@example.com');
    await completeSetup(patient, 'Nora', 'Quinn', ['Knee replacement', 'Lower back pain']);
    const mine = patient.getByTestId('my-recommendations');
    await mine.getByTestId('recommendations-empty').waitFor();
    await patient.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // The therapist opens Nora's record, the AI Recommendations tab: nothing yet.
    const desk = await staff.signIn(demo.therapist);
    await desk.getByTestId('patient-card').filter({ hasText: 'Nora Quinn' }).getByRole('button', { name: 'Manage' }).click();
    const dialog = desk.getByTestId('patient-dialog');
    await dialog.getByRole('heading', { name: 'Nora Quinn' }).waitFor();
    const tabNames = await dialog.getByRole('tab').allTextContents();
    expect(tabNames.slice(0, 2)).toEqual(['Exercises', 'AI Recommendations']);
    await dialog.getByRole('tab', { name: 'AI Recommendations' }).click();
    await dialog.getByText('No recommendations yet. Generate some from the exercise library.').waitFor();
    await checkScreen(desk, 'recommendations-empty');

    // Generate: the toast counts what the server made, and the cards show it.
    await dialog.getByRole('button', { name: 'Generate Recommendations' }).click();
    const generated = await toast(desk, 'Recommendations Generated');
    // The button keeps the focus while they are generated (disabled, it dropped it to the page's body).
    expect(await dialog.getByRole('button', { name: 'Generate Recommendations' }).evaluate((el) => el === document.activeElement)).toBe(true);
    const patientId = (await desk.getByTestId('patient-card').filter({ hasText: 'Nora Quinn' }).getAttribute('data-id'))!;
    const answer = await staff.call('GET', `/api/recommendations/${patientId}`, undefined, therapist);
    const made = answer.body.recommendations as { exercise: { name: string }; recommendationScore: number; isAccepted: boolean | null }[];
    expect(made.length).toBeGreaterThanOrEqual(2);
    await generated.getByText(`${made.length} new recommendations for Nora.`).waitFor();
    await expect.poll(() => cards(dialog).count()).toBe(made.length);
    const shown = await names(dialog);
    expect([...shown].sort()).toEqual(made.map((r) => r.exercise.name).sort());

    // Each card: its band with the score, its reasoning, the conditions, pending with both buttons.
    const [first, second] = shown as [string, string];
    const top = made.find((r) => r.exercise.name === first)!;
    const band = top.recommendationScore >= 80 ? 'Highly Recommended' : top.recommendationScore >= 60 ? 'Recommended' : 'Consider';
    const firstCard = cardOf(dialog, first);
    expect((await firstCard.getByTestId('score-badge').textContent())?.replace(/\s+/g, ' ').trim()).toBe(`${band} ${Math.round(top.recommendationScore)}`);
    await firstCard.getByText('Based on').waitFor();
    expect(await firstCard.getByTestId('recommendation-status').textContent()).toBe('Pending review');
    await firstCard.getByRole('button', { name: 'Approve' }).waitFor();
    await firstCard.getByRole('button', { name: 'Reject' }).waitFor();
    await checkScreen(desk, 'recommendations-generated');

    // Nora's open dashboard shows nothing yet: a suggestion her therapist has not approved is not advice.
    expect(await cards(mine).count()).toBe(0);

    // An auditor has Nora's AI Recommendations tab open elsewhere: every card pending, without a button.
    const auditor = await staff.signIn(demo.auditor);
    await auditor.getByTestId('patient-card').filter({ hasText: 'Nora Quinn' }).getByRole('button').click();
    const readOnly = auditor.getByTestId('patient-dialog');
    await readOnly.getByRole('tab', { name: 'AI Recommendations' }).click();
    await expect.poll(() => cards(readOnly).count()).toBe(made.length);
    expect(await cardOf(readOnly, first).getByTestId('recommendation-status').textContent()).toBe('Pending review');

    // Approve the first (by keyboard), reject the second: the buttons go, the statuses change, the reviewer shows.
    await firstCard.getByRole('button', { name: 'Approve' }).focus();
    await desk.keyboard.press('Enter');
    await toast(desk, 'Recommendation Reviewed', `${first}: Approved by therapist.`);
    await expect.poll(() => firstCard.getByTestId('recommendation-status').textContent()).toBe('Approved by therapist');
    // The focus the Approve button had is not lost with it: it is on the status that replaced it.
    await expect.poll(() => firstCard.getByTestId('recommendation-status').evaluate((el) => el === document.activeElement)).toBe(true);
    // Approve and Reject go; the approved exercise, not in the program yet, can be assigned from here.
    expect(await firstCard.getByRole('button').allTextContents()).toEqual(['Assign to program']);
    expect(await firstCard.getByTestId('recommendation-reviewed').textContent()).toMatch(new RegExp(`^Reviewed by ${demo.therapist.name} on `));

    const secondCard = cardOf(dialog, second);
    await secondCard.getByRole('button', { name: 'Reject' }).click();
    await toast(desk, 'Recommendation Reviewed', `${second}: Not recommended by therapist.`);
    await expect.poll(() => secondCard.getByTestId('recommendation-status').textContent()).toBe('Not recommended by therapist');
    expect(await secondCard.getByRole('button').count()).toBe(0);
    await secondCard.getByText('“Not suitable for current treatment plan”').waitFor();
    // The others are still pending, with their buttons.
    expect(await dialog.getByRole('button', { name: 'Approve' }).count()).toBe(made.length - 2);
    await checkScreen(desk, 'recommendations-reviewed');

    // The auditor's open tab shows both decisions live (the live message says only the status; the
    // reasoning stays and the rejection's notes come with the list, read again, a logged reading).
    await expect.poll(() => cardOf(readOnly, first).getByTestId('recommendation-status').textContent(), { timeout: 10_000 }).toBe('Approved by therapist');
    await expect.poll(() => cardOf(readOnly, second).getByTestId('recommendation-status').textContent(), { timeout: 10_000 }).toBe('Not recommended by therapist');
    await cardOf(readOnly, second).getByText('“Not suitable for current treatment plan”').waitFor();
    await cardOf(readOnly, first).getByText('Based on').waitFor();
    expect(await cardOf(readOnly, first).getByTestId('recommendation-reviewed').textContent()).toMatch(new RegExp(`^Reviewed by ${demo.therapist.name} on `));

    // The server holds the decisions.
    const after = (await staff.call('GET', `/api/recommendations/${patientId}`, undefined, therapist)).body.recommendations as { exercise: { name: string }; isAccepted: boolean | null }[];
    expect(after.find((r) => r.exercise.name === first)?.isAccepted).toBe(true);
    expect(after.find((r) => r.exercise.name === second)?.isAccepted).toBe(false);

    // 'Assign to program' opens the Exercises tab's form with the exercise chosen, the frequency next; once assigned, the offer goes.
    await firstCard.getByRole('button', { name: 'Assign to program' }).click();
    const exerciseField = dialog.getByLabel('Exercise', { exact: true });
    await exerciseField.waitFor();
    expect(await dialog.getByRole('tab', { name: 'Exercises' }).getAttribute('aria-selected')).toBe('true');
    const approvedId = (await staff.call('GET', `/api/recommendations/${patientId}`, undefined, therapist)).body.recommendations.find((r: { exercise: { name: string } }) => r.exercise.name === first).exerciseId;
    expect(await exerciseField.inputValue()).toBe(approvedId);
    await expect.poll(() => desk.evaluate(() => document.activeElement?.id)).toBe('assign-frequency');
    await dialog.getByLabel('Frequency', { exact: true }).selectOption('Once daily');
    await dialog.getByRole('button', { name: 'Assign Exercise' }).click();
    await toast(desk, 'Exercise Assigned', `${first} was added to Nora's program (Once daily).`);
    await dialog.getByTestId('assignment').filter({ hasText: first }).waitFor();
    await dialog.getByRole('tab', { name: 'AI Recommendations' }).click();
    await cardOf(dialog, first).getByTestId('recommendation-status').waitFor();
    expect(await cardOf(dialog, first).getByRole('button').count()).toBe(0);

    // Nora's open dashboard shows the approved one live, without a reload, and never the rejected one.
    await expect.poll(() => cardOf(mine, first).getByTestId('recommendation-status').textContent(), { timeout: 10_000 }).toBe('Approved by therapist');
    expect(await cards(mine).count()).toBe(1);
    expect(await mine.getByRole('button').count()).toBe(0);
    expect(await patient.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // Patients do not see who reviewed.
    for (const who of [demo.therapist.email, demo.therapist.name]) expect(await mine.getByText(who).count()).toBe(0);
    await mine.scrollIntoViewIfNeeded();
    await checkPortalScreen(patient, 'recommendations-patient');

    // Generating again makes nothing new for what is pending or approved.
    await dialog.getByRole('button', { name: 'Generate Recommendations' }).click();
    const again = await toast(desk, 'Recommendations Generated');
    const countNow = ((await staff.call('GET', `/api/recommendations/${patientId}`, undefined, therapist)).body.recommendations as unknown[]).length;
    const text = (await again.textContent()) ?? '';
    if (countNow === made.length) expect(text).toContain('No new recommendations');
    else expect(text).toContain(`${countNow - made.length} new recommendation`);

    // The auditor reads the same cards without a button.
    await cardOf(readOnly, first).getByText('Approved by therapist').waitFor();
    expect(await readOnly.getByRole('tabpanel').getByRole('button').count()).toBe(0);
  });

  it('waits for review on one list across patients: new ones arrive live, reviewed ones leave', async () => {
    const admin = await staff.token(demo.admin);
    const email = `ollie.park.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const record = await staff.call('POST', '/api/admin/patients', { firstName: 'Ollie', lastName: 'Park', email, primaryCondition: 'Shoulder pain' }, admin);
    expect(record.status).toBe(201);
    const patientId = record.body.id as string;

    // The dashboard's 'To review' tile leads to the list.
    const desk = await staff.signIn(demo.therapist);
    await desk.getByTestId('stat-tile').filter({ hasText: 'To review' }).click();
    await desk.getByRole('heading', { name: 'Recommendations to Review' }).waitFor();
    await desk.waitForURL(/\/staff\/recommendations$/);
    const group = desk.getByTestId('pending-group').filter({ has: desk.getByRole('heading', { name: /^Ollie Park/ }) });
    // The list has loaded (its count, or that nothing waits) before it is said to hold nothing of Ollie's.
    await desk.getByTestId('pending-count').or(desk.getByTestId('pending-empty')).waitFor();
    expect(await group.count()).toBe(0);

    // Recommendations generated elsewhere arrive without a reload.
    const generated = await staff.call('POST', `/api/generate-recommendations/${patientId}?after=${record.body.position}`, {}, therapist);
    expect(generated.status).toBe(201);
    const made = generated.body.recommendations as { exercise: { name: string } }[];
    expect(made.length).toBeGreaterThanOrEqual(2);
    await expect.poll(() => cards(group).count(), { timeout: 30_000 }).toBe(made.length);
    await group.getByText(`${made.length} pending`).waitFor();

    // Approving one by keyboard takes it off the list; the others stay with their buttons. While the
    // decision is sent its button says so, refuses a second press and keeps the focus; then the focus
    // goes to the next card's name, not to the page's body.
    const [first, second] = await names(group);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await desk.route('**/api/review-recommendation/**', async (route) => {
      await held;
      await route.continue();
    });
    const approve = cardOf(group, first!).getByRole('button', { name: 'Approve' });
    await approve.focus();
    await desk.keyboard.press('Enter');
    await cardOf(group, first!).getByRole('button', { name: 'Approving...' }).waitFor();
    expect(await cardOf(group, first!).getByRole('button', { name: 'Approving...' }).evaluate((el) => [el.getAttribute('aria-disabled'), el === document.activeElement])).toEqual(['true', true]);
    release();
    await toast(desk, 'Recommendation Reviewed', `${first}: Approved by therapist.`);
    await desk.unroute('**/api/review-recommendation/**');
    await expect.poll(() => cards(group).count()).toBe(made.length - 1);
    expect(await group.getByRole('button', { name: 'Approve' }).count()).toBe(made.length - 1);
    await expect.poll(() => desk.evaluate(() => document.activeElement?.textContent)).toBe(second);

    // A review made elsewhere takes its card off too.
    const rest = (await staff.call('GET', `/api/recommendations/${patientId}`, undefined, therapist)).body.recommendations as { id: string; isAccepted: boolean | null }[];
    const other = rest.find((r) => r.isAccepted === null)!;
    expect((await staff.call('POST', `/api/review-recommendation/${other.id}`, { isAccepted: false }, admin)).status).toBe(200);
    await expect.poll(() => cards(group).count(), { timeout: 10_000 }).toBe(made.length - 2);
    await checkScreen(desk, 'recommendations-pending');

    // An auditor's dashboard counts what waits, live, without reading it (no reading of anyone logged).
    const auditor = await staff.signIn(demo.auditor, staffPhone);
    const tile = auditor.getByTestId('stat-tile').filter({ hasText: 'To review' });
    const shown = async () => ((await tile.getAttribute('aria-busy')) === null ? Number(await tile.locator('.stat-value').textContent()) : null);
    const waiting = (await staff.call('GET', '/api/admin/pending-recommendations/count', undefined, admin)).body.count as number;
    await expect.poll(shown).toBe(waiting);
    const mia = await staff.call('POST', '/api/admin/patients', { firstName: 'Mia', lastName: 'Lane', email: `mia.${email}`, primaryCondition: 'Knee pain' }, admin);
    const more = await staff.call('POST', `/api/generate-recommendations/${mia.body.id}?after=${mia.body.position}`, {}, therapist);
    expect(more.body.count).toBeGreaterThan(0);
    await expect.poll(shown, { timeout: 10_000 }).toBe(waiting + more.body.count);
    const logged = await staff.call('GET', `/api/patients/${mia.body.id}/record-views`, undefined, admin);
    expect(logged.status).toBe(200);
    expect((logged.body as RecordViewsAnswer).views.map((v) => v.viewerRole)).not.toContain('auditor');

    // An auditor reads the list without a button, at a phone's width.
    await auditor.goto(`${site.url}/staff/recommendations`);
    const seen = auditor.getByTestId('pending-group').filter({ has: auditor.getByRole('heading', { name: /^Ollie Park/ }) });
    await expect.poll(() => cards(seen).count()).toBe(made.length - 2);
    expect(await seen.getByRole('button').count()).toBe(0);
    await checkScreen(auditor, 'recommendations-pending-phone');
  });
});
