import { useState } from 'react';
import type { PatientReportAccess } from '@pt/contracts';
import { formatMoment } from '../dates';
import { LoadFailure, useFailed } from '../ui/LoadFailure';
import { PageLoading } from '../ui/PageLoading';
import { accessOutcome, shortBrowser, visibleEntries } from './access-view';
import { useReportAccessQuery } from './accessEndpoints';
import './access-log.scss';

/** What the log shows of a query of openings (staff's or the patient's own). */
export interface AccessLogQuery {
  data?: readonly PatientReportAccess[];
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch(): unknown;
}

interface AccessLogProps {
  id: string;
  emptyText?: string;
}

/** The openings of one link as staff see them (live). */
export function AccessLog({ reportId, ...props }: AccessLogProps & { reportId: string }) {
  return <AccessLogView log={useReportAccessQuery(reportId)} {...props} />;
}

/**
 * The openings of one link, newest first: when, opened (by a recipient, or a staff preview) or why
 * refused, who if signed in, and the browser in a few words. Nothing more: never the address (the
 * server keeps only its hash). The newest few first; the rest on demand, so the list never needs a
 * scroll area of its own.
 */
export function AccessLogView({ log, id, emptyText = 'Nobody has opened this link yet.' }: AccessLogProps & { log: AccessLogQuery }) {
  const [showAll, setShowAll] = useState(false);
  const accesses = log.data ?? [];
  const failed = useFailed(log.isError, log.error);
  const shown = visibleEntries(accesses, showAll);
  return (
    <div className="access-log" id={id} data-testid="access-log">
      {failed ? (
        <LoadFailure what="The access log" error={log.error} retrying={log.isFetching} onRetry={() => void log.refetch()} />
      ) : log.isLoading ? (
        <PageLoading label="Loading the access log..." />
      ) : accesses.length === 0 ? (
        <p className="access-log-empty">{emptyText}</p>
      ) : (
        <>
          <ol className="access-log-list" aria-label="Openings, newest first">
            {shown.map((access) => (
              <AccessEntry key={access.id} access={access} />
            ))}
          </ol>
          {shown.length < accesses.length && (
            <button type="button" className="button is-small is-text access-log-more" onClick={() => setShowAll(true)}>
              Show all {accesses.length} entries
            </button>
          )}
        </>
      )}
    </div>
  );
}

/** One entry; the hidden commas make it read (and copy) as one sentence: 'Opened, Nov 25, 2026, 4:20 PM, Safari on iPhone'. */
function AccessEntry({ access }: { access: PatientReportAccess }) {
  const { label, tone } = accessOutcome(access);
  return (
    <li className={`access-entry is-${tone}`} data-testid="access-entry" data-tone={tone}>
      <span className="access-outcome">
        <span className="status-dot" aria-hidden="true" />
        {label}
      </span>
      <span className="is-sr-only">, </span>
      <time dateTime={access.accessedAt}>{formatMoment(access.accessedAt)}</time>
      <span className="is-sr-only">, </span>
      <span className="access-detail">
        <span className="access-browser">{shortBrowser(access.userAgent)}</span>
        {access.accessorEmail && (
          <>
            <span className="access-separator"> · </span>
            <span className="access-who">{access.accessorName ?? access.accessorEmail}</span>
          </>
        )}
      </span>
    </li>
  );
}
