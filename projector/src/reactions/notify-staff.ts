import { queues, type NotificationJob } from '@pt/contracts';
import type { Reaction } from '../projection';

/** A visitor's request becomes a notification to the practice. */
export const notifyStaff: Reaction = {
  name: 'notify-staff',
  queue: queues.notifications,
  handles: ['ContactMessageSubmitted', 'CallbackRequested'],
  job: (event): NotificationJob => ({ stream: event.stream, eventId: event.id }),
  // About half a minute of retries (2 s, 4 s, 8 s, 16 s) before the request shows as failed.
  options: { attempts: 5, backoffMs: 2000 },
};
