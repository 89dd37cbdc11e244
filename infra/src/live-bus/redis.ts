import { createAdapter } from '@socket.io/redis-adapter';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { liveEventName, livePausedEventName, type LiveBus } from '@pt/contracts';
import { closeClient, unlessAway, watchConnection } from '../redis-outage';

/**
 * The distributed live bus: API instances attach the socket.io Redis adapter, and the projector
 * publishes through the Redis emitter, which every attached instance hears. With Redis away a message
 * is refused at once (`ServiceUnavailableError`; nobody could hear it): a read model logs that and
 * goes on folding, rather than wait for Redis at every message. Meanwhile each API instance tells its
 * sockets that live updates are paused; once Redis is back, it closes them, so their clients
 * reconnect and catch up (ADR 26).
 */
export function createRedisLiveBus(
  redisUrl: string,
  {
    onError = (error) => console.error(`live bus: ${error.message}`),
    key = 'socket.io',
  }: {
    /** Connection errors (ioredis reconnects by itself); default: logged on stderr. */
    onError?: (error: Error) => void;
    /** The channels' prefix, the same for the adapter and the emitter (default socket.io's own, `socket.io`). */
    key?: string;
  } = {},
): LiveBus {
  const clients: Redis[] = [];
  // Only the emitter's commands time out: the adapter's subscriptions and requests are its own, and it
  // does not catch a timed-out command's rejection.
  const connect = (options: { commandTimeout?: number } = {}) => {
    const client = new Redis(redisUrl, options);
    client.on('error', onError);
    watchConnection(client);
    clients.push(client);
    return client;
  };

  let emitter: { client: Redis; emitter: Emitter } | undefined;
  let closing = false;
  let sent: Promise<unknown> = Promise.resolve();
  const makeEmitter = () => {
    const client = connect({ commandTimeout: 2000 });
    // The emitter publishes without returning the promise: keep it, so publish() can await it and see errors.
    return { client, emitter: new Emitter({ publish: (channel: string, message: string | Buffer) => (sent = client.publish(channel, message)) }, { key }) };
  };
  // Connected from the start: an emitter first made while Redis is away would queue its messages for
  // its whole `commandTimeout`, as a first connection does, and the read model waits for them.
  emitter = makeEmitter();
  /** Sends through the emitter; refused at once while its connection is away. */
  const emit = (send: (emitter: Emitter) => void) => {
    emitter ??= makeEmitter();
    const { client, emitter: through } = emitter;
    return unlessAway(client, 'Redis (live bus)', () => {
      send(through);
      return sent;
    });
  };

  return {
    async publish({ type, rooms, position, data }) {
      // No rooms must mean nobody, whereas to([]) would mean everybody.
      if (rooms.length === 0) return;
      await emit((emitter) => emitter.to(rooms).emit(liveEventName, { type, position, data }));
    },
    async disconnect(rooms) {
      if (rooms.length === 0) return;
      await emit((emitter) => emitter.in(rooms).disconnectSockets(true));
    },
    attach(io) {
      const pubClient = connect();
      const subClient = connect();
      io.adapter(createAdapter(pubClient, subClient, { key }));
      // While this instance's subscription is away, its sockets hear nothing: each is told so (and
      // each one that connects meanwhile). What was published then never reached them: when the
      // subscription is back, the server closes each of its sockets, and the web client reconnects at
      // once and, as at every reconnection, fetches again what its screens show (the read models kept
      // folding meanwhile).
      let subscription: 'first' | 'up' | 'away' = 'first';
      subClient.on('close', () => {
        if (subscription !== 'up' || closing) return;
        subscription = 'away';
        io.local.emit(livePausedEventName);
      });
      subClient.on('ready', () => {
        if (subscription === 'away') io.local.disconnectSockets();
        subscription = 'up';
      });
      io.on('connection', (socket) => {
        if (subscription === 'away') socket.emit(livePausedEventName);
      });
    },
    async close() {
      closing = true;
      await Promise.all(clients.map(closeClient));
      clients.length = 0;
      emitter = undefined;
    },
  };
}
