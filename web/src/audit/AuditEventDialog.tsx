import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AuditEvent } from '@pt/contracts';
import { Dialog } from '../shared/ui/Dialog';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { useNotice } from '../shared/ui/notice';
import { PageLoading } from '../shared/ui/PageLoading';
import { historyLink, type AuditEventRef } from './audit-filters';
import { actorFilterValue, describeActor, eventTime, prettyJson, typeLabel } from './audit-format';
import { AuditDocuments } from './AuditDocuments';
import { useAuditDocumentsQuery } from './auditEndpoints';

/**
 * One event: who caused it and when, its ids (each selectable and copyable, each a way into the
 * history filtered by it), its data, and what the screens' data held before and after it. `event`
 * is the list's copy; an event opened from a link that the list does not hold comes with its documents.
 */
export function AuditEventDialog({ eventRef, event, onClose }: { eventRef: AuditEventRef; event: AuditEvent | undefined; onClose: () => void }) {
  const documents = useAuditDocumentsQuery(eventRef);
  const failed = useFailed(documents.isError, documents.error);
  const shown = event ?? documents.data?.event;
  const when = eventTime(shown?.at);

  return (
    <Dialog
      title={shown ? typeLabel(shown.type) : 'Event'}
      subtitle={shown ? `Position ${shown.position}${when ? ` · ${when.text}` : ''}` : `${eventRef.stream}, revision ${eventRef.revision}`}
      size="large"
      onClose={onClose}
      testId="audit-event-dialog"
    >
      {!shown ? (
        failed ? (
          <LoadFailure what="This event" error={documents.error} retrying={documents.isFetching} onRetry={() => void documents.refetch()} />
        ) : (
          <PageLoading label="Loading the event..." />
        )
      ) : (
        <>
          {shown.unreadable && (
            <div className="notification is-warning is-light audit-unreadable" role="note">
              <strong>The current version of the portal cannot read this event.</strong> {sentence(shown.unreadable)} Its data is shown as it was stored.
            </div>
          )}
          <EventFacts event={shown} />
          <section className="audit-section" aria-labelledby="audit-data-title">
            <h3 className="title is-5 audit-section-title" id="audit-data-title">
              Event data
            </h3>
            <pre className="audit-json" data-testid="audit-event-data" tabIndex={0} role="region" aria-label="The event's data as JSON">
              {prettyJson(shown.data)}
            </pre>
          </section>
          <section className="audit-section" aria-labelledby="audit-documents-title">
            <h3 className="title is-5 audit-section-title" id="audit-documents-title">
              What the screens showed
            </h3>
            <p className="audit-section-intro">Each document of the screens' data that this event changed, as it was just before the event and just after it.</p>
            {!failed && (documents.isLoading || (documents.isFetching && !documents.data)) ? (
              <PageLoading label="Loading what the screens showed..." />
            ) : failed || !documents.data ? (
              <LoadFailure what="What the screens showed" error={documents.error} retrying={documents.isFetching} onRetry={() => void documents.refetch()} />
            ) : (
              <AuditDocuments documents={documents.data.documents} />
            )}
          </section>
        </>
      )}
    </Dialog>
  );
}

/** A message as a sentence: it ends with a full stop. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

function EventFacts({ event }: { event: AuditEvent }) {
  const when = eventTime(event.at);
  const actor = describeActor(event.actor);
  const actorFilter = actorFilterValue(event.actor);
  return (
    <dl className="audit-facts" data-testid="audit-event-facts">
      <Fact label="Event type">
        {typeLabel(event.type)} <span className="audit-mono audit-muted">{event.type}</span>
      </Fact>
      <Fact label="When">
        {when ? (
          <>
            <time dateTime={when.iso}>{when.text}</time> <span className="audit-mono audit-muted">{when.iso}</span>
          </>
        ) : (
          <span className="audit-muted">Not recorded</span>
        )}
      </Fact>
      <Fact label="Who">
        <span className="audit-fact-line">
          {actor.label}
          {actor.role && <span className="tag role-tag audit-role">{actor.role}</span>}
        </span>
        {event.actor.userId && <CopyableId label="User id" value={event.actor.userId} />}
        {actorFilter && <FilterLink to={historyLink({ actor: actorFilter })}>Every event by {event.actor.kind === 'anonymous' ? 'visitors' : 'this actor'}</FilterLink>}
      </Fact>
      <Fact label="Stream and revision">
        <CopyableId label="Stream" value={event.stream} />
        <span className="audit-fact-line">Revision {event.revision} of this stream</span>
        <FilterLink to={historyLink({ stream: event.stream })}>Every event of this stream</FilterLink>
      </Fact>
      <Fact label="Position in the log">
        <CopyableId label="Position" value={event.position} />
      </Fact>
      <Fact label="Event id">
        <CopyableId label="Event id" value={event.id} />
      </Fact>
      <Fact label="Correlation id">
        {event.correlationId ? (
          <>
            <CopyableId label="Correlation id" value={event.correlationId} />
            <FilterLink to={historyLink({ correlation: event.correlationId })}>Every event of this correlation</FilterLink>
          </>
        ) : (
          <span className="audit-muted">None</span>
        )}
      </Fact>
      <Fact label="Causation id">{event.causationId ? <CopyableId label="Causation id" value={event.causationId} /> : <span className="audit-muted">None</span>}</Fact>
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="audit-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function FilterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="audit-filter-link">
      {children}
    </Link>
  );
}

/** An id to read, select (one click selects it whole) and copy. */
function CopyableId({ label, value }: { label: string; value: string }) {
  const notify = useNotice();
  const canCopy = typeof navigator !== 'undefined' && !!navigator.clipboard?.writeText;
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      notify({ title: 'Copied', description: `${label} copied to the clipboard.` });
    } catch {
      notify({ title: 'Not copied', description: `Select the ${label.toLowerCase()} and copy it instead.`, variant: 'destructive' });
    }
  }
  return (
    <span className="audit-id">
      <code className="audit-id-value">{value}</code>
      {canCopy && (
        <button type="button" className="button is-small is-white audit-copy" aria-label={`Copy ${label.toLowerCase()}`} onClick={() => void copy()}>
          Copy
        </button>
      )}
    </span>
  );
}
