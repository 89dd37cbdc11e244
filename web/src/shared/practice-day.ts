import type { UnknownAction } from '@reduxjs/toolkit';
import { addDays, dayIn, defaultPracticeTimeZone, isTimeZone, momentOn } from '@pt/contracts';

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

/** The moment the practice's next day begins (its midnight, in its time zone). */
export const nextPracticeMidnight = (at: Date = new Date()): Date => momentOn(addDays(practiceDay(at), 1), 0, 0, practiceTimeZone());

// What the features fetch again when the practice's day changes, keyed by content (registered once each).
const onNewDay = new Map<string, UnknownAction>();

/** Registers what shows "today" (typically `someApi.util.invalidateTags([...])`): dispatched once when the practice's day changes. */
export function refetchOnNewDay(action: UnknownAction): void {
  onNewDay.set(JSON.stringify(action), action);
}

/**
 * Until stopped, dispatches what was registered once the practice's day changes: a page left open
 * overnight must not go on showing yesterday as today. One timer, to the next practice midnight (no
 * polling); a sleeping device runs timers late, so the day is also checked when the page is shown again.
 */
export function followPracticeDay(dispatch: (action: UnknownAction) => unknown, now: () => Date = () => new Date()): () => void {
  let day = practiceDay(now());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const today = practiceDay(now());
    if (today !== day) {
      day = today;
      for (const action of onNewDay.values()) dispatch(action);
    }
    arm();
  };
  const arm = () => {
    clearTimeout(timer);
    const at = now();
    timer = setTimeout(check, nextPracticeMidnight(at).getTime() - at.getTime());
  };
  const shown = () => {
    if (document.visibilityState === 'visible') check();
  };
  const page = typeof document === 'undefined' ? undefined : document;
  page?.addEventListener('visibilitychange', shown);
  arm();
  return () => {
    clearTimeout(timer);
    page?.removeEventListener('visibilitychange', shown);
  };
}
