import type { AuditEvent } from '@pt/contracts';
import { sameEvent, type AuditEventRef } from './audit-filters';
import { describeActor, eventTime, typeLabel } from './audit-format';

/** The events, newest first: each a button that opens its detail. */
export function AuditEventList({ events, openRef, onOpen }: { events: readonly AuditEvent[]; openRef: AuditEventRef | null; onOpen: (event: AuditEvent) => void }) {
  return (
    <ol className="audit-list" aria-label="Events, newest first">
      {events.map((event) => (
        <li key={event.position} data-testid="audit-event" data-type={event.type} data-stream={event.stream} data-position={event.position}>
          <AuditEventRow event={event} open={sameEvent(event, openRef)} onOpen={onOpen} />
        </li>
      ))}
    </ol>
  );
}

function AuditEventRow({ event, open, onOpen }: { event: AuditEvent; open: boolean; onOpen: (event: AuditEvent) => void }) {
  const when = eventTime(event.at);
  const actor = describeActor(event.actor);
  return (
    <button type="button" className={`audit-row${open ? ' is-open' : ''}`} aria-haspopup="dialog" onClick={() => onOpen(event)}>
      <span className="audit-row-what">
        <span className="audit-row-type">{typeLabel(event.type)}</span>
        {event.unreadable && <span className="tag is-warning is-light audit-row-flag">Unreadable</span>}
        <span className="audit-row-stream">
          <span className="is-sr-only">, stream </span>
          <span className="audit-mono">{event.stream}</span>
          <span className="audit-row-revision"> · revision {event.revision}</span>
        </span>
      </span>
      <span className="audit-row-who">
        <span className="is-sr-only">, by </span>
        <span className="audit-row-actor">{actor.label}</span>
        {actor.role && <span className="tag role-tag audit-role">{actor.role}</span>}
      </span>
      <span className="audit-row-when">
        <span className="is-sr-only">, </span>
        {when ? (
          <time dateTime={when.iso} title={when.iso}>
            {when.text}
          </time>
        ) : (
          <span className="audit-muted">Time not recorded</span>
        )}
      </span>
      <span className="audit-row-position">
        <span className="is-sr-only">, position </span>
        <span aria-hidden="true">#</span>
        {event.position}
      </span>
    </button>
  );
}
