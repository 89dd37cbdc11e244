import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@pt/contracts';
import { sha256 } from '@pt/contracts/core';
import { confirmEmail } from '../support/email-confirmation';
import { sampleIntakeForm } from '../support/intake';
import { demo, startTestServer, type TestServer } from '../support/server';

/**
 * ADR 35: a create refused after its e-mail was claimed (its id already named a record or an account
 * with another e-mail) must not leave that e-mail leading to what the id names. Before, the refused
 * e-mail stayed claimed by the other record or account: accounts of that address were joined to the
 * wrong patient's record, the address could never register, and signing in with it and the other
 * account's password opened that account.
 */
let server: TestServer;
let admin: string;
let therapist: string;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_ATTEMPTS: '1000' });
  [admin, therapist] = await Promise.all([server.signIn(demo.admin.email, demo.admin.password), server.signIn(demo.therapist.email, demo.therapist.password)]);
});
afterAll(() => server.stop());

const call = (method: string, route: string, body?: unknown, token?: string) => server.call(method, route, body, token);
let count = 0;
const newEmail = (what: string) => `${what}-${++count}-${Date.now()}@example.com`;
const password = 'sea glass 42';
const eventsOf = async (stream: string) => (await server.running.ports.eventStore.readStream(stream)).map((e) => e.type);
const patientEmailClaims = (email: string) => eventsOf(streams.patientEmail(sha256(email)));
const recordOf = async (patientId: string) => (await call('GET', `/api/patients/${patientId}?after=${(await server.running.ports.eventStore.headPosition()) ?? 0}`, undefined, admin)).body.patient;
const addRecord = (id: string, email: string, firstName = 'Alice', token = therapist) =>
  call('POST', '/api/admin/patients', { id, firstName, lastName: 'Archer', email, dateOfBirth: '1960-01-02', primaryCondition: 'Shoulder' }, token);
const profile = (firstName: string, id?: string) => ({ ...(id && { id }), firstName, lastName: 'Quill', phone: '321-555-0100', currentConditions: ['Neck pain'] });

async function register(email: string) {
  const registered = await call('POST', '/api/portal/register', { email, password });
  expect(registered.status).toBe(201);
  return { token: registered.body.token as string, userId: registered.body.user.id as string };
}

/** Nothing of Alice's record reaches the account. */
async function seesNoneOf(patientId: string, token: string) {
  const own = await call('GET', '/api/portal/profile', undefined, token);
  expect(own.body.patient?.id ?? null).not.toBe(patientId);
  expect(JSON.stringify(own.body)).not.toContain('Alice');
}

describe("a patient record's id reused with another e-mail (staff)", () => {
  it('is a 409 that claims nothing: the e-mail gets its own record, and its account is joined to that one', async () => {
    const alice = newEmail('alice');
    const bob = newEmail('bob');
    const id = crypto.randomUUID();
    expect((await addRecord(id, alice)).status).toBe(201);

    const reused = await addRecord(id, bob, 'Bob');
    expect(reused.status).toBe(409);
    expect(await patientEmailClaims(bob)).toEqual([]);

    const own = crypto.randomUUID();
    const second = await addRecord(own, bob, 'Bob');
    expect(second.status, JSON.stringify(second.body)).toBe(201);

    // Bob registers and confirms his address: he is joined to his own record, Alice's keeps none.
    const { token } = await register(bob);
    const confirmed = await confirmEmail(call, { email: bob, patientToken: token, adminToken: admin });
    expect(confirmed.patientId).toBe(own);
    expect(await recordOf(id)).toMatchObject({ email: alice, userId: null });
    await seesNoneOf(id, token);
  });

  it('racing with another e-mail for one id: one 201, one 409, and the refused e-mail leads to no record', async () => {
    for (let round = 0; round < 5; round++) {
      const [alice, bob] = [newEmail('race-alice'), newEmail('race-bob')];
      const id = crypto.randomUUID();
      const answers = await Promise.all([addRecord(id, alice), addRecord(id, bob, 'Bob', admin)]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const [winner, loser] = answers[0]!.status === 201 ? [alice, bob] : [bob, alice];
      expect((await recordOf(id)).email).toBe(winner);

      // The refused address registers and confirms: nothing of the winner's record is joined to it.
      const { token } = await register(loser);
      const status = await call('GET', '/api/portal/confirm-email', undefined, token);
      expect(status.body.confirmation.needed).toBe(false);
      const setup = await call('POST', '/api/portal/profile', profile('Loser'), token);
      expect(setup.status, JSON.stringify(setup.body)).toBe(201);
      expect(setup.body.id).not.toBe(id);
      expect(await recordOf(id)).toMatchObject({ email: winner, userId: null, profile: null });
      // And staff can still add the refused address's record.
      expect((await addRecord(crypto.randomUUID(), newEmail('other'))).status).toBe(201);
    }
  });
});

describe("profile setup with another patient's record id", () => {
  it('is a 409 that claims nothing, and the next setup makes the account its own record', async () => {
    const alice = newEmail('alice-p');
    const id = crypto.randomUUID();
    expect((await addRecord(id, alice)).status).toBe(201);
    const carol = newEmail('carol');
    const { token } = await register(carol);

    const taken = await call('POST', '/api/portal/profile', profile('Carol', id), token);
    expect(taken.status).toBe(409);
    expect(await patientEmailClaims(carol)).toEqual([]);

    const again = await call('POST', '/api/portal/profile', profile('Carol'), token);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.id).not.toBe(id);
    expect(await recordOf(id)).toMatchObject({ email: alice, firstName: 'Alice', userId: null, profile: null });
    await seesNoneOf(id, token);
  });

  it('racing for one new id: the patient refused gets their own record next, never the winner’s', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [newEmail('race-pa'), newEmail('race-pb')];
      const [ta, tb] = await Promise.all([register(a), register(b)]);
      const id = crypto.randomUUID();
      const answers = await Promise.all([call('POST', '/api/portal/profile', profile('Ann', id), ta.token), call('POST', '/api/portal/profile', profile('Ben', id), tb.token)]);
      expect(answers.map((x) => x.status).sort()).toEqual([201, 409]);
      const [winner, loser] = answers[0]!.status === 201 ? [ta, tb] : [tb, ta];

      const next = await call('POST', '/api/portal/profile', profile('Second'), loser.token);
      expect(next.status, JSON.stringify(next.body)).toBe(201);
      expect(next.body.id).not.toBe(id);
      const record = await recordOf(id);
      expect(record.userId).toBe(winner.userId);
      expect(record.profile.firstName).not.toBe('Second');
    }
  });
});

