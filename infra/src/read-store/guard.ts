import type { Position } from '@pt/contracts';

/** Positions go up to 2^64 (20 digits); zero-padded, string order is numeric order. */
const positionWidth = 20;

export function padPosition(position: Position): string {
  if (!/^\d{1,20}$/.test(position)) throw new Error(`Invalid position: ${JSON.stringify(position)}`);
  return position.padStart(positionWidth, '0');
}

export function unpadPosition(padded: string): Position {
  return padded.replace(/^0+(?=\d)/, '');
}

/** Collection names become table or collection names: keep them plain. */
export function checkCollectionName(name: string): string {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid collection name: ${JSON.stringify(name)}`);
  return name;
}
