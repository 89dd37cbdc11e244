import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { liveEventName, type LivePayload } from '@pt/contracts';
import { demo, startTestServer, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.stop();
});

async function listen(token?: string) {
  const socket = io(server.url, { path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket'] });
  sockets.push(socket);
  const received: LivePayload[] = [];
  socket.on(liveEventName, (payload: LivePayload) => received.push(payload));
  await waitFor(() => socket.connected, 5000, 'socket connected');
  return Object.assign(received, { socket });
}

describe('live inbox', () => {
  it('admins and therapists see a new request at once; patients and anonymous sockets see nothing', async () => {
    const [admin, therapist, patient, anonymous, forged] = await Promise.all([
      server.signIn(demo.admin.email, demo.admin.password).then(listen),
      server.signIn(demo.therapist.email, demo.therapist.password).then(listen),
      server.signIn(demo.patient.email, demo.patient.password).then(listen),
      listen(),
      listen('not-a-token'),
    ]);
    const sent = await server.call('POST', '/api/callback-request', { name: 'Live Test', phone: '321-555-0199', reason: 'Checking the live inbox', preferredTime: 'anytime' });
    const seen = (messages: LivePayload[]) => messages.find((m) => m.type === 'inbox.changed' && m.data.item.id === sent.body.id);
    const adminMessage = await waitFor(() => seen(admin!), 5000, 'admin message');
    expect(adminMessage).toMatchObject({ type: 'inbox.changed', position: sent.body.position, data: { item: { name: 'Live Test', status: 'new' } } });
    await waitFor(() => seen(therapist!), 5000, 'therapist message');
    // then the notification outcome updates the same item
    await waitFor(() => admin!.find((m) => m.type === 'inbox.changed' && m.data.item.id === sent.body.id && m.data.item.notification === 'sent'), 5000, 'notification update');
    // A last message to each of the other sockets' own rooms: once it has arrived, anything sent
    // to them before it has too (the bus and each socket keep the order).
    const others = [patient!, anonymous!, forged!];
    await server.running.ports.liveBus.publish({ type: 'test.barrier', rooms: others.map((m) => m.socket.id!), position: sent.body.position, data: {} });
    for (const messages of others) await waitFor(() => messages.length > 0, 5000, 'the barrier message');
    for (const messages of others) expect([...messages]).toEqual([{ type: 'test.barrier', position: sent.body.position, data: {} }]);
  });
});
