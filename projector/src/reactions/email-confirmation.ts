import { queues, type NotificationJob } from '@pt/contracts';
import type { Reaction } from '../runner';

/** A patient account asked to confirm its e-mail gets the link by mail (ADR 33); the notifications worker writes it. */
export const sendEmailConfirmation: Reaction = {
  name: 'email-confirmation',
  queue: queues.notifications,
  handles: ['EmailConfirmationRequested'],
  job: (event): NotificationJob => ({ stream: event.stream, eventId: event.id }),
  // As the staff's notifications: the worker counts attempts in the notification's own stream.
  options: { attempts: 8, backoffMs: 2000 },
};
