import type { EventStore, LogBatch, Position } from '@pt/contracts';

export interface FollowLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface FollowOptions {
  name: string;
  store: EventStore;
  types: readonly string[];
  /** Where to resume: read each time the loop (re)starts. */
  checkpoint(): Promise<Position | null>;
  /** Handles a batch; the checkpoint must move with it. */
  handle(batch: LogBatch): Promise<void>;
  signal: AbortSignal;
  /** The signal of one reading of the log (default `signal`): aborted, the reading ends and starts again from `checkpoint()`. */
  runSignal?: () => AbortSignal;
  logger: FollowLogger;
  retryDelayMs: number;
  batchSize: number;
  onError(error: string | null): void;
}

/**
 * Follows the log from a checkpoint in batches, for ever: on any failure it waits (doubling up to
 * 10 s) and resubscribes from the checkpoint, so nothing is skipped and nothing stops for good.
 */
export async function follow(options: FollowOptions): Promise<void> {
  const { signal, logger } = options;
  let delay = options.retryDelayMs;
  while (!signal.aborted) {
    try {
      const after = (await options.checkpoint()) ?? undefined;
      const run = options.runSignal?.() ?? signal;
      for await (const batch of options.store.subscribeToAll({ after, signal: run, types: options.types, batchSize: options.batchSize })) {
        if (run.aborted) break;
        await options.handle(batch);
        options.onError(null);
        delay = options.retryDelayMs;
      }
    } catch (error) {
      if (signal.aborted) break;
      const message = error instanceof Error ? error.message : String(error);
      options.onError(message);
      logger.warn({ reader: options.name, err: message, retryInMs: delay }, 'log reader failed; resuming from its checkpoint');
      await sleep(delay, signal);
      delay = Math.min(delay * 2, 10_000);
    }
  }
}

export function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
