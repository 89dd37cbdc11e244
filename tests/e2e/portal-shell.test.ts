import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, dayIn } from '@pt/contracts';
import { classes, stored } from '../support/chrome';
import { checkPortalScreen, portalDesktop, portalPhone, registerPatient, signInAs } from '../support/portal';
import { expectNoSeriousViolations, saveScreenshot, waitForHydration } from '../support/site';
import { demo, useStaffSite } from '../support/staff';

/**
 * The signed-in shell as each user meets it: the accessibility preferences of the public header
 * (text size, high contrast, reduce motion) in its top bar and in Settings, the keyboard path through it, page
 * headers that do not repeat the shell, and pages that end with their footer.
 */
const staff = useStaffSite();
const site = staff.site;
const maria = { email: 'maria.lopez@example.com', password: 'sea glass 42' };
// Welcomed, or welcomed back once she has been exercising (the dashboard's own rule).
const mariaGreeting = /^Welcome( back)?, Maria!$/;

beforeAll(async () => {
  const therapist = await staff.token(demo.therapist);
  const registered = await staff.call('POST', '/api/portal/register', maria);
  const profile = await staff.call('POST', '/api/portal/profile', { firstName: 'Maria', lastName: 'Lopez', currentConditions: ['Knee replacement', 'High blood pressure'] }, registered.body.token);
  expect(profile.status).toBe(201);
  const seeded = await staff.call('POST', '/api/seed-exercises', {}, therapist);
  const exercises = (await staff.call('GET', `/api/exercises?after=${seeded.body.position}`, undefined, therapist)).body.exercises as { id: string; duration: number }[];
  const timed = exercises.find((exercise) => exercise.duration > 0)!;
  expect((await staff.call('POST', '/api/admin/assign-exercise', { patientId: profile.body.id, exerciseId: timed.id, frequency: 'Once daily' }, therapist)).status).toBe(201);
  for (const [measurementType, value] of [['pain', 6], ['mobility', 45], ['pain', 4], ['mobility', 60]] as const) {
    expect((await staff.call('POST', `/api/patients/${profile.body.id}/progress`, { measurementType, value }, therapist)).status).toBe(201);
  }
  // One recommendation approved, so her Exercises tab shows a recommendation's card too.
  const generated = await staff.call('POST', `/api/generate-recommendations/${profile.body.id}`, {}, therapist);
  expect(generated.status).toBe(201);
  const recommendation = generated.body.recommendations[0] as { id: string };
  expect((await staff.call('POST', `/api/review-recommendation/${recommendation.id}`, { isAccepted: true }, therapist)).status).toBe(200);
});

const accessibilityButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Accessibility' });

