import { dayIn, defaultPracticeTimeZone, isTimeZone } from '@pt/contracts';

let zone: string | undefined;

/**
 * The practice's time zone (PRACTICE_TIME_ZONE), which the server names in every page
 * (`<meta name="practice-time-zone">`): the day a therapist or a patient calls "today" is the
 * practice's, as the server counts streaks, programs and reports, wherever the browser is.
 */
export function practiceTimeZone(): string {
  if (zone !== undefined) return zone;
  const named = typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>('meta[name="practice-time-zone"]')?.content;
  zone = named && isTimeZone(named) ? named : defaultPracticeTimeZone;
  return zone;
}

/** The practice day (yyyy-MM-dd) of a moment, by default now. */
export const practiceDay = (at: Date = new Date()): string => dayIn(at, practiceTimeZone());
