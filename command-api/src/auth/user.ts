import {
  emailConfirmationHours,
  emailConfirmationResendSeconds,
  emailConfirmationsPerDay,
  passwordResetHours,
  passwordResetResendSeconds,
  passwordResetsPerDay,
  type EventOf,
  type Role,
} from '@pt/contracts';
import { alreadyExists, conflict, invalid, notFound, type Decider } from '@pt/contracts/core';

/** A portal account: stream `user-<id>`. */
export type UserEvent = EventOf<
  'UserRegistered' | 'UserSignedIn' | 'UserDisabled' | 'UserEnabled' | 'PasswordChanged' | 'StaffNameSet' | 'EmailConfirmationRequested' | 'EmailConfirmed' | 'PasswordResetRequested'
>;

/** A confirmation link sent: when, and until when it works. */
export type ConfirmationLink = { at: string; expiresAt: string };
/** A password reset link sent: when, until when, and for which session version (ADR 36). */
export type ResetLink = ConfirmationLink & { sessionVersion: number };

export type UserState =
  | { status: 'none' }
  | {
      status: 'registered';
      email: string;
      passwordHash: string;
      role: Role;
      active: boolean;
      registeredAt: string;
      lastSignIn?: string;
      name: string | null;
      /** The account proved it reads its e-mail's mailbox (ADR 33). */
      emailConfirmed: boolean;
      /** The confirmation links sent, oldest first (the last ones only). */
      confirmationLinks: ConfirmationLink[];
      /** Raised by every password change: tokens issued before it are refused. */
      sessionVersion: number;
      /** The password reset links sent, oldest first (the last ones only; ADR 36). */
      resetLinks: ResetLink[];
    };

export type UserCommand =
  | { type: 'RegisterUser'; email: string; passwordHash: string; role: Role; name?: string }
  | { type: 'RecordSignIn'; ipHash: string }
  | { type: 'DisableUser'; reason: string }
  | { type: 'EnableUser' }
  | { type: 'ChangePassword'; passwordHash: string }
  | { type: 'SetStaffName'; name: string }
  /**
   * A link to the account's e-mail. On a sign-in (`again` false) only when no link sent still works;
   * asked again by the patient, at most once a minute and five times a day (`confirmationWait`).
   */
  | { type: 'RequestEmailConfirmation'; again: boolean }
  /** The account opened the link that expires at `expiresAt`; null: demo data, which needs no link. */
  | { type: 'ConfirmEmail'; expiresAt: string | null }
  /** A link to choose a new password (ADR 36): not to a disabled account, at most once a minute and five times a day (`resetWait`). */
  | { type: 'RequestPasswordReset' }
  /**
   * The link that expires at `expiresAt`, signed for `sessionVersion`, was opened with a new password:
   * the password changes (which ends every session and the link), and the e-mail counts as confirmed.
   */
  | { type: 'ResetPassword'; expiresAt: string; sessionVersion: number; passwordHash: string };

const hourMs = 3_600_000;
const linksKept = emailConfirmationsPerDay * 2;

const resetLinksKept = passwordResetsPerDay * 2;

/** Milliseconds until another link may be sent, at most once per `resendSeconds` and `perDay` times in 24 hours (0: now). */
function linkWait(links: readonly ConfirmationLink[], now: Date, resendSeconds: number, perDay: number): number {
  const at = now.getTime();
  const last = links.at(-1);
  const sinceLast = last ? Date.parse(last.at) + resendSeconds * 1000 - at : 0;
  const today = links.filter((link) => Date.parse(link.at) > at - 24 * hourMs);
  const dayFull = today.length >= perDay ? Date.parse(today[today.length - perDay]!.at) + 24 * hourMs - at : 0;
  return Math.max(0, sinceLast, dayFull);
}

/** Milliseconds until the account may be sent another confirmation link (0: now). */
export const confirmationWait = (links: readonly ConfirmationLink[], now: Date): number =>
  linkWait(links, now, emailConfirmationResendSeconds, emailConfirmationsPerDay);

