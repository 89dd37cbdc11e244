import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { streams } from '@pt/contracts';
import { handleCommand, sha256, type CommandMeta } from '@pt/contracts/core';
import { memoryStreams } from '../core/testing/memory-streams';
import { createAccounts } from './accounts';
import { emailClaimDecider } from './user';

const meta = (): CommandMeta => ({ actor: { kind: 'anonymous', ipHash: 'test' }, correlationId: randomUUID(), causationId: randomUUID(), now: new Date() });
const claimsOf = (email: string) => streams.userEmail(sha256(email));

describe('an e-mail claim left by a registration refused after claiming (ADR 35)', () => {
  /** Account X of a@, and b@ claimed for X: what the loser of two registrations racing with one id left. */
  async function leftClaim() {
    const log = memoryStreams();
    const accounts = createAccounts(log.store);
    const id = randomUUID();
    expect(await accounts.register({ id, email: 'a@example.com', password: 'first password', role: 'patient' }, meta())).toMatchObject({ ok: true });
    await handleCommand(log.store, claimsOf('b@example.com'), emailClaimDecider, { type: 'ClaimEmail', userId: id, email: 'b@example.com', replacing: null }, meta());
    return { ...log, accounts, id };
  }

  it('leads to no account: signing in with it and the other account’s password is refused', async () => {
    const { accounts } = await leftClaim();
    expect(await accounts.findByEmail('b@example.com')).toBeNull();
    expect(await accounts.authenticate('b@example.com', 'first password')).toBeNull();
    expect(await accounts.authenticate('a@example.com', 'first password')).toMatchObject({ email: 'a@example.com' });
  });

  it('is taken over at once by the next registration of the address', async () => {
    const { accounts, types } = await leftClaim();
    const registered = await accounts.register({ email: 'b@example.com', password: 'third password', role: 'patient' }, meta());
    expect(registered).toMatchObject({ ok: true, user: { email: 'b@example.com' } });
    expect(types(claimsOf('b@example.com'))).toEqual(['UserEmailClaimed', 'UserEmailClaimed']);
    expect(await accounts.authenticate('b@example.com', 'third password')).toMatchObject({ id: registered.ok ? registered.user.id : '' });
  });

  it('a claim whose account is not there yet (registering, or a crash) is still held', async () => {
    const log = memoryStreams();
    const accounts = createAccounts(log.store);
    await handleCommand(log.store, claimsOf('c@example.com'), emailClaimDecider, { type: 'ClaimEmail', userId: randomUUID(), email: 'c@example.com', replacing: null }, meta());
    expect(await accounts.register({ email: 'c@example.com', password: 'some password', role: 'patient' }, meta())).toEqual({ ok: false, message: 'An account with this email already exists.' });
  });
});
