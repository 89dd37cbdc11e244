import { createHash, randomUUID } from 'node:crypto';
import { streams, type EventStore, type Role } from '@pt/contracts';
import { CommandRejected } from '../core/decider';
import { handleCommand, loadStream, type CommandContext } from '../core/command-handler';
import type { AuthenticatedUser } from '../core/http';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { emailClaimDecider, userDecider } from './user';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const emailStream = (email: string) =>
  streams.userEmail(createHash('sha256').update(normalizeEmail(email)).digest('hex'));

/** Accounts, read straight from their streams: no projection lag between registering and signing in. */
export function createAccounts(store: EventStore) {
  async function findByEmail(email: string) {
    const claim = await loadStream(store, emailStream(email), emailClaimDecider);
    if (!claim.state.claimedBy) return null;
    return findById(claim.state.claimedBy);
  }

  async function findById(id: string) {
    const { state } = await loadStream(store, streams.user(id), userDecider);
    return state.status === 'registered' ? { id, ...state } : null;
  }

  return {
    findById,
    findByEmail,

    /**
     * The user's stream first, then the e-mail claim: a crash in between leaves an account no
     * e-mail leads to, never an e-mail claimed by nobody.
     */
    async register(email: string, password: string, role: Role, context: CommandContext) {
      const normalized = normalizeEmail(email);
      if (await findByEmail(normalized)) {
        return { ok: false as const, message: 'An account with this email already exists.' };
      }
      const id = randomUUID();
      const passwordHash = await hashPassword(password);
      await handleCommand(store, streams.user(id), userDecider, { type: 'RegisterUser', email: normalized, passwordHash, role }, context);
      try {
        const claimed = await handleCommand(store, emailStream(normalized), emailClaimDecider, { type: 'ClaimEmail', userId: id, email: normalized }, context);
        const user: AuthenticatedUser = { id, email: normalized, role };
        return { ok: true as const, user, position: claimed.position };
      } catch (error) {
        // Someone claimed the address between our check and our claim.
        if (error instanceof CommandRejected) return { ok: false as const, message: error.message };
        throw error;
      }
    },

    async authenticate(email: string, password: string): Promise<AuthenticatedUser | null> {
      const account = await findByEmail(email);
      if (!account) {
        await verifyPassword(await decoyHash(), password);
        return null;
      }
      if (!(await verifyPassword(account.passwordHash, password))) return null;
      return { id: account.id, email: account.email, role: account.role };
    },

    recordSignIn: (userId: string, ipHash: string, context: CommandContext) =>
      handleCommand(store, streams.user(userId), userDecider, { type: 'RecordSignIn', ipHash }, context),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
