import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordPath, passwordResetFormSchema } from '@pt/contracts';
import { fieldErrors, serverMessage } from '../shared/api/http-error';
import { useAppDispatch } from '../shared/redux';
import { signedIn } from '../shared/session/session';
import { SubmitButton } from '../shared/ui/fields';
import { showServerFieldErrors } from '../shared/ui/server-errors';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { SignInForm } from './SignInForm';
import { useResetPasswordMutation } from './passwordResetEndpoints';
import { AccountCardPage } from './AccountCardPage';
import './portal.scss';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/**
 * /patient-portal/reset-password?token=... (ADR 36): the link sent to an account's e-mail. A new password,
 * twice; then the page says so and asks to sign in with it (the link signs nobody in).
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [resetPassword] = useResetPasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);
  const form = useForm<ResetValues>({
    resolver: zodResolver(passwordResetFormSchema) as unknown as Resolver<ResetValues>,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  async function onSubmit({ password }: ResetValues) {
    setFailure(null);
    try {
      const answer = await resetPassword({ token, password }).unwrap();
      setDone({ message: answer.message ?? 'Your password has been changed. Please sign in with your new password.', email: answer.email });
    } catch (error) {
      showServerFieldErrors(form.setError, error, ['password']);
      const linkProblem = fieldErrors(error).token?.[0];
      setFailure(linkProblem ?? (fieldErrors(error).password ? null : (serverMessage(error) ?? 'Your password could not be changed just now. Please try again in a minute.')));
    }
  }

  let body;
  if (!token) {
    body = <FormAlert message="This link is incomplete. Please open the link from the e-mail again, or ask for a new one." />;
  } else if (done) {
    body = (
      <>
        <p className="notification is-success is-light" role="status" data-testid="password-reset-done">
          {done.message}
        </p>
        <SignInForm
          audience="patient"
          defaultEmail={done.email}
          onSignedIn={({ token: session, user }, next) => {
            dispatch(signedIn({ token: session, user }));
            navigate(next);
          }}
        />
      </>
    );
  } else {
    body = (
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Choose a new password">
        <p className="mb-4">Choose a new password for your portal account. Every other session of the account will end.</p>
        {failure && <FormAlert message={failure} />}
        <PasswordField id="reset-password" label="New Password" autoComplete="new-password" registration={register('password')} error={errors.password?.message} />
        <PasswordField
          id="reset-confirm-password"
          label="Confirm New Password"
          autoComplete="new-password"
          registration={register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <SubmitButton busy={isSubmitting} label="Save New Password" busyLabel="Saving..." />
      </form>
    );
  }

  return (
    <AccountCardPage title="Choose a New Password" testId="reset-password">
      {body}
      {!done && (
        <p className="has-text-centered mt-4">
          <Link to={forgotPasswordPath}>Ask for a new link</Link>
        </p>
      )}
    </AccountCardPage>
  );
}
