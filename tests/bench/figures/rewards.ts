import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { liveEventName, refreshRoomsEvent, type LivePayload } from '@pt/contracts';
import { settled } from './data';
import { percentile, type Figure } from './report';
import { jsonClient } from './json-client';
import { benchServer, signIn } from './server';

interface Patient {
  token: string;
  assignment: string;
  socket: Socket;
  /** When this patient's socket brought the rewards of their session. */
  shown(): number | undefined;
}

/**
 * From the completion that ends a session to the patient's screen showing its points: `patients`
 * patients complete their day at the same moment; each waits for the rewards on their own socket.
 * `warmUp` groups first warm the server up (as a server that has run a while is: V8 keeps optimizing
 * the completion's and the rewards' paths over the first few hundred sessions, the server's CPU per
 * group falling from ~120-160 ms to ~40-60 ms on the VM of profiles.md's eighth look); then `rounds`
 * groups of new patients are measured, one after the other, each once the server has settled.
 */
export async function rewardLatencyFigures(patients: number, rounds = 3, warmUp = 5): Promise<Figure[]> {
  const server = await benchServer();
  const sockets: Socket[] = [];
  const clients: Array<ReturnType<typeof jsonClient>> = [];
  try {
    const therapist = await signIn(server.url, 'therapist@example.com', 'demo-therapist-1');
    const client = jsonClient(server.url);
    clients.push(client);
    const { call } = client;
    const seeded = await call('POST', '/api/seed-exercises', {}, therapist);
    const exercise = (await call('GET', `/api/exercises?after=${seeded.position}`, undefined, therapist)).exercises[0].id as string;

    /** Patients with an exercise for today, each with their socket open (as their dashboard would be). */
    async function group(): Promise<Patient[]> {
      const people: Patient[] = [];
      for (let i = 0; i < patients; i++) {
        const registered = (await call('POST', '/api/portal/register', { email: `bench${i}-${randomUUID()}@example.com`, password: 'bench walk 42' })) as { token: string };
        const profile = await call('POST', '/api/portal/profile', { firstName: `Bench${i}`, lastName: 'Patient' }, registered.token);
        const assigned = await call('POST', '/api/admin/assign-exercise', { patientId: profile.id, exerciseId: exercise, frequency: 'Once daily' }, therapist);
        const socket = io(server.url, { path: '/socket.io', auth: { token: registered.token }, transports: ['websocket'] });
        sockets.push(socket);
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
        await socket.emitWithAck(refreshRoomsEvent);
        let shown: number | undefined;
        socket.on(liveEventName, (m: LivePayload) => {
          if (m.type === 'rewards.changed' && shown === undefined) shown = performance.now();
        });
        people.push({ token: registered.token, assignment: assigned.id as string, socket, shown: () => shown });
      }
      return people;
    }

    /** Every patient of the group completes at once; answers the times of the answers and of the screens. */
    async function burst(people: Patient[]) {
      await settled(server.url);
      const sent = performance.now();
      const answered: number[] = [];
      await Promise.all(people.map((p) => call('POST', `/api/portal/my-exercises/${p.assignment}/complete`, {}, p.token).then(() => answered.push(performance.now() - sent))));
      const deadline = performance.now() + 30_000;
      while (people.some((p) => p.shown() === undefined) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
      const shown = people.flatMap((p) => (p.shown() === undefined ? [] : [p.shown()! - sent]));
      return { answered, shown, missing: people.length - shown.length };
    }

    for (let i = 0; i < warmUp; i++) await burst(await group());
    const answered: number[] = [];
    const shown: number[] = [];
    let missing = 0;
    for (let round = 0; round < rounds; round++) {
      const result = await burst(await group());
      answered.push(...result.answered);
      shown.push(...result.shown);
      missing += result.missing;
    }
    const what = `${patients} at once, ${rounds} rounds after ${warmUp} to warm up`;
    return [
      { what: `The completion's own answer, ${what}: p99`, value: percentile(answered, 99), unit: 'ms' },
      { what: `Completion ending a session to the patient's points on screen, ${what}: p50`, value: percentile(shown, 50), unit: 'ms' },
      { what: `Completion ending a session to the patient's points on screen, ${what}: p99${missing ? ` (${missing} never shown in 30 s)` : ''}`, value: missing ? Infinity : percentile(shown, 99), unit: 'ms', target: { atMost: 100 } },
    ];
  } finally {
    for (const socket of sockets) socket.disconnect();
    for (const client of clients) client.close();
    await server.stop();
  }
}
