import type { PatientListing, ProgressReport } from '@pt/contracts';
import { hasStatus } from '../shared/api/http-error';
import { formatDay } from '../shared/dates';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';
import { useProgressReportsOfQuery, useReportPatientQuery } from './progressReportsEndpoints';
import { ReportRow } from './ReportRow';
import type { OpenView } from './report-view';
import { BackButton, ViewHeading } from './view-parts';

/** The patient detail view: who the patient is, and their progress reports. */
export function PatientReportsView({ patientId, open, back, canWrite }: { patientId: string; open: OpenView; back: () => void; canWrite: boolean }) {
  const patient = useReportPatientQuery(patientId);
  const failed = useFailed(patient.isError, patient.error);

  if (patient.isLoading && !failed) return <PageLoading label="Loading patient..." />;
  if (!patient.data) {
    if (hasStatus(patient.error, 404) || hasStatus(patient.error, 400)) {
      return (
        <div className="report-view">
          <BackButton onBack={back} />
          <div className="box empty-state" data-testid="report-patient-missing">
            <ViewHeading>Patient not found</ViewHeading>
            <p>This patient does not exist or was removed.</p>
          </div>
        </div>
      );
    }
    return (
      <div className="report-view">
        <BackButton onBack={back} />
        <LoadFailure what="The patient" error={patient.error} retrying={patient.isFetching} onRetry={() => void patient.refetch()} />
      </div>
    );
  }
  return <PatientReports patient={patient.data} open={open} back={back} canWrite={canWrite} />;
}

function PatientReports({ patient, open, back, canWrite }: { patient: PatientListing; open: OpenView; back: () => void; canWrite: boolean }) {
  const reports = useProgressReportsOfQuery(patient.id);
  const failed = useFailed(reports.isError, reports.error);
  const create = () => open({ kind: 'create', patientId: patient.id });

  return (
    <div className="report-view" data-testid="report-patient-detail">
      <BackButton onBack={back} />
      <header className="portal-header">
        <div>
          <ViewHeading>{patient.fullName}</ViewHeading>
          <p className="report-lead">{patient.primaryCondition || 'General Physical Therapy'}</p>
        </div>
        {canWrite && (
          <div className="buttons portal-header-actions">
            <button type="button" className="button is-primary" onClick={create}>
              Create Report
            </button>
          </div>
        )}
      </header>

      <div className="report-detail-grid">
        <section className="box report-patient-info" aria-labelledby="report-patient-info-title">
          <h2 className="title is-5" id="report-patient-info-title">
            Patient Information
          </h2>
          <dl className="report-facts">
            <div>
              <dt>E-mail</dt>
              <dd>{patient.email}</dd>
            </div>
            {patient.phone && (
              <div>
                <dt>Phone</dt>
                <dd>{patient.phone}</dd>
              </div>
            )}
            <div>
              <dt>Start date</dt>
              <dd>{formatDay(patient.startDate, 'MMMM d, yyyy')}</dd>
            </div>
            {patient.dateOfBirth && (
              <div>
                <dt>Date of birth</dt>
                <dd>{formatDay(patient.dateOfBirth, 'MMMM d, yyyy')}</dd>
              </div>
            )}
          </dl>
        </section>

        <section className="box report-list-box" aria-labelledby="report-list-title">
          <h2 className="title is-5" id="report-list-title">
            Progress Reports
            {reports.data && reports.data.length > 0 && <span className="report-found">{reports.data.length}</span>}
          </h2>
          {failed ? (
            <LoadFailure what="The reports" error={reports.error} retrying={reports.isFetching} onRetry={() => void reports.refetch()} />
          ) : reports.isLoading ? (
            <PageLoading label="Loading reports..." />
          ) : !reports.data?.length ? (
            <div className="empty-state report-empty" data-testid="reports-empty">
              <h3 className="title is-5">No Progress Reports</h3>
              <p>{canWrite ? `Create the first progress report for ${patient.firstName}.` : 'No progress report has been created for this patient yet.'}</p>
              {canWrite && (
                <button type="button" className="button is-primary mt-3" onClick={create}>
                  Create First Report
                </button>
              )}
            </div>
          ) : (
            <ul className="report-list">
              {reports.data.map((report: ProgressReport) => (
                <li key={report.id}>
                  <ReportRow report={report} canWrite={canWrite} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
