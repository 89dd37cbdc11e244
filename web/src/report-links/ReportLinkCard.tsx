import { useId, useState } from 'react';
import { reportTexts, reportTypeLabels, sharedReportPath, type SharedReport } from '@pt/contracts';
import { formatDay, formatMoment } from '../shared/dates';
import { AccessLog } from '../shared/report-access/AccessLog';
import { accessText, linkState, linkStateLabels, shareLinkOf } from './report-link-view';
import { ShareLink } from './ShareLink';
import '../shared/report-access/link-state.scss';

export const siteOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/** What a link allows: how often it was opened (of how many), until when, and whether it asks for a password. */
export function LinkFacts({ report }: { report: SharedReport }) {
  return (
    <ul className="link-facts">
      <li data-testid="access-count">{accessText(report.accessCount, report.maxAccess)}</li>
      <li data-testid="link-expiry">{report.expiresAt ? `Expires ${formatMoment(report.expiresAt)}` : reportTexts.noExpiration}</li>
      {report.requiresPassword && (
        <li>
          <span className="tag is-password" data-testid="password-flag">
            {reportTexts.passwordProtected}
          </span>
        </li>
      )}
    </ul>
  );
}

/**
 * One shared report of the patient: what it covers, who made it, its link, how it may be opened and
 * whether it opens now; everyone may preview it (logged as a staff preview, not counted) and read its
 * access log; therapists and admins copy its link and turn it off. Auditors read everything but hand
 * out no patient's link (as on /progress-reports): no link to copy.
 */
export function ReportLinkCard({
  report,
  now,
  canWrite,
  onTurnOff,
  titleRef,
}: {
  report: SharedReport;
  now: Date;
  canWrite: boolean;
  onTurnOff: (report: SharedReport) => void;
  /** The title takes the focus when the card's Turn off button is gone. */
  titleRef?: (element: HTMLHeadingElement | null) => void;
}) {
  const [showLog, setShowLog] = useState(false);
  const logId = useId();
  const headingId = useId();
  const state = linkState(report, now);
  const link = shareLinkOf(siteOrigin(), sharedReportPath(report.shareId));

  return (
    <article className={`link-card is-${state}`} aria-labelledby={headingId} data-testid="report-link" data-id={report.id}>
      <div className="link-card-top">
        <h4 className="title is-6 link-card-title" id={headingId} ref={titleRef} tabIndex={-1}>
          {report.title}
        </h4>
        <div className="link-card-tags">
          <span className="tag link-kind-tag">{reportTypeLabels[report.reportType]}</span>
          <span className={`tag link-state-tag is-${state}`} data-testid="link-state">
            {linkStateLabels[state]}
          </span>
        </div>
      </div>
      <p className="link-card-meta">
        <span>
          {formatDay(report.dateRange.start)} – {formatDay(report.dateRange.end)}
        </span>
        <span>
          Created by {report.createdByName ?? report.createdBy} on {formatMoment(report.createdAt)}
        </span>
      </p>
      {canWrite && <ShareLink link={link} of={report.title} />}
      <LinkFacts report={report} />
      <div className="report-link-actions">
        <button type="button" className="button is-small is-light" aria-expanded={showLog} aria-controls={showLog ? logId : undefined} onClick={() => setShowLog((open) => !open)}>
          {showLog ? 'Hide access log' : 'Access log'}
        </button>
        <a className="button is-small is-link is-outlined" href={link} target="_blank" rel="noopener noreferrer">
          Preview Report<span className="is-sr-only"> (opens in a new tab)</span>
        </a>
        {canWrite && report.isActive && (
          <button type="button" className="button is-small is-danger is-outlined" onClick={() => onTurnOff(report)}>
            Turn off link
          </button>
        )}
      </div>
      {showLog && <AccessLog reportId={report.id} id={logId} />}
    </article>
  );
}
