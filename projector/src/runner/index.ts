import type { EventStore, JobQueue, LiveBus, ReadStore } from '@pt/contracts';
import type { AnyProjection } from '@pt/contracts/core';
import type { FollowLogger } from './follow';
import { ReactionRunner, type Reaction, type ReactionStatus } from './reaction';
import { ReadModelRunner, type ReadModelStatus } from './read-model';

export type { Reaction } from './reaction';
export type ProjectorLogger = FollowLogger;

export interface ProjectorPorts {
  eventStore: EventStore;
  readStore: ReadStore;
  jobQueue: JobQueue;
  liveBus: LiveBus;
}

export interface ProjectorOptions {
  projections: AnyProjection[];
  reactions: Reaction[];
  logger: ProjectorLogger;
  retryDelayMs?: number;
  /** Most events folded in one batch (default 1000). */
  batchSize?: number;
  /** Most events read at once while a read model is being built (default 2,000). */
  catchUpBatchSize?: number;
  /** Events a read model being built folds in memory before writing them with its checkpoint in one transaction (default 10,000). */
  catchUpChunk?: number;
  /** How often the registry is read for replays asked for by another process (default 2 s). */
  registryPollMs?: number;
  /** How long a swapped-out collection is kept (default 5 s). */
  retireAfterMs?: number;
  /** How long a stop waits for the reactions' jobs still to run, as in a retry's backoff (default 5 s). */
  stopGraceMs?: number;
}

export interface ProjectorStatus {
  running: boolean;
  readModels: ReadModelStatus[];
  reactions: ReactionStatus[];
}

export interface RunningProjector {
  status(): ProjectorStatus;
  stop(): Promise<void>;
}

/**
 * The projector: every read model and every reaction group follows the log on its own, from its
 * own checkpoint, so one being rebuilt or slowed never holds the others back.
 */
export async function startProjector(ports: ProjectorPorts, options: ProjectorOptions): Promise<RunningProjector> {
  const settings = {
    logger: options.logger,
    retryDelayMs: options.retryDelayMs ?? 200,
    batchSize: options.batchSize ?? 1000,
    catchUpBatchSize: options.catchUpBatchSize ?? 2000,
    catchUpChunk: options.catchUpChunk ?? 10_000,
    retireAfterMs: options.retireAfterMs ?? 5000,
    stopGraceMs: options.stopGraceMs ?? 5000,
  };
  const readModels = options.projections.map((projection) => new ReadModelRunner(projection, ports, settings));
  const reactions = options.reactions.map((reaction) => new ReactionRunner(reaction, ports, settings));
  for (const model of readModels) await model.start();
  for (const reaction of reactions) await reaction.start();

  let running = true;
  const poll = setInterval(() => {
    for (const model of readModels) {
      model.checkRequests().catch((error: unknown) => options.logger.warn({ readModel: model.projection.name, err: String(error) }, 'could not read the read-model registry'));
    }
  }, options.registryPollMs ?? 2000);
  poll.unref();

  return {
    status: () => ({ running, readModels: readModels.map((m) => m.status()), reactions: reactions.map((r) => r.status()) }),
    async stop() {
      clearInterval(poll);
      await Promise.all([...readModels.map((m) => m.stop()), ...reactions.map((r) => r.stop())]);
      running = false;
    },
  };
}
