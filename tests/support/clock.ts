/**
 * A time zone where it is now around midday, for tests that count days: a test run near the
 * practice's midnight would otherwise see "today" change under it. Etc/GMT zones count backwards
 * (Etc/GMT-5 is five hours ahead of UTC).
 */
export function middayTimeZone(now = new Date()): string {
  const offset = (12 - now.getUTCHours() + 24) % 24;
  const hours = offset > 12 ? offset - 24 : offset;
  // Etc/GMT zones stop at -14 and +12.
  const clamped = Math.max(-12, Math.min(14, hours));
  return clamped === 0 ? 'Etc/GMT' : `Etc/GMT${clamped > 0 ? '-' : '+'}${Math.abs(clamped)}`;
}
