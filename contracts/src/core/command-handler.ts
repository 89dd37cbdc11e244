import { timeOrderedId } from './ids';
import { eventSchemas, type Actor, type DomainEvent, type NewEvent } from '../events';
import { WrongExpectedRevisionError, type AppendDurability, type EventStore, type EventToAppend, type Position, type RecordedEvent } from '../ports';
import { ConcurrencyConflict, DomainError, RevisionMismatch, type Decider } from './decider';
import { readEvent } from './diagnostics';
import { fingerprintOf } from './fingerprint';

/** Who sends a command, why, and when. `now` is the only clock a decider sees. */
export interface CommandMeta {
  actor: Actor;
  correlationId: string;
  /** The id of what caused the command (a request id, or the event a reaction answers). */
  causationId: string;
  now: Date;
}

export interface CommandOptions {
  /** The client's id of this command. The same id again answers the first result; with another content, a 409. */
  commandId?: string;
  /** A create: the stream must not exist yet (the stream is named from the client's id). */
  create?: boolean;
  /** The revision the person saw (`If-Match`): when the stream has moved, a RevisionMismatch and no retry. */
  expectedRevision?: number;
  /** What identifies the command's content; by default its canonical JSON with the acting user. */
  fingerprint?: string;
  /** Ids of the appended events; by default random. Reactions derive them from their cause. */
  eventId?: (index: number, event: NewEvent) => string;
  /** Attempts on a concurrent append before giving up with ConcurrencyConflict (default 5). */
  attempts?: number;
  /**
   * `'with-next'`: the command's append is answered once committed, durable only with the next append
   * waited for (the port's `AppendOptions`): only for a command whose caller goes on at once to the
   * append it guards (ADR 34's claims).
   */
  durability?: AppendDurability;
}

export interface CommandResult<State> {
  stream: string;
  state: State;
  /** The stream's revision after the command (-1: the stream does not exist). */
  revision: number;
  /** Position of the last event the command appended; when it appended nothing, of the stream's last event. */
  position: Position;
  /** Events appended now (0 for a no-op and for a repeated command). */
  appended: number;
  /** The same command (same client id and content) had already been done: this is its first result. */
  repeated: boolean;
}

export interface LoadedStream<State, E extends DomainEvent> {
  state: State;
  events: E[];
  revision: number;
  position: Position;
}

type FoldingDecider<State, E extends DomainEvent> = Pick<Decider<State, unknown, E>, 'initialState' | 'evolve' | 'events'>;

interface Folded {
  decider: object;
  loaded: LoadedStream<unknown, DomainEvent>;
  /** Id of the event at `loaded.revision`: a log replaced under the same stream names is told apart by it. */
  lastId: string;
}

/**
 * Streams folded lately, per store: a stream loaded again reads and folds only what was appended
 * since (ADR 25). A patient's rewards stream grows by about seven events a session; folded whole at
 * every session, a year of daily sessions took ~90 ms, the event loop blocked all along. A decider's
 * `evolve` never changes the state it is given, so a folded state is folded on. Kept while the
 * streams held add up to at most `foldedEventsKept` events, the least recently loaded let go first.
 */
const foldedEventsKept = 20_000;
const folds = new WeakMap<EventStore, { streams: Map<string, Folded>; events: number }>();

function keepFold(store: EventStore, stream: string, folded: Folded) {
  let kept = folds.get(store);
  if (!kept) folds.set(store, (kept = { streams: new Map(), events: 0 }));
  const before = kept.streams.get(stream);
  if (before) {
    kept.streams.delete(stream);
    kept.events -= before.loaded.revision + 1;
  }
  kept.streams.set(stream, folded);
  kept.events += folded.loaded.revision + 1;
  for (const [oldest, held] of kept.streams) {
    if (kept.events <= foldedEventsKept) break;
    kept.streams.delete(oldest);
    kept.events -= held.loaded.revision + 1;
  }
}

/** Folds the decider's own events among `recorded` on from `from`; with the id of the last event read. */
function foldOn<State, E extends DomainEvent>(
  stream: string,
  decider: FoldingDecider<State, E>,
  from: Folded,
  recorded: readonly RecordedEvent[],
): Folded {
  if (recorded.length === 0) return from;
  let state = from.loaded.state as State;
  const events = [...from.loaded.events] as E[];
  const own = decider.events as readonly string[];
  for (const raw of recorded) {
    if (!own.includes(raw.type)) continue;
    const event = readEvent(raw, 'command');
    if (!event) throw new Error(`${stream} holds an unreadable event at revision ${raw.revision}; no command can be decided on it`);
    events.push(event as E);
    state = decider.evolve(state, event as E);
  }
  const last = recorded.at(-1)!;
  return { decider, loaded: { state, events, revision: last.revision, position: last.position }, lastId: last.id };
}

/**
 * Reads a stream and folds the decider's own events into its state (on from the state folded at its
 * last load, when this process loaded it lately). An unreadable event of its own stops the command.
 */
