import { isValid, parseISO } from 'date-fns';
import type { AuditActor, Role } from '@pt/contracts';
import { formatMoment } from '../shared/dates';

/** How the history words what it shows: event types, times, actors, read models, values. */

/** An event type as a phrase: 'ContactMessageSubmitted' → 'Contact message submitted'. */
export function typeLabel(type: string): string {
  const words = type
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return type;
  // Keep abbreviations (all capitals) as they are; lower-case the other words after the first.
  return words.map((word, i) => (i === 0 || /^[A-Z\d]+$/.test(word) ? word : word.toLowerCase())).join(' ');
}

export interface EventTime {
  /** In the reader's clock, to the second: 'Nov 23, 2026, 9:05:12 AM'. */
  text: string;
  /** As the event says it (ISO 8601, UTC). */
  iso: string;
}

/** When an event happened, as the practice's clocks showed it; null when it says no time or an unreadable one. */
export function eventTime(at: string | null | undefined): EventTime | null {
  if (!at) return null;
  const date = parseISO(at);
  if (!isValid(date)) return null;
  return { text: formatMoment(at, 'seconds'), iso: date.toISOString() };
}

export const roleLabels: Record<Role, string> = { patient: 'Patient', therapist: 'Therapist', admin: 'Administrator', auditor: 'Auditor' };

/** Who caused an event, in words: the server's label, and the role when the label does not say it already. */
export function describeActor(actor: AuditActor): { label: string; role: string | null } {
  const label = actor.label.trim() || fallbackActorLabel(actor);
  const role = actor.role ? roleLabels[actor.role] ?? actor.role : null;
  // The label says the role when a word of it (an e-mail address aside) names it: 'a@b.com (admin)'.
  const words = label
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => !word.includes('@'))
    .join(' ');
  const names = [role, actor.role].filter((name): name is string => !!name).map((name) => name.toLowerCase());
  const saysRole = names.some((name) => new RegExp(`\\b${name}\\b`).test(words));
  return { label, role: saysRole ? null : role };
}

function fallbackActorLabel(actor: AuditActor): string {
  switch (actor.kind) {
    case 'anonymous':
      return 'Visitor';
    case 'system':
      return 'System';
    case 'user':
      return actor.userId ? `User ${actor.userId}` : 'User';
    default:
      return 'Unknown';
  }
}

/**
 * The value of the history's actor filter that finds every event of this actor: a user's id,
 * `anonymous` for visitors, a system part's name; null when the event does not say who.
 */
export function actorFilterValue(actor: AuditActor): string | null {
  switch (actor.kind) {
    case 'user':
      return actor.userId ?? null;
    case 'anonymous':
      return 'anonymous';
    case 'system':
      return actor.name ?? null;
    default:
      return null;
  }
}

/** The read models (the screens' data), in the staff's words. */
const readModelLabels: Record<string, string> = {
  accounts: 'Accounts',
  assignments: 'Exercise programs',
  completions: 'Exercise completions',
  exercises: 'Exercise library',
  health_tips: 'Health tips',
  inbox: 'Requests inbox',
  intake_forms: 'Intake forms',
  leaderboard: 'Leaderboard',
  measurements: 'Progress measurements',
  outbox: 'Outbox',
  patient_achievements: 'Achievements',
  patients: 'Patients',
  rewards: 'Rewards',
  sessions: 'Exercise sessions',
};

/** A read model's name for people: 'intake_forms' → 'Intake forms'; an unknown one as it is, made readable. */
export function readModelLabel(name: string): string {
  const known = readModelLabels[name];
  if (known) return known;
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}

/** A value as one short line: text as it is, the rest as JSON; absent is 'none', long values are cut. */
export function shortValue(value: unknown, max = 120): string {
  let text: string;
  if (value === undefined) return 'none';
  if (typeof value === 'string') text = value === '' ? '(empty text)' : value;
  else text = JSON.stringify(value) ?? String(value);
  text = text.replace(/\s+/g, ' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A value as readable, indented JSON. */
export function prettyJson(value: unknown): string {
  if (value === undefined) return 'none';
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** A count as people read it: 5000 → '5,000'. */
export const countText = (n: number) => n.toLocaleString('en-US');

/** '1 event' / '3 events'. */
export const plural = (n: number, one: string, many = `${one}s`) => `${countText(n)} ${n === 1 ? one : many}`;
