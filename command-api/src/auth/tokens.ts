import { SignJWT, jwtVerify } from 'jose';
import { roleSchema } from '@pt/contracts';
import type { AuthenticatedUser } from '../core/http';

export type TokenClaims = AuthenticatedUser & { /** ms since the epoch */ expiresAt: number };

export interface TokenIssuer {
  issue(user: AuthenticatedUser): Promise<string>;
  /** The token's claims, or null when it is invalid, expired or carries no expiry. */
  verify(token: string): Promise<TokenClaims | null>;
}

const issuer = 'pt-portal';
const verifiedLimit = 10_000;

export function createTokenIssuer(secret: string, ttl: string | number = '12h'): TokenIssuer {
  // Imported once: jose would import raw bytes again at every verification (WebCrypto's importKey).
  // Tokens already verified, by their exact text (a signed token's claims never change): a signed-in
  // client sends the same token with every request. Until it expires; the oldest are forgotten first.
  const verified = new Map<string, TokenClaims>();
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    issue: async (user) =>
      new SignJWT({ email: user.email, role: user.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(await key),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await key, { issuer, algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        const role = roleSchema.safeParse(payload.role);
        if (!payload.sub || typeof payload.email !== 'string' || !role.success || typeof payload.exp !== 'number') return null;
        const claims = { id: payload.sub, email: payload.email, role: role.data, expiresAt: payload.exp * 1000 };
        if (verified.size >= verifiedLimit) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