describe("an intake form's record id naming an existing record", () => {
  it('is a 409 with a clear message: the form is not joined, no e-mail is claimed; a new id creates its record', async () => {
    const alice = newEmail('alice-i');
    const id = crypto.randomUUID();
    expect((await addRecord(id, alice)).status).toBe(201);
    const zed = newEmail('zed');
    const sent = await call('POST', '/api/intake/forms', sampleIntakeForm({ fullName: 'Zed Stranger', patientEmail: zed }));
    expect(sent.status).toBe(201);

    const taken = await call('POST', `/api/intake/forms/${sent.body.id}/patient-record`, { id }, therapist);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/another patient's record/);
    expect(await patientEmailClaims(zed)).toEqual([]);
    expect(await eventsOf(streams.intake(sent.body.id))).toEqual(['IntakeFormSubmitted']);

    const own = crypto.randomUUID();
    const created = await call('POST', `/api/intake/forms/${sent.body.id}/patient-record`, { id: own }, therapist);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ patientId: own, message: 'A patient record was created for Zed Stranger.' });
    expect(await recordOf(id)).toMatchObject({ email: alice, firstName: 'Alice' });
  });
});

describe("an intake form's record id racing with staff's new record of another e-mail", () => {
  it('one of them makes the record; the form joins a record of its own e-mail or none', async () => {
    for (let round = 0; round < 5; round++) {
      const [alice, zed] = [newEmail('race-alice-i'), newEmail('race-zed')];
      const sent = await call('POST', '/api/intake/forms', sampleIntakeForm({ fullName: 'Zed Stranger', patientEmail: zed }));
      const id = crypto.randomUUID();
      const [staff, linked] = await Promise.all([addRecord(id, alice), call('POST', `/api/intake/forms/${sent.body.id}/patient-record`, { id }, admin)]);
      expect([staff.status, linked.status].sort()).toEqual([201, 409]);
      const record = await recordOf(id);
      expect(record.email).toBe(linked.status === 201 ? zed : alice);
      const form = (await call('GET', `/api/intake/forms/${sent.body.id}?after=${(await server.running.ports.eventStore.headPosition()) ?? 0}`, undefined, admin)).body.form;
      expect(form.patientId ?? null).toBe(linked.status === 201 ? id : null);
      // Zed's next record is his own.
      if (linked.status === 409) {
        const own = await call('POST', `/api/intake/forms/${sent.body.id}/patient-record`, { id: crypto.randomUUID() }, admin);
        expect(own.status, JSON.stringify(own.body)).toBe(201);
        expect((await recordOf(own.body.patientId)).email).toBe(zed);
      }
    }
  });
});

describe('registrations racing with one id and two e-mails', () => {
  for (const who of ['patients', 'staff'] as const) {
    it(`(${who}) one 201, one 409; the refused e-mail signs in as no one and registers at once`, async () => {
      for (let round = 0; round < 5; round++) {
        const id = crypto.randomUUID();
        const [a, b] = [newEmail(`reg-${who}-a`), newEmail(`reg-${who}-b`)];
        const send = (email: string, pass: string) =>
          who === 'patients'
            ? call('POST', '/api/portal/register', { id, email, password: pass })
            : call('POST', '/api/admin/users', { id, name: 'Sam Rivers', email, password: pass, role: 'therapist' }, admin);
        const answers = await Promise.all([send(a, 'first password'), send(b, 'second password')]);
        expect(answers.map((x) => x.status).sort()).toEqual([201, 409]);
        const [winner, loser, winnerPassword] = answers[0]!.status === 201 ? [a, b, 'first password'] : [b, a, 'second password'];

        expect((await call('POST', '/api/portal/login', { email: winner, password: winnerPassword })).status).toBe(200);
        const crossed = await call('POST', '/api/portal/login', { email: loser, password: winnerPassword });
        expect(crossed.status).toBe(401);

        const later = await call('POST', '/api/portal/register', { email: loser, password: 'third password' });
        expect(later.status, JSON.stringify(later.body)).toBe(201);
        expect(later.body.user).toMatchObject({ email: loser });
        const signedIn = await call('POST', '/api/portal/login', { email: loser, password: 'third password' });
        expect(signedIn.body.user.id).toBe(later.body.user.id);
      }
    });
  }
});
