import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a link mailed to an account (ADR 33's e-mail confirmation, ADR 36's password reset):
 * `<userId>.<expiry, ms in base 36>.<HMAC-SHA256>` of the account, the facts the link is bound to and
 * the expiry, under a key derived from the server's secret for one `purpose` alone (a token of one kind
 * never passes for the other). The facts are signed, not written into the link.
 */
export type SignedFacts = readonly (string | number)[];

function signature(purpose: string, secret: string, userId: string, facts: SignedFacts, expiresAtMs: number): Buffer {
  const key = createHmac('sha256', secret).update(purpose).digest();
  return createHmac('sha256', key).update([userId, ...facts, expiresAtMs].join('\n')).digest();
}

export function signLink(purpose: string, secret: string, userId: string, facts: SignedFacts, expiresAt: string): string {
  const ms = Date.parse(expiresAt);
  if (!Number.isFinite(ms)) throw new Error(`not a time: ${expiresAt}`);
  return `${userId}.${ms.toString(36)}.${signature(purpose, secret, userId, facts, ms).toString('base64url')}`;
}

/** A token's parts, before its signature is checked (null: not a token's shape). */
export function linkParts(token: string): { userId: string; expiresAtMs: number; mac: Buffer } | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every(Boolean) || !/^[0-9a-z]{1,12}$/.test(parts[1]!)) return null;
  const [userId, expiry, mac] = parts as [string, string, string];
  const expiresAtMs = parseInt(expiry, 36);
  const given = Buffer.from(mac, 'base64url');
  if (!Number.isSafeInteger(expiresAtMs) || given.length !== 32) return null;
  return { userId, expiresAtMs, mac: given };
}

/** Whether `mac` is ours for this account, these facts and this expiry (compared in constant time). */
export function linkSigned(purpose: string, secret: string, userId: string, facts: SignedFacts, expiresAtMs: number, mac: Buffer): boolean {
  return timingSafeEqual(mac, signature(purpose, secret, userId, facts, expiresAtMs));
}
