import { describe, expect, it } from 'vitest';
import { addDays, dayIn, daysBetween, hourIn, isDay, momentLabel, momentOn, monthStart, weekStart, weekday } from './calendar';

describe('the practice calendar', () => {
  it('counts days in the practice time zone, not the server\'s', () => {
    // 03:30 UTC on the 24th is still the evening of the 23rd in Melbourne, Florida.
    expect(dayIn(new Date('2026-11-24T03:30:00Z'))).toBe('2026-11-23');
    expect(dayIn(new Date('2026-11-24T05:30:00Z'))).toBe('2026-11-24');
    expect(dayIn(new Date('2026-11-24T03:30:00Z'), 'Europe/Paris')).toBe('2026-11-24');
  });

  it('follows daylight saving: the day still changes at local midnight', () => {
    // Clocks go back on 2026-11-01 (EDT to EST) and forward on 2027-03-14.
    expect(dayIn(new Date('2026-11-01T03:59:00Z'))).toBe('2026-10-31');
    expect(dayIn(new Date('2026-11-01T04:00:00Z'))).toBe('2026-11-01');
    expect(dayIn(new Date('2026-11-02T04:59:00Z'))).toBe('2026-11-01');
    expect(dayIn(new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
    expect(dayIn(new Date('2027-03-14T04:59:00Z'))).toBe('2027-03-13');
    expect(dayIn(new Date('2027-03-15T03:59:00Z'))).toBe('2027-03-14');
    expect(dayIn(new Date('2027-03-15T04:00:00Z'))).toBe('2027-03-15');
  });

  it('answers the same day again for the same minute, whatever was asked in between and in which zone', () => {
    const lateEvening = new Date('2026-11-24T04:59:59.999Z');
    expect(dayIn(lateEvening)).toBe('2026-11-23');
    expect(dayIn(lateEvening, 'Europe/Paris')).toBe('2026-11-24');
    expect(dayIn(new Date('2026-11-24T04:59:00.000Z'))).toBe('2026-11-23');
    expect(dayIn(new Date('2026-11-24T05:00:00.000Z'))).toBe('2026-11-24');
    expect(dayIn(lateEvening)).toBe('2026-11-23');
    // Half-hour zones change day on a whole minute too.
    expect(dayIn(new Date('2026-11-23T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-11-23');
    expect(dayIn(new Date('2026-11-23T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-24');
    expect(() => dayIn(new Date('not a date'))).toThrow(RangeError);
  });

  it("says a moment as the practice's clocks show it, the same for the same minute in each zone", () => {
    expect(momentLabel(new Date('2026-11-27T04:49:30Z'))).toBe('Thu, Nov 26, 2026, 11:49 PM EST');
    expect(momentLabel(new Date('2026-11-27T04:49:59Z'), 'Europe/Paris')).toBe('Fri, Nov 27, 2026, 5:49 AM GMT+1');
    expect(momentLabel(new Date('2026-11-27T04:49:00Z'))).toBe('Thu, Nov 26, 2026, 11:49 PM EST');
    expect(momentLabel(new Date('2026-07-04T16:00:00Z'))).toBe('Sat, Jul 4, 2026, 12:00 PM EDT');
  });

  it('does day arithmetic on calendar days, with weeks from Monday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(daysBetween('2026-11-01', '2026-11-08')).toBe(7);
    expect(weekday('2026-11-23')).toBe(1);
    expect(weekday('2026-11-29')).toBe(7);
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(monthStart('2026-11-23')).toBe('2026-11-01');
  });

  it('knows real days from look-alikes', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('26-11-23')).toBe(false);
  });

  it('reads the hour on the practice\'s clocks, in winter and in summer time', () => {
    expect(hourIn(new Date('2026-12-01T12:30:00Z'))).toBe(7);
    expect(hourIn(new Date('2026-07-01T12:30:00Z'))).toBe(8);
    expect(hourIn(new Date('2026-07-01T13:30:00Z'))).toBe(9);
    expect(hourIn(new Date('2026-07-01T04:30:00Z'))).toBe(0);
  });
});

describe('momentOn', () => {
  it('is the instant the practice clocks show a time, on either side of a DST change', () => {
    expect(momentOn('2026-07-01', 8, 30, 'America/New_York').toISOString()).toBe('2026-07-01T12:30:00.000Z');
    expect(momentOn('2026-12-01', 23, 59, 'America/New_York').toISOString()).toBe('2026-12-02T04:59:00.000Z');
    // 2026-11-01: clocks go back at 02:00; 12:00 that day is already standard time.
    expect(momentOn('2026-11-01', 12, 0, 'America/New_York').toISOString()).toBe('2026-11-01T17:00:00.000Z');
    expect(momentOn('2026-03-08', 12, 0, 'America/New_York').toISOString()).toBe('2026-03-08T16:00:00.000Z');
  });
});
