import nodemailer from 'nodemailer';
import type { Mailer } from '@pt/contracts';

/** SMTP through nodemailer, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465 */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    channel: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, replyTo: message.replyTo });
    },
  };
}

/** No SMTP configured: the NotificationSent event itself is the outbox message admins read. */
export function createOutboxMailer(): Mailer {
  return { channel: 'outbox', send: async () => {} };
}
