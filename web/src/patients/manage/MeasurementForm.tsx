import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { measurementScales, measurementSchema, type MeasurementInput, type MeasurementType, type PatientListing } from '@pt/contracts';
import { serverMessage } from '../../shared/api/http-error';
import { submissionIds } from '../../shared/api/request-id';
import { formatDay } from '../../shared/dates';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../../shared/ui/fields';
import { useNotice } from '../../shared/ui/notice';
import { showServerFieldErrors } from '../../shared/ui/server-errors';
import { useRecordMeasurementMutation } from '../patientsEndpoints';
import { practiceDay } from '../../shared/practice-day';

type MeasurementForm = { measurementType: MeasurementType; value: number; bodyPart: string; notes: string; measurementDate: string };
type Measurement = Required<Omit<MeasurementInput, 'id'>>;

const typeOptions = [
  { value: 'pain', label: 'Pain' },
  { value: 'mobility', label: 'Mobility' },
];
const describe = (m: Pick<Measurement, 'measurementType' | 'value'>) => (m.measurementType === 'pain' ? `Pain ${m.value}/10` : `Mobility ${m.value}%`);

/** Records a pain or mobility measurement for the patient (staff). */
export function MeasurementForm({ patient }: { patient: PatientListing }) {
  const [recordMeasurement] = useRecordMeasurementMutation();
  const notify = useNotice();
  const [ids] = useState(() => submissionIds());
  const today = practiceDay();
  const form = useForm<MeasurementForm, unknown, Measurement>({
    resolver: zodResolver(measurementSchema) as unknown as Resolver<MeasurementForm, unknown, Measurement>,
    defaultValues: { measurementType: 'pain', bodyPart: '', notes: '', measurementDate: today },
  });
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const scale = measurementScales[useWatch({ control, name: 'measurementType' }) ?? 'pain'];

  async function save(measurement: Measurement) {
    try {
      await recordMeasurement({ ...measurement, patientId: patient.id, id: ids.idFor(measurement) }).unwrap();
      ids.succeeded();
      notify({ title: 'Measurement Recorded', description: `${describe(measurement)} for ${patient.firstName} on ${formatDay(measurement.measurementDate)}.` });
      reset({ measurementType: measurement.measurementType, bodyPart: measurement.bodyPart, notes: '', measurementDate: measurement.measurementDate });
    } catch (error) {
      showServerFieldErrors(form.setError, error, ['measurementType', 'value', 'bodyPart', 'notes', 'measurementDate']);
      notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to record measurement', variant: 'destructive' });
    }
  }

  return (
    <form method="post" className="measurement-form box" noValidate onSubmit={handleSubmit(save)} aria-labelledby="measurement-title">
      <h3 className="title is-5" id="measurement-title">
        Record a measurement
      </h3>
      <div className="columns is-variable is-3 is-mobile mb-0">
        <div className="column">
          <SelectField id="measurement-type" label="Measurement" required options={typeOptions} registration={register('measurementType')} error={errors.measurementType?.message} />
        </div>
        <div className="column">
          <TextField
            id="measurement-value"
            label="Value"
            type="number"
            required
            inputMode="numeric"
            min={String(scale.min)}
            max={String(scale.max)}
            hint={`${scale.min} to ${scale.max}${scale.unit === '%' ? ' %' : ''}`}
            registration={register('value', { setValueAs: (typed: string) => (typed === '' ? undefined : Number(typed)) })}
            error={errors.value?.message}
          />
        </div>
      </div>
      <div className="columns is-variable is-3 mb-0">
        <div className="column">
          <TextField id="measurement-body-part" label="Body Part" maxLength={100} placeholder="e.g. Left knee" registration={register('bodyPart')} error={errors.bodyPart?.message} />
        </div>
        <div className="column">
          <TextField id="measurement-date" label="Date" type="date" required max={today} registration={register('measurementDate')} error={errors.measurementDate?.message} />
        </div>
      </div>
      <TextAreaField id="measurement-notes" label="Notes" rows={2} maxLength={1000} registration={register('notes')} error={errors.notes?.message} />
      <SubmitButton busy={isSubmitting} label="Record Measurement" busyLabel="Recording..." fullWidth={false} />
    </form>
  );
}
