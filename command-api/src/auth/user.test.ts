import { describe, expect, it } from 'vitest';
import { spec } from '@pt/contracts/core';
import { confirmationWait, emailClaimDecider, userDecider } from './user';

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

describe("a patient account's e-mail confirmation (ADR 33)", () => {
  const now = new Date('2026-11-23T10:00:00.000Z');
  const at = (iso: string) => ({ metadata: { at: iso } });
  const asked = (atIso: string, expiresAt: string) => ({ type: 'EmailConfirmationRequested' as const, data: { email: 'a@example.com', expiresAt }, ...at(atIso) });
  const confirmed = { type: 'EmailConfirmed' as const, data: { email: 'a@example.com' } };

  it('sends a link that works for 24 hours, on a sign-in only when none sent still works', () => {
    expect(spec(userDecider).given([registered]).when({ type: 'RequestEmailConfirmation', again: false }, now)).toEqual([
      { type: 'EmailConfirmationRequested', data: { email: 'a@example.com', expiresAt: '2026-11-24T10:00:00.000Z' } },
    ]);
    const working = asked('2026-11-23T09:00:00.000Z', '2026-11-24T09:00:00.000Z');
    expect(spec(userDecider).given([registered, working]).when({ type: 'RequestEmailConfirmation', again: false }, now)).toEqual([]);
    const expired = asked('2026-11-21T09:00:00.000Z', '2026-11-22T09:00:00.000Z');
    expect(spec(userDecider).given([registered, expired]).when({ type: 'RequestEmailConfirmation', again: false }, now)).toHaveLength(1);
  });

  it('sends another when asked, at most once a minute and five times in 24 hours', () => {
    const justNow = asked('2026-11-23T09:59:30.000Z', '2026-11-24T09:59:30.000Z');
    expect(spec(userDecider).given([registered, justNow]).when({ type: 'RequestEmailConfirmation', again: true }, now)).toEqual([]);
    const minuteAgo = asked('2026-11-23T09:59:00.000Z', '2026-11-24T09:59:00.000Z');
    expect(spec(userDecider).given([registered, minuteAgo]).when({ type: 'RequestEmailConfirmation', again: true }, now)).toHaveLength(1);
    const five = [1, 2, 3, 4, 5].map((h) => asked(`2026-11-23T0${h}:00:00.000Z`, `2026-11-24T0${h}:00:00.000Z`));
    expect(spec(userDecider).given([registered, ...five]).when({ type: 'RequestEmailConfirmation', again: true }, now)).toEqual([]);
    const links = five.map((e) => ({ at: e.metadata.at, expiresAt: e.data.expiresAt }));
    // The oldest of the five is 24 hours old at 01:00 tomorrow.
    expect(confirmationWait(links, now)).toBe(15 * 3_600_000);
    expect(confirmationWait([], now)).toBe(0);
  });

  it('is confirmed by a link sent to the account, once; demo data needs none; staff accounts have nothing to confirm', () => {
    const link = asked('2026-11-23T09:00:00.000Z', '2026-11-24T09:00:00.000Z');
    expect(spec(userDecider).given([registered, link]).when({ type: 'ConfirmEmail', expiresAt: '2026-11-24T09:00:00.000Z' })).toEqual([confirmed]);
    expect(spec(userDecider).given([registered, link]).rejects({ type: 'ConfirmEmail', expiresAt: '2026-11-24T09:30:00.000Z' })).toMatchObject({ code: 'invalid', fields: { token: [expect.any(String)] } });
    expect(spec(userDecider).given([registered, link, confirmed]).when({ type: 'ConfirmEmail', expiresAt: '2026-11-24T09:00:00.000Z' })).toEqual([]);
    expect(spec(userDecider).given([registered, link, confirmed]).state).toMatchObject({ emailConfirmed: true });
    expect(spec(userDecider).given([registered, confirmed]).when({ type: 'RequestEmailConfirmation', again: true }, now)).toEqual([]);
    expect(spec(userDecider).given([registered]).when({ type: 'ConfirmEmail', expiresAt: null })).toEqual([confirmed]);
    const therapist = { type: 'UserRegistered' as const, data: { email: 't@example.com', passwordHash: 'h', role: 'therapist' as const } };
    expect(spec(userDecider).given([therapist]).rejects({ type: 'RequestEmailConfirmation', again: false }, now)).toMatchObject({ code: 'invalid' });
  });

  it('raises the session version at every password change', () => {
    const changed = { type: 'PasswordChanged' as const, data: { passwordHash: 'h2' } };
    expect(spec(userDecider).given([registered]).state).toMatchObject({ sessionVersion: 0 });
    expect(spec(userDecider).given([registered, changed, changed]).state).toMatchObject({ sessionVersion: 2 });
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

describe('a forgotten password (ADR 36)', () => {
  const now = new Date('2026-11-23T10:00:00.000Z');
  const at = (iso: string) => ({ metadata: { at: iso } });
  const asked = (atIso: string, expiresAt: string, sessionVersion = 0) => ({ type: 'PasswordResetRequested' as const, data: { email: 'a@example.com', expiresAt, sessionVersion }, ...at(atIso) });
  const changed = { type: 'PasswordChanged' as const, data: { passwordHash: 'h2' } };
  const disabled = { type: 'UserDisabled' as const, data: { reason: 'Disabled by an administrator' } };
  const reset = (expiresAt: string, sessionVersion = 0) => ({ type: 'ResetPassword' as const, expiresAt, sessionVersion, passwordHash: 'new' });

  it('sends an active account a link that works for 1 hour, for its session version; a disabled account none', () => {
    expect(spec(userDecider).given([registered]).when({ type: 'RequestPasswordReset' }, now)).toEqual([
      { type: 'PasswordResetRequested', data: { email: 'a@example.com', expiresAt: '2026-11-23T11:00:00.000Z', sessionVersion: 0 } },
    ]);
    expect(spec(userDecider).given([registered, changed]).when({ type: 'RequestPasswordReset' }, now)).toEqual([
      { type: 'PasswordResetRequested', data: { email: 'a@example.com', expiresAt: '2026-11-23T11:00:00.000Z', sessionVersion: 1 } },
    ]);
    expect(spec(userDecider).given([registered, disabled]).when({ type: 'RequestPasswordReset' }, now)).toEqual([]);
    expect(spec(userDecider).given([]).rejects({ type: 'RequestPasswordReset' }, now)).toMatchObject({ code: 'not-found' });
  });

  it('sends links at most once a minute and five times in 24 hours', () => {
    expect(spec(userDecider).given([registered, asked('2026-11-23T09:59:30.000Z', '2026-11-23T10:59:30.000Z')]).when({ type: 'RequestPasswordReset' }, now)).toEqual([]);
    expect(spec(userDecider).given([registered, asked('2026-11-23T09:58:59.000Z', '2026-11-23T10:58:59.000Z')]).when({ type: 'RequestPasswordReset' }, now)).toHaveLength(1);
    const five = [1, 2, 3, 4, 5].map((h) => asked(`2026-11-23T0${h}:00:00.000Z`, `2026-11-23T0${h + 1}:00:00.000Z`));
    expect(spec(userDecider).given([registered, ...five]).when({ type: 'RequestPasswordReset' }, now)).toEqual([]);
    expect(spec(userDecider).given([registered, ...five.slice(1)]).when({ type: 'RequestPasswordReset' }, now)).toHaveLength(1);
  });

  it("changes the password with a link sent for the account's session version, once; the e-mail counts as confirmed", () => {
    const link = asked('2026-11-23T09:30:00.000Z', '2026-11-23T10:30:00.000Z');
    const done = spec(userDecider).given([registered, link]).when(reset('2026-11-23T10:30:00.000Z'), now);
    expect(done).toEqual([
      { type: 'PasswordChanged', data: { passwordHash: 'new' } },
      { type: 'EmailConfirmed', data: { email: 'a@example.com' } },
    ]);
    // Used: the session version it was signed for has passed.
    expect(spec(userDecider).given([registered, link, changed]).rejects(reset('2026-11-23T10:30:00.000Z'), now)).toMatchObject({ code: 'invalid', fields: { token: [expect.stringMatching(/already been used/)] } });
    // Confirmed already: the password only.
    const confirmed = { type: 'EmailConfirmed' as const, data: { email: 'a@example.com' } };
    expect(spec(userDecider).given([registered, confirmed, link]).when(reset('2026-11-23T10:30:00.000Z'), now)).toEqual([{ type: 'PasswordChanged', data: { passwordHash: 'new' } }]);
  });

  it('refuses a link never sent, expired, or of a disabled account, naming the token', () => {
    const link = asked('2026-11-23T09:30:00.000Z', '2026-11-23T10:30:00.000Z');
    expect(spec(userDecider).given([registered, link]).rejects(reset('2026-11-23T10:45:00.000Z'), now)).toMatchObject({ code: 'invalid', fields: { token: [expect.stringMatching(/not sent/)] } });
    expect(spec(userDecider).given([registered, link]).rejects(reset('2026-11-23T10:30:00.000Z'), new Date('2026-11-23T10:30:00.000Z'))).toMatchObject({ fields: { token: [expect.stringMatching(/expired/)] } });
    expect(spec(userDecider).given([registered, link, disabled]).rejects(reset('2026-11-23T10:30:00.000Z'), now)).toMatchObject({ fields: { token: [expect.stringMatching(/disabled/)] } });
  });

  it('a staff account resets its password too, with no e-mail confirmation', () => {
    const therapist = { type: 'UserRegistered' as const, data: { email: 't@example.com', passwordHash: 'h', role: 'therapist' as const } };
    const link = { ...asked('2026-11-23T09:30:00.000Z', '2026-11-23T10:30:00.000Z'), data: { email: 't@example.com', expiresAt: '2026-11-23T10:30:00.000Z', sessionVersion: 0 } };
    expect(spec(userDecider).given([therapist, link]).when(reset('2026-11-23T10:30:00.000Z'), now)).toEqual([{ type: 'PasswordChanged', data: { passwordHash: 'new' } }]);
  });
});
