import type { EventOf, Role } from '@pt/contracts';
import { alreadyExists, conflict, invalid, notFound, type Decider } from '@pt/contracts/core';

/** A portal account: stream `user-<id>`. */
export type UserEvent = EventOf<'UserRegistered' | 'UserSignedIn' | 'UserDisabled' | 'UserEnabled' | 'PasswordChanged' | 'StaffNameSet'>;

export type UserState =
  | { status: 'none' }
  | { status: 'registered'; email: string; passwordHash: string; role: Role; active: boolean; registeredAt: string; lastSignIn?: string; name: string | null };

export type UserCommand =
  | { type: 'RegisterUser'; email: string; passwordHash: string; role: Role; name?: string }
  | { type: 'RecordSignIn'; ipHash: string }
  | { type: 'DisableUser'; reason: string }
  | { type: 'EnableUser' }
  | { type: 'ChangePassword'; passwordHash: string }
  | { type: 'SetStaffName'; name: string };

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  events: ['UserRegistered', 'UserSignedIn', 'UserDisabled', 'UserEnabled', 'PasswordChanged', 'StaffNameSet'],
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'UserRegistered') {
      const { email, passwordHash, role } = event.data;
      return { status: 'registered', email, passwordHash, role, active: true, registeredAt: event.metadata.at, name: null };
    }
    if (state.status !== 'registered') return state;
    switch (event.type) {
      case 'UserSignedIn':
        return { ...state, lastSignIn: event.metadata.at };
      case 'UserDisabled':
        return { ...state, active: false };
      case 'UserEnabled':
        return { ...state, active: true };
      case 'PasswordChanged':
        return { ...state, passwordHash: event.data.passwordHash };
      case 'StaffNameSet':
        return { ...state, name: event.data.name };
    }
  },
  decide(command, state) {
    if (command.type === 'RegisterUser') {
      if (state.status !== 'none') throw alreadyExists('This account already exists.');
      if (command.name !== undefined && command.role === 'patient') throw invalid("A patient's name is in their record.");
      return [
        { type: 'UserRegistered', data: { email: command.email, passwordHash: command.passwordHash, role: command.role } },
        ...(command.name === undefined ? [] : [{ type: 'StaffNameSet' as const, data: { name: command.name } }]),
      ];
    }
    if (state.status !== 'registered') throw notFound('No such account.');
    switch (command.type) {
      case 'RecordSignIn':
        if (!state.active) throw conflict('This account is disabled.');
        return [{ type: 'UserSignedIn', data: { ipHash: command.ipHash } }];
      case 'DisableUser':
        return state.active ? [{ type: 'UserDisabled', data: { reason: command.reason } }] : [];
      case 'EnableUser':
        return state.active ? [] : [{ type: 'UserEnabled', data: {} }];
      case 'ChangePassword':
        return [{ type: 'PasswordChanged', data: { passwordHash: command.passwordHash } }];
      case 'SetStaffName':
        if (state.role === 'patient') throw invalid("A patient's name is in their record: change it under Profile.");
        return state.name === command.name ? [] : [{ type: 'StaffNameSet', data: { name: command.name } }];
    }
  },
};

/** The e-mail address's claim: stream `userEmail-<sha256(email)>`; it makes e-mail addresses unique. */
export type EmailClaimEvent = EventOf<'UserEmailClaimed'>;
export type EmailClaimState = { claimedBy: string | null; claimedAt: string | null };
/** `replacing`: the claim this one may take over (one whose registration never finished), or null. */
export type EmailClaimCommand = { type: 'ClaimEmail'; userId: string; email: string; replacing: string | null };

export const emailClaimDecider: Decider<EmailClaimState, EmailClaimCommand, EmailClaimEvent> = {
  events: ['UserEmailClaimed'],
  initialState: () => ({ claimedBy: null, claimedAt: null }),
  evolve: (_state, event) => ({ claimedBy: event.data.userId, claimedAt: event.metadata.at }),
  decide(command, state) {
    // Claiming again for the same account (a retried registration) changes nothing.
    if (state.claimedBy === command.userId) return [];
    if (state.claimedBy !== command.replacing) throw alreadyExists('An account with this email already exists.');
    return [{ type: 'UserEmailClaimed', data: { userId: command.userId, email: command.email } }];
  },
};
