import { useId, useRef } from 'react';
import { reportTexts, sharedReportPath, type ProgressReport } from '@pt/contracts';
import { serverMessage } from '../shared/api/http-error';
import { useNotice } from '../shared/ui/notice';
import { useCopyLink } from './copy-link';
import { useChangeReportVisibilityMutation } from './progressReportsEndpoints';
import { shareUrlOf } from './report-view';
import { BackButton, ViewHeading } from './view-parts';

interface CreatedReportProps {
  report: ProgressReport;
  back: () => void;
  another: () => void;
  openPatient: () => void;
  /** The report as a change made here left it (made public). */
  onChanged: (report: ProgressReport) => void;
}

/**
 * After a report is created: its link. A public one: Copy and View Report. A private one (the
 * default): says plainly that the link opens for nobody until it is made public, with Make Public
 * and a staff-only Preview; Copy and View Report come once it is public.
 */
export function CreatedReport({ report, back, another, openPatient, onChanged }: CreatedReportProps) {
  const copyLink = useCopyLink();
  const notify = useNotice();
  const [changeVisibility, { isLoading: publishing }] = useChangeReportVisibilityMutation();
  const url = shareUrlOf(window.location.origin, report.shareId);
  const noteId = useId();
  const linkField = useRef<HTMLInputElement>(null);

  const makePublic = async () => {
    try {
      const answer = await changeVisibility({ report, isPublic: true }).unwrap();
      onChanged(answer.report);
      notify({ title: 'Report Made Public', description: 'Anyone with the link can now open it.' });
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to change the report. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <div className="report-view">
      <BackButton onBack={back} />
      <section className="box report-created" aria-labelledby="report-created-title" data-testid="report-created">
        <span className="report-created-mark" aria-hidden="true">
          ✓
        </span>
        <ViewHeading id="report-created-title">{reportTexts.created}</ViewHeading>
        <p className="report-lead">
          {report.isPublic ? `“${report.reportTitle}” is saved. Share this link with the patient or their care team.` : `“${report.reportTitle}” is saved as a private report.`}
        </p>
        <div className="field report-link-field">
          <label className="label" htmlFor="report-share-link">
            Shareable link
          </label>
          <div className="field has-addons">
            <div className="control is-expanded">
              <input
                ref={linkField}
                id="report-share-link"
                className="input"
                type="text"
                readOnly
                value={url}
                onFocus={(e) => e.currentTarget.select()}
                aria-describedby={report.isPublic ? undefined : noteId}
                data-testid="report-share-link"
              />
            </div>
            {report.isPublic && (
              <div className="control">
                <button type="button" className="button is-primary" onClick={() => void copyLink(url, linkField.current)}>
                  Copy
                </button>
              </div>
            )}
          </div>
        </div>
        {!report.isPublic && (
          <div className="notification is-warning is-light report-private-note" data-testid="report-private-note">
            <p id={noteId}>
              <strong>{reportTexts.privateReport}.</strong> Its link opens only once it is made public: until then anyone who opens it sees “{reportTexts.notFound}”. Signed-in staff can preview it.
            </p>
            <div className="buttons">
              <button type="button" className="button is-primary" disabled={publishing} aria-busy={publishing || undefined} onClick={() => void makePublic()}>
                {publishing ? 'Saving...' : 'Make Public'}
              </button>
              <a className="button is-primary is-outlined" href={sharedReportPath(report.shareId)} target="_blank" rel="noopener">
                Preview<span className="is-sr-only"> (staff only, opens in a new tab)</span>
              </a>
            </div>
          </div>
        )}
        <div className="buttons report-created-actions">
          <button type="button" className="button is-primary is-outlined" onClick={another}>
            Create Another Report
          </button>
          {report.isPublic && (
            <a className="button is-primary" href={sharedReportPath(report.shareId)} target="_blank" rel="noopener">
              View Report<span className="is-sr-only"> (opens in a new tab)</span>
            </a>
          )}
          <button type="button" className="button is-text" onClick={openPatient}>
            Patient's reports
          </button>
        </div>
      </section>
    </div>
  );
}
