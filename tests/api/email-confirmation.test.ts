import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { streams } from '@pt/contracts';
import { emailConfirmationToken } from '@pt/contracts/core';
import { confirmEmail, confirmationLink } from '../support/email-confirmation';
import { demo, startTestServer, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

/**
 * ADR 33: an account is joined to a patient record it did not create only after it proves it owns the
 * record's e-mail (a link sent there, opened while signed in). Before, registering or signing in with
 * the e-mail of a record staff made handed the record over to whoever did it.
 */
let server: TestServer;
let admin: string;
let therapist: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer({ LOGIN_ATTEMPTS: '1000' });
  [admin, therapist] = await Promise.all([server.signIn(demo.admin.email, demo.admin.password), server.signIn(demo.therapist.email, demo.therapist.password)]);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.stop();
});

const call = (method: string, route: string, body?: unknown, token?: string) => server.call(method, route, body, token);
let count = 0;
const newEmail = (what: string) => `${what}-${++count}-${Date.now()}@example.com`;
const password = 'sea glass 42';

/** A record staff made, with what the person told the practice. */
async function staffRecord(email: string) {
  const added = await call('POST', '/api/admin/patients', { firstName: 'Ruth', lastName: 'Baker', email, dateOfBirth: '1951-03-09', primaryCondition: 'Hip replacement' }, therapist);
  expect(added.status).toBe(201);
  return added.body.id as string;
}
const recordOf = async (patientId: string) => (await call('GET', `/api/patients/${patientId}`, undefined, admin)).body.patient;
const eventsOf = async (stream: string) => (await server.running.ports.eventStore.readStream(stream)).map((e) => e.type);
/** Nothing of the record reaches the account: not its profile, not its record, nothing the record holds. */
async function expectNothingOfTheRecord(token: string) {
  const profile = await call('GET', '/api/portal/profile', undefined, token);
  expect(profile.status).toBe(200);
  expect(profile.body).toMatchObject({ profile: null, patient: null });
  expect(JSON.stringify(profile.body)).not.toMatch(/1951|Hip replacement|Ruth/);
}
const secret = () => (JSON.parse(readFileSync(path.join(server.dataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string }).jwtSecret;

describe('registering with the e-mail of a record staff made', () => {
  it('joins nothing: it sends that address a link, and the account sees nothing of the record until the link is opened', async () => {
    const email = newEmail('record-first');
    const patientId = await staffRecord(email);

    const registered = await call('POST', '/api/portal/register', { email, password });
    expect(registered.status).toBe(201);
    const token = registered.body.token as string;
    const userId = registered.body.user.id as string;
    expect((await recordOf(patientId)).userId).toBeNull();
    await expectNothingOfTheRecord(token);
    expect(await eventsOf(streams.user(userId))).toEqual(['UserRegistered', 'EmailConfirmationRequested']);
    // The log holds no link: no token, nothing but the address and the expiry.
    const [, asked] = await server.running.ports.eventStore.readStream(streams.user(userId));
    expect(Object.keys(asked!.data as object).sort()).toEqual(['email', 'expiresAt']);

    const status = await call('GET', '/api/portal/confirm-email', undefined, token);
    expect(status.body.confirmation).toMatchObject({ needed: true, email, sentAt: expect.any(String), expiresAt: expect.any(String) });

    // Profile setup onto the record is the same takeover: refused, the record untouched, no second link.
    const setup = await call('POST', '/api/portal/profile', { firstName: 'Mallory', lastName: 'Taker' }, token);
    expect(setup.status).toBe(409);
    expect(setup.body.message).toMatch(/already has a record for .* we sent a link/);
    expect(await recordOf(patientId)).toMatchObject({ userId: null, firstName: 'Ruth', profile: null });
    // Signing in again neither joins nor sends another link while the first one works.
    const again = await server.signIn(email, password);
    await expectNothingOfTheRecord(again);
    expect(await eventsOf(streams.user(userId))).toEqual(['UserRegistered', 'EmailConfirmationRequested', 'UserSignedIn']);

    // The address's owner opens the link signed in as the account: now the record is theirs.
    const link = await confirmationLink(call, admin, email);
    expect(link.url).toMatch(new RegExp(`/patient-portal/confirm-email\\?token=${userId}\\.`));
    const confirmed = await call('POST', '/api/portal/confirm-email', { token: link.token }, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ success: true, id: userId, patientId });
    const profile = await call('GET', `/api/portal/profile?after=${confirmed.body.position}`, undefined, token);
    expect(profile.status).toBe(200);
    // No profile yet, but the record is there.
    expect(profile.body.profile).toBeNull();
    expect(profile.body.patient).toMatchObject({ id: patientId, userId, dateOfBirth: '1951-03-09' });
    const saved = await call('POST', '/api/portal/profile', { firstName: 'Ruth', lastName: 'Baker' }, token);
    expect(saved.status).toBe(200);
    expect(saved.body.id).toBe(patientId);

    // Again: nothing more happens.
    const before = await server.running.ports.eventStore.headPosition();
    const repeated = await call('POST', '/api/portal/confirm-email', { token: link.token }, token);
    expect(repeated.status).toBe(200);
    expect(repeated.body.patientId).toBe(patientId);
    expect(await server.appendedSince(before)).toEqual([]);
    expect((await call('GET', '/api/portal/confirm-email', undefined, token)).body.confirmation.needed).toBe(false);
  });
});

describe('registering first, before staff make the record', () => {
  it('needs no confirmation without a record; a sign-in after the record exists joins nothing and sends the link', async () => {
    const email = newEmail('account-first');
    const registered = await call('POST', '/api/portal/register', { email, password });
    expect(registered.status).toBe(201);
    const userId = registered.body.user.id as string;
    expect(await eventsOf(streams.user(userId))).toEqual(['UserRegistered']);
    expect((await call('GET', '/api/portal/confirm-email', undefined, registered.body.token)).body.confirmation).toMatchObject({ needed: false, sentAt: null });

    const patientId = await staffRecord(email);
    const token = await server.signIn(email, password);
    expect((await recordOf(patientId)).userId).toBeNull();
    await expectNothingOfTheRecord(token);
    expect(await eventsOf(streams.user(userId))).toEqual(['UserRegistered', 'UserSignedIn', 'EmailConfirmationRequested']);

    const confirmed = await confirmEmail(call, { email, patientToken: token, adminToken: admin });
    expect(confirmed.patientId).toBe(patientId);
    expect((await recordOf(patientId)).userId).toBe(userId);
  });

  it('a patient without any record of the practice registers and sets up a profile as before, with no link', async () => {
    const email = newEmail('no-record');
    const registered = await call('POST', '/api/portal/register', { email, password });
    const setup = await call('POST', '/api/portal/profile', { firstName: 'Nia', lastName: 'New' }, registered.body.token);
    expect(setup.status).toBe(201);
    expect(await eventsOf(streams.user(registered.body.user.id))).toEqual(['UserRegistered']);
  });
});

describe('a confirmed account', () => {
  it('signing in is joined to a record made with its e-mail at once, as before (the demo patient counts as confirmed)', async () => {
    const patientId = await staffRecord(demo.patient.email);
    const token = await server.signIn(demo.patient.email, demo.patient.password);
    const me = await call('GET', '/api/portal/auth/me', undefined, token);
    await waitFor(async () => (await recordOf(patientId)).userId === me.body.user.id, 5000, 'the join');
    expect((await call('GET', '/api/portal/confirm-email', undefined, token)).body.confirmation.needed).toBe(false);
  });
});

describe('a confirmation link', () => {
  async function pending() {
    const email = newEmail('pending');
    const patientId = await staffRecord(email);
    const registered = await call('POST', '/api/portal/register', { email, password });
    return { email, patientId, token: registered.body.token as string, userId: registered.body.user.id as string };
  }

  it('is refused, with the field named, when garbled, forged, expired, never sent, or of another account; nothing is joined', async () => {
    const mine = await pending();
    const theirs = await pending();
    const theirLink = await confirmationLink(call, admin, theirs.email);
    const myLink = await confirmationLink(call, admin, mine.email);
    const [, expiry, mac] = myLink.token.split('.');
    const past = new Date(Date.now() - 60_000).toISOString();
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const cases: [string, unknown, RegExp][] = [
      ['missing', {}, /incomplete/],
      ['garbled', { token: 'not-a-token' }, /not a confirmation link/],
      ['another account\'s', { token: theirLink.token }, /another account/],
      ['forged', { token: `${mine.userId}.${expiry}.${mac!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}` }, /not a confirmation link/],
      ['expired', { token: emailConfirmationToken(secret(), { userId: mine.userId, email: mine.email, expiresAt: past }) }, /expired/],
      ['never sent', { token: emailConfirmationToken(secret(), { userId: mine.userId, email: mine.email, expiresAt: inAnHour }) }, /not sent to this account/],
    ];
    const before = await server.running.ports.eventStore.headPosition();
    for (const [what, body, message] of cases) {
      const res = await call('POST', '/api/portal/confirm-email', body, mine.token);
      expect(res.status, what).toBe(400);
      expect(res.body.errors.token, what).toEqual([expect.stringMatching(message)]);
    }
    expect(await server.appendedSince(before)).toEqual([]);
    expect((await recordOf(mine.patientId)).userId).toBeNull();
    expect((await recordOf(theirs.patientId)).userId).toBeNull();
    // Only a patient signed in opens one.
    expect((await call('POST', '/api/portal/confirm-email', { token: myLink.token })).status).toBe(401);
    expect((await call('POST', '/api/portal/confirm-email', { token: myLink.token }, therapist)).status).toBe(403);
  });

  it("is sent again on the patient's asking, at most once a minute; not when there is nothing to confirm", async () => {
    const { token } = await pending();
    const tooSoon = await call('POST', '/api/portal/confirm-email/send', {}, token);
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(tooSoon.body.message).toMatch(/You can ask for another in \d+ seconds/);
    expect(tooSoon.body.confirmation.canSendAgainAt).toEqual(expect.any(String));

    const plain = await call('POST', '/api/portal/register', { email: newEmail('plain'), password });
    expect((await call('POST', '/api/portal/confirm-email/send', {}, plain.body.token)).status).toBe(409);
  });
});

describe('changing the password', () => {
  it('ends every other session at once (tokens and sockets); the one that changed it goes on with a new token', async () => {
    const email = newEmail('password');
    const registered = await call('POST', '/api/portal/register', { email, password });
    const stolen = registered.body.token as string;
    const socket = io(server.url, { path: '/socket.io', auth: { token: stolen }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await waitFor(() => socket.connected, 5000, 'the socket');
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const changed = await call('PUT', '/api/portal/password', { currentPassword: password, newPassword: 'tide pool 77' }, stolen);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ success: true, user: { id: registered.body.user.id, email, role: 'patient' }, token: expect.any(String) });
    expect((await call('GET', '/api/portal/auth/me', undefined, stolen)).status).toBe(401);
    expect((await call('GET', '/api/portal/auth/me', undefined, changed.body.token)).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    const refused = io(server.url, { path: '/socket.io', auth: { token: stolen }, transports: ['websocket'], reconnection: false });
    sockets.push(refused);
    expect((await new Promise<Error>((resolve) => refused.once('connect_error', resolve))).message).toMatch(/unauthorized/);
    const fresh = io(server.url, { path: '/socket.io', auth: { token: changed.body.token }, transports: ['websocket'], reconnection: false });
    sockets.push(fresh);
    await waitFor(() => fresh.connected, 5000, 'a socket with the new token');

    // Still refused once the accounts read model has the change (what every other instance checks).
    await waitFor(async () => (await call('GET', `/api/admin/users?after=${changed.body.position}`, undefined, admin)).status === 200, 5000, 'the read model');
    expect((await call('GET', '/api/portal/auth/me', undefined, stolen)).status).toBe(401);
    // A sign-in with the new password works; with the old one it does not.
    expect((await call('POST', '/api/portal/login', { email, password })).status).toBe(401);
    expect((await call('GET', '/api/portal/auth/me', undefined, await server.signIn(email, 'tide pool 77'))).status).toBe(200);
  });
});
