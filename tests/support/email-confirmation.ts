import { expect } from 'vitest';
import { waitFor } from './wait';

/** Any of the tests' ways to call the API: `(method, path, body?, token?)`, JSON in and out. */
export type Call = (method: string, path: string, body?: unknown, token?: string) => Promise<{ status: number; body: any }>;

/**
 * The newest e-mail confirmation link sent to `email` (ADR 33), as an admin reads it in the outbox (no
 * SMTP in tests): the link the person would open, and its token.
 */
export async function confirmationLink(call: Call, adminToken: string, email: string, timeoutMs = 10_000): Promise<{ url: string; token: string }> {
  return waitFor(
    async () => {
      const { body } = await call('GET', '/api/admin/outbox', undefined, adminToken);
      const message = (body.messages as { to: string; subject: string; text: string }[]).find((m) => m.to === email && m.subject.startsWith('Confirm your e-mail'));
      const url = message?.text.match(/https?:\/\/\S+\/patient-portal\/confirm-email\?token=(\S+)/);
      return url ? { url: url[0], token: url[1]! } : null;
    },
    timeoutMs,
    `the confirmation link to ${email} in the outbox`,
  );
}

/**
 * The real flow by which a patient account joins a record staff made with its e-mail: the link the
 * server sent to the address (read from the outbox), opened while signed in as the account.
 */
export async function confirmEmail(call: Call, { email, patientToken, adminToken }: { email: string; patientToken: string; adminToken: string }) {
  const { token } = await confirmationLink(call, adminToken, email);
  const confirmed = await call('POST', '/api/portal/confirm-email', { token }, patientToken);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body as { id: string; position: string; patientId: string | null; revision: number };
}
