import { intakeAnswerText, intakeFieldLabels, intakeStepFields, type IntakeField, type IntakeForm } from '@pt/contracts';
import { BodyChart, MarkedAreaList } from '../shared/body-chart/BodyChart';
import { formatMoment } from '../shared/dates';

/** The tabs of the detail dialog: Patient Info, Medical History, Symptoms, Anatomy (spec 001). */

const fieldsOf = (step: keyof typeof intakeStepFields) => intakeStepFields[step] as readonly IntakeField[];
const painFields: readonly IntakeField[] = ['painCurrent', 'painBest', 'painWorst'];
/** Answers to a follow-up question show only when given (the form asks them only when they apply). */
const followUps: readonly IntakeField[] = ['cancerType', 'arthritisType', 'otherCondition', 'imagingOther', 'onsetOther', 'provokingOther', 'symptomOther', 'radiatingWhere', 'timingOther'];

/** Whole years from a birth day (yyyy-MM-dd) to today. */
export function ageOn(birthDay: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDay);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hadBirthday = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
}

function Answer({ form, field }: { form: IntakeForm; field: IntakeField }) {
  const value = form[field as keyof IntakeForm];
  const text = intakeAnswerText(field, value);
  if (!text) return <span className="not-answered">Not answered</span>;
  if (field === 'dateOfBirth' && typeof value === 'string') {
    const age = ageOn(value, new Date());
    return <>{age === null ? text : `${text} (age ${age})`}</>;
  }
  if (field === 'patientEmail') return <a href={`mailto:${text}`}>{text}</a>;
  if ((field === 'patientPhone' || field === 'emergencyPhone') && typeof value === 'string') return <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{text}</a>;
  return <>{text}</>;
}

function Answers({ form, fields }: { form: IntakeForm; fields: readonly IntakeField[] }) {
  return (
    <dl className="intake-detail-answers">
      {fields.filter((field) => !followUps.includes(field) || intakeAnswerText(field, form[field as keyof IntakeForm]) !== '').map((field) => (
        <div key={field}>
          <dt>{intakeFieldLabels[field]}</dt>
          <dd>
            <Answer form={form} field={field} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function PatientInfo({ form }: { form: IntakeForm }) {
  const submitted = new Date(form.submittedAt);
  return (
    <>
      <Answers form={form} fields={fieldsOf('about')} />
      {!Number.isNaN(submitted.getTime()) && <p className="intake-detail-note">Sent {formatMoment(form.submittedAt, 'long')}</p>}
    </>
  );
}

export function MedicalHistory({ form }: { form: IntakeForm }) {
  return <Answers form={form} fields={fieldsOf('history')} />;
}

export function Symptoms({ form }: { form: IntakeForm }) {
  return (
    <>
      <ul className="intake-pain" aria-label="Pain from 0 to 10">
        {painFields.map((field) => (
          <li key={field}>
            <span className="intake-pain-value">{intakeAnswerText(field, form[field as keyof IntakeForm])}</span>
            <span className="intake-pain-label">{intakeFieldLabels[field]}</span>
          </li>
        ))}
      </ul>
      <Answers form={form} fields={fieldsOf('symptoms').filter((f) => !painFields.includes(f))} />
      <h3 className="title is-6 mt-4 mb-2">Goals</h3>
      <Answers form={form} fields={fieldsOf('goals')} />
    </>
  );
}

export function Anatomy({ form }: { form: IntakeForm }) {
  return (
    <div className="intake-anatomy">
      <BodyChart marks={form.anatomyData} />
      <div>
        <h3 className="title is-6 mb-2">Marked areas</h3>
        <MarkedAreaList marks={form.anatomyData} emptyText="The patient marked no areas." />
      </div>
    </div>
  );
}
