import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema } from '@pt/contracts';
import type { OnSignedIn } from './on-signed-in';
import { SubmitButton, TextField } from '../shared/ui/fields';
import { registrationErrorMessage } from './auth-messages';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { useRegisterMutation } from './portalEndpoints';

interface RegisterValues {
  email: string;
  password: string;
  confirmPassword: string;
}

/** The Register tab: creates a patient account, then profile setup. */
export function RegisterForm({ onSignedIn }: { onSignedIn: OnSignedIn }) {
  const [registerAccount] = useRegisterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema) as unknown as Resolver<RegisterValues>,
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  async function onSubmit({ email, password }: RegisterValues) {
    setFailure(null);
    try {
      const answer = await registerAccount({ email, password, role: 'patient' }).unwrap();
      if (!answer.success) {
        setFailure(registrationErrorMessage());
        return;
      }
      onSignedIn(answer, '/patient-portal/setup');
    } catch (error) {
      setFailure(registrationErrorMessage(error));
    }
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="register-title">
      <h2 id="register-title" className="title is-5">
        Create your account
      </h2>
      {failure && <FormAlert message={failure} />}
      <TextField
        id="register-email"
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
        id="register-password"
        label="Password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <PasswordField
        id="register-confirm-password"
        label="Confirm Password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <SubmitButton busy={isSubmitting} label="Create Account" busyLabel="Creating account..." />
    </form>
  );
}
