/** A little after the hour turns, so the new hour's reading is dated in it whatever the timer's slack. */
const pastTheHourMs = 1000;

/**
 * While a staff member or an auditor follows a patient, their socket may receive the record's parts
 * at any moment: the access log holds one entry per reader, part and hour (ADR 28), so the reading is
 * logged again as each new hour begins, for as long as the following lasts. `again` logs it (its
 * failure is dropped: the next hour tries again); the returned function stops.
 */
export function everyNewHour(again: () => Promise<unknown>, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = () => {
    const t = now();
    const next = Math.floor(t / 3_600_000) * 3_600_000 + 3_600_000 + pastTheHourMs;
    timer = setTimeout(() => {
      if (stopped) return;
      void again()
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) schedule();
        });
    }, next - t);
    timer.unref?.();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
