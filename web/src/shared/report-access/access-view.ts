import { accessDenialLabels, type PatientReportAccess } from '@pt/contracts';

/** How a report link's openings are ordered and worded (pure, tested without a browser). */

/**
 * How an entry of the log reads: a recipient's opening (counted), a signed-in staff member's preview
 * (logged, not counted), the password asked for (the first step of every opening of a protected
 * link, not a failure), or a refusal.
 */
export type AccessTone = 'opened' | 'preview' | 'asked' | 'refused';
export function accessOutcome(access: Pick<PatientReportAccess, 'allowed' | 'counted' | 'reason'>): { label: string; tone: AccessTone } {
  if (access.allowed) return access.counted === false ? { label: 'Staff preview', tone: 'preview' } : { label: 'Opened', tone: 'opened' };
  if (access.reason === 'password-required') return { label: accessDenialLabels['password-required'], tone: 'asked' };
  return { label: access.reason ? accessDenialLabels[access.reason] : 'Refused', tone: 'refused' };
}

/** The entries a log shows before 'Show all': the newest few, unless only one more would be hidden. */
export const entriesShownFirst = 10;
export const visibleEntries = <T>(entries: readonly T[], showAll: boolean): readonly T[] =>
  showAll || entries.length <= entriesShownFirst + 1 ? entries : entries.slice(0, entriesShownFirst);

/** Newest opening first. */
export const accessBefore = (a: { accessedAt: string; id: string }, b: { accessedAt: string; id: string }) =>
  a.accessedAt > b.accessedAt || (a.accessedAt === b.accessedAt && a.id > b.id);

/**
 * A short name of the browser that opened a link ('Chrome on Android', 'Safari on iPhone'): enough
 * to tell openings apart, never the whole user agent.
 */
export function shortBrowser(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').trim();
  if (!ua) return 'Unknown browser';
  const browser =
    /Edg(e|A|iOS)?\//.test(ua) ? 'Edge'
    : /OPR\/|Opera/.test(ua) ? 'Opera'
    : /SamsungBrowser\//.test(ua) ? 'Samsung Internet'
    : /Firefox\/|FxiOS\//.test(ua) ? 'Firefox'
    : /HeadlessChrome\//.test(ua) ? 'Headless Chrome'
    : /Chrome\/|CriOS\//.test(ua) ? 'Chrome'
    : /Safari\//.test(ua) && /Version\//.test(ua) ? 'Safari'
    : /^curl\//i.test(ua) ? 'curl'
    : /^(node|undici|wget|python-requests|go-http-client|axios|okhttp)\b/i.test(ua) ? 'A program, not a browser'
    : /bot|crawler|spider|preview/i.test(ua) ? 'A link preview or bot'
    : null;
  const system =
    /iPhone/.test(ua) ? 'iPhone'
    : /iPad/.test(ua) ? 'iPad'
    : /Android/.test(ua) ? 'Android'
    : /Windows/.test(ua) ? 'Windows'
    : /CrOS/.test(ua) ? 'ChromeOS'
    : /Mac OS X|Macintosh/.test(ua) ? 'Mac'
    : /Linux/.test(ua) ? 'Linux'
    : null;
  if (!browser) return system ? `A browser on ${system}` : 'Other browser';
  return system ? `${browser} on ${system}` : browser;
}
