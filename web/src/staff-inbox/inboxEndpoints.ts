import type { CommandAnswer, InboxItem } from '@pt/contracts';
import { api } from '../shared/api/api';
import { hasStatus } from '../shared/api/http-error';
import { liveChangesDuringFetches } from '../shared/live/changes-during-fetch';
import { applyInboxChange, findCachedItem, inboxFilters, setCachedStatus, type InboxAnswer, type InboxFilter } from './inbox-cache';

export type { InboxAnswer };

/** Requests per page of the list (the first page is what the list showed before it had pages). */
const inboxPageSize = 50;

/** A filter's list address: its first page, or the page after the one whose `nextCursor` this is. */
const inboxPath = (filter: InboxFilter, before: string | null) =>
  `/api/admin/inbox?limit=${inboxPageSize}${filter === 'all' ? '' : `&status=${filter}`}${before ? `&before=${encodeURIComponent(before)}` : ''}`;

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
    // One list per filter, newest first, a page at a time; a refetch (a tag invalidated) reads again
    // every page fetched. 'all' is the list without a filter (the dashboard's new-count reads it).
    inbox: build.infiniteQuery<InboxAnswer, InboxFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        // null: the oldest request was reached.
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => inboxPath(queryArg, pageParam),
      extraOptions: { portal: true },
      providesTags: (_answer, _error, filter) => [{ type: 'Inbox', id: filter }],
      async onQueryStarted(filter, { dispatch, queryFulfilled }) {
        const heard = await duringFetches.heardWhile(queryFulfilled);
        if (!heard?.length) return;
        let unknown = false;
        dispatch(
          inboxApi.util.updateQueryData('inbox', filter, (draft) => {
            for (const { item, position } of heard) unknown = applyInboxChange(draft, item, position, filter) === 'unknown' || unknown;
          }),
        );
        // A change of a request on no page fetched: its old status is not known, the new-count is read again.
        if (unknown) dispatch(inboxApi.util.invalidateTags([{ type: 'Inbox', id: filter }]));
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
      // Show the new status at once in every list, the new-count with it; the live message then brings the stored item.
      async onQueryStarted({ id, status }, { dispatch, queryFulfilled }) {
        const patches = inboxFilters.map((filter) => dispatch(inboxApi.util.updateQueryData('inbox', filter, (draft) => setCachedStatus(draft, id, status, filter))));
        try {
          const { data } = await queryFulfilled;
          // The next change is decided on this revision, even before the live message arrives.
          for (const filter of inboxFilters) {
            dispatch(
              inboxApi.util.updateQueryData('inbox', filter, (draft) => {
                const item = findCachedItem(draft, id);
                if (item && typeof data.revision === 'number' && (item.revision ?? -1) < data.revision) item.revision = data.revision;
              }),
            );
          }
        } catch (failure) {
          for (const patch of patches) patch.undo();
          // Someone else changed the request since this list was fetched: fetch the latest version.
          if (hasStatus((failure as { error?: unknown }).error, 412)) dispatch(inboxApi.util.invalidateTags(['Inbox']));
        }
      },
    }),
  }),
});

export const { useInboxInfiniteQuery, useSetInboxStatusMutation } = inboxApi;
