import { linkParts, linkSigned, signLink } from './signed-link';

/**
 * The token of a password reset link (ADR 36), signed for the account, its e-mail, its session version
 * and the expiry (signed-link.ts). Every password change raises the session version, so a link works
 * once: after the reset it opens, or any other change, its signature no longer matches. The log holds
 * the account, e-mail, expiry and session version (PasswordResetRequested), never the token.
 */
const purpose = 'pt-portal/password-reset/v1';

export interface PasswordResetClaims {
  userId: string;
  email: string;
  sessionVersion: number;
  /** ISO time. */
  expiresAt: string;
}

export function passwordResetToken(secret: string, { userId, email, sessionVersion, expiresAt }: PasswordResetClaims): string {
  return signLink(purpose, secret, userId, [email, sessionVersion], expiresAt);
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
  const parts = linkParts(token);
  if (!parts) return { ok: false, reason: 'malformed' };
  const signedFor = (version: number) => linkSigned(purpose, secret, account.userId, [account.email, version], parts.expiresAtMs, parts.mac);
  if (!signedFor(account.sessionVersion)) {
    // Signed for an earlier version (the last few are enough to say so): the link was used, or the password changed.
    for (let version = account.sessionVersion - 1; version >= Math.max(0, account.sessionVersion - 20); version--) {
      if (signedFor(version)) return { ok: false, reason: 'used' };
    }
    return { ok: false, reason: 'forged' };
  }
  if (parts.expiresAtMs <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, expiresAt: new Date(parts.expiresAtMs).toISOString() };
}
