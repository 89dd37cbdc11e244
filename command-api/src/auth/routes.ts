import { Router, type RequestHandler } from 'express';
import { loginSchema, passwordChangeSchema, registerSchema, staffNameChangeSchema, type AuthAnswer, type Role } from '@pt/contracts';
import type { CommandMeta } from '@pt/contracts/core';
import { commandMeta, ipHash, parseBody, requireRole, type AuthenticatedUser } from '../core/http';
import type { Limiters } from '../core/limits';
import type { Accounts } from './accounts';
import { bearerToken, type TokenClaims, type TokenIssuer } from './tokens';

export interface AuthRoutesDeps {
  accounts: Accounts;
  tokens: TokenIssuer;
  limiters: Limiters;
  ipSalt: string;
  /**
   * A patient signed in or registered: joins a confirmed account to the record staff made with the
   * same e-mail, or sends an unconfirmed one a link to confirm it first (ADR 33).
   */
  onPatientSignIn(user: AuthenticatedUser, meta: CommandMeta): Promise<void>;
}

const invalidLogin = { success: false, message: 'Invalid email or password. Please try again.' };
const disabledLogin = { success: false, message: 'This account has been disabled. Please contact the practice.' };


export function authRoutes({ accounts, tokens, limiters, ipSalt, onPatientSignIn }: AuthRoutesDeps): Router {
  const router = Router();

  router.post('/api/portal/login', ...limiters.signIn, async (req, res) => {
    const { email, password } = parseBody(loginSchema, req.body);
    const account = await accounts.authenticate(email, password);
    if (account === null) return res.status(401).json(invalidLogin);
    if (account === 'disabled') return res.status(403).json(disabledLogin);
    const { sessionVersion, ...user } = account;
    const meta = { ...commandMeta(req, ipSalt), actor: { kind: 'user' as const, userId: user.id, role: user.role } };
    await accounts.recordSignIn(user.id, ipHash(req, ipSalt), meta);
    await onPatientSignIn(user, meta);
    const answer: AuthAnswer = { success: true, user, token: await tokens.issue(user, sessionVersion) };
    return res.json(answer);
  });

  // A role sent by the client is ignored: registration always creates a patient.
  router.post('/api/portal/register', limiters.publicWrites, async (req, res) => {
    const { id, email, password } = parseBody(registerSchema, req.body);
    const result = await accounts.register({ id, email, password, role: 'patient' }, commandMeta(req, ipSalt));
    if (!result.ok) return res.status(409).json({ success: false, message: result.message });
    await onPatientSignIn(result.user, { ...commandMeta(req, ipSalt), actor: { kind: 'user', userId: result.user.id, role: 'patient' } });
    const answer: AuthAnswer & { revision: number; position: string } = {
      success: true,
      user: result.user,
      token: await tokens.issue(result.user, result.sessionVersion),
      revision: result.revision,
      position: result.position,
    };
    return res.status(result.repeated ? 200 : 201).json(answer);
  });

  router.get('/api/portal/auth/me', requireRole('patient', 'therapist', 'admin', 'auditor'), (req, res) => {
    res.json({ success: true, user: req.user });
  });

  // A staff member names themself (Settings); an admin names others on the staff accounts screen.
  router.put('/api/portal/name', requireRole('therapist', 'admin', 'auditor'), async (req, res) => {
    const { name } = parseBody(staffNameChangeSchema, req.body);
    const result = await accounts.setStaffName(req.user!.id, name, commandMeta(req, ipSalt));
    return res.json({ success: true, id: req.user!.id, revision: result.revision, position: result.position, message: 'Your name has been saved.' });
  });

  router.put('/api/portal/password', requireRole('patient', 'therapist', 'admin', 'auditor'), limiters.passwordChecks, async (req, res) => {
    const { currentPassword, newPassword } = parseBody(passwordChangeSchema, req.body);
    const account = await accounts.findById(req.user!.id);
    if (!account || !(await accounts.authenticate(account.email, currentPassword))) {
      return res.status(400).json({ success: false, message: 'Please check the highlighted fields.', errors: { currentPassword: ['Your current password is not right'] } });
    }
    const result = await accounts.changePassword(account.id, newPassword, commandMeta(req, ipSalt));
    // Every session before the change ends (the accounts read model has the new version on every
    // instance in a moment, this one at once; its sockets are closed); this one goes on with a new token.
    const sessionVersion = result.state.status === 'registered' ? result.state.sessionVersion : 0;
    tokens.endSessionsBefore(account.id, sessionVersion);
    const user = { id: account.id, email: account.email, role: account.role, name: account.name };
    const token = await tokens.issue(user, sessionVersion);
    return res.json({ success: true, id: account.id, revision: result.revision, position: result.position, message: 'Your password has been changed.', token, user });
  });

  return router;
}

export interface AccountStatus {
  email: string;
  role: Role;
  active: boolean;
  name?: string | null;
  /** Raised by every password change (absent: 0). */
  sessionVersion?: number;
}

/** A token still opens its account: the account exists, is active, and its password has not changed since the token was issued. */
export const tokenOpens = (claims: TokenClaims, account: AccountStatus | null): account is AccountStatus =>
  !!account?.active && claims.sessionVersion >= (account.sessionVersion ?? 0);

/**
 * Reads the bearer token, when there is one, into `req.user`, if its account still exists and is
 * active, and was issued since the last password change: a disabled account's tokens, and the tokens
 * of sessions a password change ended, stop working at once. Routes decide what they admit.
 */
export function identify(tokens: TokenIssuer, accountStatus: (userId: string) => Promise<AccountStatus | null>): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (!token) return next();
    const claims = await tokens.verify(token);
    if (!claims) return next();
    const account = await accountStatus(claims.id);
    if (tokenOpens(claims, account)) req.user = { id: claims.id, email: account.email, role: account.role, name: account.name ?? null };
    next();
  };
}
