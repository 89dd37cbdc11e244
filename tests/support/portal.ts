import type { Page } from 'playwright-core';
import { waitForHydration, type Site } from './site';
import { checkScreen } from './staff';

/** Scaffolding of the browser tests of the patient's portal (tests/e2e/portal-*.test.ts). */

export const portalPhone = { width: 390, height: 844 };
export const portalDesktop = { width: 1280, height: 900 };

/**
 * Opens the login page's Register tab and waits for its address and its form (the tab shows at once
 * and the address follows: a test that reads the address next needs both).
 */
export async function openRegisterTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Register', exact: true }).click();
  await page.waitForURL('**/patient-portal/register');
  await page.getByLabel('Confirm Password', { exact: true }).waitFor();
}

/** A new visitor registers through the login page's Register tab and lands on profile setup. */
export async function registerPatient(site: Site, email: string, password = 'sea glass 42', viewport = portalDesktop): Promise<Page> {
  const page = await site.newPage({ viewport });
  await page.goto(`${site.url}/patient-portal/login`);
  await page.getByRole('heading', { name: 'Patient Portal' }).waitFor();
  await waitForHydration(page);
  await openRegisterTab(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/patient-portal/setup');
  await page.getByRole('heading', { name: 'Complete Your Profile' }).waitFor();
  return page;
}

/** Signs in through the login page (any role) and waits for the dashboard. */
export async function signInAs(site: Site, email: string, password: string, viewport = portalDesktop): Promise<Page> {
  const page = await site.newPage({ viewport });
  await page.goto(`${site.url}/patient-portal/login`);
  await page.getByRole('heading', { name: 'Patient Portal' }).waitFor();
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/patient-portal/dashboard');
  return page;
}

/** Fills the setup form with a name (and conditions, typed then added by Enter) and sends it. */
export async function completeSetup(page: Page, firstName: string, lastName: string, conditions: string[] = []) {
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill(lastName);
  for (const condition of conditions) {
    await page.getByLabel('Current Conditions', { exact: true }).fill(condition);
    await page.getByLabel('Current Conditions', { exact: true }).press('Enter');
  }
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await page.waitForURL('**/patient-portal/dashboard');
  // A patient with no history yet is welcomed, not welcomed back.
  await page.getByRole('heading', { name: `Welcome, ${firstName}!` }).waitFor();
}

export { toast } from './staff';

/** No serious or critical axe violation and nothing scrolling sideways, at phone and desktop width; screenshots in shots-patient. */
export const checkPortalScreen = (page: Page, name: string) => checkScreen(page, name, 'shots-patient');

/** The text of every script the page loaded so far. */
export async function loadedCode(scripts: readonly string[]): Promise<string> {
  return (await Promise.all(scripts.map(async (url) => (await fetch(url)).text()))).join('\n');
}
