import { createHash } from 'node:crypto';
import {
  eventSchemas,
  parseEvent,
  streams,
  type EventMetadata,
  type EventStore,
  type Job,
  type Mailer,
  type NotificationJob,
} from '@pt/contracts';
import { composeStaffNotification } from './compose';

export interface NotificationSettings {
  /** Where the practice receives notifications. */
  to: string;
  siteUrl: string;
}

export type NotificationOutcome = 'sent' | 'already-sent' | 'nothing-to-send';

/** A stable event id from a name, so that appending the same outcome twice stores it once. */
function stableId(name: string): string {
  const h = createHash('sha256').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Sends the notification for one event and records each attempt in `notification-<eventId>`.
 * Idempotent: an event whose notification was sent is not sent again (a replay, a retried job).
 */
export function notificationHandler(store: EventStore, mailer: Mailer, settings: NotificationSettings) {
  return async (job: Job<NotificationJob>): Promise<NotificationOutcome> => {
    const { stream, eventId } = job.data;
    const outcomeStream = streams.notification(eventId);
    const outcomes = await store.readStream(outcomeStream);
    if (outcomes.some((e) => e.type === 'NotificationSent')) return 'already-sent';

    const raw = (await store.readStream(stream)).find((e) => e.id === eventId);
    if (!raw) throw new Error(`event ${eventId} not found in ${stream}`);
    const source = parseEvent(raw);
    const message = composeStaffNotification(source, settings.to, settings.siteUrl);
    if (!message) return 'nothing-to-send';

    const metadata = (): EventMetadata => ({
      actor: { kind: 'system', name: 'notifications-worker' },
      correlationId: source.metadata.correlationId,
      causationId: source.id,
      at: new Date().toISOString(),
      schema: 1,
    });
    const sourceRef = { stream, eventId, type: source.type };
    try {
      await mailer.send(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await store.append(
        outcomeStream,
        [{ id: stableId(`failed:${eventId}:${job.attempt}`), type: 'NotificationFailed', data: { channel: mailer.channel, attempt: job.attempt, reason, source: sourceRef }, metadata: { ...metadata(), schema: eventSchemas.NotificationFailed.version } }],
        'any',
      );
      throw error;
    }
    await store.append(
      outcomeStream,
      [{ id: stableId(`sent:${eventId}`), type: 'NotificationSent', data: { channel: mailer.channel, to: message.to, subject: message.subject, text: message.text, source: sourceRef }, metadata: { ...metadata(), schema: eventSchemas.NotificationSent.version } }],
      'any',
    );
    return 'sent';
  };
}
