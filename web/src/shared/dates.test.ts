import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './dates';

// The practice's zone is America/New_York here (no page names another); the tests' clock may be any zone.
const elsewhere = Intl.DateTimeFormat().resolvedOptions().timeZone !== 'America/New_York';
const zone = (name: string) => (elsewhere ? ` ${name}` : '');

describe('dates as people read them', () => {
  it('shows a practice day without moving it across midnight', () => {
    expect(formatDay('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatDay('2026-12-31', 'MMMM d, yyyy')).toBe('December 31, 2026');
    expect(formatDay(null)).toBe('');
    expect(formatDay('soon')).toBe('soon');
  });

  it("shows a moment's day as the practice's day it fell on", () => {
    // 04:30 UTC on the 27th is still the evening of the 26th in Florida.
    expect(formatDay('2026-11-27T04:30:00.000Z')).toBe('Nov 26, 2026');
    expect(formatDay('2026-11-27T05:30:00.000Z', 'MMMM d, yyyy')).toBe('November 27, 2026');
  });

  it("shows a moment as the practice's clocks show it, naming the zone for a reader elsewhere", () => {
    expect(formatMoment('2026-03-04T14:30:00.000Z')).toBe(`Mar 4, 2026, 9:30 AM${zone('EST')}`);
    expect(formatMoment('2026-07-04T16:05:09.000Z', 'seconds')).toBe(`Jul 4, 2026, 12:05:09 PM${zone('EDT')}`);
    expect(formatMoment('2026-11-27T04:49:00.000Z', 'long')).toBe(`November 26, 2026 at 11:49 PM${zone('EST')}`);
    expect(formatMoment(undefined)).toBe('');
    expect(formatMoment('not a time')).toBe('not a time');
  });
});
