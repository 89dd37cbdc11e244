import { describe, expect, it } from 'vitest';
import { emailConfirmationToken, readEmailConfirmationToken } from './email-confirmation-token';

const secret = 'a secret long enough for HS256 signing';
const account = { userId: '0b7c8f63-4a58-4c8e-9f3e-2d7f2a8d9c11', email: 'pat@example.com' };
const expiresAt = '2026-11-24T10:00:00.000Z';
const before = new Date('2026-11-24T09:59:59.000Z');

describe('an e-mail confirmation token', () => {
  it("is read back for its account until it expires, and never names the e-mail", () => {
    const token = emailConfirmationToken(secret, { ...account, expiresAt });
    expect(token).not.toContain('pat');
    expect(token).toMatch(/^[0-9a-f-]{36}\.[0-9a-z]+\.[\w-]{43}$/);
    expect(readEmailConfirmationToken(secret, token, account, before)).toEqual({ ok: true, expiresAt });
    expect(readEmailConfirmationToken(secret, token, account, new Date(expiresAt))).toEqual({ ok: false, reason: 'expired' });
  });

  it("is refused for another account, another e-mail, another secret, a changed expiry, or garbled", () => {
    const token = emailConfirmationToken(secret, { ...account, expiresAt });
    expect(readEmailConfirmationToken(secret, token, { ...account, userId: 'another' }, before)).toEqual({ ok: false, reason: 'other-account' });
    expect(readEmailConfirmationToken(secret, token, { ...account, email: 'other@example.com' }, before)).toEqual({ ok: false, reason: 'forged' });
    expect(readEmailConfirmationToken('another secret long enough for HS256', token, account, before)).toEqual({ ok: false, reason: 'forged' });
    const [id, , mac] = token.split('.');
    const later = Date.parse('2026-12-24T10:00:00.000Z').toString(36);
    expect(readEmailConfirmationToken(secret, `${id}.${later}.${mac}`, account, before)).toEqual({ ok: false, reason: 'forged' });
    for (const garbled of ['', 'x', `${id}..${mac}`, `${id}.${later}`, `${id}.ZZ.${mac}`, `${id}.${later}.short`, `${token}.more`]) {
      expect(readEmailConfirmationToken(secret, garbled, account, before)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
