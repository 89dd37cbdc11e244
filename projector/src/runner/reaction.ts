import { JobFailedError, type DomainEvent, type EnqueueOptions, type EventStore, type EventType, type JobQueue, type LogBatch, type Position, type ReadStore } from '@pt/contracts';
import { reactionCheckpoint, readEvent } from '@pt/contracts/core';
import { follow, type FollowLogger } from './follow';

/** A side effect to run for an event: one job per event, with the event id as job id. */
export interface Reaction {
  /** The reaction group: it has its own checkpoint. */
  name: string;
  queue: string;
  handles: readonly EventType[];
  job(event: DomainEvent): unknown;
  options?: EnqueueOptions;
}

export interface ReactionStatus {
  name: string;
  checkpoint: Position | null;
  lastError: string | null;
}

/** How long a reaction waits for its jobs on a queue that does not survive a restart. */
const settleTimeoutMs = 10 * 60_000;

/**
 * Runs one reaction group from its own checkpoint: enqueues the jobs of a batch (they run at once,
 * side by side), and moves the checkpoint only once they have run. Whatever is lost in between (the
 * embedded queue in a crash, BullMQ's jobs in a Redis restarted without its data) makes the batch
 * run again from the checkpoint, and the handlers, idempotent, do only what was not done. Rebuilding
 * read models never moves this checkpoint: reactions never run twice for that.
 */
export class ReactionRunner {
  private readonly abort = new AbortController();
  private done: Promise<void> = Promise.resolve();
  private checkpoint: Position | null = null;
  private lastError: string | null = null;

  constructor(
    readonly reaction: Reaction,
    private readonly ports: { eventStore: EventStore; readStore: ReadStore; jobQueue: JobQueue },
    private readonly settings: { logger: FollowLogger; retryDelayMs: number; batchSize: number },
  ) {}

  async start() {
    const { readStore } = this.ports;
    const name = reactionCheckpoint(this.reaction.name);
    this.checkpoint = await readStore.getCheckpoint(name);
    this.done = follow({
      name: `reaction:${this.reaction.name}`,
      store: this.ports.eventStore,
      types: this.reaction.handles,
      checkpoint: () => readStore.getCheckpoint(name),
      handle: (batch) => this.handle(name, batch),
      signal: this.abort.signal,
      logger: this.settings.logger,
      retryDelayMs: this.settings.retryDelayMs,
      batchSize: this.settings.batchSize,
      onError: (error) => (this.lastError = error),
    });
  }

  status(): ReactionStatus {
    return { name: this.reaction.name, checkpoint: this.checkpoint, lastError: this.lastError };
  }

  async stop() {
    this.abort.abort();
    await this.done;
  }

  private async handle(checkpointName: string, batch: LogBatch) {
    const { jobQueue, readStore } = this.ports;
    const { reaction } = this;
    const ids: string[] = [];
    for (const raw of batch.events) {
      const event = readEvent(raw, `reaction:${reaction.name}`);
      if (!event) continue;
      await jobQueue.enqueue(reaction.queue, event.id, reaction.job(event), reaction.options);
      ids.push(event.id);
    }
    await Promise.all(
      ids.map((id) =>
        jobQueue.waitForResult(reaction.queue, id, settleTimeoutMs).catch((error: unknown) => {
          // A job that failed for good has recorded its failure; anything else runs the batch again.
          if (!(error instanceof JobFailedError)) throw error;
        }),
      ),
    );
    await readStore.saveCheckpoint(checkpointName, batch.upTo);
    this.checkpoint = batch.upTo;
  }
}
