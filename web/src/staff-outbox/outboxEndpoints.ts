import type { OutboxAnswer } from '@pt/contracts';
import { api } from '../shared/api/api';

/** Notices per page (the outbox answered its newest 200 only, counted as all). */
const outboxPageSize = 50;

const outboxPath = (before: string | null) => `/api/admin/outbox?limit=${outboxPageSize}${before ? `&before=${encodeURIComponent(before)}` : ''}`;

/** The notices the worker wrote to the outbox (no mail server configured): admins only, newest first, a page at a time. */
export const outboxApi = api.enhanceEndpoints({ addTagTypes: ['Outbox'] }).injectEndpoints({
  endpoints: (build) => ({
    // A refetch (a tag invalidated) reads again every page fetched.
    outbox: build.infiniteQuery<OutboxAnswer, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        // null: the oldest notice was reached.
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => outboxPath(pageParam),
      extraOptions: { portal: true },
      providesTags: ['Outbox'],
    }),
  }),
});

export const { useOutboxInfiniteQuery } = outboxApi;
