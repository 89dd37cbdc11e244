import type { OutboxMessage } from '@pt/contracts';
import { formatMoment } from '../shared/dates';
import { LiveIndicator } from '../shared/live/LiveProvider';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { LoadOlder } from '../shared/ui/LoadOlder';
import { PageLoading } from '../shared/ui/PageLoading';
import { linkify } from './linkify';
import { hasOlderMessages, messagesOf, totalOf } from './outbox-cache';
import { useOutboxInfiniteQuery } from './outboxEndpoints';
import './outbox.scss';

/** What the notice was about, in the staff's words. */
const sourceLabels: Record<string, string> = {
  ContactMessageSubmitted: 'Contact message',
  CallbackRequested: 'Callback request',
  IntakeFormSubmitted: 'Intake form',
  EmailConfirmationRequested: 'E-mail confirmation',
  PasswordResetRequested: 'New password link',
  MessageWritten: 'Portal message',
};

/** The notices written to the outbox because no mail server is configured: newest first, a page at a time, live. */
export function OutboxPanel() {
  const { data, isLoading, isError, error, refetch, isFetching, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useOutboxInfiniteQuery();
  // A failed older page keeps the list: the failure is said where the button was (LoadOlder), as in
  // the Requests inbox and the intake forms. Only a failure of the list itself takes the list's place.
  const failed = useFailed(isError && !isFetchNextPageError, error);
  const messages = messagesOf(data);
  const total = totalOf(data);

  return (
    <section className="outbox" aria-labelledby="outbox-title">
      <div className="outbox-header">
        <div>
          <h2 id="outbox-title" className="title is-4 mb-1">
            Notices in the outbox
          </h2>
          <p className="outbox-count" data-testid="outbox-count">
            {/* Said once the outbox is read: while it loads, or when it fails, it said '0 notices'. */}
            {data && (total === 1 ? '1 notice' : `${total} notices`)}
          </p>
        </div>
        <LiveIndicator />
      </div>
      <p className="outbox-explainer">
        No mail server is configured (<code>SMTP_URL</code>), so the notices of new requests are kept here instead of
        being e-mailed. Nobody received them by e-mail: check this page, or configure a mail server.
      </p>

      {isLoading && !failed ? (
        <PageLoading />
      ) : failed || !data ? (
        <LoadFailure what="The outbox" error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : messages.length === 0 ? (
        <p className="outbox-empty">The outbox is empty. A notice appears here when a request arrives.</p>
      ) : (
        <>
          <ol className="outbox-list">
            {messages.map((message) => (
              <li key={message.id}>
                <OutboxMessageCard message={message} />
              </li>
            ))}
          </ol>
          <LoadOlder items="notices" more={hasOlderMessages(data)} loading={isFetchingNextPage} failed={isFetchNextPageError} error={error} onLoad={() => void fetchNextPage()} />
        </>
      )}
    </section>
  );
}

/** An address may wrap after its @, not inside a word. */
function withBreakAfterAt(address: string) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const sent = new Date(message.sentAt);
  const headingId = `outbox-message-${message.id}`;
  return (
    <article className="outbox-message box" data-testid="outbox-message" aria-labelledby={headingId}>
      <div className="outbox-message-top">
        <span className="tag is-link is-light">{sourceLabels[message.source.type] ?? message.source.type}</span>
        {!Number.isNaN(sent.getTime()) && (
          <time dateTime={message.sentAt} className="outbox-time">
            {formatMoment(message.sentAt)}
          </time>
        )}
      </div>
      <h3 className="title is-5 outbox-subject" id={headingId}>
        {message.subject}
      </h3>
      <p className="outbox-to">
        <span className="outbox-label">To</span> {withBreakAfterAt(message.to)}
      </p>
      <pre className="outbox-text">{linkify(message.text)}</pre>
    </article>
  );
}
