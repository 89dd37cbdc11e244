import { useId, useState } from 'react';
import type { ProgressReport } from '@pt/contracts';
import { reportTexts, sharedReportPath } from '@pt/contracts';
import { serverMessage } from '../shared/api/http-error';
import { formatDay } from '../shared/dates';
import { AccessLog } from '../shared/report-access/AccessLog';
import { useNotice } from '../shared/ui/notice';
import { useCopyLink } from './copy-link';
import { useChangeReportVisibilityMutation } from './progressReportsEndpoints';
import { openingsLabel, sessionsLabel, shareUrlOf } from './report-view';

/**
 * One progress report of the patient: title, date, sessions, how often recipients opened it, then
 * Public or Private with the actions, and its access log (every opening, staff preview and refusal).
 * A public one opens; a private one says so. Therapists and admins copy its link and switch it;
 * auditors read everything but hand out no patient's link (as in the patient dialog's Reports tab).
 */
export function ReportRow({ report, canWrite }: { report: ProgressReport; canWrite: boolean }) {
  const notify = useNotice();
  const copyLink = useCopyLink();
  const [changeVisibility, { isLoading: changing }] = useChangeReportVisibilityMutation();
  const titleId = `progress-report-${report.id}`;
  const url = shareUrlOf(window.location.origin, report.shareId);
  const [showLog, setShowLog] = useState(false);
  const logId = useId();

  const tellPrivate = () =>
    notify({ title: reportTexts.privateReport, description: canWrite ? 'Make it public to open or share its link.' : 'Only public reports can be opened.' });

  const toggle = async () => {
    const isPublic = !report.isPublic;
    try {
      await changeVisibility({ report, isPublic }).unwrap();
      notify(isPublic ? { title: 'Report Made Public', description: 'Anyone with the link can now open it.' } : { title: 'Report Made Private', description: 'The link no longer opens the report.' });
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to change the report. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <article className="report-row" aria-labelledby={titleId} data-testid="progress-report" data-id={report.id}>
      <div className="report-row-main">
        <h3 className="report-row-title" id={titleId}>
          {report.reportTitle}
        </h3>
        <p className="report-row-meta">
          <span>{formatDay(report.reportDate, 'MMMM d, yyyy')}</span>
          <span data-testid="report-sessions">{sessionsLabel(report)}</span>
          <span data-testid="report-openings">{openingsLabel(report.accessCount)}</span>
        </p>
      </div>
      <div className="report-row-side">
        <span className={`tag report-visibility ${report.isPublic ? 'is-public' : 'is-private'}`} data-testid="report-visibility">
          {report.isPublic ? 'Public' : 'Private'}
        </span>
        <div className="buttons report-row-actions">
          {report.isPublic ? (
            <a className="button is-small is-primary is-outlined" href={sharedReportPath(report.shareId)} target="_blank" rel="noopener" aria-describedby={titleId}>
              View<span className="is-sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <button type="button" className="button is-small is-primary is-outlined" aria-describedby={titleId} onClick={tellPrivate}>
              View
            </button>
          )}
          {report.isPublic && canWrite && (
            <button type="button" className="button is-small" aria-describedby={titleId} onClick={() => void copyLink(url)}>
              Copy Link
            </button>
          )}
          <button type="button" className="button is-small is-light" aria-describedby={titleId} aria-expanded={showLog} aria-controls={showLog ? logId : undefined} onClick={() => setShowLog((open) => !open)}>
            {showLog ? 'Hide access log' : 'Access log'}
          </button>
          {canWrite && (
            // Not `disabled` while it is saved: that would drop the focus to the page's body.
            <button type="button" className="button is-small is-light" aria-describedby={titleId} aria-disabled={changing || undefined} aria-busy={changing || undefined} onClick={() => !changing && void toggle()}>
              {changing ? 'Saving...' : report.isPublic ? 'Make Private' : 'Make Public'}
            </button>
          )}
        </div>
      </div>
      {showLog && (
        <div className="report-row-log">
          <AccessLog reportId={report.id} id={logId} emptyText="Nobody has opened this report yet." />
        </div>
      )}
    </article>
  );
}
