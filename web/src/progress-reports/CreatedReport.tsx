import { reportTexts, sharedReportPath, type ProgressReport } from '@pt/contracts';
import { useCopyLink } from './copy-link';
import { shareUrlOf } from './report-view';
import { BackButton, ViewHeading } from './view-parts';

/** After a report is created: its shareable link, Copy, Create Another Report and View Report (a new tab). */
export function CreatedReport({ report, back, another, openPatient }: { report: ProgressReport; back: () => void; another: () => void; openPatient: () => void }) {
  const copyLink = useCopyLink();
  const url = shareUrlOf(window.location.origin, report.shareId);

  return (
    <div className="report-view">
      <BackButton onBack={back} />
      <section className="box report-created" aria-labelledby="report-created-title" data-testid="report-created">
        <span className="report-created-mark" aria-hidden="true">
          ✓
        </span>
        <ViewHeading id="report-created-title">{reportTexts.created}</ViewHeading>
        <p className="report-lead">
          “{report.reportTitle}” is saved. Share this link with the patient or their care team.
        </p>
        <div className="field report-link-field">
          <label className="label" htmlFor="report-share-link">
            Shareable link
          </label>
          <div className="field has-addons">
            <div className="control is-expanded">
              <input id="report-share-link" className="input" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="report-share-link" />
            </div>
            <div className="control">
              <button type="button" className="button is-primary" onClick={() => void copyLink(url)}>
                Copy
              </button>
            </div>
          </div>
          {!report.isPublic && (
            <p className="help report-private-note" data-testid="report-private-note">
              This report is private: the link opens only once you make it public from the patient's reports.
            </p>
          )}
        </div>
        <div className="buttons report-created-actions">
          <button type="button" className="button is-primary is-outlined" onClick={another}>
            Create Another Report
          </button>
          <a className="button is-primary" href={sharedReportPath(report.shareId)} target="_blank" rel="noopener">
            View Report<span className="is-sr-only"> (opens in a new tab)</span>
          </a>
          <button type="button" className="button is-text" onClick={openPatient}>
            Patient's reports
          </button>
        </div>
      </section>
    </div>
  );
}
