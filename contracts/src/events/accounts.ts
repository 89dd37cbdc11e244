import { z } from 'zod';
import { storedRoles } from './envelope';

/** Portal accounts: `user-<id>` and the e-mail claim `userEmail-<sha256(email)>`. */
export const accountEvents = {
  UserEmailClaimed: { version: 1, data: z.object({ userId: z.string(), email: z.string() }) },
  UserRegistered: {
    version: 1,
    data: z.object({ email: z.string(), passwordHash: z.string(), role: z.enum(storedRoles) }),
  },
  UserSignedIn: { version: 1, data: z.object({ ipHash: z.string() }) },
  UserDisabled: { version: 1, data: z.object({ reason: z.string() }) },
  UserEnabled: { version: 1, data: z.object({}) },
  PasswordChanged: { version: 1, data: z.object({ passwordHash: z.string() }) },
  /** A staff member's name as others see it (a patient's name is in their record). */
  StaffNameSet: { version: 1, data: z.object({ name: z.string() }) },
  /**
   * A patient account met a record the practice holds for its e-mail, not yet joined to an account: a
   * link goes to the address, and the record is joined only once the account proves it reads that
   * mailbox (ADR 33). No secret here: the link's token is signed from these fields with the server's secret.
   */
  EmailConfirmationRequested: { version: 1, data: z.object({ email: z.string(), expiresAt: z.string() }) },
  /** The account opened a link sent to its e-mail (or is a demo account): the address is its owner's. */
  EmailConfirmed: { version: 1, data: z.object({ email: z.string() }) },
  /**
   * Someone asked for a link to choose a new password, with the account's e-mail (ADR 36). No secret
   * here: the link's token is signed from these fields (and the session version it is good for) with
   * the server's secret; the worker computes it when it writes the mail.
   */
  PasswordResetRequested: { version: 1, data: z.object({ email: z.string(), expiresAt: z.string(), sessionVersion: z.number().int().nonnegative() }) },
} as const;
