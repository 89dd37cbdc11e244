import { useEffect, useRef } from 'react';
import type { Conversation, ConversationMessage, MessageSide } from '@pt/contracts';
import { formatMoment } from '../shared/dates';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';
import { unreadFor } from './conversation-cache';
import { useConversationQuery, useReadConversationMutation } from './messagesEndpoints';
import { ReplyForm } from './ReplyForm';

/** One conversation: its messages, oldest first, and the reply form; opening it marks it read for the one looking. */
export function ConversationThread({ id, side, canWrite, takeFocus = false }: { id: string; side: MessageSide; canWrite: boolean; takeFocus?: boolean }) {
  const { data: conversation, isLoading, isError, error, refetch, isFetching } = useConversationQuery(id);
  const failed = useFailed(isError, error);
  useMarkRead(conversation, side, canWrite);
  // The newest message in view, within the list (the page itself does not move).
  const list = useRef<HTMLOListElement>(null);
  const count = conversation?.messages.length ?? 0;
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);
  // Opened by a click: its subject takes the focus once it is shown.
  const subject = useRef<HTMLHeadingElement>(null);
  const shown = conversation !== undefined;
  useEffect(() => {
    if (takeFocus && shown) subject.current?.focus();
  }, [takeFocus, shown]);

  if (isLoading && !failed) return <PageLoading label="Loading conversation..." />;
  if (!conversation) {
    return failed ? <LoadFailure what="This conversation" error={error} retrying={isFetching} onRetry={() => void refetch()} /> : null;
  }
  return (
    <article className="box conversation-thread" aria-labelledby="conversation-subject" data-testid="conversation-thread">
      <header className="conversation-head">
        <h2 className="title is-5 mb-1" id="conversation-subject" tabIndex={-1} ref={subject}>
          {conversation.subject}
        </h2>
        <p className="conversation-meta">
          {side === 'practice' ? `${conversation.patientName} · ` : ''}Started {formatMoment(conversation.startedAt)}
        </p>
      </header>
      <ol className="conversation-messages" aria-label="Messages" ref={list} tabIndex={0}>
        {conversation.messages.map((message) => (
          <MessageBubble key={message.id} message={message} side={side} patientName={conversation.patientName} />
        ))}
      </ol>
      {canWrite ? <ReplyForm conversationId={conversation.id} /> : <p className="has-text-grey conversation-readonly">Auditors read conversations; they do not write in them.</p>}
    </article>
  );
}

function MessageBubble({ message, side, patientName }: { message: ConversationMessage; side: MessageSide; patientName: string }) {
  const mine = message.from === side;
  const author = mine && side === 'patient' ? 'You' : message.from === 'patient' ? patientName : (message.authorName ?? (side === 'patient' ? 'Your care team' : 'The practice'));
  return (
    <li className={`message-bubble ${mine ? 'is-mine' : 'is-theirs'} is-from-${message.from}`}>
      <p className="message-author">
        <strong>{author}</strong> <time dateTime={message.at}>{formatMoment(message.at)}</time>
      </p>
      <p className="message-content">{message.content}</p>
    </li>
  );
}

/** What the one looking has not read is marked read once shown (auditors read without marking). */
function useMarkRead(conversation: Conversation | undefined, side: MessageSide, canWrite: boolean) {
  const [markRead] = useReadConversationMutation();
  const last = conversation?.messages.at(-1)?.id;
  const unread = conversation ? unreadFor(side, conversation) : 0;
  const conversationId = conversation?.id;
  useEffect(() => {
    if (!canWrite || !conversationId || !last || unread === 0) return;
    // A failure leaves it unread: the next opening tries again.
    void markRead({ conversationId, through: last }).unwrap().catch(() => {});
  }, [canWrite, conversationId, last, unread, markRead]);
}
