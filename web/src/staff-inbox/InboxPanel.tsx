import { useEffect, useMemo, useRef, useState } from 'react';
import type { InboxItem } from '@pt/contracts';
import { hasStatus, serverMessage } from '../shared/api/http-error';
import { LiveIndicator } from '../shared/live/LiveProvider';
import { useStaffAccess } from '../shared/session/staff-access';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { LoadOlder } from '../shared/ui/LoadOlder';
import { useNotice } from '../shared/ui/notice';
import { PageLoading } from '../shared/ui/PageLoading';
import { useFocusAfterChange } from '../shared/ui/useFocusAfterChange';
import { hasOlderItems, itemsOf, newCountOf, type InboxFilter } from './inbox-cache';
import { useInboxInfiniteQuery, useSetInboxStatusMutation } from './inboxEndpoints';
import { InboxItemCard, inboxItemHeadingId } from './InboxItemCard';
import './inbox.scss';

const filters: { id: InboxFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'new', label: 'New' },
  { id: 'handled', label: 'Handled' },
];

/** A 412: the request changed since the list was fetched; the list refetches (inboxEndpoints). */
const changedElsewhere = 'This request was changed by someone else. The list now shows the latest version.';

const emptyTexts: Record<InboxFilter, string> = {
  all: 'No requests yet. New messages and callback requests appear here as they arrive.',
  new: 'No new requests. Everything has been handled.',
  handled: 'No handled requests yet.',
};

/** No request of the filter among those loaded, while older ones remain: they may hold some. */
const emptySoFarTexts: Record<Exclude<InboxFilter, 'all'>, string> = {
  new: 'No new requests among those loaded. Older requests may still have some.',
  handled: 'No handled requests among those loaded. Older requests may still have some.',
};

/**
 * The staff's live inbox of contact messages and callback requests. Newest first, a page at a time:
 * "Load older requests" adds the next page. Each filter is its own list, paged by the server, so
 * "New" reaches every new request however old; the new-count is of every request.
 */
export function InboxPanel({ headingLevel = 2, titled = true }: { headingLevel?: 1 | 2; /** False on a page whose own heading says Requests. */ titled?: boolean }) {
  const [filter, setFilter] = useState<InboxFilter>('all');
  const inbox = useInboxInfiniteQuery(filter);
  const { data, isLoading, isError, error, refetch, isFetching, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = inbox;
  const [setStatus] = useSetInboxStatusMutation();
  const { user } = useStaffAccess();
  const readsOutbox = user.role === 'admin';
  const notify = useNotice();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const now = useMinuteClock();

  const items = useMemo(() => (data ? itemsOf(data) : []), [data]);
  // A request marked handled (or reopened) here that leaves the filtered list hands the focus its
  // button had to the next request, else the one before, else the words saying none is left.
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const empty = useRef<HTMLParagraphElement>(null);
  const handOff = useFocusAfterChange({ items, shown: ids, read: inbox, focusOf: (id) => document.getElementById(inboxItemHeadingId(id)), fallback: () => empty.current });
  const newCount = (data ? newCountOf(data) : undefined) ?? 0;
  const more = data ? hasOlderItems(data) : false;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // A failed older page keeps the list: the failure is said where the button was.
  const listFailed = useFailed(isError && !isFetchNextPageError, error);
  const emptyText = filter !== 'all' && more && !(filter === 'new' && newCount === 0) ? emptySoFarTexts[filter] : emptyTexts[filter];

  async function toggleStatus(item: InboxItem) {
    const status = item.status === 'new' ? 'handled' : 'new';
    setBusyIds((ids) => new Set(ids).add(item.id));
    // Shown at once (inboxEndpoints): under a filter the request leaves the list as it is sent.
    const sent = setStatus({ id: item.id, status, revision: item.revision }).unwrap();
    if (filter !== 'all') handOff.expect({ id: item.id, action: sent });
    try {
      await sent;
    } catch (failure) {
      notify(
        hasStatus(failure, 412)
          ? { title: 'Not changed', description: changedElsewhere, variant: 'destructive' }
          : { title: 'Error', description: serverMessage(failure) ?? 'Failed to update status', variant: 'destructive' },
      );
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(item.id);
        return next;
      });
    }
  }

  return (
    <section className="inbox" aria-labelledby={titled ? 'inbox-title' : undefined} aria-label={titled ? undefined : 'Requests'}>
      <div className="inbox-header">
        <div>
          {titled && (
            <Heading id="inbox-title" className="title is-4 mb-1">
              Requests
            </Heading>
          )}
          <p className="inbox-count" data-testid="inbox-new-count">
            {newCount === 1 ? '1 new request' : `${newCount} new requests`}
          </p>
        </div>
        <LiveIndicator />
      </div>

      <div className="buttons has-addons inbox-filters" role="group" aria-label="Show requests">
        {filters.map((f) => (
          <button
            key={f.id}
            type="button"
            className={`button${filter === f.id ? ' is-primary is-selected' : ''}`}
            aria-pressed={filter === f.id}
            onClick={() => setFilter(f.id)}
          >
            {f.label}
          </button>
        ))}
      </div>

      {isLoading && !listFailed ? (
        <PageLoading label="Loading requests..." />
      ) : listFailed || !data ? (
        <LoadFailure what="The requests" error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <>
          {items.length === 0 ? (
            <p className="inbox-empty" ref={empty} tabIndex={-1}>
              {emptyText}
            </p>
          ) : (
            <ul className="inbox-list">
              {items.map((item) => (
                <li key={item.id}>
                  <InboxItemCard item={item} now={now} busy={busyIds.has(item.id)} readsOutbox={readsOutbox} onToggleStatus={toggleStatus} />
                </li>
              ))}
            </ul>
          )}
          <LoadOlder items="requests" more={more} loading={isFetchingNextPage} failed={isFetchNextPageError} error={error} onLoad={() => void fetchNextPage()} />
        </>
      )}
    </section>
  );
}

/** The current time, updated every minute so relative times stay right. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
