import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { startServerProcess } from '../support/child-server';
import { startRedis } from '../support/redis';
import { demo, startTestServer, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

const contact = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(321) 555-0100', consent: true };

let server: TestServer;
let admin: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITES: '5', KEEP_ALIVE_TIMEOUT: '65000' });
  admin = await server.signIn(demo.admin.email, demo.admin.password);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.stop();
});

function connect(token: string) {
  const socket = io(server.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return socket;
}

describe('anonymous writes', () => {
  it('are limited per address with a 429 and a friendly message, across the public forms', async () => {
    const before = await server.running.ports.eventStore.headPosition();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await server.call('POST', '/api/contact', contact)).status);
    statuses.push((await server.call('POST', '/api/callback-request', { name: 'Bo Diaz', phone: '321-555-0101', reason: 'Back pain after lifting', preferredTime: 'evening' })).status);
    statuses.push((await server.call('POST', '/api/portal/register', { email: 'limit@example.com', password: 'river stones' })).status);
    const refused = await server.call('POST', '/api/contact', contact);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: expect.stringContaining('Please wait a little and try again, or call us at (321) 555-0142') });
    expect((await server.running.ports.eventStore.readAll({ after: before ?? undefined })).filter((e) => e.type === 'ContactMessageSubmitted')).toHaveLength(3);
  });
});

describe('answers', () => {
  it('that carry personal data or tokens are never stored by browsers or proxies', async () => {
    const login = await server.call('POST', '/api/portal/login', demo.patient);
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect((await server.call('GET', '/api/admin/inbox', undefined, admin)).headers.get('cache-control')).toBe('no-store');
    expect((await server.call('GET', '/api/calendly/event-types')).headers.get('cache-control')).toContain('public');
  });

  it('carry a Permissions-Policy and never serve source maps', async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.headers.get('permissions-policy')).toContain('camera=()');
    expect(home.headers.get('permissions-policy')).toContain('geolocation=(self)');
    const assets = readdirSync(path.resolve(import.meta.dirname, '../../web/dist/assets'));
    const script = assets.find((f) => f.endsWith('.js'))!;
    expect((await fetch(`${server.url}/assets/${script}.map`)).status).toBe(404);
  });

  it('wait for slow clients only briefly', () => {
    const http = server.running.api!.http;
    expect(http.requestTimeout).toBeLessThanOrEqual(30_000);
    expect(http.headersTimeout).toBeLessThanOrEqual(15_000);
  });

  it('keep idle connections open as long as KEEP_ALIVE_TIMEOUT says (longer than a proxy in front keeps its own)', () => {
    expect(server.running.api!.http.keepAliveTimeout).toBe(65_000);
  });
});

describe('the embedded data', () => {
  it('is readable by its owner only', () => {
    expect(statSync(server.dataDir).mode & 0o777).toBe(0o700);
    for (const file of ['events.db', 'read-models.db', 'counters.db', 'secrets.json']) {
      expect(statSync(path.join(server.dataDir, file)).mode & 0o777, file).toBe(0o600);
    }
  });
});

