import type { DomainEvent } from '../events';
import type { Doc, IndexSpec, Position } from '../ports';
import type { LivePayload } from '../queries';
import { comparePositions } from '../ports';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A live message a projection asks for; the runner adds the position and publishes it once the write is committed. */
export type LiveOut = DistributiveOmit<LivePayload, 'position'> & {
  rooms: string[];
  /**
   * A notice that only says "this changed, ask again" (its data the same each time): sent at once, then
   * at most once per this many milliseconds, the newest last. Its repeats carry nothing a client needs.
   */
  atMostEveryMs?: number;
};

/**
 * A read model as a pure fold. The runner owns the rest: loading the document an event touches,
 * the position guard, writing in batches with the checkpoint, and publishing the live messages.
 * Raising `version` rebuilds the read model beside the live one.
 */
export interface Projection<D extends Doc, E extends DomainEvent> {
  name: string;
  version: number;
  handles: readonly E['type'][];
  /** The document an event touches (null: none; a list: each of them, folded in turn). */
  documentId(event: E): string | readonly string[] | null;
  /**
   * A text that every event touching document `id` holds in its id, stream or data as stored (JSON),
   * such as the id itself: the auditor's fold of the document (ADR 18) then reads only the events
   * that hold it, where the log can look (tests/api/audit-fold.test.ts checks it on the demo
   * log). Left out when there is none: a document its events touch without naming it.
   */
  namedBy?(id: string): string;
  /**
   * The document after the event; null deletes it. `doc.position` is set by the runner. `id` is the
   * document's (from `documentId`; the runner and folds always give it): an event naming several
   * documents creates each under its own.
   */
  evolve(doc: D | null, event: E, id?: string): D | null;
  /** Live messages for the document after the event. */
  live?(doc: D | null, event: E): LiveOut[];
  /** Rooms whose sockets are closed after the event (a disabled account's sessions). */
  disconnects?(doc: D | null, event: E): string[];
  indexes?: readonly IndexSpec[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyProjection = Projection<any, any>;

/** Keeps a projection's own types at its definition and lets the runner hold a list of any projections. */
export function defineProjection<D extends Doc, E extends DomainEvent>(projection: Projection<D, E>): AnyProjection {
  return projection;
}

export const handlesEvent = (p: { handles: readonly string[] }, event: { type: string }) => p.handles.includes(event.type);

/**
 * Folds events (in log order) into a projection's documents in memory, up to a position (inclusive):
 * what the read model held then. The same `evolve` as the runner, so the auditor sees what users saw.
 */
export function foldProjection<D extends Doc>(projection: AnyProjection, events: Iterable<DomainEvent>, upTo?: Position): Map<string, D> {
  const docs = new Map<string, D>();
  for (const event of events) {
    if (upTo !== undefined && comparePositions(event.position, upTo) > 0) break;
    if (!handlesEvent(projection, event)) continue;
    for (const id of documentIds(projection, event)) {
      const next = projection.evolve(docs.get(id) ?? null, event, id) as D | null;
      if (next === null) docs.delete(id);
      else docs.set(id, { ...next, id, position: event.position });
    }
  }
  return docs;
}

/** The documents an event touches, as a list. */
export function documentIds(projection: AnyProjection, event: DomainEvent): readonly string[] {
  const ids = projection.documentId(event) as string | readonly string[] | null;
  return ids === null ? [] : typeof ids === 'string' ? [ids] : ids;
}
