import { Router } from 'express';
import { emailConfirmationSchema, type EmailConfirmationStatus } from '@pt/contracts';
import { readEmailConfirmationToken, type CommandMeta } from '@pt/contracts/core';
import { BadRequest, commandMeta, parseBody, requireRole, sendCommandAnswer, type AuthenticatedUser } from '../core/http';
import type { PatientDirectory } from '../patients/directory';
import type { Accounts } from './accounts';
import { confirmationWait } from './user';

/**
 * A patient account is joined to a record of the practice it did not create itself only once it has
 * proved it reads the record's e-mail (ADR 33). Signing in, registering or setting up a profile with
 * such a record's e-mail sends a link there instead (EmailConfirmationRequested; the worker writes the
 * mail); opening it while signed in confirms the e-mail and joins the record.
 */
export function createRecordJoining({ accounts, patients, secret }: { accounts: Accounts; patients: PatientDirectory; secret: string }) {
  async function status(user: AuthenticatedUser, now = new Date()): Promise<EmailConfirmationStatus> {
    const account = await accounts.findById(user.id);
    const needed = !!account && account.role === 'patient' && !account.emailConfirmed && (await patients.unjoinedRecordFor(account.email)) !== null;
    const last = account?.confirmationLinks.at(-1);
    const wait = account ? confirmationWait(account.confirmationLinks, now) : 0;
    return {
      needed,
      email: account?.email ?? user.email,
      sentAt: last?.at ?? null,
      expiresAt: last?.expiresAt ?? null,
      canSendAgainAt: wait > 0 ? new Date(now.getTime() + wait).toISOString() : null,
    };
  }

  return {
    status,

    /**
     * A patient signed in or registered: a confirmed account is joined to the record with its e-mail
     * (as before); an unconfirmed one that meets a record no account has joined is sent a link.
     */
    async onSignIn(user: AuthenticatedUser, meta: CommandMeta): Promise<void> {
      if (user.role !== 'patient') return;
      if ((await patients.unjoinedRecordFor(user.email)) === null) return;
      const account = await accounts.findById(user.id);
      if (!account) return;
      if (account.emailConfirmed) await patients.joinConfirmedAccount(user, meta);
      else await accounts.requestEmailConfirmation(user.id, false, meta);
    },

    /** Profile setup met an unjoined record: a link, unless one sent still works. */
    askOnce: (user: AuthenticatedUser, meta: CommandMeta) => accounts.requestEmailConfirmation(user.id, false, meta),

    /** Whether the account has confirmed its e-mail. */
    async confirmed(user: AuthenticatedUser): Promise<boolean> {
      return (await accounts.findById(user.id))?.emailConfirmed ?? false;
    },

    /** The patient asked for another link ('Send the link again'). */
    sendAgain: (user: AuthenticatedUser, meta: CommandMeta) => accounts.requestEmailConfirmation(user.id, true, meta),

    /**
     * The signed-in account opened a link: a token of theirs, signed by us, not expired, of a link sent
     * to them, confirms the e-mail and joins the record with it. Again: nothing more happens.
     */
    async confirm(user: AuthenticatedUser, token: string, meta: CommandMeta) {
      const account = await accounts.findById(user.id);
      if (!account) throw badToken('This link is not for this account.');
      const reading = readEmailConfirmationToken(secret, token, { userId: account.id, email: account.email }, meta.now);
      if (!reading.ok) throw badToken(tokenMessages[reading.reason]);
      const result = await accounts.confirmEmail(account.id, reading.expiresAt, meta);
      const patientId = await patients.joinConfirmedAccount(user, meta);
      return { result, patientId };
    },
  };
}

export type RecordJoining = ReturnType<typeof createRecordJoining>;

const tokenMessages = {
  malformed: 'This is not a confirmation link. Please open the link from the e-mail again, or send a new one from your portal.',
  forged: 'This is not a confirmation link. Please open the link from the e-mail again, or send a new one from your portal.',
  'other-account': 'This link was sent for another account. Please sign in with the account you registered with this e-mail.',
  expired: 'This link has expired (links work for 24 hours). Please send a new one from your portal.',
} as const;

const badToken = (message: string) => new BadRequest({ success: false, message, errors: { token: [message] } });

function waitWords(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (ms <= 60_000) return `${Math.max(1, Math.ceil(ms / 1000))} seconds`;
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** `GET` and `POST /api/portal/confirm-email`, and `POST /api/portal/confirm-email/send` (ADR 33): patients only. */
export function emailConfirmationRoutes({ joining, ipSalt }: { joining: RecordJoining; ipSalt: string }): Router {
  const router = Router();
  const patient = requireRole('patient');

  router.get('/api/portal/confirm-email', patient, async (req, res) => {
    res.json({ success: true, confirmation: await joining.status(req.user!) });
  });

  router.post('/api/portal/confirm-email', patient, async (req, res) => {
    const { token } = parseBody(emailConfirmationSchema, req.body);
    const { result, patientId } = await joining.confirm(req.user!, token, commandMeta(req, ipSalt));
    const message = patientId ? 'Thank you: your e-mail is confirmed and your record is now in your portal.' : 'Thank you: your e-mail is confirmed.';
    sendCommandAnswer(res, req.user!.id, result, 200, message, { patientId });
  });

  router.post('/api/portal/confirm-email/send', patient, async (req, res) => {
    const meta = commandMeta(req, ipSalt);
    const before = await joining.status(req.user!, meta.now);
    if (!before.needed) return res.status(409).json({ success: false, message: 'Your e-mail needs no confirmation.', confirmation: before });
    if (before.canSendAgainAt) {
      const wait = Date.parse(before.canSendAgainAt) - meta.now.getTime();
      res.set('Retry-After', String(Math.ceil(wait / 1000)));
      return res.status(429).json({ success: false, message: `A link was sent a short while ago. You can ask for another in ${waitWords(wait)}.`, confirmation: before });
    }
    const result = await joining.sendAgain(req.user!, meta);
    const confirmation = await joining.status(req.user!, meta.now);
    return sendCommandAnswer(res, req.user!.id, result, 200, `We sent a new link to ${confirmation.email}.`, { confirmation });
  });

  return router;
}
