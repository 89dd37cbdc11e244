import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an e-mail confirmation link (ADR 33): `<userId>.<expiry, ms in base 36>.<HMAC-SHA256>`
 * of the account, its e-mail and the expiry, under a key derived from the server's secret for this use
 * alone. The log holds the account, e-mail and expiry (EmailConfirmationRequested), never the token: the
 * worker that sends the mail and the API that checks it compute it again. The e-mail is signed, not
 * written into the link.
 */
const purpose = 'pt-portal/email-confirmation/v1';

const keyOf = (secret: string) => createHmac('sha256', secret).update(purpose).digest();

function signature(secret: string, userId: string, email: string, expiresAtMs: number): Buffer {
  return createHmac('sha256', keyOf(secret)).update(`${userId}\n${email}\n${expiresAtMs}`).digest();
}

export interface EmailConfirmationClaims {
  userId: string;
  email: string;
  /** ISO time. */
  expiresAt: string;
}

export function emailConfirmationToken(secret: string, { userId, email, expiresAt }: EmailConfirmationClaims): string {
  const ms = Date.parse(expiresAt);
  if (!Number.isFinite(ms)) throw new Error(`not a time: ${expiresAt}`);
  return `${userId}.${ms.toString(36)}.${signature(secret, userId, email, ms).toString('base64url')}`;
}

export type EmailConfirmationReading =
  | { ok: true; expiresAt: string }
  | { ok: false; reason: 'malformed' | 'other-account' | 'forged' | 'expired' };

/** Reads a token for the signed-in account (`userId`, `email`): its expiry when it is theirs, signed by us and not expired. */
export function readEmailConfirmationToken(secret: string, token: string, account: { userId: string; email: string }, now: Date): EmailConfirmationReading {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every(Boolean) || !/^[0-9a-z]{1,12}$/.test(parts[1]!)) return { ok: false, reason: 'malformed' };
  const [userId, expiry, mac] = parts as [string, string, string];
  const ms = parseInt(expiry, 36);
  const given = Buffer.from(mac, 'base64url');
  if (!Number.isSafeInteger(ms) || given.length !== 32) return { ok: false, reason: 'malformed' };
  if (userId !== account.userId) return { ok: false, reason: 'other-account' };
  if (!timingSafeEqual(given, signature(secret, account.userId, account.email, ms))) return { ok: false, reason: 'forged' };
  if (ms <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, expiresAt: new Date(ms).toISOString() };
}
