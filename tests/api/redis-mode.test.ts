import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  server = await startTestServer({ REDIS_URL: redis.url });
});
afterAll(async () => {
  socket?.disconnect();
  await server?.stop();
  await redis?.stop();
});

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
    const [source] = await server.running.ports.eventStore.readStream(streams.contact(sent.body.id));
    const outcome = await waitFor(async () => {
      const events = await server.running.ports.eventStore.readStream(streams.notification(source!.id));
      return events.length ? events : null;
    }, 15_000, 'notification through BullMQ');
    expect(outcome.map((e) => e.type)).toEqual(['NotificationSent']);
  });
});
