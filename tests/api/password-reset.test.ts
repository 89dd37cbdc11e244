import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetRequestedMessage, streams } from '@pt/contracts';
import { passwordResetToken } from '@pt/contracts/core';
import { resetLink, resetMails } from '../support/password-reset';
import { demo, startTestServer, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

/**
 * ADR 36: a forgotten password. Anyone may ask for a link for an address and is answered alike; an
 * active account with that address is mailed a signed link that works once, for an hour. Opening it
 * with a new password changes the password, ends every other session, and confirms the e-mail (which
 * joins the practice's record with it, ADR 33). The log never holds the link.
 */
let server: TestServer;
let admin: string;
let therapist: string;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_ATTEMPTS: '1000' });
  [admin, therapist] = await Promise.all([server.signIn(demo.admin.email, demo.admin.password), server.signIn(demo.therapist.email, demo.therapist.password)]);
});
afterAll(async () => {
  await server.stop();
});

const call = (method: string, route: string, body?: unknown, token?: string) => server.call(method, route, body, token);
let count = 0;
const newEmail = (what: string) => `${what}-${++count}-${Date.now()}@example.com`;
const password = 'sea glass 42';
const newPassword = 'tide pools 77';
const eventsOf = async (stream: string) => (await server.running.ports.eventStore.readStream(stream)).map((e) => e.type);
const secret = () => (JSON.parse(readFileSync(path.join(server.dataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string }).jwtSecret;
const ask = (email: string) => call('POST', '/api/portal/password-reset/request', { email });
const reset = (token: string, chosen = newPassword) => call('POST', '/api/portal/password-reset', { token, password: chosen });

async function registered(what: string) {
  const email = newEmail(what);
  const answer = await call('POST', '/api/portal/register', { email, password });
  expect(answer.status).toBe(201);
  return { email, userId: answer.body.user.id as string, token: answer.body.token as string };
}

describe('asking for a link', () => {
  it('is answered alike for an account, an unknown address and a disabled account; only the active account is mailed, once', async () => {
    const known = await registered('known');
    const disabled = await registered('disabled');
    expect((await call('PATCH', `/api/admin/users/${disabled.userId}`, { active: false }, admin)).status).toBe(200);
    const unknown = newEmail('unknown');

    const answers = [await ask(disabled.email), await ask(unknown), await ask(known.email.toUpperCase())];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: passwordResetRequestedMessage, hours: 1 });
    }
    expect(passwordResetRequestedMessage).toMatch(/If an account uses that address, we have sent it a link to choose a new password\. The link works for 1 hour\./);

    const link = await resetLink(call, admin, known.email);
    expect(link.url).toMatch(new RegExp(`/patient-portal/reset-password\\?token=${known.userId}\\.`));
    // One event on the account's stream, holding no link: the address, the expiry and the session version.
    await waitFor(async () => (await eventsOf(streams.user(known.userId))).includes('PasswordResetRequested'), 5000, 'the request on the stream');
    const asked = (await server.running.ports.eventStore.readStream(streams.user(known.userId))).find((e) => e.type === 'PasswordResetRequested')!;
    expect(asked.data).toEqual({ email: known.email, expiresAt: expect.any(String), sessionVersion: 0 });
    expect(Date.parse((asked.data as { expiresAt: string }).expiresAt) - Date.parse((asked.metadata as { at: string }).at)).toBe(3_600_000);
    expect(await eventsOf(streams.user(disabled.userId))).not.toContain('PasswordResetRequested');
    expect(await resetMails(call, admin, disabled.email)).toEqual([]);
    expect(await resetMails(call, admin, unknown)).toEqual([]);
    expect(await resetMails(call, admin, known.email)).toHaveLength(1);

    // Asked again at once: the same answer, no second link (at most one a minute per account).
    expect((await ask(known.email)).body.message).toBe(passwordResetRequestedMessage);
    await waitFor(async () => (await server.running.ports.eventStore.readAll({ after: asked.position })).some((e) => e.type === 'NotificationSent'), 5000, 'the mail recorded');
    expect((await eventsOf(streams.user(known.userId))).filter((t) => t === 'PasswordResetRequested')).toHaveLength(1);

    // The log holds the link nowhere: not in the request, not in the mail's record.
    const log = JSON.stringify(await server.running.ports.eventStore.readAll({}));
    expect(log).not.toContain(link.token);
    expect(log).not.toContain(link.token.split('.')[2]);
    expect(log).toContain('reset-password?token=[not kept]');
  });

  it('refuses a body without a valid e-mail with a 400 naming the field, and appends nothing', async () => {
    const before = await server.running.ports.eventStore.headPosition();
    for (const body of [{}, { email: 'not an address' }, { email: 42 }, { email: `${'a'.repeat(300)}@example.com` }]) {
      const answer = await call('POST', '/api/portal/password-reset/request', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors.email).toEqual(['Please enter a valid email address']);
    }
    expect(await server.appendedSince(before)).toEqual([]);
  });
});

