import { useState, type ReactNode } from 'react';
import type { RecordView } from '@pt/contracts';
import { formatMoment } from '../shared/dates';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';
import { firstEntries, partLabel, viewerOf } from './record-view';
import '../shared/ui/staff-panel.scss';
import './record-access.scss';

/** An access log as its query holds it (newest first). */
export interface AccessLogQuery {
  data?: RecordView[];
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * An access log tab (admins and auditors): its heading and intro, then who opened what and when,
 * newest first, the first entries and 'Show all'. `showPart`: each entry names the part read (a
 * patient's record has several; an intake form is one).
 */
export function RecordAccessLog({
  idPrefix,
  log,
  intro,
  emptyText,
  listLabel,
  showPart = true,
}: {
  idPrefix: string;
  log: AccessLogQuery;
  intro: ReactNode;
  emptyText: ReactNode;
  listLabel: string;
  showPart?: boolean;
}) {
  const [showAll, setShowAll] = useState(false);
  const views = log.data ?? [];
  const failed = useFailed(log.isError, log.error);
  const shown = showAll ? views : views.slice(0, firstEntries);
  return (
    <section className="record-access-tab" aria-labelledby={`${idPrefix}-title`}>
      <div className="staff-tab-head">
        <div>
          <h3 className="title is-5 mb-1" id={`${idPrefix}-title`}>
            Access log
          </h3>
          <p className="record-access-intro">{intro}</p>
        </div>
      </div>
      {failed ? (
        <LoadFailure what="The access log" error={log.error} retrying={log.isFetching} onRetry={() => void log.refetch()} />
      ) : log.isLoading ? (
        <PageLoading label="Loading the access log..." />
      ) : views.length === 0 ? (
        <p className="empty-text is-compact" data-testid="record-access-empty">
          {emptyText}
        </p>
      ) : (
        <>
          <ol className="record-access-list" aria-label={listLabel} data-testid="record-access">
            {shown.map((view) => (
              <RecordAccessEntry key={view.id} view={view} showPart={showPart} />
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
function RecordAccessEntry({ view, showPart }: { view: RecordView; showPart: boolean }) {
  const { who, role } = viewerOf(view);
  return (
    <li className={`record-access-entry${showPart ? '' : ' is-one-part'}`} data-testid="record-access-entry">
      {showPart && (
        <>
          <span className="record-access-part">{partLabel(view)}</span>
          <span className="is-sr-only">, </span>
        </>
      )}
      <time dateTime={view.viewedAt}>{formatMoment(view.viewedAt)}</time>
      <span className="is-sr-only">, </span>
      <span className="record-access-who">
        {who}
        {role && <span className="tag is-light record-access-role">{role}</span>}
      </span>
    </li>
  );
}
