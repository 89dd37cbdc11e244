import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeFormSchema, type PasswordChange } from '@pt/contracts';
import { serverMessage } from '../shared/api/http-error';
import { SubmitButton } from '../shared/ui/fields';
import { useNotice } from '../shared/ui/notice';
import { showServerFieldErrors } from '../shared/ui/server-errors';
import { PasswordField } from './PasswordField';
import { useChangePasswordMutation } from './profileEndpoints';

type PasswordFormValues = PasswordChange & { confirmPassword: string };
const emptyForm: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Settings: change the password (`PUT /api/portal/password`), for every role. */
export function PasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const notify = useNotice();
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordChangeFormSchema) as unknown as Resolver<PasswordFormValues>,
    defaultValues: emptyForm,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  async function save({ currentPassword, newPassword }: PasswordFormValues) {
    try {
      const answer = await changePassword({ currentPassword, newPassword }).unwrap();
      reset(emptyForm);
      notify({ title: 'Password Changed', description: answer.message ?? 'Your password has been changed.' });
    } catch (error) {
      showServerFieldErrors(form.setError, error, ['currentPassword', 'newPassword']);
      notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to change password. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(save)} aria-label="Change Password" data-testid="password-form">
      <PasswordField id="current-password" label="Current Password" autoComplete="current-password" registration={register('currentPassword')} error={errors.currentPassword?.message} />
      <PasswordField id="new-password" label="New Password" autoComplete="new-password" registration={register('newPassword')} error={errors.newPassword?.message} />
      <PasswordField id="confirm-new-password" label="Confirm New Password" autoComplete="new-password" registration={register('confirmPassword')} error={errors.confirmPassword?.message} />
      <div className="form-actions">
        <SubmitButton busy={isSubmitting} label="Change Password" busyLabel="Changing..." fullWidth={false} />
      </div>
    </form>
  );
}