/** Milliseconds until the account may be sent another password reset link (0: now; ADR 36). */
export const resetWait = (links: readonly ResetLink[], now: Date): number => linkWait(links, now, passwordResetResendSeconds, passwordResetsPerDay);

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  events: ['UserRegistered', 'UserSignedIn', 'UserDisabled', 'UserEnabled', 'PasswordChanged', 'StaffNameSet', 'EmailConfirmationRequested', 'EmailConfirmed', 'PasswordResetRequested'],
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'UserRegistered') {
      const { email, passwordHash, role } = event.data;
      return { status: 'registered', email, passwordHash, role, active: true, registeredAt: event.metadata.at, name: null, emailConfirmed: false, confirmationLinks: [], sessionVersion: 0, resetLinks: [] };
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
        return { ...state, passwordHash: event.data.passwordHash, sessionVersion: state.sessionVersion + 1 };
      case 'StaffNameSet':
        return { ...state, name: event.data.name };
      case 'EmailConfirmationRequested':
        return { ...state, confirmationLinks: [...state.confirmationLinks, { at: event.metadata.at, expiresAt: event.data.expiresAt }].slice(-linksKept) };
      case 'EmailConfirmed':
        return { ...state, emailConfirmed: event.data.email === state.email };
      case 'PasswordResetRequested': {
        const { expiresAt, sessionVersion } = event.data;
        return { ...state, resetLinks: [...(state.resetLinks ?? []), { at: event.metadata.at, expiresAt, sessionVersion }].slice(-resetLinksKept) };
      }
    }
  },
  decide(command, state, now) {
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
      case 'RequestEmailConfirmation': {
        if (state.role !== 'patient') throw invalid('Only patient accounts confirm their e-mail.');
        if (state.emailConfirmed) return [];
        const working = state.confirmationLinks.some((link) => Date.parse(link.expiresAt) > now.getTime());
        if (command.again ? confirmationWait(state.confirmationLinks, now) > 0 : working) return [];
        const expiresAt = new Date(now.getTime() + emailConfirmationHours * hourMs).toISOString();
        return [{ type: 'EmailConfirmationRequested', data: { email: state.email, expiresAt } }];
      }
      case 'ConfirmEmail':
        if (state.emailConfirmed) return [];
        if (command.expiresAt !== null && !state.confirmationLinks.some((link) => link.expiresAt === command.expiresAt)) {
          throw invalid('This link was not sent to this account.', { token: ['This link was not sent to this account. Please send a new one from your portal.'] });
        }
        return [{ type: 'EmailConfirmed', data: { email: state.email } }];
      case 'RequestPasswordReset': {
        // Nothing for a disabled account, nor more often than the limits: the caller answers alike anyway.
        if (!state.active || resetWait(state.resetLinks, now) > 0) return [];
        const expiresAt = new Date(now.getTime() + passwordResetHours * hourMs).toISOString();
        return [{ type: 'PasswordResetRequested', data: { email: state.email, expiresAt, sessionVersion: state.sessionVersion } }];
      }
      case 'ResetPassword': {
        const refused = (message: string) => invalid(message, { token: [message] });
        if (!state.active) throw refused('This account has been disabled. Please contact the practice.');
        if (command.sessionVersion !== state.sessionVersion) throw refused(resetLinkUsed);
        if (!state.resetLinks.some((link) => link.expiresAt === command.expiresAt && link.sessionVersion === command.sessionVersion)) {
          throw refused('This link was not sent to this account. Please ask for a new one.');
        }
        if (Date.parse(command.expiresAt) <= now.getTime()) throw refused(resetLinkExpired);
        return [
          { type: 'PasswordChanged', data: { passwordHash: command.passwordHash } },
          // Opening the link proves the account reads its e-mail (ADR 33, 36).
          ...(state.role === 'patient' && !state.emailConfirmed ? [{ type: 'EmailConfirmed' as const, data: { email: state.email } }] : []),
        ];
      }
    }
  },
};

export const resetLinkUsed = 'This link has already been used, or the password was changed since it was sent. Please ask for a new one.';
export const resetLinkExpired = `This link has expired (links work for ${passwordResetHours} hour). Please ask for a new one.`;

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
