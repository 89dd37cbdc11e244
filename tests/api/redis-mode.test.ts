import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { liveEventName, streams, type LivePayload } from '@pt/contracts';
import { startRedis } from '../support/redis';
import { demo, startTestServer, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

// The same product with BullMQ and the socket.io Redis adapter selected by REDIS_URL.
let redis: Awaited<ReturnType<typeof startRedis>>;
let server: TestServer;
let socket: Socket | undefined;
beforeAll(async () => {
  redis = await startRedis();
  server = await startTestServer({ REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix });
});
afterAll(async () => {
  socket?.disconnect();
  await server?.stop();
  await redis?.stop();
});

/** The types of the notification events of a contact message, once there are any. */
async function notificationOf(server: TestServer, contactId: string, timeoutMs: number, what: string): Promise<string[]> {
  const [source] = await server.running.ports.eventStore.readStream(streams.contact(contactId));
  const events = await waitFor(async () => {
    const found = await server.running.ports.eventStore.readStream(streams.notification(source!.id));
    return found.length ? found : null;
  }, timeoutMs, what);
  return events.map((e) => e.type);
}

describe('with REDIS_URL set', () => {
  it('uses BullMQ and the Redis live bus end to end', async () => {
    expect(server.running.ports.engines).toMatchObject({ jobQueue: 'bullmq', liveBus: 'redis' });
    const token = await server.signIn(demo.admin.email, demo.admin.password);
    socket = io(server.url, { auth: { token }, transports: ['websocket'] });
    const received: LivePayload[] = [];
    socket.on(liveEventName, (m: LivePayload) => received.push(m));
    await waitFor(() => socket!.connected, 5000, 'socket');
    // The Redis adapter subscribes asynchronously: a probe sent before then reaches nobody, so send
    // probes until one gets through.
    const arrived = (stream: string) => received.find((m) => m.type === 'inbox.changed' && m.data.item.id === stream);
    await waitFor(async () => {
      const probe = await server.call('POST', '/api/callback-request', { name: 'Probe', phone: '321-555-0100', reason: 'probe of the live bus', preferredTime: 'anytime' });
      return waitFor(() => arrived(streams.callback(probe.body.id)), 1000, 'probe').catch(() => null);
    }, 15_000, 'a probe through the Redis live bus');

    const sent = await server.call('POST', '/api/contact', { firstName: 'Redis', lastName: 'Mode', email: 'r@example.com', phone: '3215550100', consent: true });
    await waitFor(() => arrived(streams.contact(sent.body.id)), 5000, 'live message');
    expect(await notificationOf(server, sent.body.id, 15_000, 'notification through BullMQ')).toEqual(['NotificationSent']);
  });
});

describe('with REDIS_PREFIX set', () => {
  it('keeps two deployments on one Redis apart: their jobs, live channels and sign-in limits', async () => {
    // A Redis of its own, so that every key and channel in it is one of these two deployments'.
    const own = await startRedis({ ownServer: true });
    const deployments = ['clinic-a', 'clinic-b'];
    const [a, b] = await Promise.all(deployments.map((prefix) => startTestServer({ REDIS_URL: own.url, REDIS_PREFIX: prefix, LOGIN_ATTEMPTS: '2' })));
    const client = new Redis(own.url);
    try {
      const attempt = (s: TestServer) => s.call('POST', '/api/portal/login', { email: 'apart@example.com', password: 'wrong-password' });
      expect((await attempt(a!)).status).toBe(401);
      expect((await attempt(a!)).status).toBe(401);
      expect((await attempt(a!)).status).toBe(429);
      expect((await attempt(b!)).status).toBe(401);

      const sent = await a!.call('POST', '/api/contact', { firstName: 'Prefix', lastName: 'Apart', email: 'p@example.com', phone: '3215550100', consent: true });
      expect(await notificationOf(a!, sent.body.id, 15_000, "the notification, through clinic-a's queue")).toEqual(['NotificationSent']);

      const keys = await client.keys('*');
      const channels = (await client.pubsub('CHANNELS', '*')) as string[];
      const outside = [...keys, ...channels].filter((name) => !deployments.some((prefix) => name.startsWith(`${prefix}:`)));
      expect(outside).toEqual([]);
      // The notices queue of each, under its own prefix only.
      for (const prefix of deployments) expect(keys.some((key) => key.startsWith(`${prefix}:bull:`))).toBe(true);
      expect(channels.some((channel) => channel.startsWith('clinic-a:socket.io'))).toBe(true);
      expect(channels.some((channel) => channel.startsWith('clinic-b:socket.io'))).toBe(true);
    } finally {
      client.disconnect();
      await Promise.all([a?.stop(), b?.stop()]);
      await own.stop();
    }
  });
});

describe('with Redis down', () => {
  it("refuses sign-ins with a 503 that says to wait, takes visitors' messages and keeps the read models up; the notices go out once Redis is back", async () => {
    const own = await startRedis({ ownServer: true });
    const port = new URL(own.url).port;
    const alone = await startTestServer({ REDIS_URL: own.url, REDIS_PREFIX: own.prefix });
    let again: Awaited<ReturnType<typeof startRedis>> | undefined;
    try {
      const admin = await alone.signIn(demo.admin.email, demo.admin.password);
      await own.kill();

      const refused = await alone.call('POST', '/api/portal/login', { email: demo.patient.email, password: demo.patient.password });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(refused.body).toEqual({ success: false, message: 'This is briefly unavailable on our side. Please try again in a minute.' });
      expect((await alone.call('POST', '/api/portal/login', { email: demo.patient.email, password: 'not the password' })).status).toBe(503);

      // A visitor's message does not wait for the counts, and the inbox shows it at once: its live
      // message, which nobody could hear, is not waited for.
      const sent = await alone.call('POST', '/api/contact', { firstName: 'Redis', lastName: 'Down', email: 'down@example.com', phone: '3215550100', consent: true });
      expect(sent.status).toBe(201);
      const inbox = await alone.call('GET', `/api/admin/inbox?after=${sent.body.position}`, undefined, admin);
      expect(inbox.headers.get('x-read-caught-up')).toBe('true');
      expect(inbox.body.items[0]).toMatchObject({ id: streams.contact(sent.body.id), notification: 'pending' });

      // Redis back (empty, where it was): the notice's job is enqueued and runs, once.
      again = await startRedis({ port: Number(port), ownServer: true });
      expect(await notificationOf(alone, sent.body.id, 20_000, 'the notification, once Redis is back')).toEqual(['NotificationSent']);
      expect((await alone.call('POST', '/api/portal/login', { email: demo.patient.email, password: demo.patient.password })).status).toBe(200);
    } finally {
      await alone.stop();
      await again?.stop();
      await own.stop();
    }
  }, 60_000);
});
