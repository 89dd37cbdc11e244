import { practice, reportTexts, telHref, type ProgressReportView } from '@pt/contracts';
import { formatDay } from '../shared/dates';
import { ReportActions } from './ReportActions';
import { assessmentScores, sessionsPercent } from './report-view';

/**
 * Reading A (spec 001): the therapist's progress report, as written on the staff form. A private one
 * reaches only signed-in staff (their preview): it says so, and offers no Share.
 */
export function SimpleReport({ view, privatePreview = false }: { view: ProgressReportView; privatePreview?: boolean }) {
  const percent = sessionsPercent(view.sessionsCompleted, view.totalSessions);
  const scores = assessmentScores(view);
  const lists = [
    { title: 'Treatment Goals', items: view.treatmentGoals, testId: 'report-goals' },
    { title: 'Functional Improvements', items: view.functionalImprovements, testId: 'report-improvements' },
    { title: 'Next Goals', items: view.nextGoals, testId: 'report-next-goals' },
  ].filter((list) => list.items.length > 0);

  return (
    <article className="report" data-testid="simple-report" aria-labelledby="report-title">
      {privatePreview && (
        <div className="notification is-warning is-light report-preview-note" data-testid="report-private-preview">
          <strong>Staff preview: this report is private.</strong> It opens for you because you are signed in as staff. Anyone else who opens this link sees “{reportTexts.notFound}” until the report is made public.
        </div>
      )}
      <header className="report-header">
        <div>
          <h1 className="title is-3 report-title" id="report-title">
            {view.reportTitle}
          </h1>
          <p className="report-subtitle" data-testid="report-patient-name">
            Progress Report for {view.patient.firstName} {view.patient.lastName}
          </p>
          <p className="report-meta">
            <span data-testid="report-date">{formatDay(view.reportDate, 'MMMM d, yyyy')}</span>
            {view.providerName && (
              <>
                <span aria-hidden="true"> · </span>
                <span data-testid="report-provider">{view.providerName}</span>
              </>
            )}
          </p>
        </div>
        <ReportActions title={view.reportTitle} share={!privatePreview} />
      </header>

      <div className="columns report-columns is-multiline">
        <div className={scores.length ? 'column is-6-tablet' : 'column is-12'}>
          <section className="box report-section" aria-labelledby="report-treatment-title" data-testid="report-treatment">
            <h2 className="title is-5" id="report-treatment-title">
              Treatment Progress
            </h2>
            <progress className="report-progress" id="report-sessions" max={100} value={percent} aria-labelledby="report-treatment-title">
              {percent}%
            </progress>
            <div className="report-progress-legend">
              <span data-testid="report-sessions">
                {view.sessionsCompleted} of {view.totalSessions} sessions
              </span>
              <span data-testid="report-percent">{percent}% Complete</span>
            </div>
          </section>
        </div>
        {scores.length > 0 && (
          <div className="column is-6-tablet">
            <section className="box report-section" aria-labelledby="report-scores-title" data-testid="report-scores">
              <h2 className="title is-5" id="report-scores-title">
                Assessment Scores
              </h2>
              <dl className="report-scores">
                {scores.map((score) => (
                  <div key={score.label}>
                    <dt>{score.label}</dt>
                    <dd>{score.value}/10</dd>
                  </div>
                ))}
              </dl>
            </section>
          </div>
        )}
        {lists.map((list) => (
          <div key={list.title} className="column is-12">
            <section className="box report-section" aria-labelledby={`${list.testId}-title`} data-testid={list.testId}>
              <h2 className="title is-5" id={`${list.testId}-title`}>
                {list.title}
              </h2>
              <ul className="report-bullets">
                {list.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            </section>
          </div>
        ))}
        {view.therapistNotes.trim() && (
          <div className="column is-12">
            <section className="box report-section" aria-labelledby="report-notes-title" data-testid="report-notes">
              <h2 className="title is-5" id="report-notes-title">
                Therapist Notes
              </h2>
              <p className="report-notes">{view.therapistNotes}</p>
            </section>
          </div>
        )}
      </div>

      <footer className="report-footer" data-testid="report-footer">
        <p>This report was prepared by {view.providerName || practice.name}.</p>
        <p>
          Questions about this report? Call <a href={telHref()}>{practice.phone}</a>.
        </p>
      </footer>
    </article>
  );
}
