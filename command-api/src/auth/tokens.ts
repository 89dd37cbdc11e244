import { SignJWT, jwtVerify } from 'jose';
import { roleSchema } from '@pt/contracts';
import type { AuthenticatedUser } from '../core/http';

/**
 * `sessionVersion`: the account's session version when the token was issued (claim `sv`; 0 for tokens
 * issued before there was one). A password change raises the account's: older tokens are refused.
 */
export type TokenClaims = AuthenticatedUser & { /** ms since the epoch */ expiresAt: number; sessionVersion: number };

export interface TokenIssuer {
  issue(user: AuthenticatedUser, sessionVersion: number): Promise<string>;
  /** The token's claims, or null when it is invalid, expired, carries no expiry, or was issued before its account's sessions ended here. */
  verify(token: string): Promise<TokenClaims | null>;
  /**
   * The account's password changed (its session version is now `sessionVersion`): its older tokens are
   * refused by this instance at once, before the accounts read model (which every instance checks) has it.
   */
  endSessionsBefore(userId: string, sessionVersion: number): void;
}

const issuer = 'pt-portal';
const verifiedLimit = 10_000;
const endedLimit = 10_000;

export function createTokenIssuer(secret: string, ttl: string | number = '12h'): TokenIssuer {
  // Imported once: jose would import raw bytes again at every verification (WebCrypto's importKey).
  // Tokens already verified, by their exact text (a signed token's claims never change): a signed-in
  // client sends the same token with every request. Until it expires; the oldest are forgotten first.
  const verified = new Map<string, TokenClaims>();
  /** Per account, the lowest session version still accepted here (from password changes made here). */
  const ended = new Map<string, number>();
  const stillValid = (claims: TokenClaims) => claims.sessionVersion >= (ended.get(claims.id) ?? 0);
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    issue: async (user, sessionVersion) =>
      new SignJWT({ email: user.email, role: user.role, sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(await key),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now() && stillValid(known)) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, { issuer, algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        const role = roleSchema.safeParse(payload.role);
        const sv = payload.sv ?? 0;
        if (!payload.sub || typeof payload.email !== 'string' || !role.success || typeof payload.exp !== 'number') return null;
        if (typeof sv !== 'number' || !Number.isSafeInteger(sv) || sv < 0) return null;
        const claims = { id: payload.sub, email: payload.email, role: role.data, expiresAt: payload.exp * 1000, sessionVersion: sv };
        if (!stillValid(claims)) return null;
        if (verified.size >= verifiedLimit) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
    endSessionsBefore(userId, sessionVersion) {
      if ((ended.get(userId) ?? 0) >= sessionVersion) return;
      if (ended.size >= endedLimit) ended.delete(ended.keys().next().value!);
      ended.set(userId, sessionVersion);
      for (const [token, claims] of verified) if (claims.id === userId && claims.sessionVersion < sessionVersion) verified.delete(token);
    },
  };
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
