import { createHash } from 'node:crypto';
import { timeOrderedDigestId } from './ids';

/** JSON with object keys sorted, so equal values give equal text whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A digest of a command: the same command sent again has the same fingerprint. */
export const fingerprintOf = (command: unknown) => sha256(canonicalJson(command));

/**
 * A uuid-shaped id derived from a name (sha256-based): a reaction names the events it appends after
 * their cause, so appending them again after a crash stores nothing twice. Given the moment of the
 * cause (its `at`), the id starts with it (version 8, time first as in version 7), so the log's index
 * of event ids grows at its end; without it the id is all digest (version nibble 5).
 */
export function stableEventId(name: string, causedAt?: string): string {
  const h = sha256(name);
  const at = causedAt === undefined ? Number.NaN : Date.parse(causedAt);
  if (Number.isFinite(at)) return timeOrderedDigestId(h, at);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The stable ids of the events a reaction appends for one cause, by their index: one digest of
 * `name` for all of them (a digest per event cost more than the rest of naming them), the index in
 * the id's last four digits, the cause's time first.
 */
export function stableEventIds(name: string, causedAt: string): (index: number) => string {
  const at = Date.parse(causedAt);
  if (!Number.isFinite(at)) return (index) => stableEventId(`${name}:${index}`);
  const h = sha256(name).slice(0, 14);
  return (index) => timeOrderedDigestId(`${h}${(index & 0xffff).toString(16).padStart(4, '0')}`, at);
}
