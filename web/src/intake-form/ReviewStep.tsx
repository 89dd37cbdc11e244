import { useFormContext, useWatch } from 'react-hook-form';
import { intakeAnswerText, intakeFieldLabels, intakeStepFields, type IntakeField, type IntakeStepId } from '@pt/contracts';
import { BodyChart, MarkedAreaList } from '../shared/body-chart/BodyChart';
import { intakeSteps, type IntakeValues } from './steps';

/** The last step: every answer, by step, with a way back to change it. */
export function ReviewStep({ onEdit }: { onEdit: (step: number) => void }) {
  const { control } = useFormContext<IntakeValues>();
  const values = useWatch({ control }) as IntakeValues;

  return (
    <div className="intake-review">
      {intakeSteps.slice(0, -1).map((step, index) => {
        const id = step.id as IntakeStepId;
        const headingId = `review-${id}`;
        return (
          <section key={id} className="intake-review-section" aria-labelledby={headingId}>
            <div className="intake-review-heading">
              <h3 className="title is-5 mb-0" id={headingId}>
                {step.title}
              </h3>
              <button type="button" className="button is-small is-link is-light" onClick={() => onEdit(index)}>
                Change<span className="is-sr-only"> {step.title}</span>
              </button>
            </div>
            {id === 'bodyChart' ? (
              <div className="intake-review-chart">
                <BodyChart marks={values.anatomyData ?? {}} />
                <MarkedAreaList marks={values.anatomyData ?? {}} />
              </div>
            ) : (
              <Answers fields={intakeStepFields[id] as IntakeField[]} values={values} />
            )}
          </section>
        );
      })}
    </div>
  );
}

function Answers({ fields, values }: { fields: IntakeField[]; values: IntakeValues }) {
  const answered = fields.map((field) => [field, intakeAnswerText(field, values[field as keyof IntakeValues])] as const).filter(([, text]) => text !== '');
  if (answered.length === 0) return <p className="intake-review-empty">Nothing entered.</p>;
  return (
    <dl className="intake-answers">
      {answered.map(([field, text]) => (
        <div key={field} className="intake-answer">
          <dt>{intakeFieldLabels[field]}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
