import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { desktop, expectNoSeriousViolations, expectNoSidewaysScroll, saveScreenshot, useSite } from '../support/site';
import { bodyArea, chartMarks, currentStep, fieldError, next, onStep, openIntake, painGroup, storedDraft, storedForm, uniqueEmail } from '../support/intake-browser';

/**
 * /intake in a real browser (issue 9): a new patient fills in every step with the mouse, marks the
 * body chart by clicking it, checks the summary and sends; axe finds nothing serious on any step.
 */
const site = useSite();
const phone = { width: 390, height: 844 };

async function fillAbout(page: Page, email: string) {
  await page.getByLabel('Full Name').fill('Nora Whitfield');
  await page.getByLabel('Date of Birth').fill('1956-04-12');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('(321) 555-0177');
  await page.getByLabel('Home Address').fill('415 Ocean Ave, Satellite Beach, FL 32937');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Are you pregnant?').selectOption('not-applicable');
  await page.getByLabel('Emergency Contact').fill('Tom Whitfield');
  await page.getByLabel('Emergency Phone').fill('(321) 555-0178');
  await page.getByLabel('Primary Physician').fill('Dr. Alan Reyes');
}

const choosePain = (page: Page, legend: string, value: number) => painGroup(page, legend).getByRole('radio', { name: String(value), exact: true }).check();

