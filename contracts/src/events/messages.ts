import { z } from 'zod';

/** Who wrote a message of a conversation, or read it: the patient, or the practice (any staff member). */
export const storedMessageSides = ['patient', 'practice'] as const;

/**
 * Conversations between a patient and the practice (spec 001's portal messages, ADR 32): stream
 * `conversation-<id>`, the id the client chose. A conversation is started with its first message.
 */
export const messageEvents = {
  ConversationStarted: {
    version: 1,
    data: z.object({
      patientId: z.string(),
      /** The patient's name when the conversation started, as the staff's list shows it. */
      patientName: z.string(),
      subject: z.string(),
      startedBy: z.enum(storedMessageSides),
    }),
  },
  MessageWritten: {
    version: 1,
    data: z.object({
      messageId: z.string(),
      from: z.enum(storedMessageSides),
      authorId: z.string(),
      /** The author's name as the other side sees it (a staff member's name; null when the account has none). */
      authorName: z.string().nullable(),
      content: z.string(),
    }),
  },
  /** One side has read the conversation up to and including message `through`. */
  ConversationRead: {
    version: 1,
    data: z.object({ by: z.enum(storedMessageSides), readerId: z.string(), through: z.string() }),
  },
} as const;
