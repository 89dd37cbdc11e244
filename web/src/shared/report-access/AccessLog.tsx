import { accessDenialLabels, type PatientReportAccess } from '@pt/contracts';
import { formatMoment } from '../dates';
import { LoadFailure } from '../ui/LoadFailure';
import { PageLoading } from '../ui/PageLoading';
import { shortBrowser } from './access-view';
import { useReportAccessQuery } from './accessEndpoints';
import './access-log.scss';

const outcome = (access: PatientReportAccess) => (access.allowed ? 'Opened' : access.reason ? accessDenialLabels[access.reason] : 'Refused');

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
 * The openings of one link, newest first: when, allowed or why refused, who if signed in, and the
 * browser in a few words. Nothing more: never the address (the server keeps only its hash).
 */
export function AccessLogView({ log, id, emptyText = 'Nobody has opened this link yet.' }: AccessLogProps & { log: AccessLogQuery }) {
  const accesses = log.data ?? [];
  return (
    <div className="access-log" id={id} data-testid="access-log">
      {log.isLoading ? (
        <PageLoading label="Loading the access log..." />
      ) : log.isError ? (
        <LoadFailure what="The access log" error={log.error} retrying={log.isFetching} onRetry={() => void log.refetch()} />
      ) : accesses.length === 0 ? (
        <p className="access-log-empty">{emptyText}</p>
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
