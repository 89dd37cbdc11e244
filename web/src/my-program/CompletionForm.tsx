import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { completionSchema, difficultyRatingLabels, difficultyRatings, type AssignedExercise, type CompletionInput } from '@pt/contracts';
import { serverMessage } from '../shared/api/http-error';
import { submissionIds } from '../shared/api/request-id';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../shared/ui/fields';
import { useNotice } from '../shared/ui/notice';
import { showServerFieldErrors } from '../shared/ui/server-errors';
import { useCompleteExerciseMutation } from './myProgramEndpoints';
import { isDoneToday } from './today';

type CompletionValues = { painLevel: number | null; difficultyRating: number | null; duration: number | null; repetitionsCompleted: number | null; notes: string };
type Completion = Required<Omit<CompletionInput, 'id'>>;

const fields = ['painLevel', 'difficultyRating', 'duration', 'repetitionsCompleted', 'notes'] as const;
/** An empty input is "not given" (null); anything else a number, which the schema judges. */
const optionalNumber = { setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)) };
const painOptions = Array.from({ length: 11 }, (_, pain) => ({ value: String(pain), label: pain === 0 ? '0 (no pain)' : pain === 10 ? '10 (worst pain)' : String(pain) }));
const difficultyOptions = difficultyRatings.map((rating) => ({ value: String(rating), label: `${rating} (${difficultyRatingLabels[rating]})` }));

/**
 * Records a completion of one assigned exercise (the check button, or the end of the guided view).
 * Every field is optional; the guided view fills in the minutes and repetitions it counted. Cancel
 * goes back to where the form was opened from (`onCancel`, by default the same as done).
 */
export function CompletionForm({
  assignment,
  initial = {},
  onDone,
  onCancel = onDone,
  focusFirst = false,
}: {
  assignment: AssignedExercise;
  initial?: Partial<CompletionValues>;
  onDone: () => void;
  onCancel?: () => void;
  /** Shown in place of what had the focus (the guided view's Finish and Record): its first field takes it. */
  focusFirst?: boolean;
}) {
  // Fixed when the form opens: its own completion must not turn it into an "extra round" form.
  const [extraRound] = useState(() => isDoneToday(assignment.today));
  const [complete] = useCompleteExerciseMutation();
  const notify = useNotice();
  const [ids] = useState(() => submissionIds());
  const form = useForm<CompletionValues, unknown, Completion>({
    resolver: zodResolver(completionSchema) as unknown as Resolver<CompletionValues, unknown, Completion>,
    defaultValues: { painLevel: null, difficultyRating: null, duration: null, repetitionsCompleted: null, notes: '', ...initial },
  });
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  useEffect(() => {
    if (focusFirst) setFocus('painLevel');
  }, [focusFirst, setFocus]);

  async function save(completion: Completion) {
    try {
      const answer = await complete({ ...completion, assignmentId: assignment.id, id: ids.idFor(completion) }).unwrap();
      ids.succeeded();
      // The session itself is announced with its points by the rewards' toast: one notice per fact.
      const lastOfDay = /session recorded/i.test(answer.message ?? '');
      notify({ title: 'Exercise Completed', description: `${assignment.exercise.name}: ${lastOfDay ? "That's everything for today!" : (answer.message ?? 'Exercise completed.')}` });
      onDone();
    } catch (error) {
      showServerFieldErrors(form.setError, error, fields);
      notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to record exercise session', variant: 'destructive' });
    }
  }

  const id = (name: string) => `completion-${assignment.id}-${name}`;
  return (
    <form method="post" noValidate onSubmit={handleSubmit(save)} aria-label={`Record ${assignment.exercise.name}`} data-testid="completion-form">
      <p className="mb-4 completion-intro">
        {extraRound && <strong>You already did this today: this records an extra round. </strong>}
        How did it go? Everything here is optional.
      </p>
      <div className="columns is-variable is-3 mb-0 is-mobile is-multiline">
        <div className="column is-half-tablet is-full-mobile">
          <SelectField id={id('pain')} label="Pain (0-10)" placeholder="Not recorded" options={painOptions} registration={register('painLevel', optionalNumber)} error={errors.painLevel?.message} />
        </div>
        <div className="column is-half-tablet is-full-mobile">
          <SelectField id={id('difficulty')} label="Difficulty" placeholder="Not recorded" options={difficultyOptions} registration={register('difficultyRating', optionalNumber)} error={errors.difficultyRating?.message} />
        </div>
        <div className="column is-half">
          <TextField id={id('duration')} label="Minutes" type="number" inputMode="numeric" min="0" max="240" registration={register('duration', optionalNumber)} error={errors.duration?.message} />
        </div>
        <div className="column is-half">
          <TextField id={id('repetitions')} label="Repetitions" type="number" inputMode="numeric" min="0" max="1000" registration={register('repetitionsCompleted', optionalNumber)} error={errors.repetitionsCompleted?.message} />
        </div>
      </div>
      <TextAreaField id={id('notes')} label="Notes" rows={2} maxLength={1000} placeholder="Anything your therapist should know" registration={register('notes')} error={errors.notes?.message} />
      <div className="form-actions">
        <button type="button" className="button is-light" onClick={onCancel}>
          Cancel
        </button>
        <SubmitButton busy={isSubmitting} label="Record Completion" busyLabel="Recording..." fullWidth={false} />
      </div>
    </form>
  );
}
