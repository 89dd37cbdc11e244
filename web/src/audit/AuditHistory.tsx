import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { auditScanLimit, type AuditEvent } from '@pt/contracts';
import { fieldErrors } from '../shared/api/http-error';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';
import { eventFromSearch, filterKeys, filtersFromSearch, isFiltered, sameEvent, searchWithEvent, searchWithFilters, type AuditFilters, type FilterKey } from './audit-filters';
import { countText, plural } from './audit-format';
import { historyView, type HistoryView } from './audit-pages';
import { AuditEventDialog } from './AuditEventDialog';
import { AuditEventList } from './AuditEventList';
import { AuditFilterBar } from './AuditFilterBar';
import { useAuditEventsInfiniteQuery } from './auditEndpoints';
import '../shared/ui/staff-panel.scss';
import './audit.scss';

/**
 * The history: the filters (in the address), the events newest first, older pages on demand, and
 * the open event's detail. A filtered page looks at no more than `auditScanLimit` events, so it may
 * find none while older events remain: the list then offers to search further back instead of
 * saying there are none.
 */
export function AuditHistory() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(query)), [query]);
  const filterKey = searchWithFilters(new URLSearchParams(), filters).toString();
  const filtered = isFiltered(filters);
  const openRef = eventFromSearch(params);
  const { currentData, isFetching, isError, error, refetch, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useAuditEventsInfiniteQuery(filters, {
    // The history grows all the time: read it afresh whenever the page opens or the filters change.
    refetchOnMountOrArgChange: true,
  });
  const view = currentData ? historyView(currentData.pages, filtered) : null;
  const refused = pickFilterErrors(error);
  const openEvent = openRef ? view?.events.find((event) => sameEvent(event, openRef)) : undefined;

  const applyFilters = (next: AuditFilters) => setParams(searchWithFilters(params, next));
  // Opening and closing an event changes the address without a step of its own in the history of the browser.
  const open = (event: AuditEvent) => setParams(searchWithEvent(params, { stream: event.stream, revision: event.revision }), { replace: true });
  const close = () => setParams(searchWithEvent(params, null), { replace: true });
  const olderFailed = isFetchNextPageError && !isFetchingNextPage;
  // A read afresh that failed keeps the events read before (RTK Query keeps an infinite query's pages,
  // and its error): its failure stays above them, and while Try again tries (useFailed).
  const failed = useFailed(isError && !isFetchNextPageError, error);
  const section = useRef<HTMLElement>(null);
  // What Try again hands the focus to once the events have come: the first event, else the heading of the words saying there is none.
  const firstEvent = () => section.current?.querySelector<HTMLElement>('[data-testid="audit-event"] button, .empty-state h3') ?? null;

  return (
    <section ref={section} className="audit" aria-labelledby="audit-title" data-testid="audit-history">
      <h2 id="audit-title" className="is-sr-only">
        The event history
      </h2>
      <p className="audit-explainer">
        Every change ever made in the portal, every reading of a patient's record or intake form by staff, and every reading of this history by auditors, newest first: what happened, who did it and when. Open an event to see its
        data and what the screens' data held just before and just after it.
      </p>

      <AuditFilterBar key={filterKey} filters={filters} refused={refused} onApply={applyFilters} onClear={() => applyFilters({})} />

      {!view ? (
        failed ? (
          <LoadFailure what="The event history" error={error} retrying={isFetching} onRetry={() => void refetch()} focusAfter={firstEvent} />
        ) : (
          <PageLoading label="Loading the event history..." />
        )
      ) : (
        <>
          <div className="audit-status">
            <p className="audit-status-text" aria-live="polite" data-testid="audit-status">
              {statusText(view, filtered)}
            </p>
            {/* Only above a list of events: with none to show there is nothing to bring up to date. */}
            {view.state === 'events' && (
              // Not `disabled` while a page is on its way: that would drop the focus to the page's body (here and below).
              <button
                type="button"
                className="button is-small is-light"
                aria-disabled={isFetching || undefined}
                aria-busy={(isFetching && !isFetchingNextPage) || undefined}
                onClick={() => !isFetching && void refetch()}
              >
                {isFetching && !isFetchingNextPage ? 'Refreshing...' : 'Show newest'}
              </button>
            )}
          </div>
          {failed && (
            <LoadFailure
              what="The newest events"
              error={error}
              retrying={isFetching}
              onRetry={() => void refetch()}
              focusAfter={firstEvent}
            />
          )}

          {view.state === 'events' && <AuditEventList events={view.events} openRef={openRef} onOpen={open} />}
          {view.state === 'none-yet' && (
            <div className="box empty-state audit-none-yet" data-testid="audit-none-yet">
              <h3 className="title is-5">No matching events yet</h3>
              <p>
                No matching events among the {countText(view.scanned)} most recent events looked at so far. Older events have
                not been searched yet: each search looks at up to {countText(auditScanLimit)} events.
              </p>
            </div>
          )}
          {view.state === 'none' && (
            <div className="box empty-state" data-testid="audit-none">
              <h3 className="title is-5">No matching events</h3>
              <p>No event in the whole history matches these filters. Change or clear the filters to see more.</p>
            </div>
          )}
          {view.state === 'empty' && (
            <div className="box empty-state" data-testid="audit-empty">
              <h3 className="title is-5">The history is empty</h3>
              <p>Nothing has happened in the portal yet. Every change will be listed here, newest first.</p>
            </div>
          )}

          {olderFailed ? (
            <LoadFailure what="Older events" error={error} retrying={isFetchingNextPage} onRetry={() => void fetchNextPage()} />
          ) : view.more ? (
            <div className="audit-more">
              <button
                type="button"
                className="button is-primary is-outlined"
                aria-disabled={isFetchingNextPage || undefined}
                aria-busy={isFetchingNextPage || undefined}
                onClick={() => !isFetchingNextPage && void fetchNextPage()}
              >
                {isFetchingNextPage ? 'Searching...' : view.state === 'events' ? 'Load older events' : 'Search older events'}
              </button>
            </div>
          ) : (
            view.state === 'events' && <p className="audit-start">The start of the history: there are no older events.</p>
          )}
        </>
      )}

      {openRef && <AuditEventDialog key={`${openRef.stream}/${openRef.revision}`} eventRef={openRef} event={openEvent} onClose={close} />}
    </section>
  );
}

/** What the list holds, in a sentence. */
function statusText({ events, scanned, more, state }: HistoryView, filtered: boolean): string {
  const looked = more ? `the ${countText(scanned)} most recent events` : `all ${countText(scanned)} events of the history`;
  if (state === 'empty') return 'No events.';
  if (state !== 'events') return `Looked at ${looked}.`;
  if (!filtered) return more ? `Showing the ${plural(events.length, 'most recent event')}.` : `Showing all ${plural(events.length, 'event')} of the history.`;
  return `${plural(events.length, 'matching event')} among ${looked}.`;
}

/** The server's message for each filter it refused (400), to show on that field. */
function pickFilterErrors(error: unknown): Partial<Record<FilterKey, string>> {
  const all = fieldErrors(error);
  const picked: Partial<Record<FilterKey, string>> = {};
  for (const key of filterKeys) if (all[key]?.[0]) picked[key] = all[key][0];
  return picked;
}
