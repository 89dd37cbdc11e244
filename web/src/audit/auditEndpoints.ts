import type { AuditDocumentsAnswer, AuditPage } from '@pt/contracts';
import { api } from '../shared/api/api';
import { auditDocumentsPath, auditEventsPath, type AuditEventRef, type AuditFilters } from './audit-filters';

/** Events per page of the history. */
export const auditPageSize = 50;

/**
 * The event history (auditors only): pages of events newest first, each older page asked for with
 * the previous page's `nextBefore`, and what the read models held before and after one event. The
 * history only grows and an event's documents never change, so nothing here is invalidated; the
 * list is read afresh when the page opens (AuditHistory).
 */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditEvents: build.infiniteQuery<AuditPage, AuditFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        // null: the start of the history was reached.
        getNextPageParam: (lastPage) => lastPage.nextBefore,
      },
      query: ({ queryArg, pageParam }) => auditEventsPath(queryArg, pageParam, auditPageSize),
      extraOptions: { portal: true },
    }),
    auditDocuments: build.query<AuditDocumentsAnswer, AuditEventRef>({
      query: (ref) => auditDocumentsPath(ref),
      extraOptions: { portal: true },
    }),
  }),
});

export const { useAuditEventsInfiniteQuery, useAuditDocumentsQuery } = auditApi;
