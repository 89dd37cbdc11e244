import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeFormSchema, type PasswordChange } from '@pt/contracts';
import { serverMessage } from '../shared/api/http-error';
import { useAppDispatch, useAppSelector } from '../shared/redux';
import { selectSession, signedIn } from '../shared/session/session';
import { SubmitButton } from '../shared/ui/fields';
import { useNotice } from '../shared/ui/notice';
import { showServerFieldErrors } from '../shared/ui/server-errors';
import { PasswordField } from './PasswordField';
import { useChangePasswordMutation } from './profileEndpoints';

type PasswordFormValues = PasswordChange & { confirmPassword: string };
const emptyForm: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Settings: change the password (`PUT /api/portal/password`), for every role; other sessions end, this one goes on. */
export function PasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const notify = useNotice();
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
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
      // The change ended every session before it, this one's too: it goes on with the new token (kept
      // in the browser's storage as at sign-in; the live connection reconnects with it).
      const user = answer.user ?? session.user;
      if (answer.token && user) dispatch(signedIn({ token: answer.token, user: { ...user, name: user.name ?? session.user?.name ?? null } }));
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
