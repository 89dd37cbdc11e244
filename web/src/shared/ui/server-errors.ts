import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from '../api/http-error';

/**
 * Shows each message of a 400's `errors` next to its field, for the fields the form has, and puts the
 * keyboard's focus on the first of them (it would else fall back to the submit button, away from the error).
 * Answers how many it placed.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  fields: readonly string[],
): number {
  let placed = 0;
  for (const [field, messages] of Object.entries(fieldErrors(error))) {
    if (!fields.includes(field) || !messages[0]) continue;
    setError(field as Path<Values>, { type: 'server', message: messages[0] }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed;
}
