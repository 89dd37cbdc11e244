import { useEffect, useRef } from 'react';
import { exerciseCategoryLabels, reportTypeLabels, telHref, type ExerciseCategory, type SharedReportView } from '@pt/contracts';
import { formatDay } from '../shared/dates';
import { tipCategoryLabel } from '../shared/tip-category';
import { MeasurementsChart } from './MeasurementsChart';
import { ReportActions } from './ReportActions';
import { changeOver, formatMobilityChange, formatPainChange } from './report-view';

const long = 'MMMM d, yyyy';

/**
 * Reading B (spec 001): the therapist's generated report over a date range. `focusTitle`: the
 * report replaced the password card, whose field had the focus; the reader starts at the title.
 */
export function DetailedReport({ view, focusTitle = false }: { view: SharedReportView; focusTitle?: boolean }) {
  const { report, patient, practice } = view;
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);
  const showChart = report.includeProgress && view.progress.length > 0;
  return (
    <article className="report" data-testid="detailed-report" aria-labelledby="report-title">
      <header className="report-header">
        <div>
          <span className="tag is-info is-light report-type" data-testid="report-type">
            {reportTypeLabels[report.reportType] ?? report.reportType}
          </span>
          <h1 className="title is-3 report-title" id="report-title" ref={title} tabIndex={-1}>
            {report.title}
          </h1>
          <p className="report-subtitle" data-testid="report-range">
            {formatDay(report.dateRange.start, long)} – {formatDay(report.dateRange.end, long)}
          </p>
        </div>
        <ReportActions title={report.title} share={false} />
      </header>

      {report.includeProgress && <ProgressSummary progress={view.progress} />}

      <div className="columns report-columns">
        <div className="column is-4-tablet">
          <section className="box report-section" aria-labelledby="report-patient-title" data-testid="report-patient">
            <h2 className="title is-5" id="report-patient-title">
              Patient Information
            </h2>
            <dl className="report-facts">
              <div>
                <dt>Name</dt>
                <dd>
                  {patient.firstName} {patient.lastName}
                </dd>
              </div>
              {patient.dateOfBirth && (
                <div>
                  <dt>Date of birth</dt>
                  <dd>{formatDay(patient.dateOfBirth, long)}</dd>
                </div>
              )}
              {patient.primaryCondition && (
                <div>
                  <dt>Primary condition</dt>
                  <dd>{patient.primaryCondition}</dd>
                </div>
              )}
              <div>
                <dt>Report generated</dt>
                <dd>{formatDay(report.createdAt, long)}</dd>
              </div>
            </dl>
          </section>
        </div>

        <div className="column is-8-tablet">
          {report.customNotes.trim() && (
            <section className="box report-section" aria-labelledby="report-notes-title" data-testid="report-notes">
              <h2 className="title is-5" id="report-notes-title">
                Therapist Notes
              </h2>
              <p className="report-notes">{report.customNotes}</p>
            </section>
          )}

          {showChart && <MeasurementsChart progress={view.progress} />}

          {report.includeExercises && (
            <section className="box report-section" aria-labelledby="report-exercises-title" data-testid="report-exercises">
              <h2 className="title is-5" id="report-exercises-title">
                Exercise Program
              </h2>
              {view.exercises.length === 0 ? (
                <p className="report-muted">No exercises are assigned at the moment.</p>
              ) : (
                <ul className="report-list">
                  {view.exercises.map((item) => (
                    <li key={item.id} className="report-exercise" data-testid="report-exercise">
                      <div className="report-item-head">
                        <h3 className="title is-6">{item.exercise.name}</h3>
                        {item.exercise.category && <span className="tag is-light">{exerciseCategoryLabels[item.exercise.category as ExerciseCategory] ?? item.exercise.category}</span>}
                      </div>
                      {item.exercise.description && <p>{item.exercise.description}</p>}
                      <dl className="report-exercise-facts">
                        {item.frequency && (
                          <div>
                            <dt>Frequency</dt>
                            <dd>{item.frequency}</dd>
                          </div>
                        )}
                        {item.exercise.duration > 0 && (
                          <div>
                            <dt>Duration</dt>
                            <dd>{item.exercise.duration} min</dd>
                          </div>
                        )}
                        {item.exercise.repetitions !== null && item.exercise.repetitions !== '' && (
                          <div>
                            <dt>Repetitions</dt>
                            <dd>{item.exercise.repetitions}</dd>
                          </div>
                        )}
                      </dl>
                      {item.customInstructions.trim() && (
                        <p className="report-instructions">
                          <strong>Instructions:</strong> {item.customInstructions}
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}

          {report.includeHealthTips && (
            <section className="box report-section" aria-labelledby="report-tips-title" data-testid="report-tips">
              <h2 className="title is-5" id="report-tips-title">
                Health &amp; Wellness Tips
              </h2>
              {view.healthTips.length === 0 ? (
                <p className="report-muted">No tips at the moment.</p>
              ) : (
                <ul className="report-list">
                  {view.healthTips.map((tip) => (
                    <li key={tip.id} className="report-tip">
                      <div className="report-item-head">
                        <h3 className="title is-6">{tip.title}</h3>
                        {tip.category && <span className="tag is-light">{tipCategoryLabel(tip.category)}</span>}
                      </div>
                      <p className="report-notes">{tip.content}</p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </div>
      </div>

      <footer className="report-footer" data-testid="report-footer">
        <p>Report generated on {formatDay(report.createdAt, long)}.</p>
        <p>
          {practice.name}
          {practice.phone && (
            <>
              {' · '}
              <a href={telHref(practice.phone)}>{practice.phone}</a>
            </>
          )}
        </p>
      </footer>
    </article>
  );
}

/** On small screens, the change of pain and mobility over the range at a glance. */
function ProgressSummary({ progress }: { progress: SharedReportView['progress'] }) {
  const pain = changeOver(progress, 'pain');
  const mobility = changeOver(progress, 'mobility');
  if (pain === null && mobility === null) return null;
  return (
    <section className="box report-section report-summary is-hidden-tablet" aria-labelledby="report-summary-title" data-testid="report-summary">
      <h2 className="title is-5" id="report-summary-title">
        Progress Summary
      </h2>
      <dl className="report-summary-values">
        {pain !== null && (
          <div className={pain < 0 ? 'is-better' : pain > 0 ? 'is-worse' : ''}>
            <dt>Pain change</dt>
            <dd data-testid="pain-change">{formatPainChange(pain)}</dd>
          </div>
        )}
        {mobility !== null && (
          <div className={mobility > 0 ? 'is-better' : mobility < 0 ? 'is-worse' : ''}>
            <dt>Mobility change</dt>
            <dd data-testid="mobility-change">{formatMobilityChange(mobility)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