describe('accessibility preferences in the signed-in shell', () => {
  it('are offered in the top bar on a phone, apply and are kept, close with Escape, and show the same state in Settings', async () => {
    const page = await signInAs(site, maria.email, maria.password, portalPhone);
    await page.getByRole('heading', { name: mariaGreeting }).waitFor();
    expect(await classes(page)).toEqual([]);

    const button = accessibilityButton(page);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // Less motion for those who cannot ask for it in their system's settings: transitions end at once.
    const thumb = page.locator('.a11y-panel .a11y-switch-thumb').first();
    const transition = () => thumb.evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(await transition()).toBe('0.15s');
    await page.getByRole('switch', { name: 'Reduce motion' }).click();
    expect(await classes(page)).toEqual(['reduced-motion']);
    expect(await stored(page, 'accessibility-reduced-motion')).toBe('true');
    expect(parseFloat(await transition())).toBeLessThan(0.001);
    await page.getByRole('switch', { name: 'High contrast' }).click();
    await page.getByRole('radio', { name: 'Extra Large' }).check();
    expect(await classes(page)).toEqual(['font-size-extra-large', 'high-contrast', 'reduced-motion']);
    expect(await stored(page, 'accessibility-high-contrast')).toBe('true');
    expect(await stored(page, 'accessibility-font-size')).toBe('extra-large');
    // With the largest text the top bar still holds the role, the menu and its buttons side by side:
    // both read from one settled layout (fonts loaded, two frames drawn), not one round trip apart.
    const [roleText, roleRight, buttonLeft] = await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      const role = document.querySelector('[data-testid="portal-user"] .role-tag')!;
      const accessibility = document.querySelector('.portal-topbar .a11y-menu-button')!;
      return [role.textContent, role.getBoundingClientRect().right, accessibility.getBoundingClientRect().left] as const;
    });
    expect(roleText).toBe('Patient');
    expect(roleRight).toBeLessThanOrEqual(buttonLeft);
    await checkPortalScreen(page, 'shell-accessibility-panel');

    await page.keyboard.press('Escape');
    await page.getByRole('switch', { name: 'High contrast' }).waitFor({ state: 'hidden' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    // Settings shows the same preferences, and a change there applies at once.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/patient-portal/settings');
    const section = page.getByTestId('settings-accessibility');
    expect(await section.getByRole('switch', { name: 'High contrast' }).getAttribute('aria-checked')).toBe('true');
    expect(await section.getByRole('radio', { name: 'Extra Large' }).isChecked()).toBe(true);
    expect(await section.getByRole('switch', { name: 'Reduce motion' }).getAttribute('aria-checked')).toBe('true');
    await section.getByRole('switch', { name: 'High contrast' }).click();
    await section.getByRole('switch', { name: 'Reduce motion' }).click();
    await section.getByRole('radio', { name: 'Normal' }).check();
    expect(await classes(page)).toEqual([]);
    expect(await stored(page, 'accessibility-font-size')).toBe('normal');
    expect(await stored(page, 'accessibility-reduced-motion')).toBe('false');
    await checkPortalScreen(page, 'settings-accessibility');

    await page.reload();
    await section.waitFor();
    expect(await classes(page)).toEqual([]);
  });

  it("leave no patient screen wider than a phone with Extra Large text", async () => {
    const phone = { width: 375, height: 812 };
    const page = await signInAs(site, maria.email, maria.password, phone);
    await page.getByRole('heading', { name: mariaGreeting }).waitFor();
    await page.evaluate(() => localStorage.setItem('accessibility-font-size', 'extra-large'));
    const screens: [string, string][] = [
      ['/patient-portal/dashboard?tab=exercises', '[data-testid="my-exercise"], [data-testid="my-recommendations"] [data-testid="recommendation"]'],
      ['/patient-portal/dashboard?tab=progress', '[data-testid="progress-chart"] .apexcharts-canvas'],
      ['/patient-portal/dashboard?tab=appointments', '[data-testid="appointment-notice"]'],
      ['/patient-portal/dashboard?tab=tips', '[data-testid="published-tip"], [data-testid="tips-empty"]'],
      ['/patient-portal/dashboard?tab=rewards', '[data-testid="rewards-panel"]'],
      ['/patient-portal/rewards', 'main h1'],
      ['/patient-portal/settings', '[data-testid="settings-accessibility"]'],
    ];
    const widest = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
        return document.documentElement.scrollWidth;
      });
    for (const [path, shown] of screens) {
      await page.goto(`${site.url}${path}`);
      await page.locator(shown).first().waitFor();
      expect(await classes(page)).toEqual(['font-size-extra-large']);
      // Both kinds of card on the Exercises tab are there to be measured.
      if (path.endsWith('exercises')) await page.getByTestId('my-recommendations').getByTestId('recommendation').waitFor();
      expect(await widest(), path).toBeLessThanOrEqual(phone.width);
    }
    // The guided view of an exercise, too.
    await page.goto(`${site.url}/patient-portal/dashboard?tab=exercises`);
    await page.getByTestId('my-exercise').first().getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('guided-timer').or(page.getByTestId('rep-counter')).first().waitFor();
    expect(await widest(), 'the guided view').toBeLessThanOrEqual(phone.width);
  });

  it('carry over from the public site into the portal', async () => {
    const page = await site.newPage({ viewport: portalDesktop, highContrast: true, fontSize: 'large' });
    await page.goto(`${site.url}/patient-portal/login`);
    await page.getByRole('heading', { name: 'Patient Portal' }).waitFor();
    await waitForHydration(page);
    await page.getByLabel('Email', { exact: true }).fill(demo.therapist.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.therapist.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Staff Dashboard' }).waitFor();
    expect(await classes(page)).toEqual(['font-size-large', 'high-contrast']);
    await accessibilityButton(page).click();
    expect(await page.getByRole('switch', { name: 'High contrast' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('radio', { name: 'Large', exact: true }).isChecked()).toBe(true);
    await checkPortalScreen(page, 'staff-shell-high-contrast');
  });
});

describe('the shell', () => {
  it("is reached by keyboard in reading order: skip link, logo, the patient's navigation, accessibility, Settings, Logout (one row), then the page", async () => {
    const page = await signInAs(site, maria.email, maria.password, portalDesktop);
    await page.getByRole('heading', { name: mariaGreeting }).waitFor();
    // Signing in focuses the page reached (portal-focus.test.ts); a page loaded starts from the top.
    await page.reload();
    await page.getByRole('heading', { name: mariaGreeting }).waitFor();
    const focused = () => page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
    const path: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      path.push(await focused());
    }
    // The navigation is Dashboard and Messages, after the logo in the same row; the dashboard's tabs are the page's, one Tab stop (the tab shown) after the shell's.
    expect(path).toEqual(['Skip to main content', 'Coastal Motion Mobile PT', 'Dashboard', 'Messages', 'Accessibility', 'Settings', 'Logout', 'Exercises']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');

    // The skip link moves on to the page itself.
    for (let i = 0; i < 7; i++) await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });

  it("gives patients Dashboard and Messages, never the dashboard's tabs again: Dashboard is current on every tab and on the rewards page", async () => {
    const page = await signInAs(site, maria.email, maria.password, portalDesktop);
    await page.getByRole('heading', { name: mariaGreeting }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Portal' });
    const current = () => nav.locator('[aria-current="page"]').allTextContents();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Messages']);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/patient-portal/dashboard');
    expect(await page.getByRole('tablist', { name: 'Your dashboard' }).getByRole('tab').allTextContents()).toEqual(['Exercises', 'Progress', 'Appointments', 'Health Tips', 'Rewards']);
    // Exercises, shown first, last: chosen from another tab, it gets its address too.
    for (const [tab, id] of [['Progress', 'progress'], ['Appointments', 'appointments'], ['Health Tips', 'tips'], ['Rewards', 'rewards'], ['Exercises', 'exercises']] as const) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      // The tab keeps its own address; the top bar names none of the tabs, and its Dashboard stays current.
      await page.waitForURL((url) => url.searchParams.get('tab') === id);
      expect(await page.getByRole('tab', { name: tab, exact: true }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByRole('banner').getByText(tab, { exact: true }).count(), tab).toBe(0);
      await expect.poll(current, { message: tab }).toEqual(['Dashboard']);
    }
    await page.goto(`${site.url}/patient-portal/rewards?tab=history`);
    await page.getByRole('tab', { name: 'History', selected: true }).waitFor();
    await expect.poll(current).toEqual(['Dashboard']);
    await nav.getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL('**/patient-portal/messages');
    await expect.poll(current).toEqual(['Messages']);
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('tab', { name: 'Exercises', selected: true }).waitFor();
    await expect.poll(current).toEqual(['Dashboard']);
  });

  it("puts the patient's Dashboard and Messages in the top bar's one row from 1024 px, beside a long name too, and folds them on a phone", async () => {
    // Before the profile the name shown is the e-mail: the longest a patient's row has to hold.
    const long = await registerPatient(site, 'a.rather.long.address.for.the.top.bar@example.com', 'sea glass 42', { width: 1024, height: 800 });
    const mariaPage = await signInAs(site, maria.email, maria.password, { width: 1024, height: 800 });
    for (const page of [mariaPage, long]) {
      const nav = page.getByRole('navigation', { name: 'Portal' });
      await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const layout = await page.evaluate(async () => {
          await document.fonts.ready;
          await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
          const row = document.querySelector('.portal-topbar-inner')!.getBoundingClientRect();
          const inRow = (el: Element) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && box.top >= row.top && box.bottom <= row.bottom;
          };
          const links = Array.from(document.querySelectorAll('nav[aria-label="Portal"] a')).filter((a) => a.checkVisibility());
          const logo = document.querySelector('.portal-logo')!.getBoundingClientRect();
          const user = document.querySelector('[data-testid="portal-user"]')!.getBoundingClientRect();
          return {
            links: links.map((a) => a.textContent!.replace(/\d.*$/, '')),
            linksInRow: links.every(inRow),
            afterLogo: links.every((a) => a.getBoundingClientRect().left >= logo.right),
            beforeUser: links.every((a) => a.getBoundingClientRect().right <= user.left),
            logoutInRow: inRow(document.querySelector('.portal-logout')!),
            // The bar is that one row: no second row under it.
            barHeight: Math.round(document.querySelector('.portal-topbar')!.getBoundingClientRect().height),
            rowHeight: Math.round(row.height),
            overflow: document.documentElement.scrollWidth > window.innerWidth,
          };
        });
        const where = `${width} px`;
        expect(layout.links, where).toEqual(['Dashboard', 'Messages']);
        expect(layout, where).toMatchObject({ linksInRow: true, afterLogo: true, beforeUser: true, logoutInRow: true, overflow: false });
        expect(layout.barHeight - layout.rowHeight, where).toBeLessThanOrEqual(1);
      }
    }
    // With Extra Large text at 1024 px the row still holds: the role tag stops short of the accessibility button.
    await mariaPage.setViewportSize({ width: 1024, height: 800 });
    await mariaPage.evaluate(() => localStorage.setItem('accessibility-font-size', 'extra-large'));
    await mariaPage.reload();
    await mariaPage.getByRole('heading', { name: mariaGreeting }).waitFor();
    const crowded = await mariaPage.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      const tag = document.querySelector('[data-testid="portal-user"] .role-tag')!.getBoundingClientRect();
      const accessibility = document.querySelector('.portal-topbar .a11y-menu-button')!.getBoundingClientRect();
      return { classes: document.documentElement.className, gap: accessibility.left - tag.right, overflow: document.documentElement.scrollWidth > window.innerWidth };
    });
    expect(crowded).toMatchObject({ classes: 'font-size-extra-large', overflow: false });
    expect(crowded.gap).toBeGreaterThanOrEqual(8);
    await mariaPage.evaluate(() => localStorage.removeItem('accessibility-font-size'));
    await mariaPage.reload();
    await mariaPage.getByRole('heading', { name: mariaGreeting }).waitFor();

    await long.setViewportSize({ width: 1024, height: 800 });
    await saveScreenshot(long, 'shell-patient-one-row-long-name-1024', { dirName: 'shots-patient' });

    // On a phone the bar is the logo, the role, accessibility and the menu button; the entries are in the menu.
    await mariaPage.setViewportSize(portalPhone);
    const nav = mariaPage.getByRole('navigation', { name: 'Portal' });
    await expect.poll(() => nav.isVisible()).toBe(false);
    await mariaPage.getByRole('button', { name: 'Open menu' }).click();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Dashboard', expect.stringMatching(/^Messages/)]);
    const menuTop = await nav.evaluate((el) => el.getBoundingClientRect().top);
    const barBottom = await mariaPage.locator('.portal-topbar-inner').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(menuTop).toBeGreaterThanOrEqual(barBottom);
  });

  it("keeps every staff role's navigation on one row from 1024 px", async () => {
    const nav = (page: Page) => page.getByRole('navigation', { name: 'Portal' });
    const rows = (page: Page) => nav(page).locator(':scope > ul > li').evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
    for (const account of [demo.admin, demo.therapist, demo.auditor]) {
      const page = await signInAs(site, account.email, account.password, { width: 1024, height: 800 });
      await nav(page).getByRole('link', { name: 'Progress Reports' }).waitFor();
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await rows(page), `${account.email} at ${width} px`).toBe(1);
      }
    }
  });

  it("gives staff one entry for their dashboard, never its tabs again: a tab's address opens it, with Dashboard current, and the keyboard reaches every tab", async () => {
    const tabsOf = [
      [demo.therapist, ['Patients', 'Exercise Library']],
      [demo.auditor, ['Patients', 'Exercise Library']],
      [demo.admin, ['Patients', 'Exercise Library', 'Admin Panel', 'Staff Accounts']],
    ] as const;
    for (const [account, tabs] of tabsOf) {
      const page = await signInAs(site, account.email, account.password, portalDesktop);
      const nav = page.getByRole('navigation', { name: 'Portal' });
      const tabList = page.getByRole('tablist', { name: 'Staff tools' });
      await tabList.getByRole('tab').first().waitFor();
      expect(await tabList.getByRole('tab').allTextContents(), account.email).toEqual([...tabs]);
      // The top bar names none of the tabs (it listed Patients, Exercise Library and, for admins, Staff Accounts).
      for (const tab of tabs) expect(await page.getByRole('banner').getByText(tab, { exact: true }).count(), `${account.email}: ${tab}`).toBe(0);
      expect(await nav.getByRole('link').evaluateAll((links) => links.filter((link) => link.getAttribute('href')!.startsWith('/patient-portal/dashboard')).length)).toBe(1);
    }

    const page = await signInAs(site, demo.admin.email, demo.admin.password, portalDesktop);
    const nav = page.getByRole('navigation', { name: 'Portal' });
    const current = () => nav.locator('[aria-current="page"]').allTextContents();
    for (const [id, label] of [['exercise-library', 'Exercise Library'], ['staff-accounts', 'Staff Accounts'], ['admin-panel', 'Admin Panel'], ['patients', 'Patients']] as const) {
      await page.goto(`${site.url}/patient-portal/dashboard?tab=${id}`);
      await page.getByRole('tab', { name: label, selected: true }).waitFor();
      await expect.poll(current, { message: id }).toEqual(['Dashboard']);
    }
    await expectNoSeriousViolations(page, "the admin's dashboard, its Patients tab");
    // From the top bar's Dashboard, the keyboard goes on to the tab shown, then along the tabs with the arrows.
    await nav.getByRole('link', { name: 'Dashboard' }).focus();
    const focusedRole = () => page.evaluate(() => document.activeElement?.getAttribute('role'));
    for (let i = 0; i < 30 && (await focusedRole()) !== 'tab'; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Patients');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Exercise Library', selected: true }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'exercise-library');
    // The Outbox, once in an Admin menu with Staff Accounts, is an entry of its own.
    await nav.getByRole('link', { name: 'Outbox' }).click();
    await page.waitForURL('**/staff/outbox');
    await expect.poll(current).toEqual(['Outbox']);
  });

  it('folds the navigation on a phone into a menu that closes with Escape (focus back on its button) or a click outside it', async () => {
    const page = await signInAs(site, maria.email, maria.password, portalPhone);
    await page.getByRole('heading', { name: mariaGreeting }).waitFor();
    const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
    const nav = page.getByRole('navigation', { name: 'Portal' });
    const open = () => toggle.getAttribute('aria-expanded');
    await toggle.click();
    await nav.getByRole('link', { name: 'Messages' }).waitFor();
    expect(await open()).toBe('true');

    // Escape from inside the menu: it closes, and the focus is on its button again.
    await nav.getByRole('link', { name: 'Messages' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(open).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    // A click inside the menu keeps it open; one outside it closes it, and the click still lands.
    await toggle.click();
    await page.getByText(/^Signed in as /).click();
    expect(await open()).toBe('true');
    await page.getByRole('tab', { name: 'Progress' }).click();
    await expect.poll(open).toBe('false');
    await expect.poll(() => page.getByRole('tab', { name: 'Progress' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the keyboard inside an open dialog and gives focus back to what opened it', async () => {
    const page = await signInAs(site, demo.therapist.email, demo.therapist.password, portalDesktop);
    const manage = page.getByTestId('patient-card').filter({ hasText: 'Maria Lopez' }).getByRole('button', { name: 'Manage' });
    await manage.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('patient-dialog').getByTestId('assignment').first().waitFor();
    // Tab runs round the dialog; between rounds the browser's own controls (the page body here) may take it, never the page behind.
    const where = () => page.evaluate(() => (document.activeElement === document.body ? 'browser' : document.activeElement?.closest('dialog[open]') ? 'dialog' : 'page behind'));
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await where()).not.toBe('page behind');
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('patient-dialog').waitFor({ state: 'detached' });
    expect(await manage.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('pages do not repeat the signed-in user under their title, and end with their footer', async () => {
    const page = await signInAs(site, demo.admin.email, demo.admin.password, portalDesktop);
    await page.getByRole('heading', { name: 'Staff Dashboard' }).waitFor();
    for (const path of ['/patient-portal/dashboard', '/staff/health-tips', '/staff/intake', '/staff/inbox']) {
      await page.goto(`${site.url}${path}`);
      await page.locator('main h1').waitFor();
      expect(await page.getByRole('main').getByText('Signed in as').count(), path).toBe(0);
      expect(await page.getByTestId('portal-user').getByText('Administrator').count(), path).toBe(1);
    }

    // The progress chart's table for screen readers takes no room: nothing lies under the footer.
    const patient = await signInAs(site, maria.email, maria.password, portalDesktop);
    await patient.goto(`${site.url}/patient-portal/dashboard?tab=progress`);
    await patient.getByTestId('progress-chart').locator('.apexcharts-canvas').waitFor();
    const { pageHeight, footerEnd } = await patient.evaluate(() => ({
      pageHeight: document.documentElement.scrollHeight,
      footerEnd: Math.ceil(document.querySelector('.portal-footer')!.getBoundingClientRect().bottom + window.scrollY),
    }));
    expect(pageHeight).toBeLessThanOrEqual(Math.max(footerEnd, 900));
  });

  it("lines the guided view's timer and counter up with its text", async () => {
    for (const viewport of [portalPhone, portalDesktop]) {
      const page = await signInAs(site, maria.email, maria.password, viewport);
      await page.getByTestId('my-exercise').getByRole('button', { name: 'Start' }).click();
      const timer = page.getByTestId('guided-timer');
      await timer.waitFor();
      const text = await page.locator('.guided-text').boundingBox();
      const [timerBox, counterBox] = [await timer.boundingBox(), await page.getByTestId('rep-counter').boundingBox()];
      expect(timerBox!.x).toBe(text!.x);
      expect(Math.round(Math.max(timerBox!.x + timerBox!.width, counterBox!.x + counterBox!.width))).toBe(Math.round(text!.x + text!.width));
      await checkPortalScreen(page, `guided-view-${viewport.width}`);
    }
  });

  it('spaces the profile fields evenly on a phone, whether they pair up on a wide screen or not', async () => {
    const page = await registerPatient(site, 'even.spacing@example.com', 'sea glass 42', portalPhone);
    const labels = ['First Name', 'Last Name', 'Date of Birth (Optional)', 'Phone Number (Optional)', 'Emergency Contact (Optional)', 'Emergency Phone (Optional)', 'Medical History (Optional)'];
    const gaps: number[] = [];
    for (let i = 1; i < labels.length; i++) {
      const above = await page.getByLabel(labels[i - 1]!, { exact: true }).boundingBox();
      const below = await page.getByLabel(labels[i]!, { exact: true }).boundingBox();
      gaps.push(Math.round(below!.y - (above!.y + above!.height)));
    }
    expect(new Set(gaps).size, gaps.join(', ')).toBe(1);
  });

  it('lists the current conditions side by side as tags that remove themselves', async () => {
    const page = await signInAs(site, maria.email, maria.password, portalDesktop);
    await page.goto(`${site.url}/patient-portal/settings`);
    const list = page.getByTestId('condition-list');
    const tags = list.getByRole('button');
    await tags.first().waitFor();
    const [first, second] = [await tags.nth(0).boundingBox(), await tags.nth(1).boundingBox()];
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    await checkPortalScreen(page, 'settings-conditions');
  });
});

describe('the navigation with a two-digit unread count', () => {
  it("keeps the admins' navigation on one row from 1024 px with '12' beside Messages, with room for a classic scrollbar", async () => {
    // Maria writes twelve times: a dozen conversations the practice has not read.
    const token = await staff.token(maria);
    for (let i = 1; i <= 12; i++) {
      const started = await staff.call('POST', '/api/conversations', { id: crypto.randomUUID(), subject: `Question ${i}`, content: 'Is this normal after the exercises?' }, token);
      expect(started.status).toBe(201);
    }
    const page = await signInAs(site, demo.admin.email, demo.admin.password, { width: 1024, height: 800 });
    const nav = page.getByRole('navigation', { name: 'Portal' });
    const badge = nav.locator('.portal-nav-badge');
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toMatch(/^\d\d$/);
    const rows = () => nav.locator(':scope > ul > li').evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
    // Headless Chromium's scrollbars take no room; most desktop browsers' take up to 17 px.
    for (const scrollbar of [0, 17]) {
      await page.evaluate((px) => (document.body.style.marginRight = `${px}px`), scrollbar);
      for (const width of [1024, 1100, 1216, 1248, 1280, 1408, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await rows(), `${width} px, ${scrollbar} px of scrollbar`).toBe(1);
      }
    }
    await page.evaluate(() => (document.body.style.marginRight = ''));
    await page.setViewportSize({ width: 1024, height: 800 });
    await saveScreenshot(page, 'shell-admin-two-digit-badge-1024', { dirName: 'shots-patient' });
  });
});

describe('the progress chart', () => {
  it('draws its first and last markers whole, inside the plot, not on its edges', async () => {
    // Two weeks of measurements, the first and last of each kind on the first and last day.
    const cora = { email: 'cora.chart@example.com', password: 'sea glass 42' };
    const registered = await staff.call('POST', '/api/portal/register', cora);
    const profile = await staff.call('POST', '/api/portal/profile', { firstName: 'Cora', lastName: 'Chart' }, registered.body.token);
    expect(profile.status).toBe(201);
    const therapist = await staff.token(demo.therapist);
    const today = dayIn(new Date());
    for (const [daysAgo, pain, mobility] of [[14, 7, 40], [10, 6, 48], [6, 5, 55], [3, 4, 61], [0, 3, 70]] as const) {
      for (const [measurementType, value] of [['pain', pain], ['mobility', mobility]] as const) {
        const recorded = await staff.call('POST', `/api/patients/${profile.body.id}/progress`, { measurementType, value, measurementDate: addDays(today, -daysAgo) }, therapist);
        expect(recorded.status).toBe(201);
      }
    }
    for (const viewport of [portalPhone, portalDesktop]) {
      // Drawn at once: no animation to wait out.
      const page = await signInAs(site, cora.email, cora.password, viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${site.url}/patient-portal/dashboard?tab=progress`);
      const chart = page.getByTestId('progress-chart');
      await expect.poll(() => chart.locator('.apexcharts-series-markers .apexcharts-marker').count(), { timeout: 15_000 }).toBe(10);
      const outside = () =>
        chart.evaluate((figure) => {
          const plot = figure.querySelector('.apexcharts-gridlines-horizontal')!.getBoundingClientRect();
          return Array.from(figure.querySelectorAll('.apexcharts-series-markers .apexcharts-marker'))
            .map((marker) => marker.getBoundingClientRect())
            .filter((m) => m.left < plot.left + 1 || m.right > plot.right - 1)
            .map((m) => `marker ${Math.round(m.left)}-${Math.round(m.right)} in a plot ${Math.round(plot.left)}-${Math.round(plot.right)}`);
        });
      await expect.poll(outside, { timeout: 10_000 }).toEqual([]);
      await saveScreenshot(page, `progress-chart-markers-${viewport.width}`, { dirName: 'shots-patient' });
    }
  });
});
