import nodemailer from 'nodemailer';
import { MailRejectedError, type Mailer } from '@pt/contracts';

/** SMTP through nodemailer, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465 */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    channel: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, replyTo: message.replyTo });
      } catch (error) {
        // A 5xx answer (or an envelope the server refused) will not change on a retry; anything else may.
        const { responseCode, code } = error as { responseCode?: number; code?: string };
        if ((typeof responseCode === 'number' && responseCode >= 500) || code === 'EENVELOPE') {
          throw new MailRejectedError(error instanceof Error ? error.message : String(error));
        }
        throw error;
      }
    },
  };
}
