import { useFormContext } from 'react-hook-form';
import { TextAreaField } from '../shared/ui/fields';
import type { IntakeValues } from './steps';

/** Step 5: what is hard now and what the patient wants to get back to. */
export function GoalsStep() {
  const {
    register,
    formState: { errors },
  } = useFormContext<IntakeValues>();
  return (
    <>
      <TextAreaField id="intake-limitations" label="What is hard for you to do now?" rows={3} maxLength={1000} placeholder="For example: climbing stairs, getting out of a chair, sleeping through the night" registration={register('limitations')} error={errors.limitations?.message} />
      <TextAreaField id="intake-goals" label="Your goals for therapy" rows={3} maxLength={1000} placeholder="For example: walk on the beach without pain" registration={register('goals')} error={errors.goals?.message} />
      <TextAreaField id="intake-activities" label="Activities you want to get back to" rows={2} maxLength={1000} registration={register('activities')} error={errors.activities?.message} />
      <TextAreaField id="intake-additionalNotes" label="Anything else we should know?" rows={2} maxLength={1000} registration={register('additionalNotes')} error={errors.additionalNotes?.message} />
    </>
  );
}
