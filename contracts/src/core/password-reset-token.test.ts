import { describe, expect, it } from 'vitest';
import { passwordResetToken, passwordResetTokenAccount, readPasswordResetToken } from './password-reset-token';
import { emailConfirmationToken } from './email-confirmation-token';

const secret = 'a secret long enough for HS256 signing';
const account = { userId: '0b7c8f63-4a58-4c8e-9f3e-2d7f2a8d9c11', email: 'pat@example.com', sessionVersion: 2 };
const expiresAt = '2026-11-24T10:00:00.000Z';
const before = new Date('2026-11-24T09:59:59.000Z');

describe('a password reset token', () => {
  it('is read back for its account and session version until it expires, and never names the e-mail', () => {
    const token = passwordResetToken(secret, { ...account, expiresAt });
    expect(token).not.toContain('pat');
    expect(token).toMatch(/^[0-9a-f-]{36}\.[0-9a-z]+\.[\w-]{43}$/);
    expect(passwordResetTokenAccount(token)).toBe(account.userId);
    expect(readPasswordResetToken(secret, token, account, before)).toEqual({ ok: true, expiresAt });
    expect(readPasswordResetToken(secret, token, account, new Date(expiresAt))).toEqual({ ok: false, reason: 'expired' });
  });

  it('is used once the password changed (a later session version), even before it expires', () => {
    const token = passwordResetToken(secret, { ...account, expiresAt });
    expect(readPasswordResetToken(secret, token, { ...account, sessionVersion: 3 }, before)).toEqual({ ok: false, reason: 'used' });
    expect(readPasswordResetToken(secret, token, { ...account, sessionVersion: 1 }, before)).toEqual({ ok: false, reason: 'forged' });
  });

  it('is refused for another account, another e-mail, another secret, a changed expiry, another use of the secret, or garbled', () => {
    const token = passwordResetToken(secret, { ...account, expiresAt });
    expect(readPasswordResetToken(secret, token, { ...account, userId: 'another' }, before)).toEqual({ ok: false, reason: 'malformed' });
    expect(readPasswordResetToken(secret, token, { ...account, email: 'other@example.com' }, before)).toEqual({ ok: false, reason: 'forged' });
    expect(readPasswordResetToken('another secret long enough for HS256', token, account, before)).toEqual({ ok: false, reason: 'forged' });
    const [id, , mac] = token.split('.');
    const later = Date.parse('2026-12-24T10:00:00.000Z').toString(36);
    expect(readPasswordResetToken(secret, `${id}.${later}.${mac}`, account, before)).toEqual({ ok: false, reason: 'forged' });
    // An e-mail confirmation link of the same account and expiry is no reset link.
    const confirmation = emailConfirmationToken(secret, { userId: account.userId, email: account.email, expiresAt });
    expect(readPasswordResetToken(secret, confirmation, account, before)).toEqual({ ok: false, reason: 'forged' });
    for (const garbled of ['', 'x', `${id}..${mac}`, `${id}.${later}`, `${id}.ZZ.${mac}`, `${id}.${later}.short`, `${token}.more`]) {
      expect(readPasswordResetToken(secret, garbled, account, before), garbled).toEqual({ ok: false, reason: 'malformed' });
      expect(() => passwordResetTokenAccount(garbled)).not.toThrow();
    }
  });
});
