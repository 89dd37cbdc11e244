import { useEffect, useMemo, useRef, useState } from 'react';
import type { ConversationFilter, ConversationSummary, MessageSide } from '@pt/contracts';
import { formatMoment } from '../shared/dates';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { LoadOlder } from '../shared/ui/LoadOlder';
import { PageLoading } from '../shared/ui/PageLoading';
import { conversationsOf, unreadFor } from './conversation-cache';
import { useConversationsInfiniteQuery } from './messagesEndpoints';

const filters: { id: ConversationFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'unread', label: 'Unread' },
];

/** The conversations, newest activity first, a page at a time; each with its unread count for the one looking. */
export function ConversationList({ side, openId, focusId = null, onOpen }: { side: MessageSide; openId: string | null; focusId?: string | null; onOpen: (id: string) => void }) {
  const [filter, setFilter] = useState<ConversationFilter>('all');
  const { data, isLoading, isError, error, refetch, isFetching, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useConversationsInfiniteQuery(filter);
  const failed = useFailed(isError && !data, error);
  const conversations = useMemo(() => (data ? conversationsOf(data) : []), [data]);
  const more = !!data?.pages.at(-1)?.nextBefore;

  return (
    <div className="box conversation-list" data-testid="conversation-list">
      <div className="buttons has-addons conversation-filters" role="group" aria-label="Show conversations">
        {filters.map(({ id, label }) => (
          <button key={id} type="button" className={`button is-small${filter === id ? ' is-primary is-selected' : ''}`} aria-pressed={filter === id} onClick={() => setFilter(id)}>
            {label}
          </button>
        ))}
      </div>
      {failed ? (
        <LoadFailure what="Your conversations" error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <PageLoading label="Loading conversations..." />
      ) : conversations.length === 0 ? (
        <p className="has-text-grey conversation-empty">
          {filter === 'unread' ? 'Nothing unread.' : side === 'patient' ? 'No messages yet. Start one with New Message.' : 'No messages from patients yet.'}
        </p>
      ) : (
        <ul className="conversation-items">
          {conversations.map((c) => (
            <li key={c.id}>
              <ConversationItem conversation={c} side={side} open={c.id === openId} takeFocus={c.id === focusId} onOpen={() => onOpen(c.id)} />
            </li>
          ))}
        </ul>
      )}
      <LoadOlder items="conversations" more={more} loading={isFetchingNextPage} failed={isFetchNextPageError} error={error} onLoad={() => void fetchNextPage()} />
    </div>
  );
}

function ConversationItem({ conversation: c, side, open, takeFocus, onOpen }: { conversation: ConversationSummary; side: MessageSide; open: boolean; takeFocus: boolean; onOpen: () => void }) {
  const unread = unreadFor(side, c);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);
  const who = side === 'patient' ? (c.lastFrom === 'patient' ? 'You wrote' : 'Your care team wrote') : c.lastFrom === 'practice' ? 'The practice wrote' : `${c.patientName.split(' ')[0]} wrote`;
  return (
    <button ref={button} type="button" className={`conversation-item${open ? ' is-open' : ''}${unread > 0 ? ' is-unread' : ''}`} aria-current={open || undefined} onClick={onOpen}>
      <span className="conversation-item-top">
        <span className="conversation-subject">{c.subject}</span>
        {unread > 0 && <span className="tag is-link is-rounded">{unread} new</span>}
      </span>
      {side === 'practice' && <span className="conversation-patient">{c.patientName}</span>}
      <span className="conversation-meta">
        {who} · {formatMoment(c.lastMessageAt)}
      </span>
    </button>
  );
}
