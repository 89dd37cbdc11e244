import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from '../support/site';
import { chartMarks, onStep, openIntake, storedForm, tabTo, uniqueEmail } from '../support/intake-browser';

/**
 * The intake form with a keyboard alone (issue 9): every step is reached with Tab, answered by
 * typing, Space and the arrow keys, and the body chart is filled in through its list of named
 * areas, which a screen reader reads as labelled selects.
 */
const site = useSite();

const press = (page: Page, key: string, times = 1) => Array.from({ length: times }).reduce<Promise<void>>((p) => p.then(() => page.keyboard.press(key)), Promise.resolve());
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

async function typeInto(page: Page, id: string, text: string) {
  await tabTo(page, `#${id}`);
  await page.keyboard.type(text);
}

/** Next (or Send) with the keyboard: Tab to the form's submit button and press Enter. */
async function submitWithKeyboard(page: Page) {
  await tabTo(page, '[data-testid="intake-form"] button[type="submit"]');
  await page.keyboard.press('Enter');
}

describe('a new patient fills in the intake form with a keyboard alone', () => {
  it('reaches every step, answers it, marks the body chart from the list of areas, and sends', async () => {
    const page = await site.newPage();
    const email = uniqueEmail('ray');
    await openIntake(page, site.url);

    await typeInto(page, 'intake-fullName', 'Ray Ortiz');
    await tabTo(page, '#intake-dateOfBirth');
    await page.keyboard.type('09301961');
    await typeInto(page, 'intake-patientEmail', email);
    await typeInto(page, 'intake-patientPhone', '321-555-0190');
    await tabTo(page, '#intake-gender');
    await page.keyboard.type('Male');
    await submitWithKeyboard(page);
    await onStep(page, 'history');
    // The new step is announced: its heading takes the focus (in an effect, once the step has rendered).
    await expect.poll(() => focusedId(page)).toBe('intake-step-title');

    await tabTo(page, '#intake-medicalHistory-diabetes');
    await page.keyboard.press('Space');
    await tabTo(page, '#intake-medicalHistory-arthritis');
    await page.keyboard.press('Space');
    await tabTo(page, '#intake-arthritisType');
    await page.keyboard.type('Rheumatoid');
    await typeInto(page, 'intake-medications', 'Metformin');
    await submitWithKeyboard(page);
    await onStep(page, 'symptoms');

    await typeInto(page, 'intake-symptomLocation', 'Lower back and right hand');
    await tabTo(page, '#intake-onsetTime');
    await page.keyboard.type('Less');
    await tabTo(page, '#intake-symptomDescription-stiffness');
    await page.keyboard.press('Space');
    await tabTo(page, '#intake-radiating-no');
    await page.keyboard.press('Space');
    // A pain scale is one stop of the Tab key; the arrow keys choose the number.
    await tabTo(page, '#intake-painCurrent-0');
    await press(page, 'ArrowRight', 4);
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('intake-painBest-0');
    await press(page, 'ArrowRight', 2);
    await page.keyboard.press('Tab');
    await press(page, 'ArrowRight', 7);
    expect(await page.locator('#intake-painWorst-7').isChecked()).toBe(true);
    await submitWithKeyboard(page);
    await onStep(page, 'bodyChart');

    // The drawing takes no focus; the list of named areas beside it does.
    for (const [area, kind] of [['front-right-hand', 'Numbness'], ['back-lower-back', 'Stiffness'], ['front-right-knee', 'Pain'], ['back-right-calf', 'Tingling']]) {
      await tabTo(page, `#area-${area}`);
      await page.keyboard.type(kind!);
    }
    // A mark taken back: the area set to "Not marked" again.
    await tabTo(page, '#area-front-right-knee');
    await page.keyboard.type('Not');
    await page.getByText('Right knee (front): mark removed.').waitFor();
    const marks = { 'front-right-hand': 'numbness', 'back-lower-back': 'stiffness', 'back-right-calf': 'tingling' };
    expect(await chartMarks(page)).toEqual(marks);
    await submitWithKeyboard(page);
    await onStep(page, 'goals');

    await typeInto(page, 'intake-goals', 'Play golf again');
    await submitWithKeyboard(page);
    await onStep(page, 'review');
    const summary = await page.getByTestId('intake-form').innerText();
    for (const text of ['Ray Ortiz', 'September 30, 1961', 'Rheumatoid arthritis', 'Less than 2 weeks ago', '4/10', 'Right wrist and palm: Numbness', 'Play golf again']) {
      expect(summary).toContain(text);
    }
    // The first "Change" button is reachable too, and leads back to its step.
    await tabTo(page, 'button.is-link.is-light');
    await page.keyboard.press('Enter');
    await onStep(page, 'about');
    for (let step = 0; step < 5; step++) await submitWithKeyboard(page);
    await onStep(page, 'review');

    await submitWithKeyboard(page);
    await page.getByRole('heading', { name: 'Thank you, Ray!' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Thank you, Ray!');

    const stored = await storedForm(site.url, email);
    expect(stored).toMatchObject({
      fullName: 'Ray Ortiz', dateOfBirth: '1961-09-30', patientPhone: '321-555-0190', gender: 'male', medicalHistory: ['diabetes', 'arthritis'],
      arthritisType: 'rheumatoid', medications: 'Metformin', onsetTime: 'under-2-weeks', symptomDescription: ['stiffness'], radiating: 'no',
      painCurrent: 4, painBest: 2, painWorst: 7, goals: 'Play golf again',
    });
    expect(stored.anatomyData).toEqual(marks);
  });
});
