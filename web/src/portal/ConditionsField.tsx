import { useState, type KeyboardEvent } from 'react';
import { FieldLabel } from '../shared/ui/fields';
import './portal.scss';

/**
 * Current Conditions (spec 001): a typed entry is added by the Add button or Enter; clicking an
 * entry removes it. Entries are trimmed; empty ones and repeats are ignored.
 */
export function ConditionsField({ id, value, onChange, error }: { id: string; value: readonly string[]; onChange: (next: string[]) => void; error?: string }) {
  const [draft, setDraft] = useState('');

  function add() {
    const entry = draft.trim();
    setDraft('');
    if (!entry || value.some((v) => v.toLowerCase() === entry.toLowerCase())) return;
    onChange([...value, entry]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the entry instead of sending the form.
    event.preventDefault();
    add();
  }

  return (
    <div className="field conditions-field">
      <FieldLabel id={id} label="Current Conditions" />
      <div className="field has-addons mb-1">
        <div className="control is-expanded">
          <input
            id={id}
            className={`input${error ? ' is-danger' : ''}`}
            type="text"
            maxLength={200}
            value={draft}
            placeholder="e.g. Knee osteoarthritis"
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <div className="control">
          <button type="button" className="button is-primary is-outlined" onClick={add}>
            Add
          </button>
        </div>
      </div>
      <p className="help" id={`${id}-hint`}>
        Type a condition and press Enter or Add. Select a condition to remove it.
      </p>
      {error && (
        <p className="help is-danger" id={`${id}-error`}>
          {error}
        </p>
      )}
      {value.length > 0 && (
        <ul className="condition-list" aria-label="Your current conditions" data-testid="condition-list">
          {value.map((condition) => (
            <li key={condition}>
              <button
                type="button"
                className="tag is-medium condition-entry"
                aria-label={`Remove ${condition}`}
                onClick={() => onChange(value.filter((v) => v !== condition))}
              >
                <span>{condition}</span>
                <span className="condition-remove" aria-hidden="true">
                  ×
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
