import type { AuditDocument } from '@pt/contracts';

/** What an event did to one document of a read model. */
export type DocumentChange = 'created' | 'deleted' | 'changed' | 'unchanged';

export interface FieldChange {
  field: string;
  /** undefined: the field was not there. */
  before: unknown;
  after: unknown;
}

export function documentChange({ before, after }: Pick<AuditDocument, 'before' | 'after'>): DocumentChange {
  if (!before && after) return 'created';
  if (before && !after) return 'deleted';
  if (!before && !after) return 'unchanged';
  return changedFields(before, after).length ? 'changed' : 'unchanged';
}

/** The read store's bookkeeping, moved by every event a document folds: never a change worth listing. */
const bookkeeping = new Set(['position', 'revision']);

/**
 * The top-level fields whose value differs between the document before and after the event: the
 * fields after it in their order, then those it removed (the bookkeeping `position` and `revision`
 * left out). A missing document has no fields, so a created one lists every field it has, a deleted
 * one every field it had.
 */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const was = before ?? {};
  const is = after ?? {};
  const keys = [...Object.keys(is), ...Object.keys(was).filter((key) => !Object.hasOwn(is, key))].filter((key) => !bookkeeping.has(key));
  return keys
    .filter((key) => !sameValue(Object.hasOwn(was, key) ? was[key] : undefined, Object.hasOwn(is, key) ? is[key] : undefined))
    .map((field) => ({
      field,
      before: Object.hasOwn(was, field) ? was[field] : undefined,
      after: Object.hasOwn(is, field) ? is[field] : undefined,
    }));
}

/** Equal as data: the same JSON value, whatever the order of an object's keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]));
}
