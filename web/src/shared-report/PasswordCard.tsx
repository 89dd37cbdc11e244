import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { reportTexts } from '@pt/contracts';
import { ReportCard } from './ReportCard';

/**
 * Reading B's 401 (spec 001): the password, then the same request again with it. The button waits
 * for a password; Enter submits; the answer to a wrong one shows under the field and is announced.
 */
export function PasswordCard({ busy, error, onSubmit }: { busy: boolean; error?: string; onSubmit(password: string): void }) {
  const [password, setPassword] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;

  // Focus the field when the card shows, and again after a refused password.
  useEffect(() => {
    if (busy) return;
    field.current?.focus();
    if (error) field.current?.select();
  }, [busy, error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password && !busy) onSubmit(password);
  };

  return (
    <ReportCard title={reportTexts.passwordRequired} testId="report-password">
      <p className="mb-4">{reportTexts.passwordRequiredDetail}</p>
      <form method="post" onSubmit={submit} noValidate>
        <div className="field">
          <label className="label" htmlFor={`${id}-password`}>
            Access password
          </label>
          <div className="control">
            <input
              ref={field}
              id={`${id}-password`}
              className={`input${error ? ' is-danger' : ''}`}
              type="password"
              autoComplete="off"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <p className="help is-danger" id={errorId} role="alert" data-testid="report-password-error">
            {error ?? ''}
          </p>
        </div>
        <button type="submit" className="button is-primary is-fullwidth-mobile" disabled={!password || busy} aria-busy={busy || undefined}>
          {busy ? 'Checking...' : 'Access Report'}
        </button>
      </form>
    </ReportCard>
  );
}
