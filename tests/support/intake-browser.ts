import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { IntakeForm, IntakeFormAnswer, IntakeFormsAnswer } from '@pt/contracts';
import { waitForHydration } from './site';
import { waitFor } from './wait';

/** Scaffolding of the intake browser tests (tests/e2e/intake-*.test.ts). */

export const draftKey = 'intake_form_draft';

/** Opens /intake and waits until the prerendered form answers clicks. */
export async function openIntake(page: Page, url: string) {
  await page.goto(`${url}/intake`);
  await page.getByRole('heading', { level: 1, name: 'Patient Intake Form' }).waitFor();
  await waitForHydration(page, ['[data-testid="intake-form"]', 'footer']);
}

export const currentStep = (page: Page) => page.locator('[data-testid="intake-form"]').getAttribute('data-step');

/** Waits for the form to show a step (by its id: about, history, symptoms, bodyChart, goals, review). */
export async function onStep(page: Page, step: string) {
  await page.locator(`[data-testid="intake-form"][data-step="${step}"]`).waitFor();
}

export async function next(page: Page, to: string) {
  await page.getByRole('button', { name: /^Next: / }).click();
  await onStep(page, to);
}

export const fieldError = (page: Page, id: string) => page.locator(`#intake-${id}-error`);
export const painGroup = (page: Page, legend: string) => page.getByRole('group', { name: legend, exact: true });
export const bodyArea = (page: Page, id: string) => page.locator(`[data-testid="body-chart"] [data-area="${id}"]`);

/** The marks the drawing shows, as area id → kind. */
export async function chartMarks(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.querySelectorAll('[data-testid="body-chart"] [data-area]'))
        .map((g) => [g.getAttribute('data-area')!, g.getAttribute('data-kind') ?? ''])
        .filter(([, kind]) => kind),
    ),
  );
}

export const storedDraft = (page: Page) => page.evaluate((key) => localStorage.getItem(key), draftKey);

/** Presses Tab until the element matching `selector` has the focus: proves it is reachable by keyboard. */
export async function tabTo(page: Page, selector: string, maxPresses = 120) {
  for (let i = 0; i < maxPresses; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${selector} was not reached with ${maxPresses} presses of Tab`);
}

async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/portal/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin-1' }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** The forms stored with this e-mail, as staff read them once the read model shows the whole log. */
export async function storedForms(url: string, email: string): Promise<IntakeForm[]> {
  const token = await adminToken(url);
  const { head } = (await (await fetch(`${url}/readyz`)).json()) as { head: string | null };
  const headers = { authorization: `Bearer ${token}` };
  const res = await fetch(`${url}/api/intake/forms${head ? `?after=${head}` : ''}`, { headers });
  // The list names the forms; each one's answers are read alone.
  const listed = ((await res.json()) as IntakeFormsAnswer).forms.filter((f) => f.patientEmail === email);
  return Promise.all(listed.map(async (f) => ((await (await fetch(`${url}/api/intake/forms/${f.id}`, { headers })).json()) as IntakeFormAnswer).form));
}

/** Waits for the one form stored with this e-mail. */
export async function storedForm(url: string, email: string): Promise<IntakeForm> {
  const forms = await waitFor(async () => {
    const found = await storedForms(url, email);
    return found.length ? found : null;
  }, 10_000, `the form of ${email}`);
  expect(forms).toHaveLength(1);
  return forms[0]!;
}

export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Has the page ask for the staff's intake forms in pages of `pageSize` (the app's own is far larger than a test's list). */
export async function intakePagesOf(page: Page, pageSize: number) {
  await page.route(
    (url) => url.pathname === '/api/intake/forms',
    (route) => {
      const url = new URL(route.request().url());
      if (route.request().method() === 'GET') url.searchParams.set('limit', String(pageSize));
      return route.continue({ url: url.toString() });
    },
  );
}
