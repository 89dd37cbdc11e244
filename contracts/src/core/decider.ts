import type { DomainEvent, NewEventOf } from '../events';

/**
 * An aggregate's rules over its own stream: fold its events with `evolve`, then `decide` what a
 * command appends. Pure: the time comes in as `now`, errors are DomainErrors (no HTTP in here).
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  /** The event types of its stream; other events found there are not folded. */
  readonly events: readonly Event['type'][];
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State, now: Date): NewEventOf<Event>[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDecider = Decider<any, any, any>;

export type DomainErrorCode = 'not-found' | 'already-exists' | 'conflict' | 'forbidden' | 'invalid' | 'gone';

/** A command the rules refuse. The edge (HTTP, a job) decides what it means to its caller. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** For `invalid`: the fields at fault and their messages. */
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string) => new DomainError('not-found', message);
export const alreadyExists = (message: string) => new DomainError('already-exists', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const invalid = (message: string, fields?: Record<string, string[]>) => new DomainError('invalid', message, fields);
export const gone = (message: string) => new DomainError('gone', message);

/** The stream moved since the revision the person saw (`If-Match`). */
export class RevisionMismatch extends Error {
  constructor(
    readonly stream: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`${stream} is at revision ${actual}, not ${expected}`);
    this.name = 'RevisionMismatch';
  }
}

/** Concurrent writers kept winning: still unresolved after every retry. */
export class ConcurrencyConflict extends Error {
  constructor(readonly stream: string, attempts: number) {
    super(`${stream} kept changing during ${attempts} attempts`);
    this.name = 'ConcurrencyConflict';
  }
}
