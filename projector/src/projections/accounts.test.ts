import { describe, expect, it } from 'vitest';
import type { StaffAccount } from '@pt/contracts';
import { projectionSpec, recorded } from '@pt/contracts/core';
import { accountsProjection } from './accounts';

const registered = { type: 'UserRegistered' as const, stream: 'user-u1', data: { email: 'jo@example.com', passwordHash: 'secret-hash', role: 'therapist' as const } };
const disabled = { type: 'UserDisabled' as const, stream: 'user-u1', data: { reason: 'left' } };

describe('the accounts read model', () => {
  it('keeps e-mail, role and state, and never the password hash', () => {
    const account = projectionSpec<StaffAccount>(accountsProjection).given([registered]).get('u1');
    expect(account).toMatchObject({ id: 'u1', email: 'jo@example.com', role: 'therapist', active: true, lastSignIn: null });
    expect(JSON.stringify(account)).not.toContain('secret-hash');
  });

  it('closes the sessions of a disabled account', () => {
    const events = recorded([registered, disabled]);
    const account = accountsProjection.evolve(accountsProjection.evolve(null, events[0]), events[1]);
    expect(account).toMatchObject({ active: false });
    expect(accountsProjection.disconnects!(account, events[1])).toEqual(['user:u1']);
  });
});
