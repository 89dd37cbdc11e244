import { accessDenialLabels, type ReportAccess } from '@pt/contracts';
import { formatMoment } from '../shared/dates';
import { LoadFailure } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';
import { shortBrowser } from './report-link-view';
import { useReportAccessQuery } from './reportLinksEndpoints';

const outcome = (access: ReportAccess) => (access.allowed ? 'Opened' : access.reason ? accessDenialLabels[access.reason] : 'Refused');

/**
 * The openings of one link, newest first (live): when, allowed or why refused, who if signed in, and
 * the browser in a few words. Nothing more: never the address (the server keeps only its hash).
 */
export function AccessLog({ reportId, id }: { reportId: string; id: string }) {
  const log = useReportAccessQuery(reportId);
  const accesses = log.data ?? [];
  return (
    <div className="access-log" id={id} data-testid="access-log">
      {log.isLoading ? (
        <PageLoading label="Loading the access log..." />
      ) : log.isError ? (
        <LoadFailure what="The access log" error={log.error} retrying={log.isFetching} onRetry={() => void log.refetch()} />
      ) : accesses.length === 0 ? (
        <p className="access-log-empty">Nobody has opened this link yet.</p>
      ) : (
        <ol className="access-log-list" aria-label="Openings, newest first">
          {accesses.map((access) => (
            <li key={access.id} className={`access-entry${access.allowed ? ' is-allowed' : ' is-refused'}`} data-testid="access-entry">
              <span className="access-outcome">
                <span className="status-dot" aria-hidden="true" />
                {outcome(access)}
              </span>
              <time dateTime={access.accessedAt}>{formatMoment(access.accessedAt)}</time>
              <span className="access-browser">{shortBrowser(access.userAgent)}</span>
              {access.accessorEmail && <span className="access-who">{access.accessorEmail}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
