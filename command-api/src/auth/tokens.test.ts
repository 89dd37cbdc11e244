import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenIssuer } from './tokens';

const user = { id: '0b7c8f63-4a58-4c8e-9f3e-2d7f2a8d9c11', email: 'pat@example.com', role: 'patient' as const };

afterEach(() => vi.useRealTimers());

describe('portal tokens', () => {
  it('verifies its own tokens, again from memory, and refuses them once expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const tokens = createTokenIssuer('a secret long enough for HS256 signing', '1h');
    const token = await tokens.issue(user, 0);
    expect(await tokens.verify(token)).toMatchObject({ ...user, expiresAt: Date.parse('2026-11-23T11:00:00Z') });
    expect(await tokens.verify(token)).toMatchObject(user);
    vi.setSystemTime(new Date('2026-11-23T11:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret or altered', async () => {
    const ours = createTokenIssuer('a secret long enough for HS256 signing');
    const theirs = createTokenIssuer('another secret long enough for HS256');
    const token = await theirs.issue(user, 0);
    expect(await ours.verify(token)).toBeNull();
    const valid = await ours.issue(user, 0);
    expect(await ours.verify(valid)).not.toBeNull();
    const [header, , signature] = valid.split('.');
    const payload = Buffer.from(JSON.stringify({ email: user.email, role: 'admin', sub: user.id, iss: 'pt-portal', exp: 4_000_000_000 })).toString('base64url');
    expect(await ours.verify(`${header}.${payload}.${signature}`)).toBeNull();
  });

  it('refuses, at once, the tokens of an account issued before its sessions ended here (a password change), and accepts the newer', async () => {
    const tokens = createTokenIssuer('a secret long enough for HS256 signing');
    const old = await tokens.issue(user, 0);
    const other = await tokens.issue({ ...user, id: 'another-user' }, 0);
    expect(await tokens.verify(old)).toMatchObject({ ...user, sessionVersion: 0 });
    tokens.endSessionsBefore(user.id, 1);
    const fresh = await tokens.issue(user, 1);
    expect(await tokens.verify(old)).toBeNull();
    expect(await tokens.verify(fresh)).toMatchObject({ ...user, sessionVersion: 1 });
    expect(await tokens.verify(other)).not.toBeNull();
    // An older change reported later lowers nothing.
    tokens.endSessionsBefore(user.id, 0);
    expect(await tokens.verify(old)).toBeNull();
  });
});
