import { queues, type NotificationJob } from '@pt/contracts';
import type { Reaction } from '../runner';

/** An account that asked for a new password gets the link by mail (ADR 36); the notifications worker writes it. */
export const sendPasswordReset: Reaction = {
  name: 'password-reset',
  queue: queues.notifications,
  handles: ['PasswordResetRequested'],
  job: (event): NotificationJob => ({ stream: event.stream, eventId: event.id }),
  // As the staff's notifications: the worker counts attempts in the notification's own stream.
  options: { attempts: 8, backoffMs: 2000 },
};
