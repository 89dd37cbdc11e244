import { intakeFieldLabels } from '@pt/contracts';

/**
 * The intake form's draft, kept in this browser so a reload or a closed tab loses nothing; removed
 * once the form is sent (or when the patient starts over), and ignored after 30 days.
 */
export const draftKey = 'intake_form_draft';
export const draftLifetimeMs = 30 * 24 * 60 * 60 * 1000;

export interface IntakeDraft {
  version: 1;
  savedAt: number;
  /** The step the patient was on (0 = the first). */
  step: number;
  values: Record<string, unknown>;
  /** A submission that may have reached the server although its answer was lost: its client id and body. */
  sending?: { id: string; body: string };
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Every answer of the form (contracts' tests hold that the labels name exactly the steps' fields).
const fieldNames = new Set(Object.keys(intakeFieldLabels));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored draft, or null when there is none, it is unreadable or too old (then it is removed). */
export function readDraft(storage: DraftStorage, lastStep: number, now = Date.now()): IntakeDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(draftKey);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const draft = parse(raw, lastStep, now);
  if (!draft) clearDraft(storage);
  return draft;
}

function parse(raw: string, lastStep: number, now: number): IntakeDraft | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.version !== 1 || !isRecord(value.values)) return null;
  const { savedAt, step, sending } = value;
  if (typeof savedAt !== 'number' || now - savedAt > draftLifetimeMs) return null;
  const values = Object.fromEntries(Object.entries(value.values).filter(([name]) => fieldNames.has(name)));
  const validSending = isRecord(sending) && typeof sending.id === 'string' && typeof sending.body === 'string';
  return {
    version: 1,
    savedAt,
    step: Number.isInteger(step) ? Math.min(Math.max(step as number, 0), lastStep) : 0,
    values,
    ...(validSending && { sending: { id: sending.id as string, body: sending.body as string } }),
  };
}

/** Stores the draft; a full or forbidden storage only means no draft. */
export function writeDraft(storage: DraftStorage, draft: Omit<IntakeDraft, 'version'>): void {
  try {
    storage.setItem(draftKey, JSON.stringify({ version: 1, ...draft }));
  } catch {
    // Private browsing or a full storage: the form still works, without a draft.
  }
}

export function clearDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(draftKey);
  } catch {
    // nothing stored, nothing to remove
  }
}

/**
 * The client id of a submission (see shared/api/request-id): the id of the last submission when
 * the form is unchanged (its answer may have been lost, even before a reload), a new one otherwise.
 */
export function clientIdFor(sending: IntakeDraft['sending'], body: unknown, newId: () => string): { id: string; body: string } {
  const key = JSON.stringify(body);
  return sending?.body === key ? sending : { id: newId(), body: key };
}

/**
 * The draft's answers laid over the empty form, each only when it has the shape of its field: a
 * draft written by an older version of the form, or edited by hand, cannot break the form.
 */
export function restoreValues<V extends Record<string, unknown>>(empty: V, saved: Record<string, unknown>, numbers: readonly string[]): V {
  const restored: Record<string, unknown> = { ...empty };
  const isText = (v: unknown) => typeof v === 'string';
  for (const [name, value] of Object.entries(saved)) {
    const blank = empty[name];
    if (numbers.includes(name)) {
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10) restored[name] = value;
    } else if (Array.isArray(blank)) {
      if (Array.isArray(value) && value.every(isText)) restored[name] = value;
    } else if (isText(blank)) {
      if (isText(value)) restored[name] = value;
    } else if (isRecord(blank) && isRecord(value) && Object.values(value).every(isText)) {
      restored[name] = value;
    }
  }
  return restored as V;
}
