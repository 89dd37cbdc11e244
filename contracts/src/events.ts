import { z } from 'zod';
import { roleSchema } from './roles';
import { callbackTimes, inboxStatuses } from './requests';

/** Who caused an event. The actor always comes from the verified token, never from a request body. */
export const actorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), userId: z.string(), role: roleSchema }),
  z.object({ kind: z.literal('anonymous'), ipHash: z.string() }),
  z.object({ kind: z.literal('system'), name: z.string() }),
]);
export type Actor = z.infer<typeof actorSchema>;

export const eventMetadataSchema = z.object({
  actor: actorSchema,
  correlationId: z.string(),
  causationId: z.string(),
  at: z.string(),
  schema: z.number().int().positive(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

const source = z.object({ stream: z.string(), eventId: z.string(), type: z.string() });

/**
 * Every event type of the log with its current schema version. Data read from the store is parsed
 * with these (after upcasting an older version) before any code folds or projects it.
 */
export const eventSchemas = {
  UserEmailClaimed: { version: 1, data: z.object({ userId: z.string(), email: z.string() }) },
  UserRegistered: {
    version: 1,
    data: z.object({ email: z.string(), passwordHash: z.string(), role: roleSchema }),
  },
  UserSignedIn: { version: 1, data: z.object({ ipHash: z.string() }) },
  // Event data schemas describe the stored shape only; the rules of the forms live in requests.ts,
  // so a later change of a form rule never makes an old event unreadable.
  ContactMessageSubmitted: {
    version: 1,
    data: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      service: z.string(),
      message: z.string(),
      consent: z.boolean(),
    }),
  },
  CallbackRequested: {
    version: 1,
    data: z.object({ name: z.string(), phone: z.string(), reason: z.string(), preferredTime: z.enum(callbackTimes) }),
  },
  RequestStatusChanged: {
    version: 1,
    data: z.object({ status: z.enum(inboxStatuses) }),
  },
  NotificationSent: {
    version: 1,
    data: z.object({
      channel: z.enum(['smtp', 'outbox']),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      source,
    }),
  },
  NotificationFailed: {
    version: 1,
    data: z.object({ channel: z.enum(['smtp', 'outbox']), attempt: z.number().int(), reason: z.string(), source }),
  },
} as const;

export type EventType = keyof typeof eventSchemas;
export type EventData<T extends EventType> = z.infer<(typeof eventSchemas)[T]['data']>;

/** A domain event as the services see it: a parsed, typed envelope. */
export type DomainEvent = {
  [T in EventType]: {
    id: string;
    type: T;
    stream: string;
    revision: number;
    position: string;
    data: EventData<T>;
    metadata: EventMetadata;
  };
}[EventType];

export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

/** An event a decider produces, before the store gives it an id, revision and position. */
export type NewEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];

/** Upcasters: from an old schema version to the next. None yet; the first change of a schema adds one here. */
const upcasters: Partial<Record<EventType, Record<number, (data: unknown) => unknown>>> = {};

export class UnknownEventError extends Error {}

/** Turn a raw recorded event into a typed domain event: upcast, then validate. */
export function parseEvent(raw: {
  id: string;
  type: string;
  stream: string;
  revision: number;
  position: string;
  data: unknown;
  metadata: unknown;
}): DomainEvent {
  if (!(raw.type in eventSchemas)) throw new UnknownEventError(`Unknown event type ${raw.type} at ${raw.position}`);
  const type = raw.type as EventType;
  const spec = eventSchemas[type];
  const metadata = eventMetadataSchema.parse(raw.metadata);
  let data = raw.data;
  for (let v = metadata.schema; v < spec.version; v++) {
    const up = upcasters[type]?.[v];
    if (!up) throw new UnknownEventError(`No upcaster for ${type} v${v}`);
    data = up(data);
  }
  return {
    id: raw.id,
    type,
    stream: raw.stream,
    revision: raw.revision,
    position: raw.position,
    data: spec.data.parse(data),
    metadata: { ...metadata, schema: spec.version },
  } as DomainEvent;
}

/** Exhaustiveness check for `switch (event.type)`. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}

/** Stream names: `<category>-<id>`. */
export const streams = {
  contact: (id: string) => `contact-${id}`,
  callback: (id: string) => `callback-${id}`,
  user: (id: string) => `user-${id}`,
  userEmail: (emailHash: string) => `userEmail-${emailHash}`,
  notification: (sourceEventId: string) => `notification-${sourceEventId}`,
} as const;
