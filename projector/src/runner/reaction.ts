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
/** Jobs enqueued whose results are still awaited: past this, the next batch waits for the oldest. */
const maxJobsInFlight = 2000;

const stoppedWaiting = new Error('the reaction group stopped before its jobs were done');

/**
 * Runs one reaction group from its own checkpoint: enqueues the jobs of each batch as it comes (they
 * run at once, side by side, with those of the batches before), and moves the checkpoint past a
 * batch only once its jobs and those of every batch before it have run. Whatever is lost in between
 * (the embedded queue in a crash, BullMQ's jobs in a Redis restarted without its data) makes the
 * group read again from the checkpoint, and the handlers, idempotent, do only what was not done.
 * Rebuilding read models never moves this checkpoint: reactions never run twice for that.
 *
 * A batch does not wait for the jobs of the one before: a patient's rewards (a job that appends and
 * waits for the disk) would otherwise hold back every other patient's session read after it.
 */
export class ReactionRunner {
  private readonly abort = new AbortController();
  private done: Promise<void> = Promise.resolve();
  private checkpoint: Position | null = null;
  private lastError: string | null = null;
  /** Batches whose jobs are enqueued, in log order: each settles after the one before it. */
  private settled: Promise<void> = Promise.resolve();
  private jobsInFlight = 0;
  /** Why a batch's jobs did not all run: the group then reads again from its checkpoint. */
  private failure: { error: unknown } | null = null;
  /** Ends the current reading of the log when a batch failed, so that it starts again. */
  private run = new AbortController();
  /** Rejected when a stop's grace runs out: the batches still waiting for their jobs then stop waiting. */
  private giveUp!: (reason: Error) => void;
  private readonly givenUp = new Promise<never>((_, reject) => (this.giveUp = reject));

  constructor(
    readonly reaction: Reaction,
    private readonly ports: { eventStore: EventStore; readStore: ReadStore; jobQueue: JobQueue },
    private readonly settings: { logger: FollowLogger; retryDelayMs: number; batchSize: number; stopGraceMs: number },
  ) {
    // Awaited only by the batches waiting when it settles.
    this.givenUp.catch(() => {});
  }

  async start() {
    const { readStore } = this.ports;
    const name = reactionCheckpoint(this.reaction.name);
    this.checkpoint = await readStore.getCheckpoint(name);
    this.done = follow({
      name: `reaction:${this.reaction.name}`,
      store: this.ports.eventStore,
      types: this.reaction.handles,
      checkpoint: () => this.restartFrom(name),
      handle: (batch) => this.handle(name, batch),
      signal: this.abort.signal,
      runSignal: () => AbortSignal.any([this.abort.signal, this.run.signal]),
      logger: this.settings.logger,
      retryDelayMs: this.settings.retryDelayMs,
      batchSize: this.settings.batchSize,
      onError: (error) => (this.lastError = error),
    });
  }

  status(): ReactionStatus {
    return { name: this.reaction.name, checkpoint: this.checkpoint, lastError: this.lastError };
  }

  /**
   * Stops reading, and waits for the jobs enqueued for at most the grace: a job in its backoff (a
   * notification while the mail server is down) would otherwise hold a shutdown for minutes. The
   * checkpoint stays before the batches whose jobs were not done; BullMQ keeps those jobs and runs
   * them, the embedded queue forgets them, and the next start reads the batches again and enqueues
   * the same ids, which the queue and the idempotent handlers make run once. An enqueue that cannot
   * end (the queue's Redis is down: ADR 26) is not waited for beyond the grace either: the queue's
   * close, after this stop, ends it, and its batch is read again at the next start.
   */
  async stop() {
    this.abort.abort();
    const grace = setTimeout(() => this.giveUp(stoppedWaiting), this.settings.stopGraceMs);
    try {
      await Promise.race([this.done.then(() => this.settled), this.givenUp]);
    } catch (error) {
      if (error !== stoppedWaiting) throw error;
    } finally {
      clearTimeout(grace);
    }
  }

  /** Where a (new) reading of the log starts: once every batch enqueued has settled, at the checkpoint. */
  private async restartFrom(name: string): Promise<Position | null> {
    await this.settled;
    const failure = this.failure;
    this.failure = null;
    this.run = new AbortController();
    // Thrown to the reader, which says so and tries again after its delay.
    if (failure) throw failure.error;
    return this.ports.readStore.getCheckpoint(name);
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
    const results = Promise.all(
      ids.map((id) =>
        jobQueue.waitForResult(reaction.queue, id, settleTimeoutMs).catch((error: unknown) => {
          // A job that failed for good has recorded its failure; anything else runs the batch again.
          if (!(error instanceof JobFailedError)) throw error;
        }),
      ),
    );
    const before = this.settled;
    this.jobsInFlight += ids.length;
    this.settled = (async () => {
      try {
        await Promise.race([results, this.givenUp]);
        await before;
        // A batch before this one failed: the checkpoint stays before it.
        if (this.failure) return;
        await readStore.saveCheckpoint(checkpointName, batch.upTo);
        this.checkpoint = batch.upTo;
      } catch (error) {
        if (error === stoppedWaiting) return;
        if (!this.failure) {
          this.failure = { error };
          this.run.abort();
        }
      } finally {
        this.jobsInFlight -= ids.length;
      }
    })();
    if (this.jobsInFlight > maxJobsInFlight) await this.settled;
    // A batch without jobs (a stretch of the log this group does not handle) lets the loop turn before
    // the group reads on: otherwise reading runs from one batch to the next in microtasks, and nothing
    // else (a request, a socket) gets the loop until the group has read the whole log. It does not wait
    // for the jobs of the batches before it, which would hold back the sessions read after it.
    else if (ids.length === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}
