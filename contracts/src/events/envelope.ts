import { z } from 'zod';

/**
 * Stored event schemas describe what was stored, once and for good: they import nothing from form
 * rules or role lists, so a later change of a rule never makes an old event unreadable. Their
 * enumerations are their own (a test checks that the live lists are included in them).
 */
export const storedRoles = ['patient', 'therapist', 'admin', 'auditor'] as const;

/** Who caused an event. The actor always comes from the verified token, never from a request body. */
export const actorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), userId: z.string(), role: z.enum(storedRoles) }),
  z.object({ kind: z.literal('anonymous'), ipHash: z.string() }),
  z.object({ kind: z.literal('system'), name: z.string() }),
]);
export type Actor = z.infer<typeof actorSchema>;

export const eventMetadataSchema = z.object({
  actor: actorSchema,
  correlationId: z.string(),
  causationId: z.string(),
  at: z.string(),
  schema: z.number().int().positive(),
  /** The client's id of the command that appended it (a create's id, a completion's id ...). */
  commandId: z.string().optional(),
  /** A digest of that command, so the same id with another content is told apart from a retry. */
  fingerprint: z.string().optional(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** A reference to the event a reaction answered. */
export const sourceSchema = z.object({ stream: z.string(), eventId: z.string(), type: z.string() });
