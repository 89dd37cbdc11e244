import type { Page } from 'playwright-core';

/**
 * A time zone where it is now around midday, for tests that count days: a test run near the
 * practice's midnight would otherwise see "today" change under it. Etc/GMT zones count backwards
 * (Etc/GMT-5 is five hours ahead of UTC).
 */
export function middayTimeZone(now = new Date()): string {
  const offset = (12 - now.getUTCHours() + 24) % 24;
  const hours = offset > 12 ? offset - 24 : offset;
  // Etc/GMT zones stop at -14 and +12.
  const clamped = Math.max(-12, Math.min(14, hours));
  return clamped === 0 ? 'Etc/GMT' : `Etc/GMT${clamped > 0 ? '-' : '+'}${Math.abs(clamped)}`;
}

/**
 * On a paused clock (Playwright's `page.clock`), lets the page run the tasks it has queued: a timer
 * fired by `runFor` changes React's state, and React renders, then runs the effect that sets the
 * next timer, in tasks of its own (MessageChannel, which the clock does not fake). A test that
 * advances the clock again before they ran would move time past a timer not yet set. Two rounds of
 * messages: one for the render, one for the effects it queued.
 */
export async function pageTasksRun(page: Page): Promise<void> {
  for (let round = 0; round < 2; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}
