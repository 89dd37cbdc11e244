import type { CommandAnswer, InboxItem } from '@pt/contracts';
import { api } from '../shared/api/api';

export interface InboxAnswer {
  items: InboxItem[];
}

export const inboxApi = api.enhanceEndpoints({ addTagTypes: ['Inbox'] }).injectEndpoints({
  endpoints: (build) => ({
    inbox: build.query<InboxAnswer, void>({
      query: () => '/api/admin/inbox',
      extraOptions: { portal: true },
      providesTags: ['Inbox'],
    }),
    setInboxStatus: build.mutation<CommandAnswer, { id: string; status: InboxItem['status'] }>({
      query: ({ id, status }) => ({
        url: `/api/admin/inbox/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status },
      }),
      extraOptions: { portal: true },
      // Show the new status at once; the live message then brings the stored item.
      async onQueryStarted({ id, status }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          inboxApi.util.updateQueryData('inbox', undefined, (draft) => {
            const item = draft.items.find((i) => i.id === id);
            if (item) item.status = status;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useInboxQuery, useSetInboxStatusMutation } = inboxApi;
