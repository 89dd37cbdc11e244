import { waitFor } from './wait';
import type { Call } from './email-confirmation';

/**
 * The newest password reset link sent to `email` (ADR 36), as an admin reads it in the outbox (no SMTP
 * in tests; the outbox signs the link as it is read, the log holds none): the link the person would
 * open, and its token. `other`: a token already seen, to wait for a newer link.
 */
export async function resetLink(call: Call, adminToken: string, email: string, { other, timeoutMs = 10_000 }: { other?: string; timeoutMs?: number } = {}): Promise<{ url: string; token: string }> {
  return waitFor(
    async () => {
      const { body } = await call('GET', '/api/admin/outbox', undefined, adminToken);
      const message = (body.messages as { to: string; subject: string; text: string }[]).find((m) => m.to === email && m.subject.startsWith('Choose a new password'));
      const url = message?.text.match(/https?:\/\/\S+\/patient-portal\/reset-password\?token=(\S+)/);
      return url && url[1] !== other ? { url: url[0], token: url[1]! } : null;
    },
    timeoutMs,
    `the password reset link to ${email} in the outbox`,
  );
}

/** The password reset mails to `email` in the outbox, newest first. */
export async function resetMails(call: Call, adminToken: string, email: string): Promise<{ text: string }[]> {
  const { body } = await call('GET', '/api/admin/outbox', undefined, adminToken);
  return (body.messages as { to: string; subject: string; text: string }[]).filter((m) => m.to === email && m.subject.startsWith('Choose a new password'));
}
