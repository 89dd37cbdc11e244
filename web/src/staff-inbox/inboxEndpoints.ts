import type { CommandAnswer, InboxItem } from '@pt/contracts';
import { api } from '../shared/api/api';
import { hasStatus } from '../shared/api/http-error';
import { liveChangesDuringFetches } from '../shared/live/changes-during-fetch';
import { applyInboxChange, findCachedItem, setCachedStatus, type InboxAnswer } from './inbox-cache';

export type { InboxAnswer };

/** Requests per page of the list (the first page is what the list showed before it had pages). */
const inboxPageSize = 50;

/** The list's address: the first page, or the page after the one whose `nextCursor` this is. */
const inboxPath = (before: string | null) => `/api/admin/inbox?limit=${inboxPageSize}${before ? `&before=${encodeURIComponent(before)}` : ''}`;

/** A live `inbox.changed` message: the request as stored, at its position in the log. */
export interface LiveInboxChange {
  item: InboxItem;
  position: string;
}

// A live change heard while a page is on its way is applied again once the page lands (see the helper).
const duringFetches = liveChangesDuringFetches<LiveInboxChange>();
export const noteLiveInboxChange = duringFetches.note;

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
    // Newest first, a page at a time; a refetch (a tag invalidated) reads again every page fetched.
    inbox: build.infiniteQuery<InboxAnswer, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        // null: the oldest request was reached.
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => inboxPath(pageParam),
      extraOptions: { portal: true },
      providesTags: ['Inbox'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const heard = await duringFetches.heardWhile(queryFulfilled);
        if (!heard?.length) return;
        let unknown = false;
        dispatch(
          inboxApi.util.updateQueryData('inbox', undefined, (draft) => {
            for (const { item, position } of heard) unknown = applyInboxChange(draft, item, position) === 'unknown' || unknown;
          }),
        );
        // A change of a request on no page fetched: its old status is not known, the new-count is read again.
        if (unknown) dispatch(inboxApi.util.invalidateTags(['Inbox']));
      },
    }),
    setInboxStatus: build.mutation<StatusChangeAnswer, StatusChange>({
      query: ({ id, status, revision }) => ({
        url: `/api/admin/inbox/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status },
        headers: revision === undefined ? undefined : { 'If-Match': `"${revision}"` },
      }),
      extraOptions: { portal: true },
      // Show the new status at once, the new-count with it; the live message then brings the stored item.
      async onQueryStarted({ id, status }, { dispatch, queryFulfilled }) {
        const patch = dispatch(inboxApi.util.updateQueryData('inbox', undefined, (draft) => setCachedStatus(draft, id, status)));
        try {
          const { data } = await queryFulfilled;
          // The next change is decided on this revision, even before the live message arrives.
          dispatch(
            inboxApi.util.updateQueryData('inbox', undefined, (draft) => {
              const item = findCachedItem(draft, id);
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

export const { useInboxInfiniteQuery, useSetInboxStatusMutation } = inboxApi;
