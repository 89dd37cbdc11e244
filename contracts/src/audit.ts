import { z } from 'zod';
import { eventSchemas, type EventType } from './events';
import { positionSchema } from './requests';
import type { Role } from './roles';

/**
 * The audit view: the whole event history, newest first, each event with who caused it, and what the
 * read models (the screens' data) held just before and just after it. Auditors only: the history holds
 * every patient's health data and every staff action.
 */
export const auditRoles: readonly Role[] = ['auditor'];

/** Every event type of the log, sorted, for the history's type filter. */
export const auditEventTypes = (Object.keys(eventSchemas) as EventType[]).sort();

/**
 * Events that record a reading, not a change: staff and auditors opening a patient's record (ADR 28)
 * or an intake form (ADR 29), and auditors reading this history (ADR 18). The history's `show` filter
 * keeps the changes only, or the readings only.
 */
export const auditReadingTypes: readonly EventType[] = ['PatientRecordViewed', 'IntakeFormViewed', 'EventHistoryViewed'];
export const auditShowChoices = ['changes', 'readings'] as const;

/** At most this many events of the log are looked at for one page of a filtered history. */
export const auditScanLimit = 5000;

export const auditQuerySchema = z.object({
  /** Events before this position (exclusive); from the newest when omitted. */
  before: positionSchema.optional(),
  limit: z.coerce.number('Not a number').int('Not a whole number').min(1, 'At least 1').max(100, 'At most 100').default(50),
  type: z
    .string()
    .refine((t) => Object.hasOwn(eventSchemas, t), 'Unknown event type')
    .optional(),
  /** One stream, by its full name (`patient-<id>`, `user-<id>` ...). */
  stream: z.string().trim().min(1, 'Enter a stream name').max(200, 'At most 200 characters').optional(),
  /** A user's id or e-mail, a staff member's full name, `anonymous` for visitors, or the name of a system actor (`rewards-worker`, `demo-data` ...). */
  actor: z.string().trim().min(1, 'Enter an actor').max(100, 'At most 100 characters').optional(),
  /** Every event of one request and what followed from it. */
  correlation: z.string().trim().min(1, 'Enter a correlation id').max(100, 'At most 100 characters').optional(),
  /** Changes only, or readings only (of patients' records, intake forms and this history); both when omitted. */
  show: z.enum(auditShowChoices, 'Choose changes or readings').optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEventRefSchema = z.object({
  stream: z.string().min(1).max(200),
  revision: z.coerce.number('Not a number').int('Not a whole number').min(0, 'Not a revision').max(Number.MAX_SAFE_INTEGER),
});

export interface AuditActor {
  kind: 'user' | 'anonymous' | 'system' | 'unknown';
  /** In words: the staff member's name and e-mail (the e-mail alone without a name), "Visitor", or the system part's name. */
  label: string;
  userId?: string;
  role?: Role;
  /** A system part's name (`rewards-worker`, `demo-data` ...): with `userId`, what the actor filter takes. */
  name?: string;
}

export interface AuditEvent {
  position: string;
  id: string;
  stream: string;
  revision: number;
  type: string;
  /** When it happened, as the event says (ISO 8601). */
  at: string | null;
  actor: AuditActor;
  correlationId: string | null;
  causationId: string | null;
  /** The event's data at the current schema version, secrets (password hashes) replaced by "[redacted]". */
  data: unknown;
  /** Why this event cannot be read by the current code (then `data` is as stored), when it cannot. */
  unreadable?: string;
}

export interface AuditPage {
  events: AuditEvent[];
  /** Ask with `before` set to this for older events; null when the start of the history was reached. */
  nextBefore: string | null;
  /** How many events of the log were looked at for this page. */
  scanned: number;
  /** The newest position of the log when the page was read. */
  head: string | null;
}

/** A read model's document that the event changed: as it was just before the event and just after. */
export interface AuditDocument {
  readModel: string;
  id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditDocumentsAnswer {
  event: AuditEvent;
  documents: AuditDocument[];
}

const secretKeys = /^(password|passwordHash|token|secret)$/i;

/** A copy of a value with every secret field's value replaced: auditors see that it changed, never what it is. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, secretKeys.test(k) ? '[redacted]' : redactSecrets(v)]));
}
