import { z } from 'zod';

export const roles = ['patient', 'therapist', 'admin', 'auditor'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Roles that see the staff inbox of contact messages and callback requests. */
export const inboxRoles: readonly Role[] = ['admin', 'therapist'];

/** Staff who change patients' programs, the library and tips. */
export const staffRoles: readonly Role[] = ['therapist', 'admin'];
/** Everyone who may read patients' records: staff, and auditors (who never write). */
export const recordReaderRoles: readonly Role[] = ['therapist', 'admin', 'auditor'];
