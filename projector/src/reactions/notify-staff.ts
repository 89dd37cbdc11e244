import { queues, type NotificationJob } from '@pt/contracts';
import type { Reaction } from '../runner';

/** A visitor's request, or a new patient's intake form, becomes a notification to the practice. */
export const notifyStaff: Reaction = {
  name: 'notify-staff',
  queue: queues.notifications,
  handles: ['ContactMessageSubmitted', 'CallbackRequested', 'IntakeFormSubmitted'],
  job: (event): NotificationJob => ({ stream: event.stream, eventId: event.id }),
  // The worker counts attempts in the notification's own stream and gives up there; the queue only
  // needs enough runs (and backoff: 2 s, 4 s, 8 s ...) for it to reach that decision.
  options: { attempts: 8, backoffMs: 2000 },
};
