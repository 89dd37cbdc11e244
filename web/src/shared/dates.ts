import { format, isValid, parseISO } from 'date-fns';
import { dayIn, dayPattern } from '@pt/contracts';
import { practiceTimeZone } from './practice-day';

/**
 * A practice day (yyyy-MM-dd) as people read it: 'Mar 4, 2026'. Empty when there is none. A moment
 * (ISO time) is shown as the practice's day it fell on, wherever the reader's clock is.
 */
export function formatDay(day: string | null | undefined, pattern = 'MMM d, yyyy'): string {
  if (!day) return '';
  const moment = dayPattern.test(day) ? null : new Date(day);
  const date = parseISO(moment && !Number.isNaN(moment.getTime()) ? dayIn(moment, practiceTimeZone()) : day);
  return isValid(date) ? format(date, pattern) : day;
}

type MomentStyle = 'short' | 'seconds' | 'long';
const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, style: MomentStyle, withZone: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${style}|${withZone}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: style === 'long' ? 'long' : 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(style === 'seconds' && { second: '2-digit' }),
      ...(withZone && { timeZoneName: 'short' }),
    });
    formats.set(key, made);
  }
  return made;
}

/** Whether the reader's clock is set to another zone than the practice's. */
const readerElsewhere = () => Intl.DateTimeFormat().resolvedOptions().timeZone !== practiceTimeZone();

/**
 * A moment (ISO time) as the practice's clocks show it, as its days are counted: 'Mar 4, 2026,
 * 9:30 AM' ('seconds': '9:30:15 AM'; 'long': 'March 4, 2026 at 9:30 AM'), and the zone's name after
 * it ('… EST') when the reader's clock is set to another zone.
 */
export function formatMoment(iso: string | null | undefined, style: MomentStyle = 'short'): string {
  if (!iso) return '';
  const date = parseISO(iso);
  if (!isValid(date)) return iso;
  const withZone = readerElsewhere();
  const parts = Object.fromEntries(formatter(practiceTimeZone(), style, withZone).formatToParts(date).map((p) => [p.type, p.value]));
  const time = `${parts.hour}:${parts.minute}${style === 'seconds' ? `:${parts.second}` : ''} ${parts.dayPeriod}${withZone ? ` ${parts.timeZoneName}` : ''}`;
  return style === 'long' ? `${parts.month} ${parts.day}, ${parts.year} at ${time}` : `${parts.month} ${parts.day}, ${parts.year}, ${time}`;
}
