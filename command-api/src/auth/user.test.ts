import { describe, expect, it } from 'vitest';
import { spec } from '@pt/contracts/core';
import { emailClaimDecider, userDecider } from './user';

const registered = { type: 'UserRegistered' as const, data: { email: 'a@example.com', passwordHash: 'h', role: 'patient' as const } };
const register = { type: 'RegisterUser' as const, email: 'a@example.com', passwordHash: 'h', role: 'patient' as const };

describe('a portal account', () => {
  it('is registered once', () => {
    expect(spec(userDecider).given([]).when(register)).toEqual([registered]);
    expect(spec(userDecider).given([registered]).rejects(register)).toMatchObject({ code: 'already-exists' });
  });

  it('records sign-ins only for an existing, active account', () => {
    expect(spec(userDecider).given([]).rejects({ type: 'RecordSignIn', ipHash: 'x' })).toMatchObject({ code: 'not-found' });
    expect(spec(userDecider).given([registered]).when({ type: 'RecordSignIn', ipHash: 'x' })).toEqual([{ type: 'UserSignedIn', data: { ipHash: 'x' } }]);
    const disabled = { type: 'UserDisabled' as const, data: { reason: 'left the practice' } };
    expect(spec(userDecider).given([registered, disabled]).rejects({ type: 'RecordSignIn', ipHash: 'x' })).toMatchObject({ code: 'conflict' });
  });

  it('is disabled and enabled again, each once', () => {
    const disabled = { type: 'UserDisabled' as const, data: { reason: 'Disabled by an administrator' } };
    expect(spec(userDecider).given([registered]).when({ type: 'DisableUser', reason: 'Disabled by an administrator' })).toEqual([disabled]);
    expect(spec(userDecider).given([registered, disabled]).when({ type: 'DisableUser', reason: 'again' })).toEqual([]);
    expect(spec(userDecider).given([registered, disabled]).when({ type: 'EnableUser' })).toEqual([{ type: 'UserEnabled', data: {} }]);
    expect(spec(userDecider).given([registered]).when({ type: 'EnableUser' })).toEqual([]);
  });

  it("names a staff member, at registration or later, once per change; a patient's name is in their record", () => {
    const therapist = { type: 'UserRegistered' as const, data: { email: 't@example.com', passwordHash: 'h', role: 'therapist' as const } };
    const named = { type: 'StaffNameSet' as const, data: { name: 'Jordan Ellis' } };
    expect(spec(userDecider).given([]).when({ type: 'RegisterUser', email: 't@example.com', passwordHash: 'h', role: 'therapist', name: 'Jordan Ellis' })).toEqual([therapist, named]);
    expect(spec(userDecider).given([therapist]).state).toMatchObject({ name: null });
    expect(spec(userDecider).given([therapist]).when({ type: 'SetStaffName', name: 'Jordan Ellis' })).toEqual([named]);
    expect(spec(userDecider).given([therapist, named]).when({ type: 'SetStaffName', name: 'Jordan Ellis' })).toEqual([]);
    expect(spec(userDecider).given([therapist, named]).state).toMatchObject({ name: 'Jordan Ellis' });
    expect(spec(userDecider).given([]).rejects({ type: 'SetStaffName', name: 'Nobody' })).toMatchObject({ code: 'not-found' });
    expect(spec(userDecider).given([registered]).rejects({ type: 'SetStaffName', name: 'Pat' })).toMatchObject({ code: 'invalid' });
    expect(spec(userDecider).given([]).rejects({ ...register, name: 'Pat' })).toMatchObject({ code: 'invalid' });
  });

  it('keeps the newest password', () => {
    const changed = { type: 'PasswordChanged' as const, data: { passwordHash: 'h2' } };
    expect(spec(userDecider).given([registered, changed]).state).toMatchObject({ passwordHash: 'h2', active: true });
  });
});

describe('an e-mail address', () => {
  const claimed = { type: 'UserEmailClaimed' as const, data: { userId: 'u1', email: 'a@example.com' } };

  it('is claimed by one account only', () => {
    expect(spec(emailClaimDecider).given([]).when({ type: 'ClaimEmail', userId: 'u1', email: 'a@example.com', replacing: null })).toEqual([claimed]);
    expect(spec(emailClaimDecider).given([claimed]).rejects({ type: 'ClaimEmail', userId: 'u2', email: 'a@example.com', replacing: null })).toMatchObject({
      code: 'already-exists',
      message: 'An account with this email already exists.',
    });
  });

  it('claimed again by the same account changes nothing', () => {
    expect(spec(emailClaimDecider).given([claimed]).when({ type: 'ClaimEmail', userId: 'u1', email: 'a@example.com', replacing: null })).toEqual([]);
  });

  it('is taken over only from the abandoned claim it names', () => {
    expect(spec(emailClaimDecider).given([claimed]).when({ type: 'ClaimEmail', userId: 'u2', email: 'a@example.com', replacing: 'u1' })).toEqual([
      { type: 'UserEmailClaimed', data: { userId: 'u2', email: 'a@example.com' } },
    ]);
    expect(spec(emailClaimDecider).given([claimed]).rejects({ type: 'ClaimEmail', userId: 'u3', email: 'a@example.com', replacing: 'u9' })).toMatchObject({ code: 'already-exists' });
  });
});
