import { z } from 'zod';
import type { storedMessageSides } from './events';
import { clientIdSchema } from './requests';
import type { Role } from './roles';

/**
 * Messages between a patient and the practice (spec 001's portal messages and the dashboard's
 * Messages button; ADR 32). A patient starts a conversation with a subject and a first message; the
 * practice's staff answer in it, and either side writes on. Each side's unread messages are counted
 * until it opens the conversation.
 */
export type MessageSide = (typeof storedMessageSides)[number];

export const messageLimits = { subject: 120, content: 5000, perConversation: 500 } as const;

/** Staff who read and answer patients' messages. Auditors read them (ADR 32) and never write. */
export const messageWriterRoles: readonly Role[] = ['therapist', 'admin'];
export const messageReaderRoles: readonly Role[] = ['therapist', 'admin', 'auditor'];

const content = z
  .string({ error: 'Please write your message' })
  .trim()
  .min(1, 'Please write your message')
  .max(messageLimits.content, `At most ${messageLimits.content} characters`);

/** `POST /api/conversations`: a patient starts a conversation (staff name the patient). */
export const startConversationSchema = z.object({
  id: clientIdSchema,
  subject: z
    .string({ error: 'Please enter a subject' })
    .trim()
    .min(1, 'Please enter a subject')
    .max(messageLimits.subject, `At most ${messageLimits.subject} characters`),
  content,
  patientId: clientIdSchema.optional(),
});
export type StartConversationInput = z.infer<typeof startConversationSchema>;

/** `POST /api/conversations/:id/messages`: the message's id is the client's (a retry writes it once). */
export const writeMessageSchema = z.object({ id: clientIdSchema, content });
export type WriteMessageInput = z.infer<typeof writeMessageSchema>;

/** `POST /api/conversations/:id/read`: the last message the reader was shown. */
export const readConversationSchema = z.object({ through: clientIdSchema });
export type ReadConversationInput = z.infer<typeof readConversationSchema>;

/** `GET /api/conversations?filter=`: staff choose all conversations or those with unread patient messages. */
export const conversationFilters = ['all', 'unread'] as const;
export type ConversationFilter = (typeof conversationFilters)[number];

export interface ConversationMessage {
  id: string;
  from: MessageSide;
  authorName: string | null;
  content: string;
  at: string;
}

/** A conversation as its list shows it: no message's text (staff reading one is logged, ADR 28). */
export type ConversationSummary = {
  id: string;
  patientId: string;
  patientName: string;
  subject: string;
  startedBy: MessageSide;
  startedAt: string;
  lastMessageAt: string;
  lastFrom: MessageSide;
  messageCount: number;
  /** Messages of the practice the patient has not opened yet. */
  unreadForPatient: number;
  /** Messages of the patient no staff member has opened yet. */
  unreadForPractice: number;
  revision: number;
  position: string;
};

/** The read model's document: the summary and the messages, oldest first. */
export type Conversation = ConversationSummary & { messages: ConversationMessage[] };

export const conversationsPageSize = 50;

export interface ConversationsAnswer {
  success: true;
  data: ConversationSummary[];
  /** Given back as `?before=`, reads on to older conversations (null: none). */
  nextBefore: string | null;
}

export interface ConversationAnswer {
  success: true;
  conversation: Conversation;
}

/** The summary of a conversation (what its list and its live message carry). */
export function summaryOf({ messages: _messages, ...summary }: Conversation): ConversationSummary {
  return summary;
}
