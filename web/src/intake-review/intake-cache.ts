import type { IntakeCounts, IntakeFormSummary, IntakeFormsAnswer, IntakeStatus } from '@pt/contracts';
import { isAfter } from '../shared/live/positions';

/**
 * The cached list: the pages fetched so far, newest first (RTK Query's infinite data; each older page
 * asked for with the page before's `nextCursor`). The first page's counters are the ones shown, and
 * the ones live changes keep up to date.
 */
export interface IntakePages {
  pages: IntakeFormsAnswer[];
}

/** Whether `a` comes before `b` in the list: the server's order, `(submittedAt, id)` newest first. */
const comesBefore = (a: IntakeFormSummary, b: IntakeFormSummary) => a.submittedAt > b.submittedAt || (a.submittedAt === b.submittedAt && a.id > b.id);

/** Every form fetched, newest first, each once. */
export function formsOf(data: IntakePages): IntakeFormSummary[] {
  if (data.pages.length === 1) return data.pages[0]!.forms;
  const seen = new Set<string>();
  const forms: IntakeFormSummary[] = [];
  for (const page of data.pages) {
    for (const form of page.forms) {
      if (seen.has(form.id)) continue;
      seen.add(form.id);
      forms.push(form);
    }
  }
  return forms;
}

/** The counters of every form (not only of those fetched): the first page's. */
export const countsOf = (data: IntakePages): IntakeCounts | undefined => data.pages[0]?.counts;

/** Whether older forms remain to be fetched. */
export const hasOlderForms = (data: IntakePages): boolean => !!data.pages.at(-1)?.nextCursor;

export function findCachedForm(data: IntakePages, id: string): IntakeFormSummary | undefined {
  for (const page of data.pages) {
    const form = page.forms.find((f) => f.id === id);
    if (form) return form;
  }
  return undefined;
}

function moveCount(counts: IntakeCounts, from: IntakeStatus | null, to: IntakeStatus) {
  if (from === to) return;
  if (from) counts[from] = Math.max(0, counts[from] - 1);
  else counts.total += 1;
  counts[to] += 1;
}

/**
 * Applies a live `intake.changed` message to the cached pages and the counters, in place (an immer
 * draft): a known form is replaced where it is and its status counted anew; a new one is counted
 * and put in its place in the list, or, older than every form fetched while older pages remain,
 * left for its page to bring; a message not newer than the cached form is ignored. 'unknown': a
 * change of a form the list does not hold (on a page not fetched): its old status is not known, so
 * the caller refetches the counters (and the pages).
 */
export function applyIntakeChange(data: IntakePages, incoming: IntakeFormSummary, position: string): 'applied' | 'stale' | 'unknown' {
  const counts = countsOf(data);
  if (!counts) return 'unknown';
  for (const page of data.pages) {
    const index = page.forms.findIndex((form) => form.id === incoming.id);
    if (index < 0) continue;
    const current = page.forms[index]!;
    if (!isAfter(position, current.position)) return 'stale';
    const stored = storedForm(incoming, position);
    moveCount(counts, current.status, stored.status);
    page.forms[index] = stored;
    return 'applied';
  }
  if (incoming.revision > 0) return 'unknown';

  const stored = storedForm(incoming, position);
  moveCount(counts, null, stored.status);
  for (const page of data.pages) {
    const at = page.forms.findIndex((form) => comesBefore(stored, form));
    if (at >= 0) {
      page.forms.splice(at, 0, stored);
      return 'applied';
    }
  }
  const last = data.pages.at(-1)!;
  if (!last.nextCursor) last.forms.push(stored);
  return 'applied';
}

const storedForm = (incoming: IntakeFormSummary, position: string): IntakeFormSummary => ({
  ...incoming,
  position: isAfter(position, incoming.position) ? position : incoming.position,
});

/** Shows a status change at once (before the server answers), counters included. */
export function setCachedStatus(data: IntakePages, id: string, status: IntakeStatus): void {
  const form = findCachedForm(data, id);
  const counts = countsOf(data);
  if (!form || !counts || form.status === status) return;
  moveCount(counts, form.status, status);
  form.status = status;
}
