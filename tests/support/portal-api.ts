import { afterAll, beforeAll, expect } from 'vitest';
import type { Socket } from 'socket.io-client';
import { dayIn } from '@pt/contracts';
import { middayTimeZone } from './clock';
import { demo, startTestServer, type TestServer } from './server';

/**
 * Sends `count` commands, 50 at a time; each must be created (201). Answers the newest position
 * among them, for a read after all of them (`?after=`).
 */
export async function createdInBatches(count: number, send: (i: number) => Promise<{ status: number; body: any }>): Promise<string> {
  let newest = 0n;
  for (let from = 0; from < count; from += 50) {
    const answers = await Promise.all(Array.from({ length: Math.min(50, count - from) }, (_, k) => send(from + k)));
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      if (BigInt(answer.body.position) > newest) newest = BigInt(answer.body.position);
    }
  }
  return String(newest);
}

/**
 * The portal's API tests (tests/api/portal*.test.ts): one server per file in a time zone where it is
 * midday (so "today" cannot change during the run), staff signed in, the exercise library seeded.
 */
export function usePortalServer() {
  const timeZone = middayTimeZone();
  const ctx = {
    server: undefined as unknown as TestServer,
    therapist: '',
    admin: '',
    auditor: '',
    library: [] as { id: string; name: string; duration: number }[],
  };
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ctx.server = await startTestServer({ PRACTICE_TIME_ZONE: timeZone });
    [ctx.therapist, ctx.admin, ctx.auditor] = await Promise.all([
      ctx.server.signIn(demo.therapist.email, demo.therapist.password),
      ctx.server.signIn(demo.admin.email, demo.admin.password),
      ctx.server.signIn(demo.auditor.email, demo.auditor.password),
    ]);
    const seeded = await ctx.server.call('POST', '/api/seed-exercises', {}, ctx.therapist);
    ctx.library = (await ctx.server.call('GET', `/api/exercises?after=${seeded.body.position}`, undefined, ctx.therapist)).body.exercises;
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await ctx.server?.stop();
  });

  let patients = 0;
  return {
    ctx,
    timeZone,
    sockets,
    today: () => dayIn(new Date(), timeZone),
    head: () => ctx.server.running.ports.eventStore.headPosition(),
    /** A registered patient with a profile. */
    async newPatient(profile: Record<string, unknown> = {}) {
      const email = `patient${++patients}-${Date.now()}@example.com`;
      const registered = await ctx.server.call('POST', '/api/portal/register', { email, password: 'sea glass 42' });
      const token = registered.body.token as string;
      const saved = await ctx.server.call('POST', '/api/portal/profile', { firstName: 'Pat', lastName: `Number${patients}`, ...profile }, token);
      expect(saved.status).toBe(201);
      return { email, token, patientId: saved.body.id as string, position: saved.body.position as string, userId: registered.body.user.id as string };
    },
    assign: (patientId: string, exerciseId: string, frequency: string, extra: Record<string, unknown> = {}) =>
      ctx.server.call('POST', '/api/admin/assign-exercise', { patientId, exerciseId, frequency, ...extra }, ctx.therapist),
  };
}
