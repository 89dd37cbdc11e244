import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a password reset link (ADR 36): `<userId>.<expiry, ms in base 36>.<HMAC-SHA256>` of
 * the account, its e-mail, its session version and the expiry, under a key derived from the server's
 * secret for this use alone. Every password change raises the session version, so a link works once:
 * after the reset it opens, or any other change, its signature no longer matches. The log holds the
 * account, e-mail, expiry and session version (PasswordResetRequested), never the token.
 */
const purpose = 'pt-portal/password-reset/v1';

const keyOf = (secret: string) => createHmac('sha256', secret).update(purpose).digest();

function signature(secret: string, userId: string, email: string, sessionVersion: number, expiresAtMs: number): Buffer {
  return createHmac('sha256', keyOf(secret)).update(`${userId}\n${email}\n${sessionVersion}\n${expiresAtMs}`).digest();
}

export interface PasswordResetClaims {
  userId: string;
  email: string;
  sessionVersion: number;
  /** ISO time. */
  expiresAt: string;
}

export function passwordResetToken(secret: string, { userId, email, sessionVersion, expiresAt }: PasswordResetClaims): string {
  const ms = Date.parse(expiresAt);
  if (!Number.isFinite(ms)) throw new Error(`not a time: ${expiresAt}`);
  return `${userId}.${ms.toString(36)}.${signature(secret, userId, email, sessionVersion, ms).toString('base64url')}`;
}

/** The account a token names, before it is checked (null: not a token's shape). */
export function passwordResetTokenAccount(token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every(Boolean) || !/^[0-9a-z]{1,12}$/.test(parts[1]!) || !/^[\w-]{1,100}$/.test(parts[0]!)) return null;
  return parts[0]!;
}

export type PasswordResetReading =
  | { ok: true; expiresAt: string }
  | { ok: false; reason: 'malformed' | 'forged' | 'used' | 'expired' };

/**
 * Reads a token against the account it names, as the account is now: its expiry when signed by us for
 * this e-mail and session version and not expired. `used`: signed for an earlier session version (the
 * password changed since, by this link or otherwise).
 */
export function readPasswordResetToken(
  secret: string,
  token: string,
  account: { userId: string; email: string; sessionVersion: number },
  now: Date,
): PasswordResetReading {
  if (passwordResetTokenAccount(token) !== account.userId) return { ok: false, reason: 'malformed' };
  const [, expiry, mac] = token.split('.') as [string, string, string];
  const ms = parseInt(expiry, 36);
  const given = Buffer.from(mac, 'base64url');
  if (!Number.isSafeInteger(ms) || given.length !== 32) return { ok: false, reason: 'malformed' };
  if (!timingSafeEqual(given, signature(secret, account.userId, account.email, account.sessionVersion, ms))) {
    // Signed for an earlier version (the last few are enough to say so): the link was used, or the password changed.
    for (let version = account.sessionVersion - 1; version >= Math.max(0, account.sessionVersion - 20); version--) {
      if (timingSafeEqual(given, signature(secret, account.userId, account.email, version, ms))) return { ok: false, reason: 'used' };
    }
    return { ok: false, reason: 'forged' };
  }
  if (ms <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, expiresAt: new Date(ms).toISOString() };
}
