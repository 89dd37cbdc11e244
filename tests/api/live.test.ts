import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { liveEventName, streams, type LivePayload } from '@pt/contracts';
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
  return received;
}

describe('live inbox', () => {
  it('admins and therapists see a new request at once; patients and anonymous sockets see nothing', async () => {
    const [admin, therapist, patient, anonymous] = await Promise.all([
      server.signIn(demo.admin.email, demo.admin.password).then(listen),
      server.signIn(demo.therapist.email, demo.therapist.password).then(listen),
      server.signIn(demo.patient.email, demo.patient.password).then(listen),
      listen(),
    ]);
    const sent = await server.call('POST', '/api/callback-request', { name: 'Live Test', phone: '321-555-0199', reason: 'Checking the live inbox', preferredTime: 'anytime' });
    const id = streams.callback(sent.body.id);
    const seen = (messages: LivePayload[]) => messages.find((m) => m.type === 'inbox.changed' && m.data.item.id === id);
    const adminMessage = await waitFor(() => seen(admin!), 5000, 'admin message');
    expect(adminMessage).toMatchObject({ type: 'inbox.changed', position: sent.body.position, data: { item: { name: 'Live Test', status: 'new' } } });
    await waitFor(() => seen(therapist!), 5000, 'therapist message');
    // then the notification outcome updates the same item
    await waitFor(() => admin!.find((m) => m.type === 'inbox.changed' && m.data.item.id === id && m.data.item.notification === 'sent'), 5000, 'notification update');
    // A message to every socket, sent after all of the above: each socket gets its messages in order,
    // so once the sentinel is there, anything meant for staff would have arrived before it.
    server.running.api!.io.emit(liveEventName, { type: 'sentinel' });
    await waitFor(() => patient!.length > 0 && anonymous!.length > 0, 5000, 'the sentinel');
    expect(patient).toEqual([{ type: 'sentinel' }]);
    expect(anonymous).toEqual([{ type: 'sentinel' }]);
  });

  it('refuses a socket with a forged or expired token at the handshake', async () => {
    const socket = io(server.url, { path: '/socket.io', auth: { token: 'not-a-token' }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toMatch(/unauthorized/);
    expect(socket.connected).toBe(false);
  });
});
