import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_ATTEMPTS: '3', ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a-long-admin-password' });
});
afterAll(() => server.stop());

describe('registration', () => {
  it('always creates a patient, whatever role the client sends, and signs in', async () => {
    const res = await server.call('POST', '/api/portal/register', { email: 'New.Patient@Example.com', password: 'secret1', role: 'admin' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, user: { email: 'new.patient@example.com', role: 'patient' }, token: expect.any(String) });
    const me = await server.call('GET', '/api/portal/auth/me', undefined, res.body.token);
    expect(me.body.user).toEqual(res.body.user);
  });

  it('stores an argon2id hash, never the password', async () => {
    const res = await server.call('POST', '/api/portal/register', { email: 'hash@example.com', password: 'secret-pass' });
    const events = await server.running.ports.eventStore.readStream(`user-${res.body.user.id}`);
    const data = events[0]!.data as { passwordHash: string };
    expect(data.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(events)).not.toContain('secret-pass');
  });

  it('refuses an e-mail that has an account, in any case', async () => {
    await server.call('POST', '/api/portal/register', { email: 'twice@example.com', password: 'secret1' });
    const res = await server.call('POST', '/api/portal/register', { email: 'TWICE@example.com', password: 'secret2' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'An account with this email already exists.' });
  });

  it('200 racing registrations of one e-mail create one account, and the refused ones append nothing', async () => {
    const before = (await server.running.ports.eventStore.readAll()).length;
    const results = await Promise.all(Array.from({ length: 200 }, (_, n) => server.call('POST', '/api/portal/register', { email: 'race@example.com', password: `secret-${n}` })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(199);
    const appended = (await server.running.ports.eventStore.readAll()).slice(before);
    expect(appended.filter((e) => e.type === 'UserRegistered')).toHaveLength(1);
    expect(appended.filter((e) => e.type === 'UserEmailClaimed')).toHaveLength(1);
  });

  it('sent again with the same id and password answers the same account and appends nothing', async () => {
    const id = crypto.randomUUID();
    const first = await server.call('POST', '/api/portal/register', { id, email: 'retry@example.com', password: 'garden-gate' });
    expect(first.status).toBe(201);
    expect(first.body.user.id).toBe(id);
    const head = await server.running.ports.eventStore.headPosition();
    const again = await server.call('POST', '/api/portal/register', { id, email: 'retry@example.com', password: 'garden-gate' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ user: first.body.user, position: first.body.position, token: expect.any(String) });
    expect(await server.appendedSince(head)).toEqual([]);
    const other = await server.call('POST', '/api/portal/register', { id, email: 'retry@example.com', password: 'another-pass' });
    expect(other.status).toBe(409);
  });

  it('bad input is a 400 with the spec messages', async () => {
    const res = await server.call('POST', '/api/portal/register', { email: 'not-an-email', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: ['Please enter a valid email address'], password: ['Password must be at least 6 characters'] });
  });

  it('refuses a blank or very common password with a clear message', async () => {
    const blank = await server.call('POST', '/api/portal/register', { email: 'blank@example.com', password: '        ' });
    expect(blank.body.errors).toEqual({ password: ['Password cannot be only spaces'] });
    const common = await server.call('POST', '/api/portal/register', { email: 'common@example.com', password: 'Password1' });
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual({ password: ['This password is too common. Please choose one that is harder to guess.'] });
  });
});

describe('sign-in', () => {
  it('the first admin comes from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const res = await server.call('POST', '/api/portal/login', { email: 'owner@example.com', password: 'a-long-admin-password' });
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('admin');
  });

  it('a wrong password and an unknown e-mail get the same answer', async () => {
    const wrong = await server.call('POST', '/api/portal/login', { email: 'owner@example.com', password: 'not-the-password' });
    const unknown = await server.call('POST', '/api/portal/login', { email: 'nobody@example.com', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password. Please try again.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('records the sign-in on the account stream', async () => {
    const res = await server.call('POST', '/api/portal/login', { email: 'owner@example.com', password: 'a-long-admin-password' });
    const events = await server.running.ports.eventStore.readStream(`user-${res.body.user.id}`);
    expect(events.map((e) => e.type)).toContain('UserSignedIn');
  });

  it('is rate limited after repeated failures for one address and e-mail', async () => {
    const attempt = () => server.call('POST', '/api/portal/login', { email: 'limited@example.com', password: 'wrong-password' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await attempt()).body.message).toMatch(/Too many sign-in attempts/);
  });

  it('counts every spelling of one address as that address', async () => {
    const spellings = ['spell@example.com', ' SPELL@example.com', 'Spell@Example.com  ', 'ｓｐｅｌｌ@example.com', '\tspell@EXAMPLE.COM'];
    const statuses = [];
    for (const email of spellings) statuses.push((await server.call('POST', '/api/portal/login', { email, password: 'wrong-password' })).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('answers odd bodies with a 400, never a 500', async () => {
    for (const body of [{ email: { toString: 1 } }, { email: ['a@example.com'] }, { email: null, password: {} }, 'null', '[]', '"text"']) {
      const res = await server.call('POST', '/api/portal/login', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('a forged or expired token is refused', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIiwiZW1haWwiOiJ4QGV4YW1wbGUuY29tIn0.c2lnbmF0dXJl';
    expect((await server.call('GET', '/api/portal/auth/me', undefined, forged)).status).toBe(401);
    expect((await server.call('GET', '/api/admin/inbox', undefined, forged)).status).toBe(401);
    expect((await server.call('GET', '/api/portal/auth/me')).status).toBe(401);
  });
});

describe('staff names', () => {
  it('an admin names a new staff account; the name comes back with every sign-in, and patients and colleagues see it', async () => {
    const owner = await server.signIn('owner@example.com', 'a-long-admin-password');
    // The first admin from the environment has no name until they give one.
    expect((await server.call('GET', '/api/portal/auth/me', undefined, owner)).body.user).toMatchObject({ email: 'owner@example.com', role: 'admin', name: null });

    const missing = await server.call('POST', '/api/admin/users', { email: 'sam@example.com', password: 'harbor lights', role: 'therapist' }, owner);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ name: ['Please enter a name'] });
    for (const name of ['   ', 'x'.repeat(81), 42, null]) {
      const res = await server.call('POST', '/api/admin/users', { name, email: 'sam@example.com', password: 'harbor lights', role: 'therapist' }, owner);
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['name']);
    }

    const created = await server.call('POST', '/api/admin/users', { name: '  Sam   Rivers ', email: 'sam@example.com', password: 'harbor lights', role: 'therapist' }, owner);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Sam Rivers (sam@example.com) can now sign in as therapist.');
    const events = await server.running.ports.eventStore.readStream(`user-${created.body.id}`);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['UserRegistered', expect.objectContaining({ email: 'sam@example.com', role: 'therapist' })],
      ['StaffNameSet', { name: 'Sam Rivers' }],
    ]);
    const signedIn = await server.call('POST', '/api/portal/login', { email: 'sam@example.com', password: 'harbor lights' });
    expect(signedIn.body.user).toMatchObject({ email: 'sam@example.com', role: 'therapist', name: 'Sam Rivers' });
    const listed = await server.call('GET', `/api/admin/users?after=${created.body.position}`, undefined, owner);
    expect(listed.body.users.find((u: { email: string }) => u.email === 'sam@example.com')).toMatchObject({ name: 'Sam Rivers', role: 'therapist' });
  });

  it('the first admin takes ADMIN_NAME when it is given', async () => {
    const named = await startTestServer({ ADMIN_EMAIL: 'head@example.com', ADMIN_PASSWORD: 'a-long-admin-password', ADMIN_NAME: ' Dana  Reyes ' });
    try {
      const signedIn = await named.call('POST', '/api/portal/login', { email: 'head@example.com', password: 'a-long-admin-password' });
      expect(signedIn.body.user).toMatchObject({ role: 'admin', name: 'Dana Reyes' });
    } finally {
      await named.stop();
    }
  });

  it('staff name themselves in Settings, admins rename others; a patient has no staff name, and bad input changes nothing', async () => {
    const owner = await server.signIn('owner@example.com', 'a-long-admin-password');
    const named = await server.call('PUT', '/api/portal/name', { name: 'Morgan Owens' }, owner);
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ success: true, message: 'Your name has been saved.' });
    expect((await server.call('GET', '/api/portal/auth/me', undefined, owner)).body.user.name).toBe('Morgan Owens');
    // The same name again appends nothing.
    const head = await server.running.ports.eventStore.headPosition();
    expect((await server.call('PUT', '/api/portal/name', { name: 'Morgan Owens' }, owner)).status).toBe(200);
    expect(await server.appendedSince(head)).toEqual([]);
    for (const body of [{}, { name: '' }, { name: ['Morgan'] }, 'null']) expect((await server.call('PUT', '/api/portal/name', body, owner)).status, JSON.stringify(body)).toBe(400);
    expect(await server.appendedSince(head)).toEqual([]);

    const created = await server.call('POST', '/api/admin/users', { name: 'Ari Stone', email: 'ari@example.com', password: 'harbor lights', role: 'auditor' }, owner);
    const renamed = await server.call('PATCH', `/api/admin/users/${created.body.id}`, { name: 'Ari Stone-Lake' }, owner);
    expect(renamed.status).toBe(200);
    const listed = await server.call('GET', `/api/admin/users?after=${renamed.body.position}`, undefined, owner);
    expect(listed.body.users.find((u: { email: string }) => u.email === 'ari@example.com')).toMatchObject({ name: 'Ari Stone-Lake', active: true });
    // A stale If-Match is refused; nothing to change is a 400.
    const stale = await fetch(`${server.url}/api/admin/users/${created.body.id}`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}`, 'If-Match': '"0"' }, body: JSON.stringify({ name: 'Ari' }) });
    expect(stale.status).toBe(412);
    expect((await server.call('PATCH', `/api/admin/users/${created.body.id}`, {}, owner)).status).toBe(400);

    const patient = await server.call('POST', '/api/portal/register', { email: 'named.patient@example.com', password: 'secret-pass' });
    expect((await server.call('PUT', '/api/portal/name', { name: 'Pat' }, patient.body.token)).status).toBe(403);
    const onPatient = await server.call('PATCH', `/api/admin/users/${patient.body.user.id}`, { name: 'Pat' }, owner);
    expect(onPatient.status).toBe(422);
    expect(onPatient.body.message).toMatch(/patient's name is in their record/);
    // Only admins name others.
    const ari = await server.signIn('ari@example.com', 'harbor lights');
    expect((await server.call('PATCH', `/api/admin/users/${created.body.id}`, { name: 'Ari' }, ari)).status).toBe(403);
  });
});
