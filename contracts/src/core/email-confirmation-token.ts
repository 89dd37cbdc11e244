import { linkParts, linkSigned, signLink } from './signed-link';

/**
 * The token of an e-mail confirmation link (ADR 33), signed for the account, its e-mail and the expiry
 * (signed-link.ts). The log holds the account, e-mail and expiry (EmailConfirmationRequested), never the
 * token: the worker that sends the mail and the API that checks it compute it again.
 */
const purpose = 'pt-portal/email-confirmation/v1';

export interface EmailConfirmationClaims {
  userId: string;
  email: string;
  /** ISO time. */
  expiresAt: string;
}

export function emailConfirmationToken(secret: string, { userId, email, expiresAt }: EmailConfirmationClaims): string {
  return signLink(purpose, secret, userId, [email], expiresAt);
}

export type EmailConfirmationReading =
  | { ok: true; expiresAt: string }
  | { ok: false; reason: 'malformed' | 'other-account' | 'forged' | 'expired' };

/** Reads a token for the signed-in account (`userId`, `email`): its expiry when it is theirs, signed by us and not expired. */
export function readEmailConfirmationToken(secret: string, token: string, account: { userId: string; email: string }, now: Date): EmailConfirmationReading {
  const parts = linkParts(token);
  if (!parts) return { ok: false, reason: 'malformed' };
  if (parts.userId !== account.userId) return { ok: false, reason: 'other-account' };
  if (!linkSigned(purpose, secret, account.userId, [account.email], parts.expiresAtMs, parts.mac)) return { ok: false, reason: 'forged' };
  if (parts.expiresAtMs <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, expiresAt: new Date(parts.expiresAtMs).toISOString() };
}
