import type { EventEmitter } from 'node:events';
import { Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import {
  JobFailedError,
  JobLostError,
  JobTimeoutError,
  type EnqueueOptions,
  type JobHandler,
  type JobQueue,
  type JobWorker,
} from '@pt/contracts';
import { endsWithin, redisAnswers } from '../redis-outage';
import { defaultAttempts, defaultBackoffMs, keepCompletedCount, keepFailedCount } from './in-process';

export interface BullmqJobQueueOptions {
  /** Redis key prefix (default `bull`). */
  prefix?: string;
  /** How often workers look for jobs whose worker died (default 30 s). */
  stalledIntervalMs?: number;
  /** How long a worker's lock on a job lasts without renewal (default 30 s). */
  lockDurationMs?: number;
  /** Connection errors (BullMQ reconnects by itself); default: logged on stderr. */
  onError?: (error: Error) => void;
  /** How long a close waits for each part (a worker, a queue) to close in order before dropping it (default 5 s). */
  closeGraceMs?: number;
}

/** A missed QueueEvents message (e.g. before its stream read starts) is caught by re-reading the job this often. */
const recheckMs = 1000;

/** The distributed job queue: BullMQ on Redis; jobs survive a worker's death and run on any worker process. */
export function createBullmqJobQueue(redisUrl: string, options: BullmqJobQueueOptions = {}): JobQueue {
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  // Adding a job fails at once while Redis is away (BullMQ's advice for producers), rather than wait in
  // ioredis's offline queue until Redis is back: the reaction that enqueues reads its batch again
  // later, and a close is not left behind a command that cannot end (ADR 26).
  const producerConnection = { url: redisUrl, enableOfflineQueue: false };
  const prefix = options.prefix ?? 'bull';
  const onError = options.onError ?? ((error: Error) => console.error(`job queue: ${error.message}`));
  const queues = new Map<string, Queue>();
  const queueEvents = new Map<string, Promise<QueueEvents>>();
  const listeners = new Set<QueueEvents>();
  const workers = new Set<Worker>();
  /** The waits for results still running: a close ends them (their rechecks would open the queue again). */
  const waits = new Set<(error: Error) => void>();
  let closed = false;
  const closeGraceMs = options.closeGraceMs ?? 5000;
  /**
   * Closes a part in order (a worker lets its jobs finish, a connection says QUIT) when Redis answers.
   * With Redis away that would wait for Redis to come back, its QUIT queued behind the commands already
   * waiting (an enqueue, a worker's fetch): the part is then dropped (force), as it is after the grace.
   * Jobs lose nothing either way: a job whose worker went away runs again (ADR 26).
   */
  async function closePart(answering: boolean, close: (force: boolean) => Promise<unknown>, drop: () => Promise<unknown>) {
    if (await endsWithin(close(!answering), answering ? closeGraceMs : 1000)) return;
    await endsWithin(drop(), 1000);
  }

  const queueFor = (name: string): Queue => {
    if (closed) throw new Error('Job queue is closed');
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: producerConnection, prefix });
      queue.on('error', onError);
      queues.set(name, queue);
    }
    return queue;
  };

  const eventsFor = (name: string): Promise<QueueEvents> => {
    let ready = queueEvents.get(name);
    if (!ready) {
      const events = new QueueEvents(name, { connection, prefix });
      events.on('error', onError);
      listeners.add(events);
      ready = events.waitUntilReady().then(() => events);
      queueEvents.set(name, ready);
    }
    return ready;
  };

  return {
    async enqueue<T>(queue: string, id: string, data: T, enqueueOptions: EnqueueOptions = {}) {
      if (closed) throw new Error('Job queue is closed');
      // An existing job id makes add() a no-op, which is the de-duplication.
      await queueFor(queue).add(queue, data, {
        jobId: toJobId(id),
        attempts: enqueueOptions.attempts ?? defaultAttempts,
        backoff: { type: 'exponential', delay: enqueueOptions.backoffMs ?? defaultBackoffMs },
        // Not `true`: a job removed at once races with waitForResult.
        removeOnComplete: { age: 3600, count: keepCompletedCount },
        removeOnFail: { age: 24 * 3600, count: keepFailedCount },
      });
    },

    process<T>(queue: string, handler: JobHandler<T>, processOptions: { concurrency?: number } = {}): JobWorker {
      const worker = new Worker(
        queue,
        async (job) => {
          // attemptsStarted also counts runs whose worker died, so "at most `attempts` runs in all" holds.
          const attempt = job.attemptsStarted;
          if (attempt > (job.opts.attempts ?? 1)) throw new UnrecoverableError('its worker stopped during the last attempt');
          return handler({ queue, id: fromJobId(job.id ?? ''), data: job.data as T, attempt });
        },
        {
          connection,
          prefix,
          concurrency: processOptions.concurrency ?? 1,
          // A job whose worker died goes back to the queue, however often that happens: the attempts
          // (counted with the runs that died, above) are what limit it, not BullMQ's default of one stall.
          maxStalledCount: 1000,
          ...(options.lockDurationMs !== undefined && { lockDuration: options.lockDurationMs }),
          ...(options.stalledIntervalMs !== undefined && { stalledInterval: options.stalledIntervalMs }),
        },
      );
      worker.on('error', onError);
      workers.add(worker);
      return {
        async close() {
          workers.delete(worker);
          await closePart(await redisAnswers(redisUrl), (force) => worker.close(force), () => worker.disconnect());
        },
      };
    },

    async waitForResult(queue, id, timeoutMs) {
      if (closed) throw new Error('Job queue is closed');
      const jobId = toJobId(id);
      // Its typings list only the generic events, not the per-job `completed:<id>` ones it also emits.
      const events = (await eventsFor(queue)) as unknown as EventEmitter;
      if (closed) throw new Error('Job queue is closed');
      return new Promise((resolve, reject) => {
        let done = false;
        const finish = (settle: () => void) => {
          if (done) return;
          done = true;
          waits.delete(abandon);
          clearTimeout(timer);
          clearInterval(recheck);
          events.off(`completed:${jobId}`, onCompleted);
          events.off(`failed:${jobId}`, onFailed);
          settle();
        };
        const onCompleted = ({ returnvalue }: { returnvalue: unknown }) => finish(() => resolve(returnvalue));
        const onFailed = ({ failedReason }: { failedReason: string }) =>
          finish(() => reject(new JobFailedError(id, failedReason)));
        let unknown = 0;
        const check = async () => {
          const state = await queueFor(queue).getJobState(jobId);
          // Twice unknown, a second apart: the queue lost it (Redis restarted without its data).
          if (state === 'unknown') {
            if (++unknown >= 2) finish(() => reject(new JobLostError(id)));
            return;
          }
          unknown = 0;
          if (state !== 'completed' && state !== 'failed') return;
          const job = await queueFor(queue).getJob(jobId);
          if (!job) return;
          if (state === 'completed') onCompleted({ returnvalue: job.returnvalue });
          else onFailed({ failedReason: job.failedReason });
        };
        const abandon = (error: Error) => finish(() => reject(error));
        waits.add(abandon);
        const recheckSafely = () => check().catch((error: unknown) => finish(() => reject(error)));
        const timer = setTimeout(() => finish(() => reject(new JobTimeoutError(id, timeoutMs))), timeoutMs);
        const recheck = setInterval(recheckSafely, recheckMs);
        events.on(`completed:${jobId}`, onCompleted);
        events.on(`failed:${jobId}`, onFailed);
        // It may have finished before we listened.
        void recheckSafely();
      });
    },

    async close() {
      closed = true;
      for (const abandon of [...waits]) abandon(new Error('Job queue closed'));
      // Asked once for the whole close: every part talks to the same Redis.
      const answering = await redisAnswers(redisUrl);
      await Promise.all([...workers].map((worker) => closePart(answering, (force) => worker.close(force), () => worker.disconnect())));
      workers.clear();
      const parts = [...listeners, ...queues.values()];
      await Promise.all(parts.map((part) => closePart(answering, (force) => (force ? part.disconnect() : part.close()), () => part.disconnect())));
      listeners.clear();
      queueEvents.clear();
      queues.clear();
    },
  };
}

/**
 * BullMQ refuses custom ids that contain ':' or look like integers. Such ids are encoded
 * behind a '~' (plain ids never start with one), so every id is accepted and none collide.
 */
export function toJobId(id: string): string {
  const usable = !id.includes(':') && !id.startsWith('~') && `${parseInt(id, 10)}` !== id;
  return usable ? id : `~${Buffer.from(id).toString('base64url')}`;
}

export function fromJobId(jobId: string): string {
  return jobId.startsWith('~') ? Buffer.from(jobId.slice(1), 'base64url').toString() : jobId;
}
