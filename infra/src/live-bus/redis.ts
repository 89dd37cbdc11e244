import { createAdapter } from '@socket.io/redis-adapter';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { liveEventName, type LiveBus } from '@pt/contracts';

/**
 * The distributed live bus: API instances attach the socket.io Redis adapter, and the projector
 * publishes through the Redis emitter, which every attached instance hears.
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
  const connect = () => {
    const client = new Redis(redisUrl);
    client.on('error', onError);
    clients.push(client);
    return client;
  };

  let emitter: Emitter | undefined;
  let sent: Promise<unknown> = Promise.resolve();
  const emitterFor = () => {
    if (!emitter) {
      const client = connect();
      // The emitter publishes without returning the promise: keep it, so publish() can await it and see errors.
      emitter = new Emitter({ publish: (channel: string, message: string | Buffer) => (sent = client.publish(channel, message)) }, { key });
    }
    return emitter;
  };

  return {
    async publish({ type, rooms, position, data }) {
      // No rooms must mean nobody, whereas to([]) would mean everybody.
      if (rooms.length === 0) return;
      emitterFor().to(rooms).emit(liveEventName, { type, position, data });
      await sent;
    },
    async disconnect(rooms) {
      if (rooms.length === 0) return;
      emitterFor().in(rooms).disconnectSockets(true);
      await sent;
    },
    attach(io) {
      const pubClient = connect();
      const subClient = connect();
      io.adapter(createAdapter(pubClient, subClient, { key }));
    },
    async close() {
      await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
      clients.length = 0;
      emitter = undefined;
    },
  };
}
