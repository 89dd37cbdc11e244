import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import { liveEventName, refreshRoomsEvent, type LivePayload } from '@pt/contracts';
import { percentile, type Figure } from './report';
import { benchServer, signIn } from './server';

/**
 * From the completion that ends a session to the patient's screen showing its points: `patients`
 * patients complete their day at the same moment; each waits for the rewards on their own socket.
 */
export async function rewardLatencyFigures(patients: number): Promise<Figure[]> {
  const server = await benchServer();
  try {
    const therapist = await signIn(server.url, 'therapist@example.com', 'demo-therapist-1');
    const call = async (method: string, route: string, body: unknown, token: string) => {
      const res = await fetch(`${server.url}${route}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
      return (await res.json()) as Record<string, any>;
    };
    const seeded = await call('POST', '/api/seed-exercises', {}, therapist);
    const exercise = (await call('GET', `/api/exercises?after=${seeded.position}`, undefined, therapist)).exercises[0].id as string;
    const people = [];
    for (let i = 0; i < patients; i++) {
      const registered = await fetch(`${server.url}/api/portal/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `bench${i}-${randomUUID()}@example.com`, password: 'bench walk 42' }) }).then((r) => r.json() as Promise<{ token: string }>);
      const profile = await call('POST', '/api/portal/profile', { firstName: `Bench${i}`, lastName: 'Patient' }, registered.token);
      const assigned = await call('POST', '/api/admin/assign-exercise', { patientId: profile.id, exerciseId: exercise, frequency: 'Once daily' }, therapist);
      const socket = io(server.url, { path: '/socket.io', auth: { token: registered.token }, transports: ['websocket'] });
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      await socket.emitWithAck(refreshRoomsEvent);
      let shown: number | undefined;
      socket.on(liveEventName, (m: LivePayload) => {
        if (m.type === 'rewards.changed' && shown === undefined) shown = performance.now();
      });
      people.push({ token: registered.token, assignment: assigned.id as string, socket, shown: () => shown });
    }
    const sent = performance.now();
    const answered: number[] = [];
    await Promise.all(people.map((p) => call('POST', `/api/portal/my-exercises/${p.assignment}/complete`, {}, p.token).then(() => answered.push(performance.now() - sent))));
    const deadline = performance.now() + 30_000;
    while (people.some((p) => p.shown() === undefined) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    for (const p of people) p.socket.disconnect();
    const latencies = people.flatMap((p) => (p.shown() === undefined ? [] : [p.shown()! - sent]));
    return [
      { what: `The completion's own answer, ${patients} at once: p99`, value: percentile(answered, 99), unit: 'ms' },
      { what: `Completion ending a session to the patient's points on screen, ${patients} at once: p50`, value: percentile(latencies, 50), unit: 'ms' },
      { what: `Completion ending a session to the patient's points on screen, ${patients} at once: p99`, value: percentile(latencies, 99), unit: 'ms', target: { atMost: 100 } },
    ];
  } finally {
    await server.stop();
  }
}
