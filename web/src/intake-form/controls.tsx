import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import type { IntakeValues } from './steps';

/** Form controls of the intake form that the shared fields do not offer: groups of boxes and the pain scale. */

type Name = FieldPath<IntakeValues>;
const errorId = (id: string) => `${id}-error`;

function GroupError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="help is-danger" id={errorId(id)}>
      {error}
    </p>
  ) : null;
}

/** Tick all that apply: a fieldset of checkboxes whose values make a list. */
export function CheckboxGroup({ id, legend, name, options, error }: { id: string; legend: string; name: Name; options: readonly { value: string; label: string }[]; error?: string }) {
  const { register } = useFormContext<IntakeValues>();
  return (
    <fieldset className="field intake-group" aria-describedby={error ? errorId(id) : undefined}>
      <legend className="label">{legend}</legend>
      <div className="intake-choices">
        {options.map((option) => (
          <label key={option.value} className="checkbox intake-choice" htmlFor={`${id}-${option.value}`}>
            <input id={`${id}-${option.value}`} type="checkbox" value={option.value} {...register(name)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <GroupError id={id} error={error} />
    </fieldset>
  );
}

/** One answer of a few: a fieldset of radio buttons. */
export function RadioGroup({ id, legend, name, options, error }: { id: string; legend: string; name: Name; options: readonly { value: string; label: string }[]; error?: string }) {
  const { register } = useFormContext<IntakeValues>();
  return (
    <fieldset className="field intake-group" aria-describedby={error ? errorId(id) : undefined}>
      <legend className="label">{legend}</legend>
      <div className="intake-choices is-inline">
        {options.map((option) => (
          <label key={option.value} className="radio intake-choice" htmlFor={`${id}-${option.value}`}>
            <input id={`${id}-${option.value}`} type="radio" value={option.value} {...register(name)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <GroupError id={id} error={error} />
    </fieldset>
  );
}

const painValues = Array.from({ length: 11 }, (_, i) => i);

/** Pain from 0 (none) to 10 (the worst imaginable): eleven radio buttons in a row; arrow keys move along it. */
export function PainScale({ id, legend, name, error }: { id: string; legend: string; name: 'painBest' | 'painWorst' | 'painCurrent'; error?: string }) {
  const { control } = useFormContext<IntakeValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <fieldset className="field intake-group pain-scale" aria-describedby={[`${id}-ends`, error ? errorId(id) : ''].join(' ').trim()}>
          <legend className="label">
            {legend} <span className="required-mark" aria-hidden="true">*</span>
          </legend>
          <div className="pain-scale-values">
            {painValues.map((value) => (
              <label key={value} className={`pain-scale-value${field.value === value ? ' is-chosen' : ''}`} htmlFor={`${id}-${value}`}>
                <input
                  id={`${id}-${value}`}
                  type="radio"
                  name={field.name}
                  value={value}
                  checked={field.value === value}
                  onChange={() => field.onChange(value)}
                  onBlur={field.onBlur}
                  ref={value === 0 ? field.ref : undefined}
                  required
                  aria-invalid={error ? true : undefined}
                />
                <span>{value}</span>
              </label>
            ))}
          </div>
          <p className="pain-scale-ends" id={`${id}-ends`}>
            <span>0 = no pain</span>
            <span>10 = worst pain imaginable</span>
          </p>
          <GroupError id={id} error={error} />
        </fieldset>
      )}
    />
  );
}
