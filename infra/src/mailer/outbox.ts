import type { Mailer } from '@pt/contracts';

/** No SMTP configured: the NotificationSent event itself is the outbox message admins read. */
export function createOutboxMailer(): Mailer {
  return { channel: 'outbox', send: async () => {} };
}
