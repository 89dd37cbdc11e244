import type { z } from 'zod';
import { accountEvents } from './accounts';
import { eventMetadataSchema, type EventMetadata } from './envelope';
import { intakeEvents } from './intake';
import { messageEvents } from './messages';
import { notificationEvents, notificationUpcasters } from './notifications';
import { exerciseEvents, measurementEvents, patientEvents, programEvents, tipEvents } from './patients';
import { recommendationEvents } from './recommendations';
import { recordViewEvents } from './record-views';
import { reportEvents } from './reports';
import { requestEvents } from './requests';
import { rewardEvents } from './rewards';

export { actorSchema, eventMetadataSchema, storedRoles, type Actor, type EventMetadata } from './envelope';
export { storedCallbackTimes, storedInboxStatuses } from './requests';
export { storedIntakeStatuses, storedSymptomKinds } from './intake';
export { storedDenialReasons, storedReportTypes } from './reports';
export { storedRecordParts } from './record-views';
export { storedMessageSides } from './messages';

/**
 * Every event type of the log with its current schema version. Data read from the store is parsed
 * with these (after upcasting an older version) before any code folds or projects it.
 */
export const eventSchemas = {
  ...accountEvents,
  ...requestEvents,
  ...intakeEvents,
  ...notificationEvents,
  ...patientEvents,
  ...exerciseEvents,
  ...programEvents,
  ...measurementEvents,
  ...tipEvents,
  ...rewardEvents,
  ...recommendationEvents,
  ...reportEvents,
  ...recordViewEvents,
  ...messageEvents,
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
/** The new events of a set of domain events (a decider's own). */
export type NewEventOf<E extends DomainEvent> = E extends DomainEvent ? { type: E['type']; data: E['data'] } : never;

/** Upcasters: from an old schema version of an event's data to the next. */
const upcasters: Partial<Record<EventType, Record<number, (data: unknown) => unknown>>> = {
  ...notificationUpcasters,
};

export class UnreadableEventError extends Error {
  constructor(readonly raw: { type: string; stream: string; position: string }, reason: string) {
    super(`Unreadable event ${raw.type} at ${raw.position} in ${raw.stream}: ${reason}`);
    this.name = 'UnreadableEventError';
  }
}

export const isEventType = (type: string): type is EventType => Object.hasOwn(eventSchemas, type);

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
  if (!isEventType(raw.type)) throw new UnreadableEventError(raw, 'unknown type');
  const spec = eventSchemas[raw.type];
  const metadata = eventMetadataSchema.safeParse(raw.metadata);
  if (!metadata.success) throw new UnreadableEventError(raw, `invalid metadata (${metadata.error.issues[0]?.message})`);
  let data = raw.data;
  for (let v = metadata.data.schema; v < spec.version; v++) {
    const up = upcasters[raw.type]?.[v];
    if (!up) throw new UnreadableEventError(raw, `no upcaster from version ${v}`);
    data = up(data);
  }
  if (metadata.data.schema > spec.version) throw new UnreadableEventError(raw, `version ${metadata.data.schema} is newer than this code`);
  const parsed = spec.data.safeParse(data);
  if (!parsed.success) throw new UnreadableEventError(raw, `invalid data (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})`);
  return {
    id: raw.id,
    type: raw.type,
    stream: raw.stream,
    revision: raw.revision,
    position: raw.position,
    data: parsed.data,
    metadata: { ...metadata.data, schema: spec.version },
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
  intake: (id: string) => `intake-${id}`,
  user: (id: string) => `user-${id}`,
  userEmail: (emailHash: string) => `userEmail-${emailHash}`,
  notification: (sourceEventId: string) => `notification-${sourceEventId}`,
  patient: (id: string) => `patient-${id}`,
  patientEmail: (emailHash: string) => `patientEmail-${emailHash}`,
  exercise: (id: string) => `exercise-${id}`,
  program: (patientId: string) => `program-${patientId}`,
  day: (patientId: string, day: string) => `day-${patientId}_${day}`,
  /** The claims that make an assignment's and a completion's id unique across all programs (ADR 34). */
  assignmentId: (id: string) => `assignmentId-${id}`,
  completionId: (id: string) => `completionId-${id}`,
  measurement: (id: string) => `measurement-${id}`,
  tip: (id: string) => `tip-${id}`,
  rewards: (patientId: string) => `rewards-${patientId}`,
  rewardsSeen: (patientId: string) => `rewardsSeen-${patientId}`,
  demoSession: (id: string) => `demoSession-${id}`,
  recommendations: (patientId: string) => `recommendations-${patientId}`,
  report: (id: string) => `report-${id}`,
  progressReport: (id: string) => `progressReport-${id}`,
  recordViews: (patientId: string, day: string) => `recordViews-${patientId}_${day}`,
  intakeFormViews: (formId: string, day: string) => `intakeFormViews-${formId}_${day}`,
  historyViews: (day: string) => `historyViews-${day}`,
  conversation: (id: string) => `conversation-${id}`,
} as const;

/** The id part of a stream name (`contact-<id>` → `<id>`). */
export const streamId = (stream: string) => stream.slice(stream.indexOf('-') + 1);
