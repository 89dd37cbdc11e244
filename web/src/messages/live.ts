import { conversationFilters, type MessageSide } from '@pt/contracts';
import type { RootState } from '../shared/redux';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { isAfter } from '../shared/live/positions';
import { readAgainIfOnItsWay } from '../shared/live/read-again';
import { applyConversationChange } from './conversation-cache';
import { messagesApi } from './messagesEndpoints';

/**
 * A conversation changed (a message written, a side read it): each cached list takes the summary in
 * its order; an open conversation older than it is read again for its messages (a live message
 * carries no text: staff reading one is logged, ADR 32).
 */
const patchConversations: LiveHandler<'conversation.changed'> = (message, dispatch) => {
  const { conversation } = message.data;
  dispatch((dispatchAgain, getState: () => RootState) => {
    const state = getState();
    const side: MessageSide = state.session.user?.role === 'patient' ? 'patient' : 'practice';
    for (const filter of conversationFilters) {
      let held = false;
      dispatchAgain(
        messagesApi.util.updateQueryData('conversations', filter, (draft) => {
          held = true;
          applyConversationChange(draft, conversation, message.position, filter, side);
        }),
      );
      // A list not held (a patient's, refused before their profile existed; none asked for: nothing happens): read it again.
      const readAgain = messagesApi.util.invalidateTags([{ type: 'Conversations', id: filter }]);
      if (!held) dispatchAgain(readAgain);
      else readAgainIfOnItsWay(dispatchAgain, messagesApi.endpoints.conversations.select(filter)(state as never), readAgain);
    }
    const open = messagesApi.endpoints.conversation.select(conversation.id)(state as never).data;
    if (open && isAfter(message.position, open.position)) dispatchAgain(messagesApi.util.invalidateTags([{ type: 'Conversation', id: conversation.id }]));
  });
};

export function registerMessagesLiveUpdates(): void {
  registerLiveHandler('conversation.changed', patchConversations);
  invalidateOnReconnect(messagesApi.util.invalidateTags(['Conversations', 'Conversation']));
}
