import { useEffect, useRef, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * Bulma form fields wired for accessibility: a label on every input, the error next to its field,
 * linked with aria-describedby and flagged with aria-invalid. Required fields carry a visual
 * asterisk that screen readers skip (they hear `required` instead).
 */
interface FieldBase {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The attributes every control shares: its id, whether it is required, and its error and hint. */
function controlProps(id: string, required?: boolean, error?: string, hint?: ReactNode) {
  return {
    id,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
  } as const;
}

/** A field's label line: the label, and the asterisk of a required field. For inputs built outside this module too. */
export function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  // The asterisk sits outside the <label> so the field's name stays exactly its label text.
  return (
    <div className="label-line">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {required && (
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
}

function Messages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p className="help" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="help is-danger" id={`${id}-error`}>
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled field: the label, then the control, then its hint and error. */
function LabelledField({ id, label, required, error, hint, children }: Omit<FieldBase, 'registration'> & { children: ReactNode }) {
  return (
    <div className="field">
      <FieldLabel id={id} label={label} required={required} />
      {children}
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  type = 'text',
  maxLength,
  autoComplete,
  inputMode,
  placeholder,
  addon,
  min,
  max,
}: FieldBase & {
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'number';
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  placeholder?: string;
  /** A control shown after the input, e.g. a show/hide password button. */
  addon?: ReactNode;
  /** The least and greatest value a date (yyyy-MM-dd) or number field offers. */
  min?: string;
  max?: string;
}) {
  const input = (
    <input
      {...controlProps(id, required, error, hint)}
      className={`input${error ? ' is-danger' : ''}`}
      type={type}
      maxLength={maxLength}
      autoComplete={autoComplete}
      inputMode={inputMode}
      placeholder={placeholder}
      min={min}
      max={max}
      {...registration}
    />
  );
  return (
    <LabelledField id={id} label={label} required={required} error={error} hint={hint}>
      {addon ? (
        <div className="field has-addons mb-0">
          <div className="control is-expanded">{input}</div>
          <div className="control">{addon}</div>
        </div>
      ) : (
        <div className="control">{input}</div>
      )}
    </LabelledField>
  );
}

export function TextAreaField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  rows = 4,
  maxLength,
  placeholder,
}: FieldBase & { rows?: number; maxLength?: number; placeholder?: string }) {
  return (
    <LabelledField id={id} label={label} required={required} error={error} hint={hint}>
      <div className="control">
        <textarea
          {...controlProps(id, required, error, hint)}
          className={`textarea${error ? ' is-danger' : ''}`}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          {...registration}
        />
      </div>
    </LabelledField>
  );
}

export function SelectField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  options,
  placeholder,
}: FieldBase & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <LabelledField id={id} label={label} required={required} error={error} hint={hint}>
      <div className="control">
        <div className={`select is-fullwidth${error ? ' is-danger' : ''}`}>
          <select {...controlProps(id, required, error, hint)} {...registration}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </LabelledField>
  );
}

export function CheckboxField({
  id,
  label,
  registration,
  error,
  hint,
  required,
}: Omit<FieldBase, 'label'> & { label: ReactNode }) {
  return (
    <div className="field">
      <div className="control">
        <label className="checkbox consent-checkbox" htmlFor={id}>
          <input {...controlProps(id, required, error, hint)} type="checkbox" {...registration} />
          <span>{label}</span>
        </label>
      </div>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

/** The submit button: disabled and relabelled while busy. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = 'is-primary',
  fullWidth = true,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
  fullWidth?: boolean;
}) {
  // Disabled while busy, the button drops the focus to the page's body: it takes it back when the wait ends (a failure keeps the form).
  const button = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy && document.activeElement === document.body) button.current?.focus();
    wasBusy.current = busy;
  }, [busy]);
  return (
    <button
      ref={button}
      type="submit"
      className={`button ${className}${fullWidth ? ' is-fullwidth' : ''}`}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
