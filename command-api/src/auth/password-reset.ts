import { Router } from 'express';
import type { Logger } from 'pino';
import { passwordResetHours, passwordResetRequestedMessage, passwordResetRequestSchema, passwordResetSchema } from '@pt/contracts';
import { passwordResetTokenAccount, readPasswordResetToken, type PasswordResetReading } from '@pt/contracts/core';
import { BadRequest, commandMeta, parseBody, sendCommandAnswer } from '../core/http';
import type { Limiters } from '../core/limits';
import type { PatientDirectory } from '../patients/directory';
import type { Accounts } from './accounts';
import type { TokenIssuer } from './tokens';
import { resetLinkExpired, resetLinkUsed } from './user';

/**
 * A forgotten password (ADR 36). Anyone may ask for a link for an address: the answer is the same
 * whether or not an account uses it, given before the account is looked up. An active account is
 * sent one (PasswordResetRequested; the worker writes the mail with the signed link). The link, opened
 * with a new password, changes it once: every session before ends, and the e-mail counts as
 * confirmed (ADR 33), which joins the practice's record with that e-mail.
 */
export interface PasswordResetDeps {
  accounts: Accounts;
  patients: PatientDirectory;
  tokens: TokenIssuer;
  limiters: Limiters;
  ipSalt: string;
  /** The server's secret: links are signed with a key derived from it. */
  secret: string;
  logger: Pick<Logger, 'error'>;
}

const notALink = 'This is not a link to choose a new password. Please open the link from the e-mail again, or ask for a new one.';
const tokenMessages: Record<Exclude<PasswordResetReading, { ok: true }>['reason'], string> = {
  malformed: notALink,
  forged: notALink,
  used: resetLinkUsed,
  expired: resetLinkExpired,
};
const badToken = (message: string) => new BadRequest({ success: false, message, errors: { token: [message] } });

/** `POST /api/portal/password-reset/request` and `POST /api/portal/password-reset`: both for anyone, signed in or not. */
export function passwordResetRoutes({ accounts, patients, tokens, limiters, ipSalt, secret, logger }: PasswordResetDeps): Router {
  const router = Router();

  router.post('/api/portal/password-reset/request', ...limiters.passwordResets, async (req, res) => {
    const { email } = parseBody(passwordResetRequestSchema, req.body);
    const meta = commandMeta(req, ipSalt);
    // The answer comes first, alike for every address: neither its words nor its timing say whether
    // an account uses it. The link is decided after (on the account's stream: not to a disabled
    // account, at most once a minute and five times a day).
    res.json({ success: true, message: passwordResetRequestedMessage, hours: passwordResetHours });
    try {
      const account = await accounts.findByEmail(email);
      if (account) await accounts.requestPasswordReset(account.id, meta);
    } catch (error) {
      logger.error({ err: error, requestId: req.requestId }, 'password reset: a link could not be recorded');
    }
  });

  router.post('/api/portal/password-reset', limiters.publicWrites, async (req, res) => {
    const { token, password } = parseBody(passwordResetSchema, req.body);
    const userId = passwordResetTokenAccount(token);
    const account = userId ? await accounts.findById(userId) : null;
    if (!account) throw badToken(notALink);
    const base = commandMeta(req, ipSalt);
    const reading = readPasswordResetToken(secret, token, { userId: account.id, email: account.email, sessionVersion: account.sessionVersion }, base.now);
    if (!reading.ok) throw badToken(tokenMessages[reading.reason]);
    // Whoever opened the link reads the account's mailbox: the change is the account's own.
    const meta = { ...base, actor: { kind: 'user' as const, userId: account.id, role: account.role } };
    const result = await accounts.resetPassword(account.id, { expiresAt: reading.expiresAt, sessionVersion: account.sessionVersion }, password, meta);
    // Every session before the change ends, as at a password change in Settings (ADR 33).
    const sessionVersion = result.state.status === 'registered' ? result.state.sessionVersion : account.sessionVersion + 1;
    tokens.endSessionsBefore(account.id, sessionVersion);
    const user = { id: account.id, email: account.email, role: account.role, name: account.name };
    const patientId = await patients.joinConfirmedAccount(user, meta);
    const message = patientId
      ? 'Your password has been changed, and your record is now in your portal. Please sign in with your new password.'
      : 'Your password has been changed. Please sign in with your new password.';
    sendCommandAnswer(res, account.id, result, 200, message, { email: account.email, patientId });
  });

  return router;
}
