import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordPath, loginSchema, type Login } from '@pt/contracts';
import type { OnSignedIn } from './on-signed-in';
import { SubmitButton, TextField } from '../shared/ui/fields';
import { invalidCredentialsMessage, loginErrorMessage } from './auth-messages';
import { PasswordField } from './PasswordField';
import { FormAlert } from './FormAlert';
import { useLoginMutation } from './portalEndpoints';

/** The Patient and Admin tabs: the same form and the same call. `defaultEmail`: the address to sign in with (after a new password). */
export function SignInForm({ audience, onSignedIn, defaultEmail = '' }: { audience: 'patient' | 'admin'; onSignedIn: OnSignedIn; defaultEmail?: string }) {
  const [login] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Login>({ resolver: zodResolver(loginSchema), defaultValues: { email: defaultEmail, password: '' } });

  async function onSubmit(values: Login) {
    setFailure(null);
    try {
      const answer = await login(values).unwrap();
      if (!answer.success) {
        setFailure(invalidCredentialsMessage);
        return;
      }
      onSignedIn(answer, '/patient-portal/dashboard');
    } catch (error) {
      setFailure(loginErrorMessage(error));
    }
  }

  const id = (name: string) => `${audience}-${name}`;
  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={id('title')}>
      <h2 id={id('title')} className="title is-5">
        {audience === 'admin' ? 'Admin Sign In' : 'Patient Sign In'}
      </h2>
      {failure && <FormAlert message={failure} />}
      <TextField
        id={id('email')}
        label="Email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        maxLength={255}
        registration={register('email')}
        error={errors.email?.message}
      />
      <PasswordField
        id={id('password')}
        label="Password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <SubmitButton busy={isSubmitting} label="Sign In" busyLabel="Signing in..." />
      <p className="has-text-centered mt-3">
        <Link to={forgotPasswordPath}>Forgot your password?</Link>
      </p>
    </form>
  );
}
