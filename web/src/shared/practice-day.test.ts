import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module keeps the zone it read: each case loads it afresh under its own page. */
async function underPage(content: string | undefined) {
  vi.resetModules();
  vi.stubGlobal('document', { querySelector: () => (content === undefined ? null : { content }) });
  return import('./practice-day');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the practice's day in the browser", () => {
  it('is counted in the time zone the page names', async () => {
    const { practiceDay, practiceTimeZone } = await underPage('America/Los_Angeles');
    expect(practiceTimeZone()).toBe('America/Los_Angeles');
    // 06:30 UTC on Nov 24 is still Nov 23 in California (and in New York).
    expect(practiceDay(new Date('2026-11-24T06:30:00Z'))).toBe('2026-11-23');
  });

  it('is New York\'s when the page names none, or no real zone', async () => {
    expect((await underPage(undefined)).practiceTimeZone()).toBe('America/New_York');
    const { practiceDay, practiceTimeZone } = await underPage('Mars/Olympus_Mons');
    expect(practiceTimeZone()).toBe('America/New_York');
    expect(practiceDay(new Date('2026-11-24T04:30:00Z'))).toBe('2026-11-23');
  });
});
