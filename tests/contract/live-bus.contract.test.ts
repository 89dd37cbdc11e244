import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveEventName, livePausedEventName, rooms, ServiceUnavailableError, type LiveBus, type LiveMessage } from '@pt/contracts';
import { createInProcessLiveBus, createRedisLiveBus } from '@pt/infra';
import { eventually, sleep, waitFor } from '../support/wait';
import { startRedis, useRedis } from '../support/redis';

interface Subject {
  /** One bus per API instance; each gets its own socket.io server. */
  apiBuses: LiveBus[];
  /** The projector's bus. */
  publisher: LiveBus;
  /** A bus nobody attached a server to. */
  detached(): LiveBus;
  close(): Promise<void>;
  /** A bus of another deployment on the same Redis: what it publishes must reach none of these sockets. */
  other?: LiveBus;
}

interface Api {
  url: string;
  close(): Promise<void>;
}

interface Browser {
  received: unknown[];
  socket: Socket;
}

/** The short "nothing else arrives" wait. */
const quietMs = 300;

/** A socket.io server like the API's, except that a test-only middleware joins the rooms named in the handshake. */
async function startApi(bus: LiveBus): Promise<Api> {
  const http = createServer();
  const io = new Server(http);
  io.use((socket, next) => {
    void socket.join(socket.handshake.auth.rooms as string[]);
    next();
  });
  bus.attach(io);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => io.close() };
}

async function openBrowser(api: Api, joined: string[]): Promise<Browser> {
  const socket = connect(api.url, { auth: { rooms: joined }, transports: ['websocket'], forceNew: true, reconnection: false });
  const received: unknown[] = [];
  socket.on(liveEventName, (payload: unknown) => received.push(payload));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, received };
}

function liveBusContract(open: () => Promise<Subject>) {
  let subject: Subject;
  let apis: Api[] = [];
  let browsers: Browser[] = [];

  const browser = async (api: Api, joined: string[]) => {
    const opened = await openBrowser(api, joined);
    browsers.push(opened);
    return opened;
  };

  beforeAll(async () => {
    subject = await open();
    apis = await Promise.all(subject.apiBuses.map(startApi));
    // A server hears the bus only once its subscription is in place: probe until every one does.
    const probes = await Promise.all(apis.map((api) => openBrowser(api, ['probe'])));
    await eventually(async () => {
      await subject.publisher.publish({ type: 'Probe', rooms: ['probe'], position: '0', data: null });
      await sleep(20);
      return probes.every((probe) => probe.received.length > 0);
    }, 'every API instance to hear the bus');
    for (const { socket } of probes) socket.disconnect();
  });
  afterEach(() => {
    for (const { socket } of browsers) socket.disconnect();
    browsers = [];
  });
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.close()));
    await subject?.close();
  });

  it('delivers a message once to every socket in its rooms, on every API instance, and to no other', async () => {
    const patients = await Promise.all(apis.map((api) => browser(api, [rooms.patient('p1')])));
    const others = await Promise.all(apis.map((api) => browser(api, [rooms.patient('p2'), rooms.weeklyLeaderboard])));
    const therapist = await browser(apis.at(-1)!, [rooms.role('therapist'), rooms.patient('p1')]);

    const message: LiveMessage = {
      type: 'PointsAwarded',
      rooms: [rooms.patient('p1'), rooms.role('therapist')],
      position: '42',
      data: { patientId: 'p1', points: 10 },
    };
    if (subject.other) await subject.other.publish({ ...message, data: { patientId: 'p1', points: 999 } });
    await subject.publisher.publish(message);

    const expected = { type: 'PointsAwarded', position: '42', data: { patientId: 'p1', points: 10 } };
    const reached = [...patients, therapist];
    await eventually(() => reached.every((one) => one.received.length > 0), 'the message to reach every socket in its rooms');
    await sleep(quietMs);
    for (const one of reached) expect(one.received).toEqual([expected]);
    for (const other of others) expect(other.received).toEqual([]);
  });

  it('keeps the publishing order', async () => {
    const leaderboard = await Promise.all(apis.map((api) => browser(api, [rooms.weeklyLeaderboard])));
    const positions = ['100', '101', '102', '103', '104'];
    for (const position of positions) {
      await subject.publisher.publish({ type: 'LeaderboardChanged', rooms: [rooms.weeklyLeaderboard], position, data: {} });
    }
    await eventually(() => leaderboard.every((one) => one.received.length === positions.length), 'every message');
    for (const one of leaderboard) {
      expect(one.received.map((payload) => (payload as { position: string }).position)).toEqual(positions);
    }
  });

  it('delivers a message without rooms to nobody', async () => {
    const anyone = await Promise.all(apis.map((api) => browser(api, [rooms.patient('p1'), rooms.weeklyLeaderboard])));
    await subject.publisher.publish({ type: 'Nothing', rooms: [], position: '7', data: null });
    await sleep(quietMs);
    for (const one of anyone) expect(one.received).toEqual([]);
  });

  it('publishing with no server attached does not throw', async () => {
    const bus = subject.detached();
    await expect(bus.publish({ type: 'Early', rooms: [rooms.patient('p1')], position: '1', data: {} })).resolves.toBeUndefined();
    await bus.close();
  });
}

