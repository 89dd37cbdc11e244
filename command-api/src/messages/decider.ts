import { messageLimits, type EventOf, type MessageSide } from '@pt/contracts';
import { alreadyExists, invalid, notFound, type Decider } from '@pt/contracts/core';

/** A conversation between a patient and the practice: stream `conversation-<id>` (ADR 32). */
export type ConversationEvent = EventOf<'ConversationStarted' | 'MessageWritten' | 'ConversationRead'>;

export type ConversationState =
  | { status: 'none' }
  | {
      status: 'open';
      patientId: string;
      /** The messages' ids and sides, oldest first. */
      messages: { id: string; from: MessageSide }[];
      /** Per side, the index of the last message it has seen (its own last one, or what it read): -1 none. */
      seen: Record<MessageSide, number>;
    };

export interface Author {
  authorId: string;
  authorName: string | null;
}

/**
 * `patientId` on a command is the patient who sends it (their own conversations only); staff send
 * none. A conversation of another patient is answered as if it did not exist.
 */
export type ConversationCommand =
  | ({ type: 'Start'; patientId: string; patientName: string; subject: string; from: MessageSide; messageId: string; content: string } & Author)
  | ({ type: 'Write'; asPatient: string | null; from: MessageSide; messageId: string; content: string } & Author)
  | { type: 'Read'; asPatient: string | null; by: MessageSide; readerId: string; through: string };

const other = (side: MessageSide): MessageSide => (side === 'patient' ? 'practice' : 'patient');
export const noSuchConversation = 'No such conversation.';

export const conversationDecider: Decider<ConversationState, ConversationCommand, ConversationEvent> = {
  events: ['ConversationStarted', 'MessageWritten', 'ConversationRead'],
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'ConversationStarted':
        return { status: 'open', patientId: event.data.patientId, messages: [], seen: { patient: -1, practice: -1 } };
      case 'MessageWritten': {
        if (state.status === 'none') return state;
        const messages = [...state.messages, { id: event.data.messageId, from: event.data.from }];
        return { ...state, messages, seen: { ...state.seen, [event.data.from]: messages.length - 1 } };
      }
      case 'ConversationRead': {
        if (state.status === 'none') return state;
        const at = state.messages.findIndex((m) => m.id === event.data.through);
        return { ...state, seen: { ...state.seen, [event.data.by]: Math.max(state.seen[event.data.by], at) } };
      }
    }
  },
  decide(command, state) {
    if (command.type === 'Start') {
      if (state.status !== 'none') throw alreadyExists('This conversation already exists.');
      const { patientId, patientName, subject, from, messageId, content, authorId, authorName } = command;
      return [
        { type: 'ConversationStarted', data: { patientId, patientName, subject, startedBy: from } },
        { type: 'MessageWritten', data: { messageId, from, authorId, authorName, content } },
      ];
    }
    if (state.status === 'none' || (command.asPatient !== null && command.asPatient !== state.patientId)) throw notFound(noSuchConversation);
    switch (command.type) {
      case 'Write': {
        if (state.messages.some((m) => m.id === command.messageId)) throw alreadyExists('This message id is already used in this conversation.');
        if (state.messages.length >= messageLimits.perConversation) {
          throw invalid('This conversation has reached its length. Please start a new one.', { content: ['This conversation is full: start a new one'] });
        }
        const { from, messageId, content, authorId, authorName } = command;
        return [{ type: 'MessageWritten', data: { messageId, from, authorId, authorName, content } }];
      }
      case 'Read': {
        const at = state.messages.findIndex((m) => m.id === command.through);
        if (at < 0) throw invalid('That message is not part of this conversation.', { through: ['Not a message of this conversation'] });
        // Read already, or nothing of the other side's in between: nothing to record.
        const seen = state.seen[command.by];
        const news = state.messages.slice(seen + 1, at + 1).some((m) => m.from === other(command.by));
        return news ? [{ type: 'ConversationRead', data: { by: command.by, readerId: command.readerId, through: command.through } }] : [];
      }
    }
  },
};
