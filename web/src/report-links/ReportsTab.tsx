import { useEffect, useRef, useState } from 'react';
import { reportTexts, type PatientListing, type SharedReport } from '@pt/contracts';
import { serverMessage } from '../shared/api/http-error';
import { useStaffAccess } from '../shared/session/staff-access';
import { ConfirmDialog } from '../shared/ui/ConfirmDialog';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { useNotice } from '../shared/ui/notice';
import { PageLoading } from '../shared/ui/PageLoading';
import { GenerateReportDialog } from './GenerateReportDialog';
import { ReportLinkCard } from './ReportLinkCard';
import { useRevokeSharedReportMutation, useSharedReportsQuery } from './reportLinksEndpoints';
import '../shared/ui/staff-panel.scss';
import './report-links.scss';

/** The clock the links' states are judged by; it moves every half minute, so an expiry shows without a reload. */
function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * Where the focus goes when a dialog of this tab closes and the button it was opened from is gone
 * (else it falls to the page's body, behind the patient's dialog): the first report's generator was
 * opened from the empty list's button, which the list's own replaces; a link turned off loses its
 * button, so its card's title takes the focus.
 */
function useRefocusAfterDialogs(reports: readonly SharedReport[]) {
  const generateButton = useRef<HTMLButtonElement>(null);
  const titles = useRef(new Map<string, HTMLHeadingElement>());
  const [target, setTarget] = useState<{ kind: 'generate' } | { kind: 'title'; reportId: string } | null>(null);
  useEffect(() => {
    if (!target) return;
    // A link's button goes once the list says the link is off.
    if (target.kind === 'title' && reports.some((report) => report.id === target.reportId && report.isActive)) return;
    setTarget(null);
    // Only where the focus was lost: a control that has it keeps it.
    if (document.activeElement && document.activeElement !== document.body) return;
    (target.kind === 'generate' ? generateButton.current : titles.current.get(target.reportId))?.focus();
  }, [target, reports]);
  return {
    generateButton,
    titleOf: (reportId: string) => (element: HTMLHeadingElement | null) => {
      if (element) titles.current.set(reportId, element);
      else titles.current.delete(reportId);
    },
    onGenerateButton: () => setTarget({ kind: 'generate' }),
    onTitleOf: (reportId: string) => setTarget({ kind: 'title', reportId }),
  };
}

/**
 * The patient dialog's 'Reports' tab (spec 001): the patient's shared report links, newest first,
 * each with its state, its openings and its access log, live. Therapists and admins generate new
 * ones and turn links off; auditors read.
 */
export function ReportsTab({ patient }: { patient: PatientListing }) {
  const { canWrite } = useStaffAccess();
  const list = useSharedReportsQuery(patient.id);
  const failed = useFailed(list.isError, list.error);
  const [revoke, revoking] = useRevokeSharedReportMutation();
  const notify = useNotice();
  const now = useNow();
  const [generating, setGenerating] = useState(false);
  const [toTurnOff, setToTurnOff] = useState<SharedReport | null>(null);
  const reports = list.data ?? [];
  const refocus = useRefocusAfterDialogs(reports);

  async function turnOff() {
    if (!toTurnOff || revoking.isLoading) return;
    try {
      await revoke(toTurnOff).unwrap();
      refocus.onTitleOf(toTurnOff.id);
      notify({ title: 'Link Turned Off', description: `${toTurnOff.title} no longer opens. ${reportTexts.revoked}` });
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to turn off the link', variant: 'destructive' });
    } finally {
      setToTurnOff(null);
    }
  }

  const generateButton = canWrite && (
    <button ref={refocus.generateButton} type="button" className="button is-primary" onClick={() => setGenerating(true)}>
      Generate New Report
    </button>
  );

  return (
    <section className="report-links-tab" aria-labelledby="report-links-title">
      <div className="staff-tab-head">
        <div>
          <h3 className="title is-5 mb-1" id="report-links-title">
            Reports
          </h3>
          <p className="report-links-intro">Links that show {patient.firstName}'s program and progress to whoever holds them, with who opened them and when.</p>
        </div>
        {reports.length > 0 && generateButton}
      </div>
      {failed ? (
        <LoadFailure what="The reports" error={list.error} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : list.isLoading ? (
        <PageLoading label="Loading reports..." />
      ) : reports.length === 0 ? (
        <div className="report-links-empty" data-testid="reports-empty">
          <p className="empty-text is-compact">No shared reports yet.{canWrite ? ` Generate one to share ${patient.firstName}'s progress.` : ''}</p>
          {generateButton}
        </div>
      ) : (
        <ul className="report-link-list" data-testid="report-links">
          {reports.map((report) => (
            <li key={report.id}>
              <ReportLinkCard report={report} now={now} canWrite={canWrite} onTurnOff={setToTurnOff} titleRef={refocus.titleOf(report.id)} />
            </li>
          ))}
        </ul>
      )}

      {generating && <GenerateReportDialog
          patient={patient}
          onClose={() => {
            setGenerating(false);
            refocus.onGenerateButton();
          }}
        />}
      {toTurnOff && (
        <ConfirmDialog
          title="Turn off link"
          message={`Turn off the link to ${toTurnOff.title}? Whoever opens it will be told it was turned off. This cannot be undone; generate a new report to share again.`}
          confirmLabel="Turn off link"
          busyLabel="Turning off..."
          busy={revoking.isLoading}
          onConfirm={() => void turnOff()}
          onCancel={() => setToTurnOff(null)}
        />
      )}
    </section>
  );
}
