import { Redis } from 'ioredis';
import { ServiceUnavailableError } from '@pt/contracts';

/**
 * What the Redis adapters share about Redis being down (ADR 26). ioredis reconnects by itself and,
 * meanwhile, holds every command in its offline queue: a publish or a counter would then wait for as
 * long as Redis is away, and a `quit` queued behind them for ever.
 */

/** Whether Redis answers a PING within `timeoutMs` (a connection of its own, which never retries). */
export async function redisAnswers(redisUrl: string, timeoutMs = 1000): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: timeoutMs, commandTimeout: timeoutMs, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Clients that have been connected once: listened to from their first command on. */
const watched = new WeakSet<Redis>();
const connectedOnce = new WeakSet<Redis>();

/**
 * Remembers when `client` has been connected once (call it as the client is made: a client first
 * seen after Redis went away would be taken for one still making its first connection).
 */
export function watchConnection(client: Redis): void {
  if (watched.has(client)) return;
  watched.add(client);
  if (client.status === 'ready') connectedOnce.add(client);
  client.on('ready', () => connectedOnce.add(client));
}

/** Whether `client` has lost Redis: closed, waiting to reconnect, or trying to (after it was connected once). */
function isAway(client: Redis): boolean {
  watchConnection(client);
  switch (client.status) {
    case 'reconnecting':
    case 'close':
    case 'end':
      return true;
    // ioredis goes from `reconnecting` to `connecting` at each attempt: a command sent then would
    // wait in the offline queue for its whole `commandTimeout`.
    case 'connecting':
    case 'connect':
      return connectedOnce.has(client);
    default:
      return false;
  }
}

/**
 * Refuses at once, as `ServiceUnavailableError`, a command for a client that has lost Redis and is
 * reconnecting (rather than queue it until Redis is back); a client still making its first connection
 * queues it, as ioredis does, for at most its `commandTimeout`.
 */
export async function unlessAway<T>(client: Redis, service: string, command: () => Promise<T>): Promise<T> {
  if (isAway(client)) throw new ServiceUnavailableError(service);
  try {
    return await command();
  } catch (error) {
    throw new ServiceUnavailableError(service, { cause: error });
  }
}

/** Closes a client: QUIT when it is connected, otherwise (or if QUIT fails) the connection is dropped. */
export async function closeClient(client: Redis): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}

/** Waits for `work` for at most `ms` (its failure included); answers whether it ended in time. */
export async function endsWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true, () => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
