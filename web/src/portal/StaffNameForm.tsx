import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import { staffNameChangeSchema } from '@pt/contracts';
import { serverMessage } from '../shared/api/http-error';
import { userRenamed } from '../shared/session/session';
import { usePortalUser } from '../shared/session/usePortalUser';
import { SubmitButton, TextField } from '../shared/ui/fields';
import { useNotice } from '../shared/ui/notice';
import { showServerFieldErrors } from '../shared/ui/server-errors';
import { useSetStaffNameMutation } from './profileEndpoints';

type NameForm = { name: string };

/** Settings, for staff: the name patients and colleagues see (`PUT /api/portal/name`); a patient's is in their profile. */
export function StaffNameForm() {
  const { user } = usePortalUser();
  const [setStaffName] = useSetStaffNameMutation();
  const dispatch = useDispatch();
  const notify = useNotice();
  const form = useForm<NameForm>({
    resolver: zodResolver(staffNameChangeSchema) as unknown as Resolver<NameForm>,
    defaultValues: { name: user.name ?? '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  async function save({ name }: NameForm) {
    try {
      const answer = await setStaffName({ name }).unwrap();
      dispatch(userRenamed(name));
      reset({ name });
      notify({ title: 'Name Saved', description: answer.message ?? 'Your name has been saved.' });
    } catch (error) {
      showServerFieldErrors(form.setError, error, ['name']);
      notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to save your name. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(save)} aria-label="Your Name" data-testid="staff-name-form">
      <TextField id="staff-name" label="Full Name" required autoComplete="name" maxLength={80} hint="For example: Jordan Ellis, PT." registration={register('name')} error={errors.name?.message} />
      <div className="form-actions">
        <SubmitButton busy={isSubmitting} label="Save Name" busyLabel="Saving..." fullWidth={false} />
      </div>
    </form>
  );
}