describe('choosing a new password with the link', () => {
  it('changes the password once, ends every other session, and the link is refused after', async () => {
    const account = await registered('reset');
    const other = await server.signIn(account.email, password);
    await ask(account.email);
    const link = await resetLink(call, admin, account.email);

    const done = await reset(link.token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ success: true, id: account.userId, email: account.email, patientId: null, message: expect.stringMatching(/Please sign in with your new password/) });
    expect(done.body.token).toBeUndefined();
    expect(await eventsOf(streams.user(account.userId))).toEqual(['UserRegistered', 'UserSignedIn', 'PasswordResetRequested', 'PasswordChanged', 'EmailConfirmed']);
    const changed = (await server.running.ports.eventStore.readStream(streams.user(account.userId))).find((e) => e.type === 'PasswordChanged')!;
    expect((changed.data as { passwordHash: string }).passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(changed)).not.toContain(newPassword);

    // Every session before ends; the old password no longer opens the account, the new one does.
    expect((await call('GET', '/api/portal/auth/me', undefined, account.token)).status).toBe(401);
    expect((await call('GET', '/api/portal/auth/me', undefined, other)).status).toBe(401);
    expect((await call('POST', '/api/portal/login', { email: account.email, password })).status).toBe(401);
    expect((await call('GET', '/api/portal/auth/me', undefined, await server.signIn(account.email, newPassword))).status).toBe(200);

    // Used: refused, naming the link, and nothing changes.
    const before = await server.running.ports.eventStore.headPosition();
    const again = await reset(link.token, 'another one 99');
    expect(again.status).toBe(400);
    expect(again.body.errors.token).toEqual([expect.stringMatching(/already been used/)]);
    expect(await server.appendedSince(before)).toEqual([]);
    expect((await call('POST', '/api/portal/login', { email: account.email, password: 'another one 99' })).status).toBe(401);
  });

  it('a link sent before a password change in Settings is refused', async () => {
    const account = await registered('changed');
    await ask(account.email);
    const link = await resetLink(call, admin, account.email);
    expect((await call('PUT', '/api/portal/password', { currentPassword: password, newPassword: 'chosen meanwhile 5' }, account.token)).status).toBe(200);
    const refused = await reset(link.token);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.token).toEqual([expect.stringMatching(/already been used, or the password was changed/)]);
  });

  it('confirms the e-mail, which joins the record the practice holds for it (ADR 33)', async () => {
    const email = newEmail('record');
    const added = await call('POST', '/api/admin/patients', { firstName: 'Ruth', lastName: 'Baker', email, dateOfBirth: '1951-03-09', primaryCondition: 'Hip replacement' }, therapist);
    expect(added.status).toBe(201);
    const patientId = added.body.id as string;
    const account = await call('POST', '/api/portal/register', { email, password });
    const userId = account.body.user.id as string;
    await ask(email);
    const link = await resetLink(call, admin, email);
    const done = await reset(link.token);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ patientId, message: expect.stringMatching(/your record is now in your portal/) });
    const record = await call('GET', `/api/patients/${patientId}`, undefined, admin);
    expect(record.body.patient.userId).toBe(userId);
    const token = await server.signIn(email, newPassword);
    expect((await call('GET', '/api/portal/confirm-email', undefined, token)).body.confirmation.needed).toBe(false);
  });

  it('works for a staff account too, with no record to join', async () => {
    const email = newEmail('staff');
    const created = await call('POST', '/api/admin/users', { email, password, role: 'therapist', name: 'Sam Reyes' }, admin);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await ask(email);
    const done = await reset((await resetLink(call, admin, email)).token);
    expect(done.status).toBe(200);
    expect(done.body.patientId).toBeNull();
    expect(await eventsOf(streams.user(created.body.id))).toEqual(['UserRegistered', 'StaffNameSet', 'PasswordResetRequested', 'PasswordChanged']);
    await server.signIn(email, newPassword);
  });

  it('refuses a link garbled, forged, expired, never sent, or of a disabled account, naming the field; nothing changes', async () => {
    const account = await registered('bad-links');
    await ask(account.email);
    const link = await resetLink(call, admin, account.email);
    const [, expiry, mac] = link.token.split('.');
    const signed = (expiresAt: string) => passwordResetToken(secret(), { userId: account.userId, email: account.email, sessionVersion: 0, expiresAt });
    const cases: [string, unknown, string, RegExp][] = [
      ['missing', { password: newPassword }, 'token', /incomplete/],
      ['garbled', { token: 'not-a-token', password: newPassword }, 'token', /not a link to choose a new password/],
      ['of no account', { token: `no-such-account.${expiry}.${mac}`, password: newPassword }, 'token', /not a link to choose a new password/],
      ['forged', { token: `${account.userId}.${expiry}.${mac!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`, password: newPassword }, 'token', /not a link to choose a new password/],
      ['expired', { token: signed(new Date(Date.now() - 60_000).toISOString()), password: newPassword }, 'token', /expired/],
      ['never sent', { token: signed(new Date(Date.now() + 1_800_000).toISOString()), password: newPassword }, 'token', /not sent to this account/],
      ['too short', { token: link.token, password: 'abc' }, 'password', /at least 6 characters/],
      ['too common', { token: link.token, password: 'password123' }, 'password', /too common/],
      ['not text', { token: link.token, password: 12345678 }, 'password', /at least 6 characters/],
    ];
    const before = await server.running.ports.eventStore.headPosition();
    for (const [what, body, field, message] of cases) {
      const answer = await call('POST', '/api/portal/password-reset', body);
      expect(answer.status, what).toBe(400);
      expect(answer.body.errors[field], what).toEqual([expect.stringMatching(message)]);
    }
    const empty = await call('POST', '/api/portal/password-reset', {});
    expect(Object.keys(empty.body.errors).sort()).toEqual(['password', 'token']);
    // A link sent before the account was disabled does not open it.
    expect((await call('PATCH', `/api/admin/users/${account.userId}`, { active: false }, admin)).status).toBe(200);
    const afterDisable = await server.running.ports.eventStore.headPosition();
    const disabled = await reset(link.token);
    expect(disabled.status).toBe(400);
    expect(disabled.body.errors.token).toEqual([expect.stringMatching(/disabled/)]);
    expect(await server.appendedSince(afterDisable)).toEqual([]);
    expect((await server.appendedSince(before)).filter((e) => !e.endsWith('UserDisabled'))).toEqual([]);
  });
});

describe('the limits', () => {
  it('refuse more requests per address asked for and per client address, whether or not an account uses it', async () => {
    const limited = await startTestServer({ LOGIN_ATTEMPTS: '2', PUBLIC_WRITES: '5' });
    try {
      const askThere = (email: string) => limited.call('POST', '/api/portal/password-reset/request', { email });
      expect((await askThere('a@example.com')).status).toBe(200);
      expect((await askThere('a@example.com')).status).toBe(200);
      const perEmail = await askThere('A@example.com');
      expect(perEmail.status).toBe(429);
      expect(perEmail.body.message).toMatch(/Please wait 15 minutes/);
      expect((await askThere('b@example.com')).status).toBe(200);
      expect((await askThere('c@example.com')).status).toBe(200);
      expect((await askThere('d@example.com')).status).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});
