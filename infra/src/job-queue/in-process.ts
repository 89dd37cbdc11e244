import {
  JobFailedError,
  JobTimeoutError,
  type EnqueueOptions,
  type JobHandler,
  type JobQueue,
  type JobWorker,
} from '@pt/contracts';

export const defaultAttempts = 5;
export const defaultBackoffMs = 1000;
/**
 * Finished jobs are remembered (for de-duplication and waitForResult) as long as BullMQ keeps them:
 * an hour when done, a day when failed; and, as there, only so many (a backlog of 100,000 jobs must
 * not stay in memory for an hour). Only their outcome is kept, not their data.
 */
const keepCompletedMs = 3600_000;
const keepFailedMs = 24 * 3600_000;
export const keepCompletedCount = 10_000;
export const keepFailedCount = 50_000;

type Outcome = { ok: true; result: unknown } | { ok: false; reason: string };

interface Entry {
  queue: string;
  id: string;
  /** Until the job is finished. */
  data?: unknown;
  attempts: number;
  backoffMs: number;
  /** Runs started so far. */
  started: number;
  /** Changes at each run, so the outcome of an abandoned run is ignored. */
  run?: object;
  outcome?: Outcome;
}

interface Worker {
  handler: JobHandler<unknown>;
  concurrency: number;
  active: Set<Entry>;
  closed: boolean;
}

interface Waiter {
  settle(outcome: Outcome): void;
  abandon(error: Error): void;
}

/** The embedded job queue: jobs live in this process only, so they are lost when it stops. */
export function createInProcessJobQueue(): JobQueue {
  const jobs = new Map<string, Entry>();
  const ready = new Map<string, Entry[]>();
  const workers = new Map<string, Set<Worker>>();
  const waiters = new Map<string, Set<Waiter>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const key = (queue: string, id: string) => `${queue}\u0000${id}`;

  const later = (ms: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, ms);
    timers.add(timer);
    return timer;
  };

  const makeReady = (entry: Entry, first = false) => {
    const list = ready.get(entry.queue) ?? [];
    if (first) list.unshift(entry);
    else list.push(entry);
    ready.set(entry.queue, list);
    dispatch(entry.queue);
  };

  // Finished jobs in the order they finished, each list with its own time to keep: the oldest go first.
  const finished = {
    completed: { keys: [] as Array<{ key: string; until: number }>, head: 0, ms: keepCompletedMs, count: keepCompletedCount },
    failed: { keys: [] as Array<{ key: string; until: number }>, head: 0, ms: keepFailedMs, count: keepFailedCount },
  };
  const forget = (list: (typeof finished)['completed'], now: number) => {
    while (list.head < list.keys.length && (list.keys[list.head]!.until <= now || list.keys.length - list.head > list.count)) {
      const { key: k } = list.keys[list.head++]!;
      if (jobs.get(k)?.outcome) jobs.delete(k);
    }
    if (list.head > 1024 && list.head * 2 > list.keys.length) {
      list.keys = list.keys.slice(list.head);
      list.head = 0;
    }
  };

  const finish = (entry: Entry, outcome: Outcome) => {
    entry.outcome = outcome;
    entry.run = undefined;
    entry.data = undefined;
    const now = Date.now();
    const list = outcome.ok ? finished.completed : finished.failed;
    list.keys.push({ key: key(entry.queue, entry.id), until: now + list.ms });
    forget(finished.completed, now);
    forget(finished.failed, now);
    const waiting = waiters.get(key(entry.queue, entry.id));
    waiters.delete(key(entry.queue, entry.id));
    for (const waiter of waiting ?? []) waiter.settle(outcome);
  };

  const dispatch = (queue: string) => {
    const list = ready.get(queue);
    for (const worker of workers.get(queue) ?? []) {
      while (list?.length && !worker.closed && worker.active.size < worker.concurrency) {
        start(worker, list.shift()!);
      }
    }
  };

  const start = (worker: Worker, entry: Entry) => {
    const run = {};
    entry.run = run;
    entry.started += 1;
    worker.active.add(entry);
    const job = { queue: entry.queue, id: entry.id, data: viaJson(entry.data), attempt: entry.started };
    Promise.resolve()
      .then(() => worker.handler(job))
      .then(
        (result) => ({ ok: true as const, result: viaJson(result) }),
        (error: unknown) => ({ ok: false as const, reason: error instanceof Error ? error.message : String(error) }),
      )
      .then((outcome) => {
        if (entry.run !== run || closed) return;
        worker.active.delete(entry);
        if (outcome.ok || entry.started >= entry.attempts) finish(entry, outcome);
        else later(entry.backoffMs * 2 ** (entry.started - 1), () => makeReady(entry));
        dispatch(entry.queue);
      });
  };

  return {
    async enqueue<T>(queue: string, id: string, data: T, options: EnqueueOptions = {}) {
      if (closed) throw new Error('Job queue is closed');
      if (jobs.has(key(queue, id))) return;
      const entry: Entry = {
        queue,
        id,
        data: viaJson(data),
        attempts: options.attempts ?? defaultAttempts,
        backoffMs: options.backoffMs ?? defaultBackoffMs,
        started: 0,
      };
      jobs.set(key(queue, id), entry);
      makeReady(entry);
    },

    process<T>(queue: string, handler: JobHandler<T>, options: { concurrency?: number } = {}): JobWorker {
      const worker: Worker = {
        handler: handler as JobHandler<unknown>,
        concurrency: options.concurrency ?? 1,
        active: new Set(),
        closed: false,
      };
      workers.set(queue, (workers.get(queue) ?? new Set()).add(worker));
      dispatch(queue);
      return {
        async close() {
          if (worker.closed) return;
          worker.closed = true;
          workers.get(queue)?.delete(worker);
          // The jobs it was running are abandoned, as if it had died: another worker runs them again.
          for (const entry of worker.active) {
            entry.run = undefined;
            if (entry.started >= entry.attempts) finish(entry, { ok: false, reason: 'its worker stopped during the last attempt' });
            else makeReady(entry, true);
          }
          worker.active.clear();
        },
      };
    },

    waitForResult(queue, id, timeoutMs) {
      return new Promise((resolve, reject) => {
        if (closed) return reject(new Error('Job queue is closed'));
        const settle = (outcome: Outcome) =>
          outcome.ok ? resolve(outcome.result) : reject(new JobFailedError(id, outcome.reason));
        const outcome = jobs.get(key(queue, id))?.outcome;
        if (outcome) return settle(outcome);
        const waiting = waiters.get(key(queue, id)) ?? new Set<Waiter>();
        waiters.set(key(queue, id), waiting);
        const timer = later(timeoutMs, () => {
          waiting.delete(waiter);
          if (waiting.size === 0 && waiters.get(key(queue, id)) === waiting) waiters.delete(key(queue, id));
          reject(new JobTimeoutError(id, timeoutMs));
        });
        const stop = () => {
          clearTimeout(timer);
          timers.delete(timer);
        };
        const waiter: Waiter = {
          settle: (outcome) => (stop(), settle(outcome)),
          abandon: (error) => (stop(), reject(error)),
        };
        waiting.add(waiter);
      });
    },

    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const set of workers.values()) for (const worker of set) worker.closed = true;
      workers.clear();
      for (const waiting of waiters.values()) for (const waiter of waiting) waiter.abandon(new Error('Job queue closed'));
      waiters.clear();
    },
  };
}

/** Data and results travel as JSON, as they do through Redis, so both adapters hand out the same values. */
function viaJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}
