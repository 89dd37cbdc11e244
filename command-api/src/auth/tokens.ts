import { SignJWT, jwtVerify } from 'jose';
import { roleSchema } from '@pt/contracts';
import type { AuthenticatedUser } from '../core/http';

export interface TokenIssuer {
  issue(user: AuthenticatedUser): Promise<string>;
  verify(token: string): Promise<AuthenticatedUser | null>;
}

const issuer = 'pt-portal';

export function createTokenIssuer(secret: string, ttl = '12h'): TokenIssuer {
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
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'] });
        const role = roleSchema.safeParse(payload.role);
        if (!payload.sub || typeof payload.email !== 'string' || !role.success) return null;
        return { id: payload.sub, email: payload.email, role: role.data };
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
