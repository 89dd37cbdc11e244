import { type Day, type SharedReport } from '@pt/contracts';
import { practiceDay } from '../shared/practice-day';

export { accessText, linkState, linkStateLabels, type LinkState } from '@pt/contracts';

/** Newest first (the server's order): by creation, then id. */
export const reportBefore = (a: SharedReport, b: SharedReport) => a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);
export const sortReports = (reports: readonly SharedReport[]) => [...reports].sort((a, b) => (reportBefore(a, b) ? -1 : reportBefore(b, a) ? 1 : 0));

/** The same day of the month `months` back, or the month's last day when it has no such day (Apr 30 → Feb 28). */
export function monthsBefore(day: Day, months: number): Day {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(date, lastDay)).padStart(2, '0')}`;
}

/** DECISIONS.md "Reports": the last two months up to today (the practice's day). */
export function defaultDateRange(now: Date = new Date()): { start: Day; end: Day } {
  const today = practiceDay(now);
  return { start: monthsBefore(today, 2), end: today };
}

export const defaultReportTitle = (patientName: string) => `Progress Report - ${patientName}`;

/** The expiry day picked in the form, as the request sends it: the end of that day (`yyyy-MM-dd HH:mm:ss`), or null. */
export const expiryOfDay = (day: string): string | null => (day.trim() ? `${day.trim()} 23:59:59` : null);
/** The form's value of a request's expiry (the day part), for a date input. */
export const dayOfExpiry = (expiresAt: string | null | undefined): string => (expiresAt ? expiresAt.slice(0, 10) : '');

/** An empty max-access field is unlimited (null); anything else is its number (the schema judges it). */
export const maxAccessOf = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : Number(text);
};

/** The link of a report on this site, whole. */
export const shareLinkOf = (origin: string, path: string) => `${origin.replace(/\/$/, '')}${path}`;
