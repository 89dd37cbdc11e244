import { z } from 'zod';

export const roles = ['patient', 'therapist', 'admin', 'auditor'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Roles that see the staff inbox of contact messages and callback requests. */
export const inboxRoles: readonly Role[] = ['admin', 'therapist'];
