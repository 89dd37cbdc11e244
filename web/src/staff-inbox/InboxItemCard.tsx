import { formatDistance } from 'date-fns';
import { callbackTimeLabels, contactServices, type InboxItem } from '@pt/contracts';
import { formatMoment } from '../shared/dates';

const serviceLabel = (value: string) => contactServices.find((s) => s.value === value)?.label ?? value;

/**
 * Where the staff notice of the request went. With no mail server configured it was written to the
 * admins' Outbox, not sent: admins, who can open the Outbox and configure a mail server, are told so
 * by the Outbox's name. Other staff are told nothing: the request is in front of them, and a setup
 * detail they cannot act on read like an error ("not e-mailed (no e-mail server)" in amber).
 * A notice the worker gave up on is told to admins with what to check; other staff learn, calmly,
 * that colleagues were not e-mailed (the request is theirs to handle here) and that admins see why.
 */
export function notificationLabel(item: Pick<InboxItem, 'notification' | 'notificationChannel' | 'notificationAttempts'>, readsOutbox: boolean): string | undefined {
  if (item.notification === 'pending') return 'Notification: pending';
  if (item.notification === 'failed') {
    if (!readsOutbox) return 'Not e-mailed to staff; an admin can see why';
    const tries = item.notificationAttempts === 1 ? '1 attempt' : `${item.notificationAttempts} attempts`;
    return item.notificationChannel === 'outbox'
      ? `Notification: not written to the Outbox (${tries}): check the server's log`
      : `Notification: not e-mailed (${tries}): check the mail server (SMTP_URL)`;
  }
  if (item.notificationChannel === 'outbox') return readsOutbox ? 'Notification: in the Outbox (no e-mail server)' : undefined;
  return item.notificationChannel === 'smtp' ? 'Notification: e-mailed' : 'Notification: sent';
}

/** How a notice's label reads: a failure is an alarm only to admins, who can fix it. */
const notificationTone = (item: InboxItem, readsOutbox: boolean) =>
  item.notification === 'failed' && !readsOutbox ? 'is-quiet' : `is-${item.notification}${item.notificationChannel === 'outbox' ? ' is-outbox' : ''}`;

/** The id of a request's name, which the list focuses when a request it held leaves it. */
export const inboxItemHeadingId = (id: string) => `inbox-item-${id}`;

/** One contact message or callback request. */
export function InboxItemCard({
  item,
  now,
  busy,
  readsOutbox,
  onToggleStatus,
}: {
  item: InboxItem;
  /** The clock the relative time is measured against (ticks every minute). */
  now: number;
  busy: boolean;
  /** Admins: the notice's Outbox is theirs to open. */
  readsOutbox: boolean;
  onToggleStatus: (item: InboxItem) => void;
}) {
  const received = new Date(item.receivedAt);
  const valid = !Number.isNaN(received.getTime());
  const isNew = item.status === 'new';
  const headingId = inboxItemHeadingId(item.id);
  const notification = notificationLabel(item, readsOutbox);

  return (
    <article
      className={`inbox-item box${isNew ? ' is-new' : ''}`}
      data-testid="inbox-item"
      data-id={item.id}
      data-status={item.status}
      data-kind={item.kind}
      aria-labelledby={headingId}
    >
      <div className="inbox-item-top">
        <div className="tags mb-0">
          <span className={`tag ${item.kind === 'callback' ? 'is-info is-light' : 'is-link is-light'}`}>
            {item.kind === 'callback' ? 'Callback' : 'Message'}
          </span>
          <span className={`tag ${isNew ? 'is-warning' : 'is-success is-light'}`} data-testid="inbox-status">
            {isNew ? 'New' : 'Handled'}
          </span>
        </div>
        {valid && (
          <time className="inbox-time" dateTime={item.receivedAt} title={formatMoment(item.receivedAt, 'seconds')}>
            {formatDistance(received, Math.max(now, received.getTime()), { addSuffix: true })}
          </time>
        )}
      </div>

      <h3 className="title is-5 inbox-name" id={headingId} tabIndex={-1}>
        {item.name}
      </h3>
      <ul className="inbox-contact">
        <li>
          <span className="inbox-label">Phone</span> <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>{item.phone}</a>
        </li>
        {item.email && (
          <li>
            <span className="inbox-label">Email</span> <a href={`mailto:${item.email}`}>{item.email}</a>
          </li>
        )}
        {item.service && (
          <li>
            <span className="inbox-label">Service</span> {serviceLabel(item.service)}
          </li>
        )}
        {item.preferredTime && (
          <li>
            <span className="inbox-label">Preferred time</span> {callbackTimeLabels[item.preferredTime]}
          </li>
        )}
      </ul>

      {(item.message || item.reason) && (
        <blockquote className="inbox-text">{item.kind === 'callback' ? item.reason : item.message}</blockquote>
      )}

      <div className="inbox-item-bottom">
        {notification && (
          <span className={`inbox-notification ${notificationTone(item, readsOutbox)}`} data-testid="inbox-notification">
            {notification}
          </span>
        )}
        <button
          type="button"
          className={`button ${isNew ? 'is-primary' : 'is-light'}`}
          // Not `disabled` while the change is sent: that would drop the focus to the page's body.
          aria-disabled={busy || undefined}
          aria-describedby={headingId}
          onClick={() => !busy && onToggleStatus(item)}
        >
          {isNew ? 'Mark handled' : 'Reopen'}
        </button>
      </div>
    </article>
  );
}
