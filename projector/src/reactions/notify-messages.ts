import { queues, type NotificationJob } from '@pt/contracts';
import type { Reaction } from '../runner';

/**
 * A message written in the portal becomes a notice by e-mail (ADR 32): to the practice when a patient
 * writes, to the patient when the practice does. The notifications worker writes it, once.
 */
export const notifyMessages: Reaction = {
  name: 'notify-messages',
  queue: queues.notifications,
  handles: ['MessageWritten'],
  job: (event): NotificationJob => ({ stream: event.stream, eventId: event.id }),
  // As the staff's notifications: the worker counts attempts in the notification's own stream.
  options: { attempts: 8, backoffMs: 2000 },
};
