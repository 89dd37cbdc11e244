import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Exercise, ExerciseFields } from '@pt/contracts';
import { hasStatus, serverMessage } from '../shared/api/http-error';
import { submissionIds } from '../shared/api/request-id';
import { Dialog } from '../shared/ui/Dialog';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../shared/ui/fields';
import { useNotice } from '../shared/ui/notice';
import { useShownRevision } from '../shared/ui/useShownRevision';
import { showServerFieldErrors } from '../shared/ui/server-errors';
import {
  categoryOptions,
  difficultyOptions,
  durationNotice,
  emptyExerciseForm,
  sameNamedExercise,
  sameNameNotice,
  exerciseFormResolver,
  exerciseToForm,
  type ExerciseFormValues,
} from './exercise-form';
import { useCreateExerciseMutation, useExerciseLibraryQuery, useUpdateExerciseMutation } from './libraryEndpoints';

const listHint = 'Separate entries with commas';
const changedElsewhere = 'This exercise was changed by someone else. The form now shows the latest version.';

/**
 * Creates an exercise (`exercise` null) or edits one. An edit is sent with the revision the form
 * shows; when someone else changed the exercise since (412), the form reloads its latest version.
 */
export function ExerciseFormDialog({ exercise, onClose, onSaved }: { exercise: Exercise | null; onClose: (savedId?: string) => void; onSaved?: (edited: Exercise) => void }) {
  const [createExercise] = useCreateExerciseMutation();
  const [updateExercise] = useUpdateExerciseMutation();
  const notify = useNotice();
  const [ids] = useState(() => submissionIds());
  const form = useForm<ExerciseFormValues, unknown, ExerciseFields>({
    resolver: exerciseFormResolver,
    defaultValues: exercise ? exerciseToForm(exercise) : emptyExerciseForm,
  });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const durationWarning = durationNotice(watch('duration') ?? '');
  const { data: library = [] } = useExerciseLibraryQuery();
  const nameWarning = sameNameNotice(sameNamedExercise(library, watch('name') ?? '', exercise?.id));
  const { shown, reloadLatest } = useShownRevision(exercise, (latest) => reset(exerciseToForm(latest)));

  async function save(fields: ExerciseFields) {
    try {
      let savedId: string;
      if (shown) {
        await updateExercise({ id: shown.id, revision: shown.revision, fields }).unwrap();
        savedId = shown.id;
        // (The version the edit was made on.)
        onSaved?.(shown);
        notify({ title: 'Exercise Updated', description: `${fields.name} was saved.` });
      } else {
        savedId = (await createExercise({ ...fields, id: ids.idFor(fields) }).unwrap()).id;
        ids.succeeded();
        notify({ title: 'Exercise Created', description: `${fields.name} was added to the library.` });
      }
      onClose(savedId);
    } catch (error) {
      if (shown && hasStatus(error, 412)) {
        reloadLatest();
        notify({ title: 'Error', description: changedElsewhere, variant: 'destructive' });
        return;
      }
      showServerFieldErrors(form.setError, error, Object.keys(emptyExerciseForm));
      notify({ title: 'Error', description: serverMessage(error) ?? (shown ? 'Failed to update exercise' : 'Failed to create exercise'), variant: 'destructive' });
    }
  }

  return (
    <Dialog title={shown ? 'Edit Exercise' : 'Add Exercise'} subtitle={shown ? <p>{shown.name}</p> : undefined} onClose={onClose} initialFocus="first-field" testId="exercise-form-dialog">
      <form method="post" noValidate onSubmit={handleSubmit(save)} aria-label={shown ? 'Edit Exercise' : 'Add Exercise'}>
        <TextField
          id="exercise-name"
          label="Name"
          required
          maxLength={200}
          hint={nameWarning && <span className="has-text-warning-dark" data-testid="name-warning">{nameWarning}</span>}
          registration={register('name')} error={errors.name?.message} />
        <TextAreaField id="exercise-description" label="Description" required rows={2} maxLength={2000} registration={register('description')} error={errors.description?.message} />
        <TextAreaField id="exercise-instructions" label="Instructions" required rows={5} maxLength={5000} registration={register('instructions')} error={errors.instructions?.message} />
        <div className="columns is-variable is-3 mb-0">
          <div className="column">
            <SelectField id="exercise-category" label="Category" required placeholder="Select a category" options={categoryOptions} registration={register('category')} error={errors.category?.message} />
          </div>
          <div className="column">
            <SelectField id="exercise-difficulty" label="Difficulty" options={difficultyOptions} registration={register('difficulty')} error={errors.difficulty?.message} />
          </div>
        </div>
        <div className="columns is-variable is-3 mb-0">
          <div className="column">
            <TextField id="exercise-duration" label="Duration (minutes)" inputMode="numeric" maxLength={12} hint={durationWarning && <span className="has-text-warning-dark" data-testid="duration-warning">{durationWarning}</span>} registration={register('duration')} error={errors.duration?.message} />
          </div>
          <div className="column">
            <TextField id="exercise-repetitions" label="Repetitions" maxLength={100} placeholder="e.g. 2 sets of 10" registration={register('repetitions')} error={errors.repetitions?.message} />
          </div>
        </div>
        <div className="columns is-variable is-3 mb-0">
          <div className="column">
            <TextField id="exercise-target-areas" label="Target Areas" hint={listHint} registration={register('targetAreas')} error={errors.targetAreas?.message} />
          </div>
          <div className="column">
            <TextField id="exercise-equipment" label="Equipment Needed" hint={listHint} registration={register('equipmentNeeded')} error={errors.equipmentNeeded?.message} />
          </div>
        </div>
        <TextAreaField id="exercise-precautions" label="Precautions" rows={2} maxLength={2000} registration={register('precautions')} error={errors.precautions?.message} />
        <div className="columns is-variable is-3 mb-0">
          <div className="column">
            <TextField id="exercise-condition-tags" label="Condition Tags" hint={listHint} registration={register('conditionTags')} error={errors.conditionTags?.message} />
          </div>
          <div className="column">
            <TextField id="exercise-contraindications" label="Contraindications" hint={listHint} registration={register('contraindications')} error={errors.contraindications?.message} />
          </div>
        </div>
        <TextField id="exercise-benefits" label="Therapeutic Benefits" hint={listHint} registration={register('therapeuticBenefits')} error={errors.therapeuticBenefits?.message} />
        <div className="form-actions">
          <button type="button" className="button is-light" onClick={() => onClose()}>
            Cancel
          </button>
          <SubmitButton busy={isSubmitting} label={shown ? 'Save Changes' : 'Create Exercise'} busyLabel="Saving..." fullWidth={false} />
        </div>
      </form>
    </Dialog>
  );
}
