import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { assignmentChangeSchema, frequencyOptions } from '@pt/contracts';
import { hasStatus, serverMessage } from '../../shared/api/http-error';
import { SelectField, TextAreaField, TextField } from '../../shared/ui/fields';
import { useNotice } from '../../shared/ui/notice';
import { showServerFieldErrors } from '../../shared/ui/server-errors';
import { useChangeAssignmentMutation, type ProgramAssignment, type ScheduleChange } from '../programEndpoints';

type ChangeForm = { frequency: string; customInstructions: string; startDate: string; endDate: string };

/** The usual choices, and the assignment's own when it was set otherwise (e.g. '4x daily' through the API). */
const frequencyChoices = (current: string) =>
  [...new Set<string>([...frequencyOptions, current])].map((value) => ({ value, label: value }));
export const programChangedElsewhere = 'This exercise was changed by someone else in the program. The program now shows the latest version.';

/** Changes how often, with what instructions and for which dates an assigned exercise is done; sent with the version shown. */
export function ChangeAssignmentForm({ assignment, onDone }: { assignment: ProgramAssignment; onDone: () => void }) {
  const [changeAssignment] = useChangeAssignmentMutation();
  const notify = useNotice();
  const current: ChangeForm = {
    frequency: assignment.frequency,
    customInstructions: assignment.customInstructions,
    startDate: assignment.startDate,
    endDate: assignment.endDate ?? '',
  };
  const form = useForm<ChangeForm, unknown, ScheduleChange>({
    resolver: zodResolver(assignmentChangeSchema) as unknown as Resolver<ChangeForm, unknown, ScheduleChange>,
    defaultValues: current,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const prefix = `change-${assignment.id}`;
  const name = assignment.exercise?.name ?? 'The exercise';

  async function save(change: ScheduleChange) {
    try {
      await changeAssignment({ assignment, change }).unwrap();
      notify({ title: 'Program Updated', description: `${name}: ${change.frequency}.` });
      onDone();
    } catch (error) {
      if (hasStatus(error, 412)) {
        notify({ title: 'Error', description: programChangedElsewhere, variant: 'destructive' });
        onDone();
        return;
      }
      showServerFieldErrors(form.setError, error, Object.keys(current));
      notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to update the program', variant: 'destructive' });
    }
  }

  return (
    <form method="post" className="change-form" noValidate onSubmit={handleSubmit(save)} aria-label={`Change ${name}`}>
      <div className="columns is-variable is-3 mb-0">
        <div className="column">
          <SelectField id={`${prefix}-frequency`} label="Frequency" required options={frequencyChoices(assignment.frequency)} registration={register('frequency')} error={errors.frequency?.message} />
        </div>
        <div className="column">
          <TextField id={`${prefix}-start`} label="Start Date" type="date" required registration={register('startDate')} error={errors.startDate?.message} />
        </div>
        <div className="column">
          <TextField id={`${prefix}-end`} label="End Date" type="date" hint="Optional" registration={register('endDate')} error={errors.endDate?.message} />
        </div>
      </div>
      <TextAreaField id={`${prefix}-instructions`} label="Custom Instructions" rows={2} maxLength={2000} registration={register('customInstructions')} error={errors.customInstructions?.message} />
      <div className="buttons">
        {/* Nothing changed, nothing to save: an unchanged save would record a change all the same. */}
        <button type="submit" className="button is-primary is-small" disabled={isSubmitting || !isDirty} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </button>
        <button type="button" className="button is-light is-small" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
