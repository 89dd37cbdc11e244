import type { IntakeCounts, IntakeForm, IntakeFormsAnswer, IntakeStatus } from '@pt/contracts';
import { isAfter } from '../shared/live/positions';

const submittedTime = (form: IntakeForm) => Date.parse(form.submittedAt) || 0;

function moveCount(counts: IntakeCounts, from: IntakeStatus | null, to: IntakeStatus) {
  if (from === to) return;
  if (from) counts[from] = Math.max(0, counts[from] - 1);
  else counts.total += 1;
  counts[to] += 1;
}

/**
 * Applies a live `intake.changed` message to the cached list (newest first) and its counters, in
 * place (an immer draft): a new form is inserted and counted, a known one replaced and its status
 * counted anew; a message not newer than the cached form is ignored. 'unknown': a change of a form
 * the list does not hold (older than the forms fetched): the caller refetches.
 */
export function applyIntakeChange(answer: IntakeFormsAnswer, incoming: IntakeForm, position: string): 'applied' | 'stale' | 'unknown' {
  const index = answer.forms.findIndex((form) => form.id === incoming.id);
  const current = index >= 0 ? answer.forms[index] : undefined;
  if (current && !isAfter(position, current.position)) return 'stale';
  if (!current && incoming.revision > 0) return 'unknown';

  const stored: IntakeForm = { ...incoming, position: isAfter(position, incoming.position) ? position : incoming.position };
  moveCount(answer.counts, current?.status ?? null, stored.status);
  if (current) {
    answer.forms[index] = stored;
    return 'applied';
  }
  const time = submittedTime(stored);
  const at = answer.forms.findIndex((form) => submittedTime(form) < time);
  answer.forms.splice(at < 0 ? answer.forms.length : at, 0, stored);
  return 'applied';
}

/** Shows a status change at once (before the server answers), counters included. */
export function setCachedStatus(answer: IntakeFormsAnswer, id: string, status: IntakeStatus): void {
  const form = answer.forms.find((f) => f.id === id);
  if (!form || form.status === status) return;
  moveCount(answer.counts, form.status, status);
  form.status = status;
}
