import { useState } from 'react';
import type { PatientRecord, RecordView } from '@pt/contracts';
import { formatMoment } from '../shared/dates';
import { LoadFailure } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';
import { firstEntries, partLabel, viewerOf } from './record-view';
import { useRecordViewsQuery } from './recordViewsEndpoints';
import '../shared/ui/staff-panel.scss';
import './record-access.scss';

/**
 * The patient dialog's 'Access log' tab (admins and auditors, ADR 28): who opened which part of the
 * record and when, newest first, live. Each person's first opening of a part within the hour is an
 * entry; the patient's own readings are not in it.
 */
export function RecordAccessTab({ patient }: { patient: PatientRecord }) {
  const log = useRecordViewsQuery(patient.id);
  const [showAll, setShowAll] = useState(false);
  const views = log.data ?? [];
  const shown = showAll ? views : views.slice(0, firstEntries);
  return (
    <section className="record-access-tab" aria-labelledby="record-access-title">
      <div className="staff-tab-head">
        <div>
          <h3 className="title is-5 mb-1" id="record-access-title">
            Access log
          </h3>
          <p className="record-access-intro">
            Who opened {patient.firstName}'s record, and which part: each person's first opening of a part within the hour. {patient.firstName}'s own visits are not listed.
          </p>
        </div>
      </div>
      {log.isLoading ? (
        <PageLoading label="Loading the access log..." />
      ) : log.isError ? (
        <LoadFailure what="The access log" error={log.error} retrying={log.isFetching} onRetry={() => void log.refetch()} />
      ) : views.length === 0 ? (
        <p className="empty-text is-compact" data-testid="record-access-empty">
          No staff member has opened {patient.firstName}'s record yet.
        </p>
      ) : (
        <>
          <ol className="record-access-list" aria-label="Openings of the record, newest first" data-testid="record-access">
            {shown.map((view) => (
              <RecordAccessEntry key={view.id} view={view} />
            ))}
          </ol>
          {shown.length < views.length && (
            <button type="button" className="button is-small is-text record-access-more" onClick={() => setShowAll(true)}>
              Show all {views.length} entries
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** One entry, read as one sentence: 'Exercise program, Nov 28, 2026, 9:41 AM, Jordan Ellis (therapist@…), Therapist'. */
function RecordAccessEntry({ view }: { view: RecordView }) {
  const { who, role } = viewerOf(view);
  return (
    <li className="record-access-entry" data-testid="record-access-entry">
      <span className="record-access-part">{partLabel(view)}</span>
      <span className="is-sr-only">, </span>
      <time dateTime={view.viewedAt}>{formatMoment(view.viewedAt)}</time>
      <span className="is-sr-only">, </span>
      <span className="record-access-who">
        {who}
        {role && <span className="tag is-light record-access-role">{role}</span>}
      </span>
    </li>
  );
}
