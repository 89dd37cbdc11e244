import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { streams, WrongExpectedRevisionError, type EventStore, type EventToAppend, type ExpectedRevision, type RecordedEvent } from '@pt/contracts';
import { handleCommand, sha256, type CommandMeta } from '@pt/contracts/core';
import { createAccounts } from './accounts';
import { emailClaimDecider } from './user';

/** Streams in memory: what accounts read and append. */
function memoryStore() {
  const all: RecordedEvent[] = [];
  const store = {
    async readStream(stream: string, options: { fromRevision?: number } = {}) {
      return all.filter((e) => e.stream === stream && e.revision >= (options.fromRevision ?? 0));
    },
    async append(stream: string, events: EventToAppend[], expected: ExpectedRevision) {
      const current = all.filter((e) => e.stream === stream).length - 1;
      if ((expected === 'no_stream' && current >= 0) || (typeof expected === 'number' && expected !== current)) {
        throw new WrongExpectedRevisionError(stream, expected, current < 0 ? 'no_stream' : current);
      }
      events.forEach((e, i) => all.push({ ...e, stream, revision: current + 1 + i, position: String(all.length + 1) }));
      return { revision: current + events.length, position: String(all.length) };
    },
  };
  return { store: store as unknown as EventStore, types: (stream: string) => all.filter((e) => e.stream === stream).map((e) => e.type) };
}

const meta = (): CommandMeta => ({ actor: { kind: 'anonymous', ipHash: 'test' }, correlationId: randomUUID(), causationId: randomUUID(), now: new Date() });
const claimsOf = (email: string) => streams.userEmail(sha256(email));

describe('an e-mail claim left by a registration refused after claiming (ADR 35)', () => {
  /** Account X of a@, and b@ claimed for X: what the loser of two registrations racing with one id left. */
  async function leftClaim() {
    const log = memoryStore();
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
    const log = memoryStore();
    const accounts = createAccounts(log.store);
    await handleCommand(log.store, claimsOf('c@example.com'), emailClaimDecider, { type: 'ClaimEmail', userId: randomUUID(), email: 'c@example.com', replacing: null }, meta());
    expect(await accounts.register({ email: 'c@example.com', password: 'some password', role: 'patient' }, meta())).toEqual({ ok: false, message: 'An account with this email already exists.' });
  });
});
