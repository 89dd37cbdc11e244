/**
 * Days as the practice counts them: a day is a `yyyy-MM-dd` string in the practice's time zone
 * (America/New_York unless configured), never the server's. Weeks start on Monday.
 */
export type Day = string;

export const defaultPracticeTimeZone = 'America/New_York';
export const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
// The day of an instant, remembered per zone and minute (zones change their offset only on whole
// minutes): the same few minutes are asked about many times a second, and ICU's formatting is slow.
const daysByMinute = new Map<string, Map<number, Day>>();
const rememberedLimit = 10_000;

/** The day `date` falls on in `timeZone`. */
export function dayIn(date: Date, timeZone: string = defaultPracticeTimeZone): Day {
  const minute = Math.floor(date.getTime() / 60_000);
  let days = daysByMinute.get(timeZone);
  const known = days?.get(minute);
  if (known !== undefined) return known;
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  const day = format.format(date);
  if (Number.isNaN(minute)) return day;
  if (!days || days.size >= rememberedLimit) daysByMinute.set(timeZone, (days = new Map()));
  days.set(minute, day);
  return day;
}

const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/** The hour (0-23) on the clocks of `timeZone` at `date`. */
export function hourIn(date: Date, timeZone: string = defaultPracticeTimeZone): number {
  let format = hourFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    hourFormatters.set(timeZone, format);
  }
  return Number(format.format(date));
}

/** Whether `timeZone` is a zone this runtime knows (for configuration). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

// Days and their UTC midnights, remembered both ways: streaks and plans step through days one at a time.
const midnights = new Map<Day, number>();
const daysAt = new Map<number, Day>();
function toUtc(day: Day): number {
  let ms = midnights.get(day);
  if (ms === undefined) {
    ms = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
    if (Number.isNaN(ms)) return ms;
    if (midnights.size >= rememberedLimit) midnights.clear();
    midnights.set(day, ms);
  }
  return ms;
}
function fromUtc(ms: number): Day {
  let day = daysAt.get(ms);
  if (day === undefined) {
    day = new Date(ms).toISOString().slice(0, 10);
    if (daysAt.size >= rememberedLimit) daysAt.clear();
    daysAt.set(ms, day);
  }
  return day;
}

export const addDays = (day: Day, days: number): Day => fromUtc(toUtc(day) + days * 86_400_000);
export const daysBetween = (from: Day, to: Day): number => Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
/** 1 = Monday ... 7 = Sunday. */
export const weekday = (day: Day): number => ((new Date(toUtc(day)).getUTCDay() + 6) % 7) + 1;
export const weekStart = (day: Day): Day => addDays(day, 1 - weekday(day));
export const monthStart = (day: Day): Day => `${day.slice(0, 7)}-01`;

/** Whether a `yyyy-MM-dd` string names a real calendar day. */
export function isDay(value: string): boolean {
  return dayPattern.test(value) && fromUtc(toUtc(value)) === value;
}

/** The latest day it is anywhere on Earth (UTC+14): a date "not in the future" for someone, somewhere. */
export const latestDayOnEarth = (now = new Date()) => dayIn(now, 'Pacific/Kiritimati');

const wallClock = new Map<string, Intl.DateTimeFormat>();
/** How far the clocks of `timeZone` are ahead of UTC at `t` (ms). */
function offsetAt(t: number, timeZone: string): number {
  let format = wallClock.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    wallClock.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(t)).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - Math.floor(t / 1000) * 1000;
}

/** The moment the clocks of `timeZone` show `hour:minute` on `day`. */
export function momentOn(day: Day, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), hour, minute);
  let t = wall - offsetAt(wall, timeZone);
  t = wall - offsetAt(t, timeZone);
  return new Date(t);
}

const momentFormats = new Map<string, Intl.DateTimeFormat>();
const labelsByMinute = new Map<string, Map<number, string>>();
/** A moment as the practice's clocks show it, in words: "Thu, Nov 26, 2026, 11:49 PM EST" (for e-mails and logs people read). */
export function momentLabel(date: Date, timeZone: string = defaultPracticeTimeZone): string {
  // Remembered per zone and minute, as the day is (ICU's formatting with a zone name costs ~10 µs).
  const minute = Math.floor(date.getTime() / 60_000);
  let labels = labelsByMinute.get(timeZone);
  const known = labels?.get(minute);
  if (known !== undefined) return known;
  let format = momentFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
    momentFormats.set(timeZone, format);
  }
  const label = format.format(date);
  if (Number.isNaN(minute)) return label;
  if (!labels || labels.size >= rememberedLimit) labelsByMinute.set(timeZone, (labels = new Map()));
  labels.set(minute, label);
  return label;
}
