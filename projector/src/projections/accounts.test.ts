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

  it("counts an account's password changes (its session version) and closes its sessions at each", () => {
    const changed = { type: 'PasswordChanged' as const, stream: 'user-u1', data: { passwordHash: 'new-secret-hash' } };
    const spec = projectionSpec<StaffAccount>(accountsProjection).given([registered, changed, changed]);
    expect(spec.get('u1')).toMatchObject({ sessionVersion: 2, revision: 2, active: true });
    expect(JSON.stringify(spec.get('u1'))).not.toContain('secret-hash');
    const events = recorded([registered, changed]);
    const account = accountsProjection.evolve(accountsProjection.evolve(null, events[0]), events[1]);
    expect(accountsProjection.disconnects!(account, events[1])).toEqual(['user:u1']);
  });

  it("keeps the revision of an account's stream through its e-mail confirmation", () => {
    const patient = { ...registered, data: { ...registered.data, role: 'patient' as const } };
    const asked = { type: 'EmailConfirmationRequested' as const, stream: 'user-u1', data: { email: 'jo@example.com', expiresAt: '2026-11-24T10:00:00.000Z' } };
    const confirmed = { type: 'EmailConfirmed' as const, stream: 'user-u1', data: { email: 'jo@example.com' } };
    expect(projectionSpec<StaffAccount>(accountsProjection).given([patient, asked, confirmed]).get('u1')).toMatchObject({ revision: 2, sessionVersion: 0 });
  });
});
