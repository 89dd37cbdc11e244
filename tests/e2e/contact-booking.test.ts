import { describe, expect, it } from 'vitest';
import { fakeScheduler, fillMessageForm, ptSchedulingUrl, schedulerCalls, schedulerScript, useContactSite } from '../support/contact';
import { pageTasksRun } from '../support/clock';

/**
 * /contact in a real browser against the real server (spec 000 sections 2, 4, 7 and 9): the Book
 * Online tab, its appointment types and the scheduler widget.
 */
const { visit, openContact } = useContactSite();

describe('Book Online', () => {
  it('is the default tab; when the widget script fails, a fallback card links to the PT appointment; the script is requested once', async () => {
    const page = await visit();
    let requests = 0;
    await page.route(schedulerScript, (route) => {
      requests++;
      return route.abort('internetdisconnected');
    });
    await openContact(page);
    expect(await page.getByRole('tab', { name: 'Book Online' }).getAttribute('aria-selected')).toBe('true');
    const fallback = page.getByTestId('scheduler-fallback');
    await fallback.waitFor();
    const button = fallback.getByRole('link', { name: 'Schedule PT Appointment' });
    expect(await button.getAttribute('href')).toBe(ptSchedulingUrl);
    expect(await button.getAttribute('target')).toBe('_blank');
    expect(await page.getByTestId('scheduler-widget').count()).toBe(0);
    // Both appointment types, with name, duration and link.
    const pt = page.getByTestId('appointment-type-pt');
    expect(await pt.textContent()).toContain('PT Appointment');
    expect(await pt.textContent()).toContain('45 minutes');
    expect(await page.getByTestId('appointment-type-lymphedema').textContent()).toContain('60 minutes');

    await page.getByRole('tab', { name: 'Request Callback' }).click();
    await page.getByRole('tab', { name: 'Book Online' }).click();
    await fallback.waitFor();
    expect(await page.locator(`script[src="${schedulerScript}"]`).count()).toBe(1);
    expect(requests).toBe(1);
  });

  it('with the script loaded: a 600 px inline widget started 500 ms later, and Open in New Tab', async () => {
    const page = await visit();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const arrived = new Promise<void>((resolve) => (requested = resolve));
    await page.route(schedulerScript, async (route) => {
      requested();
      await held;
      await route.fulfill({ contentType: 'application/javascript', body: fakeScheduler });
    });
    await page.clock.install();
    await openContact(page);
    await arrived;
    // Stop time before the script arrives: the widget's start is then ours to step through.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    release();

    const widget = page.getByTestId('scheduler-widget');
    await widget.waitFor({ state: 'visible' });
    expect((await widget.boundingBox())?.height).toBe(600);
    expect(await schedulerCalls(page)).toEqual([]);
    await pageTasksRun(page);
    await page.clock.runFor(499);
    expect(await schedulerCalls(page)).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(async () => (await schedulerCalls(page)).length).toBe(1);
    expect((await schedulerCalls(page))[0]!.url).toBe(ptSchedulingUrl);
    await widget.getByText('Scheduling widget').waitFor();

    const newTab = page.getByRole('link', { name: 'Open in New Tab' });
    expect(await newTab.getAttribute('href')).toBe(ptSchedulingUrl);
    expect(await newTab.getAttribute('target')).toBe('_blank');
    expect(await page.getByTestId('scheduler-fallback').count()).toBe(0);
  });

  it('passes name, email, first_name and last_name once the visitor has told us who they are', async () => {
    const page = await visit();
    await page.route(schedulerScript, (route) => route.fulfill({ contentType: 'application/javascript', body: fakeScheduler }));
    await openContact(page);
    await expect.poll(async () => (await schedulerCalls(page)).length).toBe(1);

    await page.getByRole('tab', { name: 'Send Message' }).click();
    await fillMessageForm(page, { firstName: 'Rosa', lastName: 'Delgado', email: 'rosa.delgado@example.com' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Success!').waitFor();

    await page.getByRole('tab', { name: 'Book Online' }).click();
    await expect.poll(async () => (await schedulerCalls(page)).length).toBe(2);
    const call = (await schedulerCalls(page))[1]!;
    const link = new URL(call.url);
    expect(link.origin + link.pathname).toBe(ptSchedulingUrl);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      name: 'Rosa Delgado',
      email: 'rosa.delgado@example.com',
      first_name: 'Rosa',
      last_name: 'Delgado',
    });
    expect(call.prefill).toEqual({ name: undefined, email: 'rosa.delgado@example.com', firstName: 'Rosa', lastName: 'Delgado' });
    expect(await page.getByRole('link', { name: 'Open in New Tab' }).getAttribute('href')).toBe(call.url);
    expect(await page.getByTestId('appointment-type-pt').getByRole('link').getAttribute('href')).toBe(call.url);
    // The script is still loaded only once.
    expect(await page.locator(`script[src="${schedulerScript}"]`).count()).toBe(1);
  });

  it('opens the scheduling page in a new tab at 768 px and narrower, and embeds it above', async () => {
    const narrow = await visit({ viewport: { width: 768, height: 900 } });
    await openContact(narrow);
    const open = narrow.getByRole('link', { name: 'Open Scheduling Page' });
    await open.waitFor();
    expect(await open.getAttribute('href')).toBe(ptSchedulingUrl);
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await narrow.locator(`script[src="${schedulerScript}"]`).count()).toBe(0);

    const wide = await visit({ viewport: { width: 769, height: 900 } });
    await openContact(wide);
    await wide.getByTestId('scheduler-fallback').waitFor();
    expect(await wide.getByRole('link', { name: 'Open Scheduling Page' }).count()).toBe(0);
  });
});
