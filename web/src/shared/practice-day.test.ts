import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module keeps the zone it read: each case loads it afresh under its own page. */
async function underPage(content: string | undefined, page: Record<string, unknown> = {}) {
  vi.resetModules();
  vi.stubGlobal('document', { querySelector: () => (content === undefined ? null : { content }), ...page });
  return import('./practice-day');
}

afterEach(() => {
  vi.useRealTimers();
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

describe("a change of the practice's day", () => {
  const newDay = [{ type: 'api/invalidateTags', payload: ['MyExercises'] }, { type: 'api/invalidateTags', payload: ['Rewards'] }];

  /** A page in New York with an event target for `visibilitychange`, and what it dispatched. */
  async function openPage() {
    const listeners: (() => void)[] = [];
    const page = { visibilityState: 'visible', addEventListener: (_type: string, listener: () => void) => listeners.push(listener), removeEventListener: (_type: string, listener: () => void) => listeners.splice(listeners.indexOf(listener), 1) };
    const day = await underPage('America/New_York', page);
    for (const action of [...newDay, newDay[0]!]) day.refetchOnNewDay(action);
    const dispatched: unknown[] = [];
    return { day, page, listeners, dispatched, dispatch: (action: unknown) => dispatched.push(action) };
  }

  it('begins at the practice\'s midnight, in its time zone', async () => {
    const { nextPracticeMidnight } = await underPage('America/New_York');
    expect(nextPracticeMidnight(new Date('2026-11-26T12:00:00Z')).toISOString()).toBe('2026-11-27T05:00:00.000Z');
    // 23:30 in New York is 04:30 UTC the next day: the next midnight is half an hour away.
    expect(nextPracticeMidnight(new Date('2026-11-27T04:30:00Z')).toISOString()).toBe('2026-11-27T05:00:00.000Z');
  });

  it('fetches again what shows "today" once, at the next practice midnight, with one timer and no polling', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T04:50:00Z') });
    const { day, dispatch, dispatched } = await openPage();
    const stop = day.followPracticeDay(dispatch);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 1);
    expect(dispatched).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    // Each registered action once (the one registered twice too), then one timer for the next day.
    expect(dispatched).toEqual(newDay);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(23 * 3_600_000);
    expect(dispatched).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(dispatched).toHaveLength(4);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('checks the day when the page is shown again (a sleeping phone runs its timers late)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T03:00:00Z') });
    const { day, dispatch, dispatched, listeners } = await openPage();
    const stop = day.followPracticeDay(dispatch);
    listeners.forEach((shown) => shown());
    expect(dispatched).toEqual([]);
    // The clock moved past midnight while no timer ran.
    vi.setSystemTime(new Date('2026-11-27T11:00:00Z'));
    listeners.forEach((shown) => shown());
    expect(dispatched).toEqual(newDay);
    // The late timer then finds the day already current.
    await vi.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(dispatched).toEqual(newDay);
    stop();
    expect(listeners).toEqual([]);
  });
});
