import { describe, expect, it } from 'vitest';
import { accessText, dayOfExpiry, defaultDateRange, defaultReportTitle, expiryOfDay, linkState, linkStateLabels, maxAccessOf, monthsBefore, sortReports } from './report-link-view';
import { sharedReport } from './test-reports';

const now = new Date('2026-05-10T15:00:00.000Z');

describe('the state of a link', () => {
  it('is active while on, unexpired and under its limit', () => {
    expect(linkState(sharedReport(), now)).toBe('active');
    expect(linkState(sharedReport({ expiresAt: '2026-05-10T15:00:01.000Z', accessCount: 1, maxAccess: 2 }), now)).toBe('active');
  });
  it('is off once turned off, whatever else holds', () => {
    expect(linkState(sharedReport({ isActive: false, expiresAt: '2026-01-01T00:00:00.000Z', accessCount: 5, maxAccess: 5 }), now)).toBe('off');
  });
  it('is expired from its expiry on, before its limit', () => {
    expect(linkState(sharedReport({ expiresAt: '2026-05-10T15:00:00.000Z' }), now)).toBe('expired');
    expect(linkState(sharedReport({ expiresAt: '2026-05-01T00:00:00.000Z', accessCount: 2, maxAccess: 2 }), now)).toBe('expired');
  });
  it('has reached its limit when opened as often as allowed', () => {
    expect(linkState(sharedReport({ accessCount: 2, maxAccess: 2 }), now)).toBe('limit');
    expect(linkState(sharedReport({ accessCount: 200, maxAccess: null }), now)).toBe('active');
  });
  it('reads as the screen says it', () => {
    expect(Object.values(linkStateLabels)).toEqual(['Active', 'Turned off', 'Expired', 'Limit reached']);
  });
});

describe('the access count', () => {
  it('shows the maximum when set', () => {
    expect(accessText(3, 10)).toBe('3 of 10 views');
    expect(accessText(0, 1)).toBe('0 of 1 view');
    expect(accessText(1, null)).toBe('1 view');
    expect(accessText(0, null)).toBe('0 views');
  });
});


describe('the generator\'s defaults', () => {
  it('cover the last two months up to today, the practice\'s day', () => {
    expect(defaultDateRange(now)).toEqual({ start: '2026-03-10', end: '2026-05-10' });
    // 02:00 UTC on May 1 is still April 30 in Florida.
    expect(defaultDateRange(new Date('2026-05-01T02:00:00.000Z'))).toEqual({ start: '2026-02-28', end: '2026-04-30' });
  });
  it('go back to the last day of a shorter month, and across the year', () => {
    expect(monthsBefore('2026-04-30', 2)).toBe('2026-02-28');
    expect(monthsBefore('2028-04-30', 2)).toBe('2028-02-29');
    expect(monthsBefore('2026-01-15', 2)).toBe('2025-11-15');
    expect(monthsBefore('2026-02-28', 2)).toBe('2025-12-28');
  });
  it('name the report after the patient', () => {
    expect(defaultReportTitle('Nora Quinn')).toBe('Progress Report - Nora Quinn');
  });
});

describe('the request\'s expiry and maximum', () => {
  it('sends the end of the chosen day, or null', () => {
    expect(expiryOfDay('2026-06-01')).toBe('2026-06-01 23:59:59');
    expect(expiryOfDay('')).toBeNull();
    expect(dayOfExpiry('2026-06-01 23:59:59')).toBe('2026-06-01');
    expect(dayOfExpiry(null)).toBe('');
  });
  it('reads an empty maximum as unlimited', () => {
    expect(maxAccessOf('')).toBeNull();
    expect(maxAccessOf('  ')).toBeNull();
    expect(maxAccessOf('2')).toBe(2);
    expect(maxAccessOf('0')).toBe(0);
  });
});

describe('the list', () => {
  it('is newest first', () => {
    const list = sortReports([
      sharedReport({ id: 'a', createdAt: '2026-05-01T10:00:00.000Z' }),
      sharedReport({ id: 'b', createdAt: '2026-05-03T10:00:00.000Z' }),
      sharedReport({ id: 'c', createdAt: '2026-05-03T10:00:00.000Z' }),
    ]);
    expect(list.map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });
});
