import { randomUUID } from 'node:crypto';
import { normalizeEmail, streams, type EventStore, type Role } from '@pt/contracts';
import { DomainError, handleCommand, loadStream, sha256, type CommandMeta } from '@pt/contracts/core';
import type { AuthenticatedUser } from '../core/http';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { emailClaimDecider, userDecider, type ConfirmationLink } from './user';

const emailStream = (email: string) => streams.userEmail(sha256(normalizeEmail(email)));

/** A claim whose account never appeared this long after (a crash in between) may be taken over. */
const abandonedClaimMs = 60_000;

export type Account = AuthenticatedUser & {
  active: boolean;
  passwordHash: string;
  revision: number;
  position: string;
  /** The account proved it reads its e-mail's mailbox (ADR 33). */
  emailConfirmed: boolean;
  confirmationLinks: ConfirmationLink[];
  /** Raised by every password change: tokens issued before it are refused. */
  sessionVersion: number;
};

/** A signed-in account: who it is, and the session version its tokens carry. */
export type SignedInAccount = AuthenticatedUser & { sessionVersion: number };

export type Registration =
  | { ok: true; user: AuthenticatedUser; revision: number; position: string; repeated: boolean; sessionVersion: number }
  | { ok: false; message: string };

/** Accounts, read straight from their streams: no projection lag between registering and signing in. */
export function createAccounts(store: EventStore) {
  async function findById(id: string): Promise<Account | null> {
    const { state, revision, position } = await loadStream(store, streams.user(id), userDecider);
    if (state.status !== 'registered') return null;
    return {
      id,
      email: state.email,
      role: state.role,
      name: state.name,
      active: state.active,
      passwordHash: state.passwordHash,
      revision,
      position,
      emailConfirmed: state.emailConfirmed,
      confirmationLinks: state.confirmationLinks,
      sessionVersion: state.sessionVersion,
    };
  }

  /**
   * The account the e-mail's claim names, if it is that e-mail's. A claim naming an account with another
   * e-mail was left by a registration refused after claiming (a racing one took its id): it leads to no
   * account, and the next registration of the address takes it over (ADR 35).
   */
  async function findByEmail(email: string): Promise<Account | null> {
    const claim = await loadStream(store, emailStream(email), emailClaimDecider);
    const account = claim.state.claimedBy ? await findById(claim.state.claimedBy) : null;
    return account && account.email === normalizeEmail(email) ? account : null;
  }

  /** The same registration sent again (same id, e-mail and password) answers its first result. */
  async function repeatedRegistration(existing: Account, email: string, password: string): Promise<Registration> {
    if (existing.email !== email || !(await verifyPassword(existing.passwordHash, password))) {
      return { ok: false, message: 'This id is already taken.' };
    }
    return { ok: true, user: { id: existing.id, email: existing.email, role: existing.role, name: existing.name }, revision: existing.revision, position: existing.position, repeated: true, sessionVersion: existing.sessionVersion };
  }

  return {
    findById,
    findByEmail,

    /**
     * The e-mail claim first, then the account: a refused registration (the address is taken, even
     * by a racing one) appends nothing. A crash in between leaves a claim no account answers, which
     * a later registration of the address takes over after a minute. A registration refused after
     * claiming (a racing one with another e-mail took its id) leaves a claim naming an account of
     * another e-mail: it leads nowhere and is taken over at once (ADR 35).
     */
    async register(input: { id?: string; email: string; password: string; role: Role; name?: string }, meta: CommandMeta): Promise<Registration> {
      const email = normalizeEmail(input.email);
      const id = input.id ?? randomUUID();
      const existing = await findById(id);
      if (existing) return repeatedRegistration(existing, email, input.password);

      const claim = await loadStream(store, emailStream(email), emailClaimDecider);
      let replacing: string | null = null;
      const holder = claim.state.claimedBy;
      if (holder && holder !== id) {
        const held = await findById(holder);
        const abandoned = held ? held.email !== email : Date.now() - Date.parse(claim.state.claimedAt ?? '') > abandonedClaimMs;
        if (!abandoned) return { ok: false, message: 'An account with this email already exists.' };
        replacing = holder;
      }
      try {
        await handleCommand(store, emailStream(email), emailClaimDecider, { type: 'ClaimEmail', userId: id, email, replacing }, meta);
      } catch (error) {
        if (error instanceof DomainError) return { ok: false, message: error.message };
        throw error;
      }
      const passwordHash = await hashPassword(input.password);
      try {
        const result = await handleCommand(store, streams.user(id), userDecider, { type: 'RegisterUser', email, passwordHash, role: input.role, name: input.name }, meta, { create: true });
        return { ok: true, user: { id, email, role: input.role, name: input.name ?? null }, revision: result.revision, position: result.position, repeated: false, sessionVersion: 0 };
      } catch (error) {
        // The same registration, sent twice at once, won the race on the other request.
        const now = error instanceof DomainError && error.code === 'already-exists' ? await findById(id) : null;
        if (now) return repeatedRegistration(now, email, input.password);
        throw error;
      }
    },

    /** The account when the password is right, `disabled` when right but the account is disabled, else null. */
    async authenticate(email: string, password: string): Promise<SignedInAccount | 'disabled' | null> {
      const account = await findByEmail(email);
      if (!account) {
        await verifyPassword(await decoyHash(), password);
        return null;
      }
      if (!(await verifyPassword(account.passwordHash, password))) return null;
      if (!account.active) return 'disabled';
      return { id: account.id, email: account.email, role: account.role, name: account.name, sessionVersion: account.sessionVersion };
    },

    recordSignIn: (userId: string, ipHash: string, meta: CommandMeta) =>
      handleCommand(store, streams.user(userId), userDecider, { type: 'RecordSignIn', ipHash }, meta),

    setActive: (userId: string, active: boolean, meta: CommandMeta, expectedRevision?: number) =>
      handleCommand(
        store,
        streams.user(userId),
        userDecider,
        active ? { type: 'EnableUser' } : { type: 'DisableUser', reason: 'Disabled by an administrator' },
        meta,
        { expectedRevision },
      ),

    /** A staff member's name as others see it. */
    setStaffName: (userId: string, name: string, meta: CommandMeta, expectedRevision?: number) =>
      handleCommand(store, streams.user(userId), userDecider, { type: 'SetStaffName', name }, meta, { expectedRevision }),

    async changePassword(userId: string, password: string, meta: CommandMeta) {
      return handleCommand(store, streams.user(userId), userDecider, { type: 'ChangePassword', passwordHash: await hashPassword(password) }, meta);
    },

    /** Sends a link to the account's e-mail (ADR 33): on a sign-in only when none still works; `again`: the patient asked. */
    requestEmailConfirmation: (userId: string, again: boolean, meta: CommandMeta) =>
      handleCommand(store, streams.user(userId), userDecider, { type: 'RequestEmailConfirmation', again }, meta),

    /** A link to choose a new password, if the account is active and was not sent one a moment ago (ADR 36). */
    requestPasswordReset: (userId: string, meta: CommandMeta) => handleCommand(store, streams.user(userId), userDecider, { type: 'RequestPasswordReset' }, meta),

    /** The link that expires at `expiresAt`, signed for `sessionVersion`, was opened with a new password (ADR 36). */
    async resetPassword(userId: string, link: { expiresAt: string; sessionVersion: number }, password: string, meta: CommandMeta) {
      return handleCommand(store, streams.user(userId), userDecider, { type: 'ResetPassword', ...link, passwordHash: await hashPassword(password) }, meta);
    },

    /** The account opened the link that expires at `expiresAt` (null: demo data, confirmed without a link). */
    confirmEmail: (userId: string, expiresAt: string | null, meta: CommandMeta) =>
      handleCommand(store, streams.user(userId), userDecider, { type: 'ConfirmEmail', expiresAt }, meta),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
