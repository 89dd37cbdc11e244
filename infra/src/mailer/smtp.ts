import nodemailer from 'nodemailer';
import { MailRejectedError, type Mailer } from '@pt/contracts';

/**
 * How long a send waits for the server, in ms: nodemailer's own defaults (two minutes to connect,
 * ten of silence mid-message) let a mail server that hangs hold a notification job, and a worker's
 * stop, for that long. The URL's query overrides each (`?socketTimeout=60000`).
 */
export const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP through nodemailer, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465 */
export function createSmtpMailer(url: string, from: string): Mailer {
  // What the URL says wins over the options beside it.
  const transport = nodemailer.createTransport({ url, ...smtpTimeouts });
  return {
    channel: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, replyTo: message.replyTo });
      } catch (error) {
        // A 5xx answer will not change on a retry, nor will an envelope refused before any answer (no
        // recipient); a 4xx answer is temporary, whichever command it answered (nodemailer says EENVELOPE
        // for a refused MAIL FROM or RCPT TO, a "421 try again later" too).
        const { responseCode, code } = error as { responseCode?: number; code?: string };
        const permanent = typeof responseCode === 'number' ? responseCode >= 500 : code === 'EENVELOPE';
        if (permanent) {
          throw new MailRejectedError(error instanceof Error ? error.message : String(error));
        }
        throw error;
      }
    },
  };
}
