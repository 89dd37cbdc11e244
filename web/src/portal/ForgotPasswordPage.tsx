import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@pt/contracts';
import { serverMessage } from '../shared/api/http-error';
import { SubmitButton, TextField } from '../shared/ui/fields';
import { showServerFieldErrors } from '../shared/ui/server-errors';
import { FormAlert } from './FormAlert';
import { useRequestPasswordResetMutation } from './passwordResetEndpoints';
import { AccountCardPage } from './AccountCardPage';
import './portal.scss';

/**
 * /patient-portal/forgot-password (ADR 36): asks for a link to choose a new password. The answer is the
 * same whether or not an account uses the address.
 */
export function ForgotPasswordPage() {
  const [requestReset] = useRequestPasswordResetMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<PasswordResetRequest>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  async function onSubmit(values: PasswordResetRequest) {
    setFailure(null);
    try {
      const answer = await requestReset(values).unwrap();
      setSent(answer.message);
    } catch (error) {
      if (showServerFieldErrors(form.setError, error, ['email']) === 0) {
        setFailure(serverMessage(error) ?? 'The link could not be sent just now. Please try again in a minute.');
      }
    }
  }

  return (
    <AccountCardPage
      title="Forgot Your Password?"
      testId="forgot-password"
      before={
        <Link to="/patient-portal/login" className="back-link">
          <span aria-hidden="true">←</span> Back to Sign In
        </Link>
      }
    >
      {sent ? (
        <>
          <p className="notification is-success is-light" role="status" data-testid="reset-link-sent">
            {sent}
          </p>
          <p className="mb-4">No e-mail after a few minutes? Look in your spam folder, or check the address and ask again.</p>
          <div className="buttons is-centered">
            <Link to="/patient-portal/login" className="button is-primary">
              Back to Sign In
            </Link>
            <button type="button" className="button is-light" onClick={() => setSent(null)}>
              Ask again
            </button>
          </div>
        </>
      ) : (
        <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Ask for a link to choose a new password">
          <p className="mb-4">Enter the e-mail of your portal account. We will send it a link to choose a new password.</p>
          {failure && <FormAlert message={failure} />}
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            maxLength={255}
            registration={register('email')}
            error={errors.email?.message}
          />
          <SubmitButton busy={isSubmitting} label="Send the Link" busyLabel="Sending..." />
        </form>
      )}
    </AccountCardPage>
  );
}
