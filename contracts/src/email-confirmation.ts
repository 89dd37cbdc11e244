import { z } from 'zod';

/**
 * Confirming a patient account's e-mail before the practice's record with that e-mail is joined to it
 * (ADR 33): the link's address and lifetime, the confirm call's body and what the portal reads.
 */

/** The portal page a confirmation link opens: `/patient-portal/confirm-email?token=...`. */
export const emailConfirmationPath = '/patient-portal/confirm-email';
/** How long a link works. */
export const emailConfirmationHours = 24;
/** A new link may be asked for this long after the last one ... */
export const emailConfirmationResendSeconds = 60;
/** ... and at most this many links in 24 hours. */
export const emailConfirmationsPerDay = 5;

const tokenMessage = 'This link is incomplete. Please open the link from the e-mail again, or send a new one from your portal.';

/** `POST /api/portal/confirm-email`. */
export const emailConfirmationSchema = z.object({
  token: z.string({ error: tokenMessage }).trim().min(1, tokenMessage).max(300, tokenMessage),
});
export type EmailConfirmation = z.infer<typeof emailConfirmationSchema>;

/** `GET /api/portal/confirm-email`: whether the signed-in patient must confirm their e-mail, and the last link sent. */
export interface EmailConfirmationStatus {
  /** The practice has a record with this account's e-mail that is not yet joined to an account. */
  needed: boolean;
  email: string;
  /** When the newest link was sent, or null. */
  sentAt: string | null;
  /** When the newest link stops working, or null. */
  expiresAt: string | null;
  /** When a new link may be asked for (null: now). */
  canSendAgainAt: string | null;
}
