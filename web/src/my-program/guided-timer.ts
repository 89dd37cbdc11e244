/**
 * The guided view's stopwatch for timed work, as a value: what ran before the last start, and when
 * it was started (null while paused). Pure, so the clock is given, never read here.
 */
export interface Stopwatch {
  runBefore: number;
  startedAt: number | null;
}

export const stoppedWatch: Stopwatch = { runBefore: 0, startedAt: null };

export const elapsedMs = (watch: Stopwatch, now: number) => watch.runBefore + (watch.startedAt === null ? 0 : Math.max(0, now - watch.startedAt));
export const start = (watch: Stopwatch, now: number): Stopwatch => (watch.startedAt === null ? { ...watch, startedAt: now } : watch);
export const pause = (watch: Stopwatch, now: number): Stopwatch => (watch.startedAt === null ? watch : { runBefore: elapsedMs(watch, now), startedAt: null });

/** Seconds as m:ss. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Whole minutes to record for the time the watch ran, to the nearest: under half a minute is none (a few seconds are not "1 minute"). */
export const minutesRun = (ms: number) => Math.round(ms / 60_000) || null;

/** What closing the guided view would lose, as a sentence; null when nothing was counted. */
export function unrecordedWork(ms: number, repetitions: number): string | null {
  const parts = [...(ms >= 1000 ? [`${clock(ms / 1000)} on the timer`] : []), ...(repetitions > 0 ? [`${repetitions} ${repetitions === 1 ? 'repetition' : 'repetitions'}`] : [])];
  return parts.length ? `Your ${parts.join(' and ')} will not be recorded.` : null;
}
