import type { OutboxMessage } from '@pt/contracts';
import { api } from '../shared/api/api';

export interface OutboxAnswer {
  messages: OutboxMessage[];
}

/** The notices the worker wrote to the outbox (no mail server configured): admins only, newest first. */
export const outboxApi = api.enhanceEndpoints({ addTagTypes: ['Outbox'] }).injectEndpoints({
  endpoints: (build) => ({
    outbox: build.query<OutboxAnswer, void>({
      query: () => '/api/admin/outbox',
      extraOptions: { portal: true },
      providesTags: ['Outbox'],
    }),
  }),
});

export const { useOutboxQuery } = outboxApi;