export async function loadStream<State, E extends DomainEvent>(store: EventStore, stream: string, decider: FoldingDecider<State, E>): Promise<LoadedStream<State, E>> {
  const earlier = folds.get(store)?.streams.get(stream);
  let folded: Folded | undefined;
  if (earlier && earlier.decider === decider) {
    const since = await store.readStream(stream, { fromRevision: earlier.loaded.revision });
    // The event folded last comes first (an adapter that answers the whole stream is served too).
    const at = since.findIndex((e) => e.revision === earlier.loaded.revision);
    if (at >= 0 && since[at]!.id === earlier.lastId) folded = foldOn(stream, decider, earlier, since.slice(at + 1));
  }
  if (!folded) {
    const start: Folded = { decider, loaded: { state: decider.initialState(), events: [], revision: -1, position: '0' }, lastId: '' };
    folded = foldOn(stream, decider, start, await store.readStream(stream));
  }
  if (folded.loaded.revision >= 0) keepFold(store, stream, folded);
  return folded.loaded as LoadedStream<State, E>;
}

/**
 * The one way every process changes the world (command API and worker alike): read the stream,
 * fold it, decide at `meta.now`, append with the expected revision; on a concurrent append, all
 * again, a few times. A command named by the client's id takes effect once.
 */
export async function handleCommand<State, Command, E extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, E>,
  command: Command,
  meta: CommandMeta,
  options: CommandOptions = {},
): Promise<CommandResult<State>> {
  const attempts = options.attempts ?? 5;
  const fingerprint = options.commandId !== undefined ? (options.fingerprint ?? commandFingerprint(command, meta.actor)) : undefined;

  for (let attempt = 1; ; attempt++) {
    const loaded = await loadStream(store, stream, decider);

    if (options.commandId !== undefined) {
      const earlier = loaded.events.filter((e) => e.metadata.commandId === options.commandId);
      if (earlier.length > 0) {
        if (earlier[0]!.metadata.fingerprint !== fingerprint) {
          throw new DomainError('already-exists', 'This id was already used for different content.');
        }
        const last = earlier.at(-1)!;
        return { stream, state: loaded.state, revision: last.revision, position: last.position, appended: 0, repeated: true };
      }
    }
    if (options.create && loaded.revision >= 0) throw new DomainError('already-exists', 'This id is already taken.');
    if (options.expectedRevision !== undefined && loaded.revision !== options.expectedRevision) {
      throw new RevisionMismatch(stream, options.expectedRevision, loaded.revision);
    }

    const decided = decider.decide(command, loaded.state, meta.now) as NewEvent[];
    if (decided.length === 0) {
      return { stream, state: loaded.state, revision: loaded.revision, position: loaded.position, appended: 0, repeated: false };
    }
    const toAppend = decided.map((event, i) => recordable(event, meta, options.eventId?.(i, event) ?? timeOrderedId(), options.commandId, fingerprint));
    try {
      const expected = loaded.revision < 0 ? 'no_stream' : loaded.revision;
      const result = await (options.durability === undefined
        ? store.append(stream, toAppend, expected)
        : store.append(stream, toAppend, expected, { durability: options.durability }));
      const first = result.revision - toAppend.length + 1;
      // The state after the command, from the events as decided (checked again by every reader of the
      // log; here they are the decider's own, typed, from parsed input: parsing them again doubled the
      // schema checks of every command).
      let state = loaded.state;
      toAppend.forEach((e, i) => {
        if (!(decider.events as readonly string[]).includes(e.type)) return;
        const event = { id: e.id, type: e.type, stream, revision: first + i, position: result.position, data: e.data, metadata: e.metadata } as unknown as E;
        state = decider.evolve(state, event);
      });
      return { stream, state, revision: result.revision, position: result.position, appended: toAppend.length, repeated: false };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (options.expectedRevision !== undefined) {
        throw new RevisionMismatch(stream, options.expectedRevision, typeof error.actual === 'number' ? error.actual : -1);
      }
      if (attempt >= attempts) throw new ConcurrencyConflict(stream, attempts);
      // Spread the racing writers out a little before they read again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}

/** A command's default fingerprint: its canonical JSON with the acting user (a claim of its id carries the same). */
export const commandFingerprint = (command: unknown, actor: Actor) => fingerprintOf({ command, by: actorKey(actor) });

function actorKey(actor: Actor): string {
  return actor.kind === 'user' ? `user:${actor.userId}` : actor.kind === 'system' ? `system:${actor.name}` : 'anonymous';
}

function recordable(event: NewEvent, meta: CommandMeta, id: string, commandId?: string, fingerprint?: string): EventToAppend {
  return {
    id,
    type: event.type,
    data: event.data,
    metadata: {
      actor: meta.actor,
      correlationId: meta.correlationId,
      causationId: meta.causationId,
      at: meta.now.toISOString(),
      schema: eventSchemas[event.type].version,
      ...(commandId !== undefined && { commandId, fingerprint }),
    },
  };
}
