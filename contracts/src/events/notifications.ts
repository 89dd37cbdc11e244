import { z } from 'zod';
import { sourceSchema } from './envelope';

const channel = z.enum(['smtp', 'outbox']);

/** What the notification worker did for one source event: `notification-<sourceEventId>`. */
export const notificationEvents = {
  NotificationSent: {
    version: 1,
    data: z.object({ channel, to: z.string(), subject: z.string(), text: z.string(), source: sourceSchema }),
  },
  NotificationFailed: {
    // v2 added `final`: the worker gave up (a permanent failure, or its last attempt).
    version: 2,
    data: z.object({ channel, attempt: z.number().int(), reason: z.string(), final: z.boolean(), source: sourceSchema }),
  },
} as const;

/** From an old schema version of an event's data to the next one. */
export const notificationUpcasters = {
  NotificationFailed: {
    1: (data: unknown) => ({ ...(data as object), final: false }),
  },
};
