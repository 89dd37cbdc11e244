import { describe, expect, it } from 'vitest';
import type { StaffAccount } from '@pt/contracts';
import { projectionSpec, recorded } from '@pt/contracts/core';
import { accountsProjection } from './accounts';

const registered = { type: 'UserRegistered' as const, stream: 'user-u1', data: { email: 'jo@example.com', passwordHash: 'secret-hash', role: 'therapist' as const } };
const disabled = { type: 'UserDisabled' as const, stream: 'user-u1', data: { reason: 'left' } };

describe('the accounts read model', () => {
  it('keeps e-mail, role and state, and never the password hash', () => {
    const account = projectionSpec<StaffAccount>(accountsProjection).given([registered]).get('u1');
    expect(account).toMatchObject({ id: 'u1', name: null, email: 'jo@example.com', role: 'therapist', active: true, lastSignIn: null });
    expect(JSON.stringify(account)).not.toContain('secret-hash');
  });

  it("keeps a staff member's newest name, and says so live to admins", () => {
    const named = (name: string) => ({ type: 'StaffNameSet' as const, stream: 'user-u1', data: { name } });
    const spec = projectionSpec<StaffAccount>(accountsProjection).given([registered, named('Jo Harper'), named('Jo Harper, PT')]);
    expect(spec.get('u1')).toMatchObject({ name: 'Jo Harper, PT', email: 'jo@example.com', revision: 2 });
    const events = recorded([registered, named('Jo Harper')]);
    const account = accountsProjection.evolve(accountsProjection.evolve(null, events[0]), events[1]);
    expect(accountsProjection.live!(account, events[1])).toEqual([{ type: 'account.changed', rooms: ['role:admin'], data: { account } }]);
  });

  it('closes the sessions of a disabled account', () => {
    const events = recorded([registered, disabled]);
    const account = accountsProjection.evolve(accountsProjection.evolve(null, events[0]), events[1]);
    expect(account).toMatchObject({ active: false });
    expect(accountsProjection.disconnects!(account, events[1])).toEqual(['user:u1']);
  });
});
