import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { liveEventName, streams, type LivePayload } from '@pt/contracts';
import { startServerProcess, type ServerProcess } from '../../support/child-server';
import { percentile, perSecond, type Figure } from './report';
import { contact } from './storage';
import { jsonClient } from './json-client';

/** The product as users run it: a server in its own process, so the load generator does not share its CPU. */
export async function benchServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  // BENCH_URL: a server started by hand (e.g. under `node --cpu-prof`), used as it is and left running.
  const given = process.env.BENCH_URL;
  if (given) {
    const none = async () => {};
    return { url: given, dataDir: '', pid: 0, output: () => '', kill: none, restart: none, stop: none };
  }
  return startServerProcess({ DEMO: '1', LOG_LEVEL: 'error', PUBLIC_WRITES: '100000000', LOGIN_ATTEMPTS: '100000', ...env });
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/portal/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return ((await res.json()) as { token: string }).token;
}

const post = (url: string, body: unknown, token?: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  });

/** Runs `task` n times, `concurrency` at a time; answers the elapsed milliseconds. */
async function timed(n: number, concurrency: number, task: (i: number) => Promise<unknown>) {
  let next = 0;
  const t = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < n) await task(next++);
  }));
  return performance.now() - t;
}

/** Commands over HTTP (a contact message), beside GET /healthz on the same server, sequential and 50 at a time. */
export async function commandFigures(n: number): Promise<Figure[]> {
  const server = await benchServer();
  try {
    const figures: Figure[] = [];
    // Warmed up first, as a server that has run a while is (V8 optimizes the command's path over its first few hundred runs).
    await timed(500, 1, (i) => post(`${server.url}/api/contact`, { ...contact(n + i), id: randomUUID() }));
    for (const concurrency of [1, 50]) {
      const ceiling = await timed(n, concurrency, () => fetch(`${server.url}/healthz`).then((r) => r.arrayBuffer()));
      const ours = await timed(n, concurrency, (i) => post(`${server.url}/api/contact`, { ...contact(i), id: randomUUID() }));
      figures.push({
        what: `POST /api/contact, ${concurrency === 1 ? 'sequential' : `${concurrency} concurrent clients`}`,
        value: perSecond(n, ours),
        unit: 'commands/s',
        ceiling: { value: perSecond(n, ceiling), what: 'GET /healthz' },
        target: { ratioAtLeast: 0.5 },
      });
    }
    return figures;
  } finally {
    await server.stop();
  }
}

function staffSocket(url: string, token: string): Promise<{ socket: Socket; seen: Map<string, number> }> {
  const socket = io(url, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
  const seen = new Map<string, number>();
  socket.on(liveEventName, (m: LivePayload) => {
    if (m.type === 'inbox.changed' && !seen.has(m.data.item.id)) seen.set(m.data.item.id, performance.now());
  });
  return new Promise((resolve) => socket.once('connect', () => resolve({ socket, seen })));
}

/**
 * A visitor's message to a staff member's open inbox: offered at `rate` per second for `seconds`
 * (open loop, on a schedule, whatever the answers), the time from sending to the live message. The
 * first `warmUpSeconds` at the same rate are not measured: a server that has run a while has its code
 * compiled, as the commands and rewards figures assume too.
 */
export async function liveLatencyFigures(rate: number, seconds: number, warmUpSeconds = 2): Promise<Figure[]> {
  const server = await benchServer();
  try {
    const token = await signIn(server.url, 'admin@example.com', 'demo-admin-1');
    const { socket, seen } = await staffSocket(server.url, token);
    const sent = new Map<string, number>();
    const client = jsonClient(server.url);
    const warmUp = rate * warmUpSeconds;
    const total = rate * seconds;
    const start = performance.now();
    const inFlight: Promise<unknown>[] = [];
    // A send that fails is counted, not allowed to end the run: it shows as a message never delivered.
    const failures: string[] = [];
    for (let i = 0; i < warmUp + total; i++) {
      const due = start + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const id = randomUUID();
      if (i >= warmUp) sent.set(streams.contact(id), performance.now());
      inFlight.push(client.call('POST', '/api/contact', { ...contact(i), id }).catch((error: Error) => failures.push(error.message)));
    }
    await Promise.all(inFlight);
    const deadline = performance.now() + 30_000;
    while (seen.size < warmUp + total && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    socket.disconnect();
    client.close();
    const latencies = [...sent].flatMap(([id, at]) => (seen.has(id) ? [seen.get(id)! - at] : []));
    return [
      { what: `Message to a staff socket at ${rate}/s for ${seconds} s (after ${warmUpSeconds} s to warm up): p50`, value: percentile(latencies, 50), unit: 'ms' },
      { what: `Message to a staff socket at ${rate}/s for ${seconds} s (after ${warmUpSeconds} s to warm up): p99`, value: percentile(latencies, 99), unit: 'ms', target: { atMost: 20 } },
      { what: `Messages delivered live at ${rate}/s${failures.length ? ` (${failures.length} sends failed, first: ${failures[0]})` : ''}`, value: latencies.length, unit: `of ${total}`, target: { atLeast: total } },
    ];
  } finally {
    await server.stop();
  }
}

/** The most commands per second the server takes and shows live, offered far more than it can. */
export async function sustainedFigure(seconds: number): Promise<Figure> {
  const server = await benchServer();
  try {
    const token = await signIn(server.url, 'admin@example.com', 'demo-admin-1');
    const { socket, seen } = await staffSocket(server.url, token);
    let i = 0;
    const stopAt = performance.now() + seconds * 1000;
    const start = performance.now();
    await Promise.all(Array.from({ length: 64 }, async () => {
      while (performance.now() < stopAt) await post(`${server.url}/api/contact`, { ...contact(i++), id: randomUUID() });
    }));
    const deadline = performance.now() + 30_000;
    while (seen.size < i && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const elapsed = Math.max(...seen.values()) - start;
    socket.disconnect();
    return { what: `Commands taken and shown live, offered without limit for ${seconds} s`, value: perSecond(seen.size, elapsed), unit: 'commands/s', target: { atLeast: 500 } };
  } finally {
    await server.stop();
  }
}
