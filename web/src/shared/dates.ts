import { format, isValid, parseISO } from 'date-fns';

/** A practice day (yyyy-MM-dd) as people read it: 'Mar 4, 2026'. Empty when there is none. */
export function formatDay(day: string | null | undefined, pattern = 'MMM d, yyyy'): string {
  if (!day) return '';
  const date = parseISO(day);
  return isValid(date) ? format(date, pattern) : day;
}

/** A moment (ISO time) in the reader's clock: 'Mar 4, 2026, 9:30 AM'. */
export function formatMoment(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'MMM d, yyyy, h:mm a') : iso;
}
