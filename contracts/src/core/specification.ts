import { isDeepStrictEqual } from 'node:util';
import type { DomainEvent, EventMetadata, NewEvent, NewEventOf } from '../events';
import type { Doc } from '../ports';
import type { Decider } from './decider';
import { foldProjection, type AnyProjection } from './projection';

/** Fixed for tests: the time a decider is told, and the metadata of recorded events. */
export const specNow = new Date('2026-11-23T15:00:00.000Z');
const specMeta: EventMetadata = { actor: { kind: 'system', name: 'spec' }, correlationId: 'spec', causationId: 'spec', at: specNow.toISOString(), schema: 1 };

type Given = (NewEvent & { stream?: string; metadata?: Partial<EventMetadata> });

/** New events as the store would record them: ids, revisions per stream, positions 1, 2, 3 ... */
export function recorded<E extends DomainEvent = DomainEvent>(events: readonly Given[], stream = 'spec-1', firstPosition = 1): E[] {
  const revisions = new Map<string, number>();
  return events.map((event, i) => {
    const s = event.stream ?? stream;
    const revision = (revisions.get(s) ?? -1) + 1;
    revisions.set(s, revision);
    return {
      id: `00000000-0000-4000-8000-${String(firstPosition + i).padStart(12, '0')}`,
      type: event.type,
      data: event.data,
      stream: s,
      revision,
      position: String(firstPosition + i),
      metadata: { ...specMeta, ...event.metadata },
    } as E;
  });
}

/**
 * Decider tests that read like the domain: given these events, when this command, then these
 * events (or this error).
 *   expect(spec(decider).given([...]).when(command)).toEqual([...])
 *   expect(spec(decider).given([...]).rejects(command)).toMatchObject({ code: 'not-found' })
 */
export function spec<S, C, E extends DomainEvent>(decider: Decider<S, C, E>) {
  return {
    given(events: readonly (NewEventOf<E> & { stream?: string; metadata?: Partial<EventMetadata> })[]) {
      const state = recorded<E>(events as unknown as Given[]).reduce((s, e) => leftAsItWas(s, `evolve (${e.type})`, () => decider.evolve(s, e)), decider.initialState());
      const decide = (command: C, now: Date) => leftAsItWas(state, 'decide', () => decider.decide(command, state, now));
      return {
        state,
        when: (command: C, now = specNow) => decide(command, now),
        rejects(command: C, now = specNow): unknown {
          try {
            decide(command, now);
          } catch (error) {
            return error;
          }
          throw new Error('expected the command to be refused');
        },
      };
    },
  };
}

/**
 * Runs `step` on `state` and checks that it left the state as it was: commands fold on from states
 * kept between loads, and two loads at once fold on from the same one (ADR 25), so a decider
 * answers new states and never changes the one it is given.
 */
function leftAsItWas<S, T>(state: S, what: string, step: () => T): T {
  const before = structuredClone(state);
  const answer = step();
  if (!isDeepStrictEqual(state, before)) throw new Error(`${what} changed the state it was given: a decider answers a new state`);
  return answer;
}

/** Projection tests: given these events (recorded in order), then these documents. */
export function projectionSpec<D extends Doc>(projection: AnyProjection) {
  return {
    given: (events: readonly Given[]) => foldProjection<D>(projection, recorded(events)),
  };
}
