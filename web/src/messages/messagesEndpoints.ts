import type {
  CommandAnswer,
  ConversationAnswer,
  ConversationFilter,
  ConversationsAnswer,
  ReadConversationInput,
  StartConversationInput,
  WriteMessageInput,
} from '@pt/contracts';
import { api } from '../shared/api/api';
import { afterLatestWrite, rememberWrite } from '../shared/api/read-your-writes';

const listPath = (filter: ConversationFilter, before: string | null) => {
  const params = new URLSearchParams({ ...(filter === 'unread' && { filter }), ...(before && { before }), ...afterLatestWrite() });
  const query = params.toString();
  return `/api/conversations${query ? `?${query}` : ''}`;
};

const one = (id: string) => [{ type: 'Conversation' as const, id }];

/**
 * Messages between patients and the practice (ADR 32): the lists (a patient's own, or every patient's
 * for staff; all or unread), one conversation with its messages, starting one, writing in one and
 * marking it read. Live `conversation.changed` messages keep them current (live.ts).
 */
export const messagesApi = api.enhanceEndpoints({ addTagTypes: ['Conversation', 'Conversations'] }).injectEndpoints({
  endpoints: (build) => ({
    conversations: build.infiniteQuery<ConversationsAnswer, ConversationFilter, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextBefore },
      query: ({ queryArg, pageParam }) => listPath(queryArg, pageParam),
      providesTags: (_answer, _error, filter) => [{ type: 'Conversations', id: filter }],
      extraOptions: { portal: true },
    }),
    conversation: build.query<ConversationAnswer['conversation'], string>({
      query: (id) => ({ url: `/api/conversations/${encodeURIComponent(id)}`, params: afterLatestWrite() }),
      transformResponse: (answer: ConversationAnswer) => answer.conversation,
      providesTags: (_result, _error, id) => one(id),
      extraOptions: { portal: true },
    }),
    startConversation: build.mutation<CommandAnswer, StartConversationInput>({
      query: (body) => ({ url: '/api/conversations', method: 'POST', body }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: (_result, error) => (error ? [] : ['Conversations']),
      extraOptions: { portal: true },
    }),
    writeMessage: build.mutation<CommandAnswer, WriteMessageInput & { conversationId: string }>({
      query: ({ conversationId, ...body }) => ({ url: `/api/conversations/${encodeURIComponent(conversationId)}/messages`, method: 'POST', body }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: (_result, error, { conversationId }) => (error ? [] : [...one(conversationId), 'Conversations']),
      extraOptions: { portal: true },
    }),
    readConversation: build.mutation<CommandAnswer, ReadConversationInput & { conversationId: string }>({
      query: ({ conversationId, ...body }) => ({ url: `/api/conversations/${encodeURIComponent(conversationId)}/read`, method: 'POST', body }),
      transformResponse: rememberWrite<CommandAnswer>,
      extraOptions: { portal: true },
    }),
  }),
});

export const { useConversationsInfiniteQuery, useConversationQuery, useStartConversationMutation, useWriteMessageMutation, useReadConversationMutation } = messagesApi;
