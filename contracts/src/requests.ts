import { z } from 'zod';
import { callbackTimes } from './callback-times';
import { commonPasswords } from './common-passwords';

/**
 * The client's id of a creating command: a uuid the client chooses, so a retried request is
 * recognised (DECISIONS.md). Optional for API callers; the web always sends one.
 */
export const clientIdSchema = z.uuid('The id must be a uuid').transform((id) => id.toLowerCase());


/** E-mail addresses compare trimmed, Unicode-normalised (NFKC) and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().normalize('NFKC').toLowerCase();

/** Bodies of the public requests. The web forms and the command API validate with these same schemas. */

export const callbackRequestSchema = z.object({
  name: z.string({ error: 'Name must be at least 2 characters' }).trim().min(2, 'Name must be at least 2 characters').max(100, 'Name must be at most 100 characters'),
  phone: z
    .string({ error: 'Please enter a valid phone number' })
    .trim()
    .min(10, 'Please enter a valid phone number')
    .max(20, 'Please enter a valid phone number')
    .regex(/^[0-9+()\-.\s]+$/, 'Please enter a valid phone number'),
  reason: z
    .string({ error: 'Please provide a reason for the callback' })
    .trim()
    .min(10, 'Please provide a reason for the callback')
    .max(2000, 'Please keep the reason under 2000 characters'),
  preferredTime: z.enum(callbackTimes, { error: 'Please select a preferred callback time' }),
});
export type CallbackRequest = z.infer<typeof callbackRequestSchema>;

import { consultationChoice, serviceName, type ServiceSlug } from './services';

/** The catalogue's services in the message form's order (spec 000 section 5: post-op rehab after injury rehabilitation). */
const messageFormOrder: readonly ServiceSlug[] = ['dry-needling', 'manual-therapy', 'movement-analysis', 'running-analysis', 'injury-rehabilitation', 'post-op-rehab', 'lymphedema-therapy', 'hand-therapy'];

/** The message form's service choices: the catalogue's services, then the free consultation. */
export const contactServices: readonly { value: string; label: string }[] = [
  ...messageFormOrder.map((slug) => ({ value: slug, label: serviceName(slug) })),
  consultationChoice,
];
const serviceValues = contactServices.map((s) => s.value) as [string, ...string[]];

export const contactMessageSchema = z.object({
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100, 'First name must be at most 100 characters'),
  lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100, 'Last name must be at most 100 characters'),
  email: z.string({ error: 'Please enter a valid email address' }).trim().max(255, 'Email must be at most 255 characters').pipe(z.email('Please enter a valid email address')),
  phone: z
    .string({ error: 'Please enter a valid phone number' })
    .trim()
    .min(10, 'Please enter a valid phone number')
    .max(20, 'Please enter a valid phone number')
    .regex(/^[0-9+()\-.\s]+$/, 'Please enter a valid phone number'),
  service: z.union([z.enum(serviceValues, { error: 'Please choose a service from the list' }), z.literal('')]).default(''),
  message: z.string({ error: 'The message must be text' }).trim().max(5000, 'Please keep your message under 5000 characters').default(''),
  consent: z.literal(true, { error: 'Please agree to be contacted so we can reply' }),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const emailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .max(255, 'Please enter a valid email address')
  .transform(normalizeEmail)
  .pipe(z.email('Please enter a valid email address'));

const passwordSchema = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(6, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');

/** A password being chosen: the spec's 6 characters, not only spaces, and not one of the commonest. */
export const newPasswordSchema = passwordSchema
  .refine((p) => p.trim().length > 0, 'Password cannot be only spaces')
  .refine((p) => !commonPasswords.has(p.toLowerCase()), 'This password is too common. Please choose one that is harder to guess.');

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });
export type Login = z.infer<typeof loginSchema>;

/** The server ignores any role the client sends: registration always creates a patient. */
export const registerSchema = z.object({ email: emailSchema, password: newPasswordSchema, id: clientIdSchema.optional() });
export type Register = z.infer<typeof registerSchema>;

/** The web form adds the confirmation, attached to the confirm field. */
export const registerFormSchema = z
  .object({ email: emailSchema, password: newPasswordSchema, confirmPassword: z.string({ error: "Passwords don't match" }) })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });

/** `PUT /api/portal/password`: the current password, and the new one under the rules of a new password. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: 'Please enter your current password' }).min(1, 'Please enter your current password').max(200),
  newPassword: newPasswordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The Settings form adds the confirmation, attached to the confirm field (as registration does). */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string({ error: "Passwords don't match" }) })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });

export const inboxStatuses = ['new', 'handled'] as const;
export const inboxStatusChangeSchema = z.object({
  status: z.enum(inboxStatuses, { error: 'Status must be new or handled' }),
});

/** A position of the event log: a decimal string (bigint never reaches JSON). */
export const positionSchema = z.string().regex(/^\d{1,20}$/, 'A position is a decimal number');

/** A staff member's full name, as patients and colleagues see it ("Jordan Ellis, PT"). */
export const staffNameSchema = z
  .string({ error: 'Please enter a name' })
  .transform((name) => name.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, 'Please enter a name').max(80, 'A name is at most 80 characters'));
export const staffNameChangeSchema = z.object({ name: staffNameSchema });

export const staffAccountRoles = ["therapist", "admin", "auditor"] as const;
export const staffUserSchema = z.object({
  name: staffNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  role: z.enum(staffAccountRoles, { error: 'Please choose a role' }),
});

/** Command bodies: the form's fields plus the client's optional id. */
export const contactCommandSchema = contactMessageSchema.extend({ id: clientIdSchema.optional() });
export const callbackCommandSchema = callbackRequestSchema.extend({ id: clientIdSchema.optional() });