describe('a disabled account', () => {
  it('stops working at once: its tokens over HTTP and its open sockets; an admin cannot disable their own', async () => {
    const created = await server.call('POST', '/api/admin/users', { name: 'Lee Leaving', email: 'leaving@example.com', password: 'harbor lights', role: 'therapist' }, admin);
    expect(created.status).toBe(201);
    const token = await server.signIn('leaving@example.com', 'harbor lights');
    expect((await server.call('GET', '/api/admin/inbox', undefined, token)).status).toBe(200);
    const socket = connect(token);
    await waitFor(() => socket.connected, 5000, 'the therapist socket');
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const disabled = await server.call('PATCH', `/api/admin/users/${created.body.id}`, { active: false }, admin);
    expect(disabled.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await waitFor(async () => (await server.call('GET', '/api/admin/inbox', undefined, token)).status === 401, 5000, 'the token to stop working');
    const again = await server.call('POST', '/api/portal/login', { email: 'leaving@example.com', password: 'harbor lights' });
    expect(again.status).toBe(403);
    expect(again.body.message).toMatch(/disabled/);
    const refused = connect(token);
    expect((await new Promise<Error>((resolve) => refused.once('connect_error', resolve))).message).toMatch(/unauthorized/);

    const listed = await server.call('GET', `/api/admin/users?after=${disabled.body.position}`, undefined, admin);
    expect(listed.body.users.find((u: { email: string }) => u.email === 'leaving@example.com')).toMatchObject({ role: 'therapist', active: false });
    expect(listed.body.users.some((u: { role: string }) => u.role === 'patient')).toBe(false);
    const self = await server.call('GET', '/api/portal/auth/me', undefined, admin);
    expect((await server.call('PATCH', `/api/admin/users/${self.body.user.id}`, { active: false }, admin)).status).toBe(409);
  });
});

describe('a token', () => {
  it('carries an expiry, and its socket is closed when it expires', async () => {
    const short = await startTestServer({ TOKEN_TTL: '2s' });
    try {
      const token = await short.signIn(demo.therapist.email, demo.therapist.password);
      const [, payload] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number; iat: number };
      expect(claims.exp - claims.iat).toBe(2);
      const socket = io(short.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      const expired = new Promise<void>((resolve) => socket.once('session.expired', () => resolve()));
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await expired;
      expect(await closed).toBe('io server disconnect');
      expect((await short.call('GET', '/api/portal/auth/me', undefined, token)).status).toBe(401);
    } finally {
      await short.stop();
    }
  });
});

describe('demo accounts', () => {
  it('make the server say so loudly at every start', async () => {
    const demoServer = await startServerProcess({ DEMO: '1', LOG_LEVEL: 'warn' });
    try {
      expect(demoServer.output()).toContain('DEMO ACCOUNTS EXIST');
    } finally {
      await demoServer.stop();
    }
  });

  it('are not created when ADMIN_EMAIL is set, unless DEMO=1 is given', async () => {
    const real = await startTestServer({ DEMO: '', ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a-long-admin-password' });
    try {
      expect(real.running.config.demo).toBe(false);
      expect((await real.call('POST', '/api/portal/login', demo.admin)).status).toBe(401);
    } finally {
      await real.stop();
    }
  });
});

describe('sign-in limits', () => {
  it('survive a restart of the embedded server', async () => {
    const first = await startTestServer({ LOGIN_ATTEMPTS: '2' });
    const attempt = (s: TestServer) => s.call('POST', '/api/portal/login', { email: 'restart@example.com', password: 'wrong-password' });
    expect((await attempt(first)).status).toBe(401);
    expect((await attempt(first)).status).toBe(401);
    await first.stop({ keepData: true });
    const second = await startTestServer({ LOGIN_ATTEMPTS: '2' }, first.dataDir);
    try {
      expect((await attempt(second)).status).toBe(429);
    } finally {
      await second.stop();
    }
  });

  it('are shared by every API instance when REDIS_URL is set', async () => {
    const redis = await startRedis();
    // The second is an API alone: two whole servers with logs of their own would run each other's jobs
    // (one queue in one Redis) against the wrong log, which no deployment does.
    const [a, b] = await Promise.all([
      startTestServer({ LOGIN_ATTEMPTS: '2', REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix }),
      startTestServer({ LOGIN_ATTEMPTS: '2', REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix, ROLES: 'api' }),
    ]);
    try {
      const attempt = (s: TestServer) => s.call('POST', '/api/portal/login', { email: 'shared@example.com', password: 'wrong-password' });
      expect((await attempt(a)).status).toBe(401);
      expect((await attempt(b)).status).toBe(401);
      expect((await attempt(a)).status).toBe(429);
      expect((await attempt(b)).status).toBe(429);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await redis.stop();
    }
  });
});
