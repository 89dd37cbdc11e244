/**
 * A probe beside `npm run bench`'s rewards figure (docs/performance/profiles.md, "sixth look"): rounds
 * of fifty new patients completing their day at once against a server started by hand, each burst
 * printed with the server's own CPU time (read from /proc before and after), so a slow round can be
 * told apart: CPU, or waiting (a sync of the disk). WINDOWS=file writes each burst's
 * process.hrtime window (µs), to cut a `--cpu-prof` profile of the server to the bursts.
 *
 *   PORT=4100 DATA_DIR=$(mktemp -d) DEMO=1 DEMO_HISTORY=0 PUBLIC_WRITES=100000000 LOGIN_ATTEMPTS=100000 \
 *     node --import tsx infra/src/main.ts &
 *   BENCH_URL=http://localhost:4100 SERVER_PID=$! ROUNDS=10 npx tsx tests/bench/rewards-probe.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { liveEventName, refreshRoomsEvent, type LivePayload } from '@pt/contracts';
import { settled } from './figures/data';
import { percentile } from './figures/report';
import { jsonClient } from './figures/json-client';
import { signIn } from './figures/server';

const url = process.env.BENCH_URL!;
const pid = Number(process.env.SERVER_PID);
const rounds = Number(process.env.ROUNDS ?? 10);
const patients = 50;
/** The server process's CPU time so far, all its threads, in ms. */
function cpuMs() {
  let t = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) t += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
  return t / 1e6;
}
const therapist = await signIn(url, 'therapist@example.com', 'demo-therapist-1');
const { call } = jsonClient(url);
const seeded = await call('POST', '/api/seed-exercises', {}, therapist);
const exercise = (await call('GET', `/api/exercises?after=${seeded.position}`, undefined, therapist)).exercises[0].id as string;
async function group() {
  const people: { token: string; assignment: string; shown: () => number | undefined }[] = [];
  for (let i = 0; i < patients; i++) {
    const registered = (await call('POST', '/api/portal/register', { email: `bench${i}-${randomUUID()}@example.com`, password: 'bench walk 42' })) as { token: string };
    const profile = await call('POST', '/api/portal/profile', { firstName: `Bench${i}`, lastName: 'Patient' }, registered.token);
    const assigned = await call('POST', '/api/admin/assign-exercise', { patientId: profile.id, exerciseId: exercise, frequency: 'Once daily' }, therapist);
    const socket: Socket = io(url, { path: '/socket.io', auth: { token: registered.token }, transports: ['websocket'] });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    await socket.emitWithAck(refreshRoomsEvent);
    let shown: number | undefined;
    socket.on(liveEventName, (m: LivePayload) => { if (m.type === 'rewards.changed' && shown === undefined) shown = performance.now(); });
    people.push({ token: registered.token, assignment: assigned.id as string, shown: () => shown });
  }
  return people;
}
/** Each measured burst's window on the monotonic clock, in µs (V8's profiles use the same clock). */
const windows: Array<[number, number]> = [];
// Round 0 warms the server up and is printed, not kept in the windows.
for (let round = 0; round <= rounds; round++) {
  const people = await group();
  await settled(url);
  const cpuBefore = cpuMs();
  const from = process.hrtime.bigint();
  const sent = performance.now();
  const answered: number[] = [];
  await Promise.all(people.map((p) => call('POST', `/api/portal/my-exercises/${p.assignment}/complete`, {}, p.token).then(() => answered.push(performance.now() - sent))));
  while (people.some((p) => p.shown() === undefined)) await new Promise((r) => setTimeout(r, 1));
  const shown = people.map((p) => p.shown()! - sent);
  const cpuShown = cpuMs();
  if (round > 0) windows.push([Number(from / 1000n), Number(process.hrtime.bigint() / 1000n)]);
  await settled(url);
  const cpuSettled = cpuMs();
  const ms = (n: number) => n.toFixed(0);
  console.log(
    `round ${round}: answers p50 ${ms(percentile(answered, 50))} max ${ms(Math.max(...answered))} | shown min ${ms(Math.min(...shown))} p50 ${ms(percentile(shown, 50))} max ${ms(Math.max(...shown))}` +
      ` | server CPU until the last shown ${ms(cpuShown - cpuBefore)} ms, then until settled ${ms(cpuSettled - cpuShown)} ms`,
  );
}
if (process.env.WINDOWS) writeFileSync(process.env.WINDOWS, JSON.stringify(windows));
process.exit(0);
