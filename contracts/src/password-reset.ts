import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './requests';

/**
 * A forgotten password (ADR 36): a link to the account's e-mail, opened to choose a new password. The
 * link's address and lifetime, how often one is sent, and the two calls' bodies.
 */

/** The portal page that asks for a link. */
export const forgotPasswordPath = '/patient-portal/forgot-password';
/** The portal page a link opens: `/patient-portal/reset-password?token=...`. */
export const passwordResetPath = '/patient-portal/reset-password';
/** How long a link works. */
export const passwordResetHours = 1;
/** A new link is sent to an account at most this often ... */
export const passwordResetResendSeconds = 60;
/** ... and at most this many in 24 hours. */
export const passwordResetsPerDay = 5;

/** The answer to every request, whether or not an account uses the address: it tells nobody which addresses have accounts. */
export const passwordResetRequestedMessage = `If an account uses that address, we have sent it a link to choose a new password. The link works for ${passwordResetHours} hour.`;

const tokenMessage = 'This link is incomplete. Please open the link from the e-mail again, or ask for a new one.';

/** `POST /api/portal/password-reset/request`. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** `POST /api/portal/password-reset`: the link's token and the new password, under the rules of a new password. */
export const passwordResetSchema = z.object({
  token: z.string({ error: tokenMessage }).trim().min(1, tokenMessage).max(300, tokenMessage),
  password: newPasswordSchema,
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** The web form adds the confirmation, attached to the confirm field (as registration does). */
export const passwordResetFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string({ error: "Passwords don't match" }) })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
