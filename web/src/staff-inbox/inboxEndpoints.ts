import type { CommandAnswer, InboxItem } from '@pt/contracts';
import { api } from '../shared/api/api';
import { hasStatus } from '../shared/api/http-error';

export interface InboxAnswer {
  items: InboxItem[];
}

export interface StatusChange {
  id: string;
  status: InboxItem['status'];
  /** The revision the change was decided on: the server refuses it (412) when the request changed since. */
  revision?: number;
}

/** A status change answers the request's new revision (and sends it as the ETag). */
export type StatusChangeAnswer = CommandAnswer & { revision?: number };

export const inboxApi = api.enhanceEndpoints({ addTagTypes: ['Inbox'] }).injectEndpoints({
  endpoints: (build) => ({
    inbox: build.query<InboxAnswer, void>({
      query: () => '/api/admin/inbox',
      extraOptions: { portal: true },
      providesTags: ['Inbox'],
    }),
    setInboxStatus: build.mutation<StatusChangeAnswer, StatusChange>({
      query: ({ id, status, revision }) => ({
        url: `/api/admin/inbox/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status },
        headers: revision === undefined ? undefined : { 'If-Match': `"${revision}"` },
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
          const { data } = await queryFulfilled;
          // The next change is decided on this revision, even before the live message arrives.
          dispatch(
            inboxApi.util.updateQueryData('inbox', undefined, (draft) => {
              const item = draft.items.find((i) => i.id === id);
              if (item && typeof data.revision === 'number' && (item.revision ?? -1) < data.revision) item.revision = data.revision;
            }),
          );
        } catch (failure) {
          patch.undo();
          // Someone else changed the request since this list was fetched: fetch the latest version.
          if (hasStatus((failure as { error?: unknown }).error, 412)) dispatch(inboxApi.util.invalidateTags(['Inbox']));
        }
      },
    }),
  }),
});

export const { useInboxQuery, useSetInboxStatusMutation } = inboxApi;
