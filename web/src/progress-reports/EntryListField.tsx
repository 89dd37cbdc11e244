import { useState, type KeyboardEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldLabel } from '../shared/ui/fields';
import { listLimits, withEntry, withoutEntry } from './report-view';

/**
 * A list the therapist builds one entry at a time (treatment goals, improvements, next goals): type,
 * then Enter or the plus button adds it; each entry has its own remove button. The list's error
 * (none yet, or the server's) shows under it, linked to the input.
 */
export function EntryListField<Values extends FieldValues>({
  control,
  name,
  id,
  label,
  placeholder,
  required,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  id: string;
  label: string;
  placeholder: string;
  required?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const entries = (field.value ?? []) as string[];
  const [typed, setTyped] = useState('');
  const error = fieldState.error?.message ?? (Array.isArray(fieldState.error) ? fieldState.error.find(Boolean)?.message : undefined);
  const full = entries.length >= listLimits.entries;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const add = () => {
    const next = withEntry(entries, typed);
    if (!next) return;
    field.onChange(next);
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter adds the entry; it never submits the form.
    event.preventDefault();
    add();
  };

  return (
    <div className="field entry-list-field">
      <FieldLabel id={id} label={label} required={required} />
      <div className="field has-addons mb-1">
        <div className="control is-expanded">
          <input
            id={id}
            ref={field.ref}
            className={`input${error ? ' is-danger' : ''}`}
            type="text"
            value={typed}
            maxLength={listLimits.length}
            placeholder={placeholder}
            disabled={full}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={field.onBlur}
          />
        </div>
        <div className="control">
          <button type="button" className="button is-primary entry-add" onClick={add} disabled={!typed.trim() || full} aria-label={`Add to ${label}`}>
            <span aria-hidden="true">+</span>
          </button>
        </div>
      </div>
      <p className="help" id={hintId}>
        {full ? `At most ${listLimits.entries} entries.` : 'Press Enter or + to add each one.'}
      </p>
      {error && (
        <p className="help is-danger" id={errorId}>
          {error}
        </p>
      )}
      {entries.length > 0 && (
        <ul className="entry-list" aria-label={`Added ${label.toLowerCase()}`}>
          {entries.map((entry, index) => (
            <li key={`${index}-${entry}`} className="entry-item">
              <span className="entry-text">{entry}</span>
              <button
                type="button"
                className="delete is-small"
                aria-label={`Remove “${entry}”`}
                onClick={() => {
                  field.onChange(withoutEntry(entries, index));
                  document.getElementById(id)?.focus();
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
