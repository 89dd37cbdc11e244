import { messageReaderRoles, rooms, summaryOf, type Conversation, type EventOf, type MessageSide } from '@pt/contracts';
import { defineProjection } from '@pt/contracts/core';
import { patientRoom } from './rooms';

type ConversationEvent = EventOf<'ConversationStarted' | 'MessageWritten' | 'ConversationRead'>;

const staffRooms = messageReaderRoles.map(rooms.role);
const unreadOf = { patient: 'unreadForPatient', practice: 'unreadForPractice' } as const;
const other = (side: MessageSide): MessageSide => (side === 'patient' ? 'practice' : 'patient');

/** Conversations between patients and the practice (ADR 32), one document each with its messages. */
export const conversationsProjection = defineProjection<Conversation, ConversationEvent>({
  name: 'conversations',
  version: 1,
  handles: ['ConversationStarted', 'MessageWritten', 'ConversationRead'],
  indexes: [{ lastMessageAt: -1, id: -1 }, { patientId: 1, lastMessageAt: -1 }, { unreadForPractice: 1, lastMessageAt: -1, id: -1 }],
  documentId: (event) => event.stream.slice('conversation-'.length),
  namedBy: (id) => id,

  evolve(conversation, event, id) {
    switch (event.type) {
      case 'ConversationStarted': {
        const { patientId, patientName, subject, startedBy } = event.data;
        const at = event.metadata.at;
        return {
          id: id ?? event.stream.slice('conversation-'.length),
          patientId,
          patientName,
          subject,
          startedBy,
          startedAt: at,
          lastMessageAt: at,
          lastFrom: startedBy,
          messageCount: 0,
          unreadForPatient: 0,
          unreadForPractice: 0,
          messages: [],
          revision: event.revision,
          position: event.position,
        };
      }
      case 'MessageWritten': {
        if (!conversation) return null;
        const { messageId, from, authorName, content } = event.data;
        if (conversation.messages.some((m) => m.id === messageId)) return conversation;
        const messages = [...conversation.messages, { id: messageId, from, authorName, content, at: event.metadata.at }];
        return {
          ...conversation,
          messages,
          messageCount: messages.length,
          lastMessageAt: event.metadata.at,
          lastFrom: from,
          // Who writes has read what came before; the other side has one more to read.
          [unreadOf[from]]: 0,
          [unreadOf[other(from)]]: conversation[unreadOf[other(from)]] + 1,
          revision: event.revision,
        };
      }
      case 'ConversationRead': {
        if (!conversation) return null;
        const { by, through } = event.data;
        const at = conversation.messages.findIndex((m) => m.id === through);
        if (at < 0) return conversation;
        const unread = conversation.messages.slice(at + 1).filter((m) => m.from === other(by)).length;
        return { ...conversation, [unreadOf[by]]: Math.min(unread, conversation[unreadOf[by]]), revision: event.revision };
      }
    }
  },

  // The summary only, to the patient's screens and the staff's: a message's text is read by asking (and logged for staff).
  live: (conversation) =>
    conversation ? [{ type: 'conversation.changed', rooms: [...patientRoom(conversation.patientId), ...staffRooms], data: { conversation: summaryOf(conversation) } }] : [],
});
