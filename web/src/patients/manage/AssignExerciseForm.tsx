import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { assignmentSchema, exerciseCategories, exerciseCategoryLabels, frequencyOptions, type AssignmentInput, type Exercise, type PatientListing } from '@pt/contracts';
import { serverMessage } from '../../shared/api/http-error';
import { submissionIds } from '../../shared/api/request-id';
import { FieldLabel, SelectField, SubmitButton, TextAreaField, TextField } from '../../shared/ui/fields';
import { useNotice } from '../../shared/ui/notice';
import { showServerFieldErrors } from '../../shared/ui/server-errors';
import { useAssignExerciseMutation } from '../programEndpoints';
import { practiceDay } from '../../shared/practice-day';

type AssignForm = { patientId: string; exerciseId: string; frequency: string; customInstructions: string; startDate: string; endDate: string };
type NewAssignment = AssignmentInput & { patientId: string };

const frequencyChoices = frequencyOptions.map((value) => ({ value, label: value }));

/** What the form starts with: an exercise (and how often) chosen elsewhere, e.g. an approved recommendation. */
export interface AssignPrefill {
  exerciseId: string;
  frequency?: string;
}

/** Assigns an exercise of the library to the patient: how often, with what instructions, from when until when. */
export function AssignExerciseForm({
  patient,
  exercises,
  prefill,
  focusFirst = false,
  onAssigned,
  onClose,
}: {
  patient: PatientListing;
  exercises: readonly Exercise[];
  prefill?: AssignPrefill;
  /** Opened by the therapist's click: the focus moves into the form. */
  focusFirst?: boolean;
  onAssigned?: () => void;
  onClose: () => void;
}) {
  const [assignExercise] = useAssignExerciseMutation();
  const notify = useNotice();
  const [ids] = useState(() => submissionIds());
  const emptyForm: AssignForm = { patientId: patient.id, exerciseId: '', frequency: '', customInstructions: '', startDate: practiceDay(), endDate: '' };
  const form = useForm<AssignForm, unknown, NewAssignment>({
    resolver: zodResolver(assignmentSchema) as unknown as Resolver<AssignForm, unknown, NewAssignment>,
    defaultValues: { ...emptyForm, ...prefill },
  });
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  // Where the focus goes as the form opens (a prefilled exercise leaves the frequency to choose), once.
  const [firstField] = useState<keyof AssignForm | null>(() => (focusFirst ? (prefill && !prefill.frequency ? 'frequency' : 'exerciseId') : null));
  useEffect(() => {
    if (firstField) setFocus(firstField);
  }, [firstField, setFocus]);

  async function assign(assignment: NewAssignment) {
    const name = exercises.find((e) => e.id === assignment.exerciseId)?.name ?? 'The exercise';
    try {
      await assignExercise({ ...assignment, id: ids.idFor(assignment) }).unwrap();
      ids.succeeded();
      notify({ title: 'Exercise Assigned', description: `${name} was added to ${patient.firstName}'s program (${assignment.frequency}).` });
      reset({ ...emptyForm, startDate: assignment.startDate ?? emptyForm.startDate });
      onAssigned?.();
    } catch (error) {
      showServerFieldErrors(form.setError, error, Object.keys(emptyForm));
      notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to assign exercise', variant: 'destructive' });
    }
  }

  const exerciseError = errors.exerciseId?.message;
  return (
    <form method="post" className="assign-form box" noValidate onSubmit={handleSubmit(assign)} aria-labelledby="assign-title">
      <h4 className="title is-5" id="assign-title">
        Assign an exercise
      </h4>
      <div className="field">
        <FieldLabel id="assign-exercise" label="Exercise" required />
        <div className="control">
          <div className={`select is-fullwidth${exerciseError ? ' is-danger' : ''}`}>
            <select
              id="assign-exercise"
              required
              aria-required
              aria-invalid={exerciseError ? true : undefined}
              aria-describedby={exerciseError ? 'assign-exercise-error' : undefined}
              {...register('exerciseId')}
            >
              <option value="">Select an exercise</option>
              {exerciseCategories.map((category) => {
                const inCategory = exercises.filter((e) => e.category === category);
                if (inCategory.length === 0) return null;
                return (
                  <optgroup key={category} label={exerciseCategoryLabels[category]}>
                    {inCategory.map((exercise) => (
                      <option key={exercise.id} value={exercise.id}>
                        {exercise.name} ({exercise.duration} min)
                      </option>
                    ))}
                  </optgroup>
                );
              })}
            </select>
          </div>
        </div>
        {exerciseError && (
          <p className="help is-danger" id="assign-exercise-error">
            {exerciseError}
          </p>
        )}
      </div>
      <div className="columns is-variable is-3 mb-0">
        <div className="column">
          <SelectField id="assign-frequency" label="Frequency" required placeholder="How often" options={frequencyChoices} registration={register('frequency')} error={errors.frequency?.message} />
        </div>
        <div className="column">
          <TextField id="assign-start" label="Start Date" type="date" required registration={register('startDate')} error={errors.startDate?.message} />
        </div>
        <div className="column">
          <TextField id="assign-end" label="End Date" type="date" hint="Optional" registration={register('endDate')} error={errors.endDate?.message} />
        </div>
      </div>
      <TextAreaField
        id="assign-instructions"
        label="Custom Instructions"
        rows={2}
        maxLength={2000}
        placeholder="e.g. Stay pain-free; stop if the swelling increases."
        registration={register('customInstructions')}
        error={errors.customInstructions?.message}
      />
      <div className="buttons mb-0">
        <SubmitButton busy={isSubmitting} label="Assign Exercise" busyLabel="Assigning..." fullWidth={false} />
        <button type="button" className="button is-light" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
