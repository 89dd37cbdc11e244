import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../shared/ui/fields';

/** A password input with a show/hide toggle. */
export function PasswordField({
  id,
  label,
  registration,
  error,
  autoComplete,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={id}
      label={label}
      required
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      maxLength={200}
      registration={registration}
      error={error}
      addon={
        <button
          type="button"
          className="button password-toggle"
          aria-controls={id}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
