import {
  parseEvent,
  projectorCheckpoint,
  type DomainEvent,
  type EventStore,
  type JobQueue,
  type LiveBus,
  type Position,
  type ReadStore,
  type RecordedEvent,
} from '@pt/contracts';
import { handles, type Projection, type Reaction } from './projection';

export interface ProjectorPorts {
  eventStore: EventStore;
  readStore: ReadStore;
  jobQueue: JobQueue;
  liveBus: LiveBus;
}

export interface ProjectorLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ProjectorStatus {
  running: boolean;
  /** Position of the last event handled. */
  position: Position | null;
  /** Events skipped because they could not be read (unknown type, invalid data). */
  skipped: number;
  lastError: string | null;
}

export interface RunningProjector {
  status(): ProjectorStatus;
  stop(): Promise<void>;
}

const versionsCollection = 'projection_versions';

/**
 * Follows the log from the checkpoint, one event at a time and in order: projections write their
 * read models, live messages go out once written, reactions enqueue their jobs, and only then does
 * the checkpoint move. On any failure it resubscribes from the checkpoint with backoff.
 */
export async function startProjector(
  ports: ProjectorPorts,
  options: { projections: Projection[]; reactions: Reaction[]; logger: ProjectorLogger; retryDelayMs?: number },
): Promise<RunningProjector> {
  const { eventStore, readStore, jobQueue, liveBus } = ports;
  const { projections, reactions, logger } = options;
  const state: ProjectorStatus = { running: true, position: await readStore.getCheckpoint(projectorCheckpoint), skipped: 0, lastError: null };
  await rebuildChangedProjections(ports, projections, state.position, logger);

  const abort = new AbortController();
  const handle = async (raw: RecordedEvent) => {
    let event: DomainEvent;
    try {
      event = parseEvent(raw);
    } catch (error) {
      // An event nobody can read must not stop every read model: skip it, loudly.
      state.skipped++;
      logger.error({ position: raw.position, type: raw.type, err: String(error) }, 'skipped an unreadable event');
      return;
    }
    for (const projection of projections) {
      if (!handles(projection, event)) continue;
      const messages = await projection.apply(event, readStore);
      for (const message of messages) await liveBus.publish(message);
    }
    for (const reaction of reactions) {
      if (handles(reaction, event)) await jobQueue.enqueue(reaction.queue, event.id, reaction.job(event), reaction.options);
    }
  };

  const loop = (async () => {
    let delay = options.retryDelayMs ?? 200;
    while (!abort.signal.aborted) {
      try {
        for await (const raw of eventStore.subscribeToAll({ after: state.position ?? undefined, signal: abort.signal })) {
          await handle(raw);
          await readStore.saveCheckpoint(projectorCheckpoint, raw.position);
          state.position = raw.position;
          state.lastError = null;
          delay = options.retryDelayMs ?? 200;
        }
      } catch (error) {
        if (abort.signal.aborted) break;
        state.lastError = error instanceof Error ? error.message : String(error);
        logger.warn({ err: state.lastError, retryInMs: delay }, 'projector subscription dropped; resubscribing from the checkpoint');
        await sleep(delay, abort.signal);
        delay = Math.min(delay * 2, 10_000);
      }
    }
  })();

  return {
    status: () => ({ ...state }),
    async stop() {
      abort.abort();
      await loop;
      state.running = false;
    },
  };
}

/**
 * A projection whose version changed is dropped and replayed alone up to the checkpoint, before
 * the main subscription resumes: the others keep their documents.
 */
async function rebuildChangedProjections(ports: ProjectorPorts, projections: Projection[], checkpoint: Position | null, logger: ProjectorLogger) {
  const { eventStore, readStore } = ports;
  const changed: Projection[] = [];
  for (const projection of projections) {
    const stored = await readStore.get(versionsCollection, projection.name);
    if (stored?.version !== projection.version) changed.push(projection);
  }
  if (changed.length === 0) return;
  for (const projection of changed) for (const collection of projection.collections) await readStore.drop(collection);
  if (checkpoint !== null) {
    logger.info({ projections: changed.map((p) => p.name), upTo: checkpoint }, 'rebuilding projections');
    let after: Position | undefined;
    for (;;) {
      const batch = await eventStore.readAll({ after, limit: 500 });
      const upTo = batch.filter((e) => BigInt(e.position) <= BigInt(checkpoint));
      for (const raw of upTo) {
        let event: DomainEvent;
        try {
          event = parseEvent(raw);
        } catch {
          continue;
        }
        for (const projection of changed) if (handles(projection, event)) await projection.apply(event, readStore);
      }
      if (upTo.length < batch.length || batch.length === 0) break;
      after = batch.at(-1)!.position;
    }
  }
  for (const projection of changed) {
    await readStore.upsert(versionsCollection, { id: projection.name, version: projection.version }, { revision: projection.version });
  }
}

function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}
