import { describe, expect, it } from 'vitest';
import { accessText, dayOfExpiry, defaultDateRange, defaultReportTitle, expiryOfDay, linkState, linkStateLabels, maxAccessOf, monthsBefore, shortBrowser, sortReports } from './report-link-view';
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

describe('the browser of an opening', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36', 'Headless Chrome on Linux'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', 'Safari on iPhone'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51', 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox on Mac'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36', 'Samsung Internet on Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1', 'Chrome on iPhone'],
    ['curl/8.5.0', 'curl'],
    ['node', 'A program, not a browser'],
    ['', 'Unknown browser'],
    ['SomethingElse/1.0', 'Other browser'],
  ])('%s → %s', (ua, short) => {
    expect(shortBrowser(ua)).toBe(short);
  });
  it('never repeats a long user agent', () => {
    expect(shortBrowser('x'.repeat(500)).length).toBeLessThan(40);
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
