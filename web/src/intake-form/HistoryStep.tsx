import { useFormContext, useWatch } from 'react-hook-form';
import { intakeChoices } from '@pt/contracts';
import { SelectField, TextAreaField, TextField } from '../shared/ui/fields';
import { CheckboxGroup } from './controls';
import type { IntakeValues } from './steps';

/** Step 2: conditions (with the type of cancer and of arthritis), surgeries, medicines, allergies, imaging. */
export function HistoryStep() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<IntakeValues>();
  const [conditions = [], imaging = []] = useWatch({ control, name: ['medicalHistory', 'imaging'] });
  const has = (list: readonly string[], value: string) => list.includes(value);

  return (
    <>
      <CheckboxGroup id="intake-medicalHistory" legend="Have you had any of these?" name="medicalHistory" options={intakeChoices.medicalHistory} error={errors.medicalHistory?.message} />
      {has(conditions, 'cancer') && (
        <TextField id="intake-cancerType" label="Type of Cancer" hint="And the year, if you know it." maxLength={200} registration={register('cancerType')} error={errors.cancerType?.message} />
      )}
      {has(conditions, 'arthritis') && (
        <SelectField id="intake-arthritisType" label="Type of Arthritis" placeholder="Choose" options={intakeChoices.arthritisType} registration={register('arthritisType')} error={errors.arthritisType?.message} />
      )}
      {has(conditions, 'other') && (
        <TextField id="intake-otherCondition" label="Other Condition" maxLength={200} registration={register('otherCondition')} error={errors.otherCondition?.message} />
      )}
      <TextAreaField id="intake-surgeries" label="Surgeries" rows={2} maxLength={1000} placeholder="What and when, for example: right knee replacement, 2024" registration={register('surgeries')} error={errors.surgeries?.message} />
      <TextAreaField id="intake-medications" label="Current Medications" rows={2} maxLength={1000} registration={register('medications')} error={errors.medications?.message} />
      <TextAreaField id="intake-allergies" label="Allergies" rows={2} maxLength={1000} registration={register('allergies')} error={errors.allergies?.message} />
      <CheckboxGroup id="intake-imaging" legend="Imaging you have had for this problem" name="imaging" options={intakeChoices.imaging} error={errors.imaging?.message} />
      {has(imaging, 'other') && (
        <TextField id="intake-imagingOther" label="Other Imaging" maxLength={200} registration={register('imagingOther')} error={errors.imagingOther?.message} />
      )}
      <TextAreaField id="intake-imagingResults" label="Imaging Results" rows={2} maxLength={1000} placeholder="What the results showed, if you know" registration={register('imagingResults')} error={errors.imagingResults?.message} />
      <TextAreaField id="intake-previousTherapy" label="Previous Therapy" rows={2} maxLength={1000} placeholder="Physical or occupational therapy you have had before, and when" registration={register('previousTherapy')} error={errors.previousTherapy?.message} />
    </>
  );
}
