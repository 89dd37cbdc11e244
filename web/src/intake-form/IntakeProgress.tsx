import { intakeSteps } from './steps';

/** Where the patient is in the form: the steps, the ones done (a way back to each), and "Step n of 6". */
export function IntakeProgress({ step, onGoTo }: { step: number; onGoTo: (step: number) => void }) {
  const current = intakeSteps[step]!;
  return (
    <nav className="intake-progress" aria-label="Steps of the form">
      <ol>
        {intakeSteps.map((s, index) => {
          const state = index < step ? 'is-done' : index === step ? 'is-current' : 'is-ahead';
          const content = (
            <>
              <span className="intake-step-number" aria-hidden="true">
                {index < step ? '✓' : index + 1}
              </span>
              <span className="intake-step-title">{s.title}</span>
            </>
          );
          return (
            <li key={s.id} className={state} aria-current={index === step ? 'step' : undefined} data-testid="intake-step">
              {index < step ? (
                <button type="button" onClick={() => onGoTo(index)}>
                  {content}
                  <span className="is-sr-only"> (done)</span>
                </button>
              ) : (
                <span className="intake-step-label">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="intake-progress-text" data-testid="intake-progress-text">
        Step {step + 1} of {intakeSteps.length}: {current.title}
      </p>
      <div className="intake-progress-bar" aria-hidden="true">
        <span style={{ width: `${((step + 1) / intakeSteps.length) * 100}%` }} />
      </div>
    </nav>
  );
}
