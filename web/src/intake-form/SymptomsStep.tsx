import { useFormContext, useWatch } from 'react-hook-form';
import { intakeChoices } from '@pt/contracts';
import { SelectField, TextAreaField, TextField } from '../shared/ui/fields';
import { CheckboxGroup, PainScale, RadioGroup } from './controls';
import type { IntakeValues } from './steps';

/** Step 3: what the patient feels, since when, what makes it worse, and how much it hurts. */
export function SymptomsStep() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<IntakeValues>();
  const [onset, provoking = [], feels = [], radiating, timing = []] = useWatch({
    control,
    name: ['onsetTime', 'provokingFactors', 'symptomDescription', 'radiating', 'symptomTiming'],
  });

  return (
    <>
      <TextField id="intake-symptomLocation" label="Where do you feel it?" maxLength={200} placeholder="For example: left knee and the back of the thigh" registration={register('symptomLocation')} error={errors.symptomLocation?.message} />
      <TextField id="intake-primaryDiagnosis" label="Diagnosis" hint="What your doctor called it, if you were told." maxLength={200} registration={register('primaryDiagnosis')} error={errors.primaryDiagnosis?.message} />
      <SelectField id="intake-onsetTime" label="When did it start?" placeholder="Choose" options={intakeChoices.onsetTime} registration={register('onsetTime')} error={errors.onsetTime?.message} />
      {onset === 'other' && <TextField id="intake-onsetOther" label="When it started" maxLength={200} registration={register('onsetOther')} error={errors.onsetOther?.message} />}
      <TextAreaField id="intake-onsetActivity" label="How did it start?" rows={2} maxLength={1000} placeholder="A fall, a surgery, lifting something, or slowly over time" registration={register('onsetActivity')} error={errors.onsetActivity?.message} />
      <CheckboxGroup id="intake-symptomDescription" legend="How does it feel?" name="symptomDescription" options={intakeChoices.symptomDescription} error={errors.symptomDescription?.message} />
      {feels.includes('other') && <TextField id="intake-symptomOther" label="It also feels" maxLength={200} registration={register('symptomOther')} error={errors.symptomOther?.message} />}
      <RadioGroup id="intake-radiating" legend="Does it travel (radiate) to another area?" name="radiating" options={intakeChoices.radiating} error={errors.radiating?.message} />
      {radiating === 'yes' && <TextField id="intake-radiatingWhere" label="Where does it travel to?" maxLength={200} registration={register('radiatingWhere')} error={errors.radiatingWhere?.message} />}
      <CheckboxGroup id="intake-symptomTiming" legend="When is it there, or worse?" name="symptomTiming" options={intakeChoices.symptomTiming} error={errors.symptomTiming?.message} />
      {timing.includes('other') && <TextField id="intake-timingOther" label="It is also there" maxLength={200} registration={register('timingOther')} error={errors.timingOther?.message} />}
      <CheckboxGroup id="intake-provokingFactors" legend="What makes it worse?" name="provokingFactors" options={intakeChoices.provokingFactors} error={errors.provokingFactors?.message} />
      {provoking.includes('other') && <TextField id="intake-provokingOther" label="It is also worse with" maxLength={200} registration={register('provokingOther')} error={errors.provokingOther?.message} />}
      <PainScale id="intake-painCurrent" legend="Pain right now" name="painCurrent" error={errors.painCurrent?.message} />
      <PainScale id="intake-painBest" legend="Pain at its best" name="painBest" error={errors.painBest?.message} />
      <PainScale id="intake-painWorst" legend="Pain at its worst" name="painWorst" error={errors.painWorst?.message} />
      <TextAreaField id="intake-symptomNotes" label="Describe it in your own words" rows={3} maxLength={1000} registration={register('symptomNotes')} error={errors.symptomNotes?.message} />
    </>
  );
}
