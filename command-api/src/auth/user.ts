import type { DomainEvent, NewEvent, Role } from '@pt/contracts';
import { CommandRejected, type Decider } from '../core/decider';

/** A portal account: stream `user-<id>`. */
export type UserState =
  | { status: 'none' }
  | { status: 'registered'; email: string; passwordHash: string; role: Role; lastSignIn?: string };

export type UserCommand =
  | { type: 'RegisterUser'; email: string; passwordHash: string; role: Role }
  | { type: 'RecordSignIn'; ipHash: string };

export const userDecider: Decider<UserState, UserCommand> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event: DomainEvent): UserState {
    switch (event.type) {
      case 'UserRegistered':
        return { status: 'registered', email: event.data.email, passwordHash: event.data.passwordHash, role: event.data.role };
      case 'UserSignedIn':
        return state.status === 'registered' ? { ...state, lastSignIn: event.metadata.at } : state;
      default:
        return state;
    }
  },
  decide(command, state): NewEvent[] {
    switch (command.type) {
      case 'RegisterUser':
        if (state.status !== 'none') throw new CommandRejected(409, 'This account already exists.');
        return [{ type: 'UserRegistered', data: { email: command.email, passwordHash: command.passwordHash, role: command.role } }];
      case 'RecordSignIn':
        if (state.status !== 'registered') throw new CommandRejected(404, 'No such account.');
        return [{ type: 'UserSignedIn', data: { ipHash: command.ipHash } }];
    }
  },
};

/** The e-mail address's claim: stream `userEmail-<sha256(email)>`; it makes e-mail addresses unique. */
export type EmailClaimState = { claimedBy: string | null };
export type EmailClaimCommand = { type: 'ClaimEmail'; userId: string; email: string };

export const emailClaimDecider: Decider<EmailClaimState, EmailClaimCommand> = {
  initialState: () => ({ claimedBy: null }),
  evolve: (state, event) => (event.type === 'UserEmailClaimed' ? { claimedBy: event.data.userId } : state),
  decide(command, state): NewEvent[] {
    if (state.claimedBy) throw new CommandRejected(409, 'An account with this email already exists.');
    return [{ type: 'UserEmailClaimed', data: { userId: command.userId, email: command.email } }];
  },
};
