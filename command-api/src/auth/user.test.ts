import { describe, expect, it } from 'vitest';
import type { DomainEvent, NewEvent } from '@pt/contracts';
import { CommandRejected } from '../core/decider';
import { emailClaimDecider, userDecider } from './user';

const meta = { actor: { kind: 'system' as const, name: 'test' }, correlationId: 'c', causationId: 'c', at: '2026-11-22T10:00:00.000Z', schema: 1 };
const asRecorded = (e: NewEvent, i: number) => ({ ...e, id: `e${i}`, stream: 's', revision: i, position: String(i + 1), metadata: meta }) as DomainEvent;

describe('a portal account', () => {
  const registered: NewEvent = { type: 'UserRegistered', data: { email: 'a@example.com', passwordHash: 'h', role: 'patient' } };

  it('is registered once', () => {
    expect(userDecider.decide({ type: 'RegisterUser', email: 'a@example.com', passwordHash: 'h', role: 'patient' }, userDecider.initialState())).toEqual([registered]);
    const state = [registered].map(asRecorded).reduce(userDecider.evolve, userDecider.initialState());
    expect(() => userDecider.decide({ type: 'RegisterUser', email: 'a@example.com', passwordHash: 'h', role: 'patient' }, state)).toThrow(CommandRejected);
  });

  it('records sign-ins only for an existing account', () => {
    expect(() => userDecider.decide({ type: 'RecordSignIn', ipHash: 'x' }, userDecider.initialState())).toThrow(CommandRejected);
    const state = [registered].map(asRecorded).reduce(userDecider.evolve, userDecider.initialState());
    expect(userDecider.decide({ type: 'RecordSignIn', ipHash: 'x' }, state)).toEqual([{ type: 'UserSignedIn', data: { ipHash: 'x' } }]);
  });
});

describe('an e-mail address', () => {
  it('is claimed by one account only', () => {
    const claimed: NewEvent = { type: 'UserEmailClaimed', data: { userId: 'u1', email: 'a@example.com' } };
    expect(emailClaimDecider.decide({ type: 'ClaimEmail', userId: 'u1', email: 'a@example.com' }, emailClaimDecider.initialState())).toEqual([claimed]);
    const state = [claimed].map(asRecorded).reduce(emailClaimDecider.evolve, emailClaimDecider.initialState());
    expect(() => emailClaimDecider.decide({ type: 'ClaimEmail', userId: 'u2', email: 'a@example.com' }, state)).toThrow(
      'An account with this email already exists.',
    );
  });
});
