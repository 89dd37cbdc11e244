import { describe, expect, it } from 'vitest';
import { accessDenialLabels } from '@pt/contracts';
import { accessOutcome, entriesShownFirst, shortBrowser, visibleEntries } from './access-view';

describe('the outcome of an opening', () => {
  it("tells a recipient's opening from a staff preview, and the password asked for from a refusal", () => {
    expect(accessOutcome({ allowed: true, counted: true, reason: null })).toEqual({ label: 'Opened', tone: 'opened' });
    expect(accessOutcome({ allowed: true, counted: false, reason: null })).toEqual({ label: 'Staff preview', tone: 'preview' });
    // Every opening of a protected link starts with it: neutral, not a failure.
    expect(accessOutcome({ allowed: false, counted: false, reason: 'password-required' })).toEqual({ label: accessDenialLabels['password-required'], tone: 'asked' });
    expect(accessOutcome({ allowed: false, counted: false, reason: 'wrong-password' })).toEqual({ label: 'Wrong password', tone: 'refused' });
    expect(accessOutcome({ allowed: false, counted: false, reason: 'limit-reached' })).toEqual({ label: 'Opening limit reached', tone: 'refused' });
  });
});

describe('a long log', () => {
  it('shows the newest entries first, and all of them when asked (or when one more would be hidden)', () => {
    const entries = Array.from({ length: 25 }, (_, i) => i);
    expect(visibleEntries(entries, false)).toEqual(entries.slice(0, entriesShownFirst));
    expect(visibleEntries(entries, true)).toEqual(entries);
    expect(visibleEntries(entries.slice(0, entriesShownFirst + 1), false)).toHaveLength(entriesShownFirst + 1);
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
