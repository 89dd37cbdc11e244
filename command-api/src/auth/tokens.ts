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

export function createTokenIssuer(secret: string, ttl: string | number = '12h'): TokenIssuer {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (user) =>
      new SignJWT({ email: user.email, role: user.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        const role = roleSchema.safeParse(payload.role);
        if (!payload.sub || typeof payload.email !== 'string' || !role.success || typeof payload.exp !== 'number') return null;
        return { id: payload.sub, email: payload.email, role: role.data, expiresAt: payload.exp * 1000 };
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