describe('in-process adapter', () => {
  liveBusContract(async () => {
    const bus = createInProcessLiveBus();
    return { apiBuses: [bus], publisher: bus, detached: createInProcessLiveBus, close: () => bus.close() };
  });
});

describe('Redis adapter (two API instances, the projector publishing from a third bus)', () => {
  const redis = useRedis();

  liveBusContract(async () => {
    const buses = [createRedisLiveBus(redis.url), createRedisLiveBus(redis.url)];
    const publisher = createRedisLiveBus(redis.url);
    return {
      apiBuses: buses,
      publisher,
      detached: () => createRedisLiveBus(redis.url),
      close: async () => {
        await Promise.all([...buses, publisher].map((bus) => bus.close()));
      },
    };
  });
});

describe('Redis adapter under a deployment prefix (REDIS_PREFIX), beside buses without one', () => {
  const redis = useRedis();
  const key = `test-${randomUUID().slice(0, 8)}:socket.io`;

  liveBusContract(async () => {
    const buses = [createRedisLiveBus(redis.url, { key }), createRedisLiveBus(redis.url, { key })];
    const publisher = createRedisLiveBus(redis.url, { key });
    // Another deployment on the same Redis, publishing to rooms of the same names: nothing of it may arrive.
    const other = createRedisLiveBus(redis.url);
    return {
      apiBuses: buses,
      publisher,
      detached: () => createRedisLiveBus(redis.url, { key }),
      close: async () => {
        await Promise.all([...buses, publisher, other].map((bus) => bus.close()));
      },
      other,
    };
  });
});

describe('Redis adapter with Redis gone', () => {
  it('tells its sockets that live updates are paused while Redis is away, and closes them once it is back, so that their clients reconnect and fetch what they missed', async () => {
    const own = await startRedis({ ownServer: true });
    const port = Number(new URL(own.url).port);
    const bus = createRedisLiveBus(own.url, { onError: () => {} });
    const api = await startApi(bus);
    let again: Awaited<ReturnType<typeof startRedis>> | undefined;
    try {
      const opened = await openBrowser(api, [rooms.role('admin')]);
      const paused = new Promise<void>((resolve) => opened.socket.once(livePausedEventName, () => resolve()));
      const closedBecause = new Promise<string>((resolve) => opened.socket.once('disconnect', resolve));
      // Connected while Redis is there: nothing to catch up on, the socket stays (probes until the
      // subscription is in place).
      await eventually(async () => {
        await bus.publish({ type: 'inbox.changed', rooms: [rooms.role('admin')], position: '1', data: {} });
        await sleep(20);
        return opened.received.length > 0;
      }, 'the subscription in place');
      expect(opened.socket.connected).toBe(true);
      await own.kill();
      await paused;
      // A socket that connects meanwhile is told at once.
      const late = connect(api.url, { auth: { rooms: [rooms.role('admin')] }, transports: ['websocket'], forceNew: true, reconnection: false });
      const latePaused = new Promise<void>((resolve) => late.once(livePausedEventName, () => resolve()));
      const lateClosedBecause = new Promise<string>((resolve) => late.once('disconnect', resolve));
      await latePaused;
      again = await startRedis({ port, ownServer: true });
      expect(await closedBecause).toBe('io server disconnect');
      expect(await lateClosedBecause).toBe('io server disconnect');
    } finally {
      await api.close();
      await bus.close();
      await again?.stop();
      await own.stop();
    }
  });

  it('refuses a message at once (nobody could hear it) instead of holding it until Redis is back, and closes at once', async () => {
    const own = await startRedis({ ownServer: true });
    const bus = createRedisLiveBus(own.url, { onError: () => {} });
    const message: LiveMessage = { type: 'inbox.changed', rooms: [rooms.role('admin')], position: '1', data: {} };
    try {
      await bus.publish(message);
      await own.kill();
      const refused = await waitFor(async () => bus.publish(message).then(() => null, (error: unknown) => error), 5000, 'a refusal');
      expect(refused).toBeInstanceOf(ServiceUnavailableError);
      // Refused and closed without waiting for a reconnection: a bound far above a busy machine's pause (ADR 31).
      const started = performance.now();
      await expect(bus.publish(message)).rejects.toBeInstanceOf(ServiceUnavailableError);
      await bus.close();
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      await own.stop();
    }
  });
});
