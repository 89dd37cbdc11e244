import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { demo } from './server';
import { animationsSettled, expectNoSeriousViolations, expectNoSidewaysScroll, saveScreenshot, useSite, waitForHydration, type Site } from './site';

/** Scaffolding of the browser tests of the staff screens (tests/e2e/staff-*.test.ts). */

export { demo };
export const staffPhone = { width: 390, height: 844 };
export const staffDesktop = { width: 1280, height: 900 };

export interface StaffSite {
  site: Site;
  /** A fresh browser context, signed in through the login page, on the staff dashboard. */
  signIn(account: { email: string; password: string }, viewport?: { width: number; height: number }): Promise<Page>;
  /** A call to the API, JSON in and out. */
  call(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: any }>;
  token(account: { email: string; password: string }): Promise<string>;
}

/** `env`: as `useSite`'s. */
export function useStaffSite(env?: () => Record<string, string>): StaffSite {
  const site = useSite(env);
  const call: StaffSite['call'] = async (method, path, body, token) => {
    const res = await fetch(site.url + path, {
      method,
      headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  return {
    site,
    call,
    async token({ email, password }) {
      const { status, body } = await call('POST', '/api/portal/login', { email, password });
      if (status !== 200) throw new Error(`sign-in of ${email}: ${status}`);
      return body.token as string;
    },
    async signIn({ email, password }, viewport = staffDesktop) {
      const page = await site.newPage({ viewport });
      await page.goto(`${site.url}/patient-portal/login`);
      await page.getByRole('heading', { name: 'Patient Portal' }).waitFor();
      await waitForHydration(page);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/patient-portal/dashboard');
      await page.getByRole('heading', { name: 'Staff Dashboard' }).waitFor();
      return page;
    },
  };
}

/** The toast with this title (and text), once it shows. */
export async function toast(page: Page, title: string, text?: string) {
  const notice = page.getByTestId('notice').filter({ hasText: title });
  await notice.waitFor();
  if (text) await notice.getByText(text).waitFor();
  return notice;
}

/** Axe finds no serious or critical violation, and nothing scrolls sideways, at phone and desktop width; a screenshot of each is saved in `dirName` under $SCREENSHOT_DIR or a temporary folder. */
export async function checkScreen(page: Page, name: string, dirName = 'pt-staff-screenshots') {
  const original = page.viewportSize() ?? staffDesktop;
  for (const viewport of [staffPhone, staffDesktop]) {
    await page.setViewportSize(viewport);
    await animationsSettled(page);
    await expectNoSeriousViolations(page, `${name} at ${viewport.width} px`);
    await expectNoSidewaysScroll(page, viewport.width);
    // A page whole; a dialog as it sits on the screen.
    const fullPage = (await page.locator('dialog[open]').count()) === 0;
    await saveScreenshot(page, `${name}-${viewport.width}`, { dirName, fullPage });
  }
  await page.setViewportSize(original);
}

/** The id of a library exercise by its name (the API's view). */
export async function exerciseId(staff: StaffSite, token: string, name: string): Promise<string> {
  const { body } = await staff.call('GET', '/api/exercises', undefined, token);
  const found = (body.exercises as { id: string; name: string }[]).find((e) => e.name === name);
  expect(found, name).toBeDefined();
  return found!.id;
}
