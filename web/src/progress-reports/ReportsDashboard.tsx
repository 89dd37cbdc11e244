import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PatientListing, ProgressReportTally, ReportCounts } from '@pt/contracts';
import { formatDay } from '../shared/dates';
import { LoadFailure, RetryButton, useFailed } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';
import { useReportCountsQuery, useReportPatientsQuery } from './progressReportsEndpoints';
import { searchPatients, tallyLabel, type OpenView } from './report-view';
import { ViewHeading } from './view-parts';

/** The dashboard view: the counters, the patients (searched by name) and how reports work. */
export function ReportsDashboard({ open, canWrite }: { open: OpenView; canWrite: boolean }) {
  const [search, setSearch] = useState('');
  const patients = useReportPatientsQuery();
  const failed = useFailed(patients.isError, patients.error);
  const byPatient = useReportCountsQuery().data?.byPatient;
  const found = searchPatients(patients.data ?? [], search);
  const searching = search.trim() !== '';

  return (
    <>
      <header className="portal-header">
        <div>
          <ViewHeading>Progress Reports</ViewHeading>
          <p className="report-lead">Create and share progress reports with your patients.</p>
        </div>
        {canWrite && (
          <div className="buttons portal-header-actions">
            <button type="button" className="button is-primary" onClick={() => open({ kind: 'create', patientId: null })}>
              Create New Report
            </button>
          </div>
        )}
      </header>

      <div className="field report-search" role="search" aria-label="Patients">
        <label className="label" htmlFor="report-patient-search">
          Search patients
        </label>
        <div className="control">
          <input
            id="report-patient-search"
            className="input"
            type="search"
            value={search}
            placeholder="Search patients by name..."
            autoComplete="off"
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </div>

      <Counters />

      <section aria-labelledby="report-patients-title" className="report-patients">
        <h2 className="title is-5" id="report-patients-title">
          Patients
          {patients.data && (
            <span className="report-found" aria-live="polite" data-testid="report-patients-count">
              {searching ? `${found.length} of ${patients.data.length}` : patients.data.length}
            </span>
          )}
        </h2>
        {failed ? (
          <LoadFailure what="The patients" error={patients.error} retrying={patients.isFetching} onRetry={() => void patients.refetch()} />
        ) : patients.isLoading ? (
          <PageLoading label="Loading patients..." />
        ) : found.length === 0 ? (
          <div className="box empty-state" data-testid="report-patients-empty">
            <h3 className="title is-5">No Patients Found</h3>
            <p>{searching ? `No patient's name contains “${search.trim()}”. Try a different search term.` : 'No patients have been added yet. Patients appear here once they are added or complete their portal profile.'}</p>
          </div>
        ) : (
          <ul className="report-patient-grid">
            {found.map((patient) => (
              <li key={patient.id}>
                <ReportPatientCard patient={patient} open={open} canWrite={canWrite} tally={byPatient && (byPatient[patient.id] ?? { created: 0, shared: 0 })} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <HowToUse />
    </>
  );
}

/** Each counter says what it counts, so it adds up with the cards below and each patient's list. */
const counters: { key: Exclude<keyof ReportCounts, 'byPatient'>; label: string; note: string }[] = [
  { key: 'totalPatients', label: 'Total Patients', note: 'The patients below' },
  { key: 'reportsCreated', label: 'Reports Created', note: 'Progress reports, all patients' },
  { key: 'sharedReports', label: 'Shared Reports', note: 'Public: their link opens' },
];

/** The three counters, computed by the server (DECISIONS.md: real counts) from what this page lists. */
function Counters() {
  const { data, error, isFetching, refetch } = useReportCountsQuery();
  const list = useRef<HTMLUListElement>(null);
  return (
    <div className="report-counters-block">
      <ul className="report-counters" aria-label="Report counts" aria-busy={(!data && isFetching) || undefined} ref={list} tabIndex={-1}>
        {counters.map(({ key, label, note }) => (
          <li key={key} className={`report-counter is-${key}`} data-testid={`report-count-${key}`}>
            <span className="report-counter-label">{label}</span>
            <span className="report-counter-value" data-testid="value">
              {data ? data[key] : '–'}
            </span>
            <span className="report-counter-note">{note}</span>
          </li>
        ))}
      </ul>
      <p className="report-counters-scope">
        Report links generated from a patient's Reports tab are listed and counted there, under <Link to="/patient-portal/dashboard?tab=patients">Patients</Link>.
      </p>
      {/* Kept while it is tried again (the error stays until an answer comes): its button keeps the focus, then hands it to the counts. */}
      {error !== undefined && !data && (
        <p className="help is-danger report-counters-failure" role="alert">
          The counts could not be loaded. <RetryButton className="button is-small is-text" retrying={isFetching} onRetry={() => void refetch()} focusAfter={() => list.current} />
        </p>
      )}
    </div>
  );
}

/** One patient: name, e-mail, condition or 'General', start date, their reports (of the counters); View opens the patient's reports, Report the form. */
function ReportPatientCard({ patient, open, canWrite, tally }: { patient: PatientListing; open: OpenView; canWrite: boolean; tally?: ProgressReportTally }) {
  const headingId = `report-patient-${patient.id}`;
  return (
    <article className="report-patient-card box" aria-labelledby={headingId} data-testid="report-patient-card" data-id={patient.id}>
      <div className="report-patient-top">
        <h3 className="title is-5 report-patient-name" id={headingId}>
          {patient.fullName}
        </h3>
        <span className={`tag report-condition${patient.primaryCondition ? '' : ' is-general'}`}>{patient.primaryCondition || 'General'}</span>
      </div>
      <p className="report-patient-email">{patient.email}</p>
      <p className="report-patient-start">
        <span className="field-caption">Start date</span> {formatDay(patient.startDate)}
      </p>
      {tally && (
        <p className={`report-patient-tally${tally.created ? '' : ' is-none'}`} data-testid="report-patient-tally">
          {tallyLabel(tally)}
        </p>
      )}
      <div className="card-actions">
        <button type="button" className="button is-small is-primary is-outlined" aria-describedby={headingId} onClick={() => open({ kind: 'patient', patientId: patient.id })}>
          View
        </button>
        {canWrite && (
          <button type="button" className="button is-small is-primary" aria-describedby={headingId} onClick={() => open({ kind: 'create', patientId: patient.id })}>
            Report
          </button>
        )}
      </div>
    </article>
  );
}

const steps = [
  { title: 'Create', text: 'Choose a patient and write the report: goals, improvements, sessions and scores.' },
  { title: 'Generate link', text: 'Every report gets its own secure link. Turn on sharing to make it open.' },
  { title: 'Share', text: 'Send the link to the patient, their family or their physician. No sign-in needed.' },
  { title: 'Track', text: 'See how often each report was opened, and make it private again at any time.' },
];

/** The spec's explainer: create, generate a link, share, track. */
function HowToUse() {
  return (
    <section className="box report-how" aria-labelledby="report-how-title">
      <h2 className="title is-5" id="report-how-title">
        How to Use
      </h2>
      <ol className="report-how-steps">
        {steps.map((step, i) => (
          <li key={step.title}>
            <span className="report-how-number" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3 className="report-how-title">{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
