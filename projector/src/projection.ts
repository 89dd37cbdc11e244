import type { DomainEvent, EnqueueOptions, EventType, LiveMessage, ReadStore } from '@pt/contracts';

/**
 * A read model: a pure reaction of documents to events. Every write is guarded by the event's
 * revision or position, so a replayed event changes nothing. Raising `version` rebuilds it.
 */
export interface Projection {
  name: string;
  version: number;
  collections: string[];
  handles: readonly EventType[];
  /** Writes the read model, then answers the live messages to send once the write is committed. */
  apply(event: DomainEvent, store: ReadStore): Promise<LiveMessage[]>;
}

/** A side effect to run for an event: the runner enqueues one job per event, with the event id as job id. */
export interface Reaction {
  name: string;
  queue: string;
  handles: readonly EventType[];
  job(event: DomainEvent): unknown;
  options?: EnqueueOptions;
}

export function handles(p: { handles: readonly EventType[] }, event: DomainEvent): boolean {
  return p.handles.includes(event.type);
}
