import type { Guard, Position } from '@pt/contracts';

/** Positions go up to 2^64 (20 digits); zero-padded, string order is numeric order. */
const positionWidth = 20;

export function padPosition(position: Position): string {
  if (!/^\d{1,20}$/.test(position)) throw new Error(`Invalid position: ${JSON.stringify(position)}`);
  return position.padStart(positionWidth, '0');
}

export function unpadPosition(padded: string): Position {
  return padded.replace(/^0+(?=\d)/, '');
}

/** The internal field a guard is stored in, and its stored value. */
export function guardField(guard: Guard): { field: '_revision' | '_position'; value: number | string } {
  if ('revision' in guard) {
    if (!Number.isInteger(guard.revision) || guard.revision < 0) throw new Error(`Invalid revision: ${guard.revision}`);
    return { field: '_revision', value: guard.revision };
  }
  return { field: '_position', value: padPosition(guard.position) };
}

/** Query (MongoDB syntax, also understood by mingo) matching documents that have not yet seen the guard. */
export function guardPasses(guard: Guard): Record<string, unknown> {
  const { field, value } = guardField(guard);
  return { $or: [{ [field]: { $lt: value } }, { [field]: { $exists: false } }] };
}

export const internalFields = ['_id', '_revision', '_position'] as const;
