import { useId, useState } from 'react';
import { accessText, linkState, linkStateLabels, reportTexts, reportTypeLabels, type ReportDisclosure } from '@pt/contracts';
import { formatMoment } from '../shared/dates';
import { AccessLogView } from '../shared/report-access/AccessLog';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';
import { useMyReportAccessQuery, useMyReportsQuery } from './myReportsEndpoints';
import '../shared/report-access/link-state.scss';
import './my-reports.scss';

/**
 * Settings › Shared reports: every report made about the signed-in patient, who made it, whether its
 * link opens now, and each time someone opened it (or was refused). An accounting of who saw their
 * health information; the links themselves stay with the therapist.
 */
export function MyReports() {
  const reports = useMyReportsQuery(undefined, { refetchOnMountOrArgChange: true });
  const failed = useFailed(reports.isError, reports.error);
  const now = new Date();
  if (reports.isLoading && !failed) return <PageLoading label="Loading your reports..." />;
  if (failed) return <LoadFailure what="Your reports" error={reports.error} retrying={reports.isFetching} onRetry={() => void reports.refetch()} />;
  const list = reports.data ?? [];
  if (list.length === 0) return <p className="my-reports-empty">No reports have been shared about you.</p>;
  return (
    <ul className="my-reports" aria-label="Reports about you, newest first">
      {list.map((report) => (
        <li key={report.id}>
          <DisclosureCard report={report} now={now} />
        </li>
      ))}
    </ul>
  );
}

/** A progress report's link opens while it is public; a shared report's while on, unexpired and under its limit. */
function stateOf(report: ReportDisclosure, now: Date): { id: string; label: string } {
  if (report.kind === 'progress') return report.isActive ? { id: 'active', label: 'Public' } : { id: 'off', label: 'Private' };
  const state = linkState(report, now);
  return { id: state, label: linkStateLabels[state] };
}

function DisclosureCard({ report, now }: { report: ReportDisclosure; now: Date }) {
  const [showLog, setShowLog] = useState(false);
  const logId = useId();
  const headingId = useId();
  const state = stateOf(report, now);
  return (
    <article className={`link-card is-${state.id}`} aria-labelledby={headingId} data-testid="my-report" data-id={report.id}>
      <div className="link-card-top">
        <h3 className="title is-6 link-card-title" id={headingId}>
          {report.title}
        </h3>
        <div className="link-card-tags">
          <span className="tag link-kind-tag">{report.reportType ? reportTypeLabels[report.reportType] : 'Progress summary'}</span>
          <span className={`tag link-state-tag is-${state.id}`} data-testid="my-report-state">
            {state.label}
          </span>
        </div>
      </div>
      {/* Staff accounts have no name: the e-mail says who shared it. Moments are text, not pills, so they wrap between words. */}
      <p className="link-card-meta">
        <span>
          Shared by {report.createdByName ?? report.createdBy} on {formatMoment(report.createdAt)}
        </span>
        {report.lastAccessedAt && <span data-testid="my-report-last-opened">Last opened {formatMoment(report.lastAccessedAt)}</span>}
        {report.kind === 'shared' && <span>{report.expiresAt ? `Expires ${formatMoment(report.expiresAt)}` : reportTexts.noExpiration}</span>}
      </p>
      <ul className="link-facts">
        <li data-testid="my-report-views">{accessText(report.accessCount, report.maxAccess)}</li>
        {report.requiresPassword && <li>{reportTexts.passwordProtected}</li>}
      </ul>
      <div>
        <button type="button" className="button is-small is-light" aria-expanded={showLog} aria-controls={showLog ? logId : undefined} onClick={() => setShowLog((open) => !open)}>
          {showLog ? 'Hide who opened it' : 'Who opened it'}
        </button>
      </div>
      {showLog && <OpeningsLog reportId={report.id} id={logId} />}
    </article>
  );
}

function OpeningsLog({ reportId, id }: { reportId: string; id: string }) {
  const log = useMyReportAccessQuery(reportId, { refetchOnMountOrArgChange: true });
  return <AccessLogView log={log} id={id} emptyText="Nobody has opened this report's link yet." />;
}
