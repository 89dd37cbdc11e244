import { randomUUID } from 'node:crypto';
import {
  parseEvent,
  WrongExpectedRevisionError,
  type Actor,
  type EventStore,
  type NewEvent,
  eventSchemas,
} from '@pt/contracts';
import type { Decider } from './decider';

export interface CommandContext {
  actor: Actor;
  correlationId: string;
  /** The id of what caused the command (the request id). */
  causationId: string;
  now: Date;
}

export interface CommandResult<State> {
  state: State;
  /** How many events were appended (0 when the command changed nothing). */
  appended: number;
  /** Position of the last appended event; when nothing was appended, the position the state was read at. */
  position: string;
}

export async function loadStream<State>(
  store: EventStore,
  stream: string,
  decider: Pick<Decider<State, unknown>, 'initialState' | 'evolve'>,
): Promise<{ state: State; revision: number | 'no_stream'; position: string }> {
  const recorded = await store.readStream(stream);
  let state = decider.initialState();
  for (const raw of recorded) state = decider.evolve(state, parseEvent(raw));
  const last = recorded.at(-1);
  return { state, revision: last ? last.revision : 'no_stream', position: last?.position ?? '0' };
}

/**
 * The one way a command changes the world: read the stream, fold it, decide, append with the
 * expected revision; on a concurrent append, do it all again (a few times).
 */
export async function handleCommand<State, Command>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command>,
  command: Command,
  context: CommandContext,
  attempts = 3,
): Promise<CommandResult<State>> {
  for (let attempt = 1; ; attempt++) {
    const { state, revision, position } = await loadStream(store, stream, decider);
    const decided = decider.decide(command, state);
    if (decided.length === 0) return { state, appended: 0, position };
    const toAppend = decided.map((event) => toRecordable(event, context));
    try {
      const result = await store.append(stream, toAppend, revision);
      const first = result.revision - toAppend.length + 1;
      const next = toAppend.reduce(
        (s, e, i) => decider.evolve(s, parseEvent({ ...e, stream, revision: first + i, position: result.position })),
        state,
      );
      return { state: next, appended: toAppend.length, position: result.position };
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError && attempt < attempts) continue;
      throw error;
    }
  }
}

function toRecordable(event: NewEvent, context: CommandContext) {
  return {
    id: randomUUID(),
    type: event.type,
    data: event.data,
    metadata: {
      actor: context.actor,
      correlationId: context.correlationId,
      causationId: context.causationId,
      at: context.now.toISOString(),
      schema: eventSchemas[event.type].version,
    },
  };
}