describe('a new patient fills in the intake form with a mouse', () => {
  it('goes through every step, marks the body chart by clicking it, checks the summary and sends it once', async () => {
    const page = await site.newPage();
    const email = uniqueEmail('nora');
    await openIntake(page, site.url);
    expect(await page.getByTestId('intake-progress-text').textContent()).toBe('Step 1 of 6: About you');

    // Required answers are asked for before moving on.
    await page.getByRole('button', { name: 'Next: Health history' }).click();
    const required = { fullName: 'Full name is required', patientEmail: 'Please enter a valid email address', dateOfBirth: 'Date of birth is required' };
    for (const [id, message] of Object.entries(required)) expect(await fieldError(page, id).textContent()).toBe(message);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('intake-fullName');
    expect(await currentStep(page)).toBe('about');

    await fillAbout(page, email);
    await next(page, 'history');
    // The heading takes the focus in an effect after the new step has rendered.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('intake-step-title');
    await page.getByRole('checkbox', { name: 'High blood pressure', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Cancer', exact: true }).check();
    await page.getByLabel('Type of Cancer').fill('Breast cancer, 2019');
    await page.getByRole('checkbox', { name: 'Arthritis', exact: true }).check();
    await page.getByLabel('Type of Arthritis').selectOption('osteoarthritis');
    await page.getByLabel('Surgeries').fill('Lumpectomy and lymph node removal, 2019');
    await page.getByLabel('Current Medications').fill('Lisinopril 10 mg daily');
    await page.getByLabel('Allergies').fill('Penicillin');
    await page.getByRole('checkbox', { name: 'X-ray', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Ultrasound', exact: true }).check();
    await page.getByLabel('Imaging Results').fill('Mild arthritis in the left knee');
    await page.getByLabel('Previous Therapy').fill('Lymphedema therapy in 2020');
    await next(page, 'symptoms');

    await page.getByLabel('Where do you feel it?').fill('Left arm and hand');
    await page.getByLabel('Diagnosis').fill('Lymphedema of the left arm');
    await page.getByLabel('When did it start?').selectOption('6-weeks-3-months');
    await page.getByLabel('How did it start?').fill('Gardening');
    await page.getByRole('checkbox', { name: 'Aching', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Tingling', exact: true }).check();
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await page.getByLabel('Where does it travel to?').fill('Into the fingers');
    await page.getByRole('checkbox', { name: 'Worse in the evening', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Lifting', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Reaching overhead', exact: true }).check();
    await choosePain(page, 'Pain right now', 3);
    await choosePain(page, 'Pain at its best', 8);
    await choosePain(page, 'Pain at its worst', 6);
    await page.getByRole('button', { name: 'Next: Body chart' }).click();
    await fieldError(page, 'painBest').waitFor();
    expect(await fieldError(page, 'painBest').textContent()).toBe('Your pain at its best cannot be higher than at its worst');
    await choosePain(page, 'Pain at its best', 1);
    await fieldError(page, 'painBest').waitFor({ state: 'detached' });
    await page.getByLabel('Describe it in your own words').fill('Heaviness and swelling by the end of the day');
    await next(page, 'bodyChart');

    // Pain is the first kind; a click marks, a click with another kind changes, a second click removes.
    await bodyArea(page, 'front-left-upper-arm').click();
    await page.getByRole('radio', { name: 'Tingling', exact: true }).check();
    await bodyArea(page, 'front-left-hand').click();
    await bodyArea(page, 'front-right-knee').click();
    await page.getByRole('radio', { name: 'Stiffness', exact: true }).check();
    await bodyArea(page, 'back-lower-back').click();
    await bodyArea(page, 'front-right-knee').click();
    await bodyArea(page, 'front-right-knee').click();
    const marks = { 'front-left-upper-arm': 'pain', 'front-left-hand': 'tingling', 'back-lower-back': 'stiffness' };
    expect(await chartMarks(page)).toEqual(marks);
    // The list of named areas shows the same marks.
    expect(await page.getByLabel('Left wrist and palm').inputValue()).toBe('tingling');
    expect(await page.getByLabel('Right knee (front)').inputValue()).toBe('');
    await page.getByRole('heading', { name: '3 areas marked' }).waitFor();
    await saveScreenshot(page, 'intake-body-chart-1280', { fullPage: true });
    await next(page, 'goals');

    await page.getByLabel('What is hard for you to do now?').fill('Carrying groceries, lifting my grandson');
    await page.getByLabel('Your goals for therapy').fill('Less swelling; lift my grandson again');
    await page.getByLabel('Activities you want to get back to').fill('Gardening and swimming');
    await page.getByLabel('Anything else we should know?').fill('Mornings are best for visits');
    await next(page, 'review');

    const summary = await page.getByTestId('intake-form').innerText();
    for (const text of ['Nora Whitfield', 'April 12, 1956', 'High blood pressure, Cancer, Arthritis', 'Osteoarthritis', '6 weeks to 3 months ago', '1/10', '6/10', 'Left wrist and palm: Tingling', 'Lower back: Stiffness', 'Gardening and swimming']) {
      expect(summary).toContain(text);
    }
    // Changing an answer from the summary, and back.
    await page.getByRole('button', { name: 'Change Symptoms' }).click();
    await onStep(page, 'symptoms');
    await choosePain(page, 'Pain right now', 4);
    await next(page, 'bodyChart');
    await next(page, 'goals');
    await next(page, 'review');
    expect(await page.getByTestId('intake-form').innerText()).toContain('4/10');

    await page.getByRole('button', { name: 'Send Intake Form' }).click();
    await page.getByRole('heading', { name: 'Thank you, Nora!' }).waitFor();
    expect(await storedDraft(page)).toBeNull();

    const stored = await storedForm(site.url, email);
    expect(stored).toMatchObject({
      fullName: 'Nora Whitfield', patientPhone: '(321) 555-0177', dateOfBirth: '1956-04-12', gender: 'female', pregnant: 'not-applicable',
      address: '415 Ocean Ave, Satellite Beach, FL 32937', emergencyContact: 'Tom Whitfield', primaryPhysician: 'Dr. Alan Reyes', visitDate: null,
      medicalHistory: ['high-blood-pressure', 'cancer', 'arthritis'], cancerType: 'Breast cancer, 2019', arthritisType: 'osteoarthritis',
      imaging: ['x-ray', 'ultrasound'], onsetTime: '6-weeks-3-months', symptomDescription: ['aching', 'tingling'], radiating: 'yes', radiatingWhere: 'Into the fingers',
      symptomTiming: ['evenings'], provokingFactors: ['lifting', 'reaching'], painBest: 1, painWorst: 6, painCurrent: 4, status: 'pending',
      goals: 'Less swelling; lift my grandson again', additionalNotes: 'Mornings are best for visits',
    });
    expect(stored.anatomyData).toEqual(marks);
  });
});

describe('accessibility of the intake form', () => {
  it.each([
    ['390', phone],
    ['1280', desktop],
  ])('axe finds nothing serious or critical on any step at %s px, and nothing scrolls sideways', async (name, viewport) => {
    const page = await site.newPage({ viewport });
    await openIntake(page, site.url);
    await expectNoSeriousViolations(page, `about, ${name} px`);
    await page.getByRole('button', { name: 'Next: Health history' }).click();
    await fieldError(page, 'fullName').waitFor();
    await expectNoSeriousViolations(page, `about with errors, ${name} px`);
    await page.getByLabel('Full Name').fill('Ray Ortiz');
    await page.getByLabel('Date of Birth').fill('1961-09-30');
    await page.getByLabel('Email').fill(uniqueEmail('ray'));
    await next(page, 'history');
    await page.getByRole('checkbox', { name: 'Cancer', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Arthritis', exact: true }).check();
    await expectNoSeriousViolations(page, `history, ${name} px`);
    await next(page, 'symptoms');
    await page.getByRole('button', { name: 'Next: Body chart' }).click();
    await fieldError(page, 'painCurrent').waitFor();
    await expectNoSeriousViolations(page, `symptoms with errors, ${name} px`);
    for (const [legend, value] of [['Pain right now', 5], ['Pain at its best', 2], ['Pain at its worst', 8]] as const) await choosePain(page, legend, value);
    await next(page, 'bodyChart');
    await bodyArea(page, 'front-right-knee').click();
    await bodyArea(page, 'back-right-calf').click();
    await expectNoSeriousViolations(page, `body chart, ${name} px`);
    await expectNoSidewaysScroll(page, viewport.width);
    await saveScreenshot(page, `intake-body-chart-${name}`, { fullPage: true });
    await next(page, 'goals');
    await expectNoSeriousViolations(page, `goals, ${name} px`);
    await next(page, 'review');
    await expectNoSeriousViolations(page, `review, ${name} px`);
    await expectNoSidewaysScroll(page, viewport.width);
    await saveScreenshot(page, `intake-review-${name}`, { fullPage: true });
  });
});
