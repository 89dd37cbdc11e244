import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { liveEventName, streams, type IntakeForm, type IntakeFormSummary, type IntakeFormsAnswer, type LivePayload } from '@pt/contracts';
import { sampleIntakeForm } from '../support/intake';
import { demo, startTestServer, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

/** Staff review intake forms: the list and its counters, status changes, the patient record, live messages. */
let server: TestServer;
const tokens = { admin: '', therapist: '', auditor: '', patient: '' };
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['admin', 'therapist', 'auditor', 'patient'] as const) tokens[role] = await server.signIn(demo[role].email, demo[role].password);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.stop();
});

const head = () => server.running.ports.eventStore.headPosition();
const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
async function submit(overrides: Parameters<typeof sampleIntakeForm>[0] = {}) {
  const sent = await server.call('POST', '/api/intake/forms', sampleIntakeForm({ patientEmail: uniqueEmail('form'), ...overrides }));
  expect(sent.status).toBe(201);
  return sent.body as { id: string; position: string };
}
const list = async (token: string, query = '') => (await server.call('GET', `/api/intake/forms${query}`, undefined, token)).body as IntakeFormsAnswer;
const setStatus = (id: string, status: string, token = tokens.therapist) => server.call('PATCH', `/api/intake/forms/${id}/status`, { status }, token);

describe('staff read the forms', () => {
  it('answers the forms newest first with the counters; therapists, admins and auditors read the same', async () => {
    const before = (await list(tokens.admin, `?after=${(await head()) ?? 0}`)).counts;
    const a = await submit({ fullName: 'Counter One' });
    const b = await submit({ fullName: 'Counter Two' });
    const c = await submit({ fullName: 'Counter Three' });
    await setStatus(b.id, 'reviewed');
    const done = await setStatus(c.id, 'completed');
    const after = await list(tokens.therapist, `?after=${done.body.position}`);
    expect(after.counts).toEqual({ pending: before.pending! + 1, reviewed: before.reviewed! + 1, completed: before.completed! + 1, total: before.total! + 3 });
    expect(after.forms.slice(0, 3).map((f) => f.fullName)).toEqual(['Counter Three', 'Counter Two', 'Counter One']);
    expect(after.forms.find((f) => f.id === a.id)).toMatchObject({ status: 'pending', patientEmail: expect.stringContaining('@example.com') });
    expect(await list(tokens.admin)).toEqual(after);
    expect(await list(tokens.auditor)).toEqual(after);
    const reviewed = await list(tokens.admin, '?status=reviewed');
    expect(reviewed.forms.every((f) => f.status === 'reviewed')).toBe(true);
    expect(reviewed.forms.map((f) => f.id)).toContain(b.id);
    expect(reviewed.counts).toEqual(after.counts);
  });

  it('answers one form, a 404 for an unknown one and a 400 for an id that is not one', async () => {
    const sent = await submit();
    const one = await server.call('GET', `/api/intake/forms/${sent.id}?after=${sent.position}`, undefined, tokens.auditor);
    expect(one.body.form).toMatchObject({ id: sent.id, fullName: 'Nora Whitfield', anatomyData: { 'front-left-hand': 'tingling' } });
    expect((await server.call('GET', `/api/intake/forms/${crypto.randomUUID()}`, undefined, tokens.admin)).status).toBe(404);
    expect((await server.call('GET', '/api/intake/forms/contact-1', undefined, tokens.admin)).status).toBe(400);
    expect((await server.call('GET', '/api/intake/forms?status=archived', undefined, tokens.admin)).status).toBe(400);
  });

  it('shows patients and anonymous callers nothing', async () => {
    const sent = await submit();
    for (const route of ['/api/intake/forms', `/api/intake/forms/${sent.id}`]) {
      expect((await server.call('GET', route, undefined, tokens.patient)).status).toBe(403);
      expect((await server.call('GET', route)).status).toBe(401);
    }
  });
});

describe('the list, a page at a time', () => {
  /** Every page of the list, read on with each page's `nextCursor` until it is null. */
  async function readAllPages(query: string, limit: number) {
    const pages: IntakeFormsAnswer[] = [];
    let cursor: string | null = null;
    do {
      const page = await server.call('GET', `/api/intake/forms?limit=${limit}${query}${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`, undefined, tokens.therapist);
      expect(page.status).toBe(200);
      pages.push(page.body as IntakeFormsAnswer);
      cursor = (page.body as IntakeFormsAnswer).nextCursor;
      expect(pages.length).toBeLessThan(200);
    } while (cursor);
    return pages;
  }
  const newestFirst = (a: IntakeFormSummary, b: IntakeFormSummary) => (a.submittedAt === b.submittedAt ? (a.id < b.id ? 1 : -1) : a.submittedAt < b.submittedAt ? 1 : -1);

  it('reads on with the cursor to the oldest form, newest first, each form once, with and without a status filter', async () => {
    // More forms than a page, some sent at the same moment, in every status.
    const sent = await Promise.all(Array.from({ length: 7 }, (_, i) => submit({ fullName: `Paged Form ${i}` })));
    await setStatus(sent[1]!.id, 'reviewed');
    await setStatus(sent[4]!.id, 'reviewed');
    const last = await setStatus(sent[5]!.id, 'completed');
    const after = `&after=${last.body.position}`;
    const whole = await list(tokens.admin, `?limit=500${after}`);
    expect(whole.nextCursor).toBeNull();
    expect(whole.forms.length).toBe(whole.counts.total);
    expect(whole.forms.length).toBeGreaterThan(7);
    expect([...whole.forms].sort(newestFirst).map((f) => f.id)).toEqual(whole.forms.map((f) => f.id));

    const pages = await readAllPages(after, 3);
    const paged = pages.flatMap((p) => p.forms);
    expect(paged.map((f) => f.id)).toEqual(whole.forms.map((f) => f.id));
    expect(pages.slice(0, -1).every((p) => p.forms.length === 3)).toBe(true);
    expect(pages.at(-1)!.forms.length).toBeGreaterThan(0);
    // Every page counts every form, whatever page it is.
    expect(pages.every((p) => JSON.stringify(p.counts) === JSON.stringify(whole.counts))).toBe(true);

    for (const status of ['pending', 'reviewed', 'completed'] as const) {
      const filtered = (await readAllPages(`&status=${status}${after}`, 2)).flatMap((p) => p.forms);
      expect(filtered.map((f) => f.id)).toEqual(whole.forms.filter((f) => f.status === status).map((f) => f.id));
      expect(filtered.length).toBe(whole.counts[status]);
    }
    const reviewed = await readAllPages(`&status=reviewed${after}`, 1);
    expect(reviewed.flatMap((p) => p.forms.map((f) => f.id))).toEqual(expect.arrayContaining([sent[1]!.id, sent[4]!.id]));
  });

  it('says on the page that ends with the oldest form that there is none after it', async () => {
    const last = await submit({ fullName: 'Paged Last' });
    const { total } = (await list(tokens.admin, `?after=${last.position}`)).counts;
    expect((await list(tokens.admin, `?limit=${total}`)).nextCursor).toBeNull();
    const first = await list(tokens.admin, `?limit=${total - 1}`);
    expect(first.nextCursor).toEqual(expect.any(String));
    const rest = await list(tokens.admin, `?limit=${total}&before=${encodeURIComponent(first.nextCursor!)}`);
    expect(rest.forms).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();
  });

  it('refuses a cursor that is not one of this list with a 400 naming the field', async () => {
    const cursor = (text: string) => encodeURIComponent(Buffer.from(text).toString('base64url'));
    const id = crypto.randomUUID();
    for (const before of [
      'not-a-cursor',
      '',
      cursor('2026-11-01T10:00:00.000Z'),
      cursor(`yesterday|${id}`),
      cursor('2026-11-01T10:00:00.000Z|contact-1'),
      cursor(`2026-11-01T10:00:00.000Z|${id}|more`),
      'x'.repeat(300),
    ]) {
      const res = await server.call('GET', `/api/intake/forms?before=${before}`, undefined, tokens.admin);
      expect(res.status, before).toBe(400);
      expect(res.body.errors, before).toEqual({ before: ['Not a cursor of this list'] });
    }
    const twice = await server.call('GET', '/api/intake/forms?before=a&before=b', undefined, tokens.admin);
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({ before: ['Not a cursor of this list'] });
    // A cursor of a position no form has is a cursor all the same: the forms sent before it.
    const older = await list(tokens.admin, `?before=${cursor(`2000-01-01T00:00:00.000Z|${id}`)}`);
    expect(older.forms).toEqual([]);
    expect(older.nextCursor).toBeNull();
  });
});

describe('staff change the status', () => {
  it('from any status to any other, each an event naming who did it', async () => {
    const sent = await submit();
    for (const status of ['completed', 'reviewed', 'pending', 'reviewed']) expect((await setStatus(sent.id, status)).status).toBe(200);
    const last = await setStatus(sent.id, 'completed', tokens.admin);
    expect(last.body).toMatchObject({ success: true, id: sent.id, revision: 5 });
    expect(last.headers.get('etag')).toBe('"5"');
    const stored = await server.running.ports.eventStore.readStream(streams.intake(sent.id));
    expect(stored.map((e) => (e.data as { status?: string }).status ?? e.type)).toEqual(['IntakeFormSubmitted', 'completed', 'reviewed', 'pending', 'reviewed', 'completed']);
    const actors = stored.slice(1).map((e) => (e.metadata as { actor: { role: string } }).actor.role);
    expect(actors).toEqual(['therapist', 'therapist', 'therapist', 'therapist', 'admin']);
    const form = (await server.call('GET', `/api/intake/forms/${sent.id}?after=${last.body.position}`, undefined, tokens.admin)).body.form;
    const adminId = (await server.call('GET', '/api/portal/auth/me', undefined, tokens.admin)).body.user.id;
    expect(form).toMatchObject({ status: 'completed', reviewedBy: adminId, reviewedByRole: 'admin', reviewedAt: expect.any(String), revision: 5 });
  });

  it('to the status it has appends nothing', async () => {
    const sent = await submit();
    const before = await head();
    const same = await setStatus(sent.id, 'pending');
    expect(same.status).toBe(200);
    expect(same.body.revision).toBe(0);
    expect(await server.appendedSince(before)).toEqual([]);
  });

  it('on the revision they saw: a 412 when it changed since, a 400 for a header that is no revision', async () => {
    const sent = await submit();
    const patch = (status: string, revision: string) =>
      fetch(`${server.url}/api/intake/forms/${sent.id}/status`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}`, 'if-match': revision }, body: JSON.stringify({ status }) });
    expect((await patch('reviewed', '"0"')).status).toBe(200);
    const before = await head();
    const stale = await patch('completed', '"0"');
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ success: false, revision: 1 });
    expect((await patch('completed', 'soon')).status).toBe(400);
    expect(await server.appendedSince(before)).toEqual([]);
    expect((await patch('completed', '"1"')).status).toBe(200);
  });

  it('refuses a bad status, a bad id, an unknown form and callers who may not, appending nothing', async () => {
    const sent = await submit();
    const before = await head();
    const bad = await setStatus(sent.id, 'archived');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ status: ['Status must be pending, reviewed or completed'] });
    expect((await setStatus('intake-1', 'reviewed')).status).toBe(400);
    expect((await setStatus(crypto.randomUUID(), 'reviewed')).status).toBe(404);
    expect((await setStatus(sent.id, 'reviewed', tokens.auditor)).status).toBe(403);
    expect((await setStatus(sent.id, 'reviewed', tokens.patient)).status).toBe(403);
    expect((await server.call('PATCH', `/api/intake/forms/${sent.id}/status`, { status: 'reviewed' })).status).toBe(401);
    expect(await server.appendedSince(before)).toEqual([]);
  });
});

describe("the form's patient record", () => {
  it('is created from the form when none exists, and the form joins it; asking again changes nothing', async () => {
    const email = uniqueEmail('newpatient');
    const sent = await submit({ fullName: 'Mary Ann Lopez', patientEmail: email, patientPhone: '321-555-0190', dateOfBirth: '1950-02-03', primaryDiagnosis: 'Knee replacement' });
    const recordId = crypto.randomUUID();
    const created = await server.call('POST', `/api/intake/forms/${sent.id}/patient-record`, { id: recordId }, tokens.therapist);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, id: sent.id, patientId: recordId, message: 'A patient record was created for Mary Ann Lopez.' });
    const patient = (await server.call('GET', `/api/patients/${recordId}?after=${created.body.position}`, undefined, tokens.auditor)).body.patient;
    expect(patient).toMatchObject({ firstName: 'Mary Ann', lastName: 'Lopez', email, phone: '321-555-0190', dateOfBirth: '1950-02-03', primaryCondition: 'Knee replacement' });
    const form = (await server.call('GET', `/api/intake/forms/${sent.id}?after=${created.body.position}`, undefined, tokens.admin)).body.form;
    expect(form).toMatchObject({ patientId: recordId, patientLinkedAt: expect.any(String) });

    const before = await head();
    const again = await server.call('POST', `/api/intake/forms/${sent.id}/patient-record`, { id: crypto.randomUUID() }, tokens.admin);
    expect(again.status).toBe(200);
    expect(again.body.patientId).toBe(recordId);
    expect(await server.appendedSince(before)).toEqual([]);
  });

  it('is the record its e-mail got after the form was sent, and a second form of that e-mail joins it too', async () => {
    const email = uniqueEmail('later');
    const first = await submit({ patientEmail: email });
    const second = await submit({ patientEmail: email });
    const record = await server.call('POST', '/api/admin/patients', { firstName: 'Lena', lastName: 'Later', email }, tokens.admin);
    for (const form of [first, second]) {
      const linked = await server.call('POST', `/api/intake/forms/${form.id}/patient-record`, {}, tokens.therapist);
      expect(linked.status).toBe(200);
      expect(linked.body.patientId).toBe(record.body.id);
    }
    const found = await server.call('GET', `/api/patients?search=${encodeURIComponent(email)}&after=${(await head()) ?? 0}`, undefined, tokens.admin);
    expect(found.body.patients).toHaveLength(1);
  });

  it('is created once when staff confirm the same form at the same moment', async () => {
    const email = uniqueEmail('race');
    const sent = await submit({ patientEmail: email });
    const answers = await Promise.all(Array.from({ length: 6 }, () => server.call('POST', `/api/intake/forms/${sent.id}/patient-record`, { id: crypto.randomUUID() }, tokens.admin)));
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.body.patientId)).size).toBe(1);
    const found = await server.call('GET', `/api/patients?search=${encodeURIComponent(email)}&after=${(await head()) ?? 0}`, undefined, tokens.admin);
    expect(found.body.patients.map((p: { id: string }) => p.id)).toEqual([answers[0]!.body.patientId]);
  });

  it('refuses an unknown form, a bad client id and callers who may not, appending nothing', async () => {
    const sent = await submit();
    const before = await head();
    expect((await server.call('POST', `/api/intake/forms/${crypto.randomUUID()}/patient-record`, {}, tokens.admin)).status).toBe(404);
    expect((await server.call('POST', `/api/intake/forms/${sent.id}/patient-record`, { id: 'me' }, tokens.admin)).status).toBe(400);
    expect((await server.call('POST', `/api/intake/forms/${sent.id}/patient-record`, {}, tokens.auditor)).status).toBe(403);
    expect((await server.call('POST', `/api/intake/forms/${sent.id}/patient-record`, {}, tokens.patient)).status).toBe(403);
    expect(await server.appendedSince(before)).toEqual([]);
  });
});

describe('live', () => {
  async function listen(token?: string) {
    const socket = io(server.url, { path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket'] });
    sockets.push(socket);
    const received: LivePayload[] = [];
    socket.on(liveEventName, (payload: LivePayload) => received.push(payload));
    await waitFor(() => socket.connected, 5000, 'socket connected');
    return received;
  }

  it('therapists, admins and auditors hear a new form and every change; patients and anonymous sockets hear nothing', async () => {
    const [admin, therapist, auditor, patient, anonymous] = await Promise.all([tokens.admin, tokens.therapist, tokens.auditor, tokens.patient, undefined].map(listen));
    const sent = await submit({ fullName: 'Live Intake' });
    const heard = (messages: LivePayload[], status: string) =>
      messages.find((m) => m.type === 'intake.changed' && m.data.form.id === sent.id && m.data.form.status === status);
    for (const staff of [admin!, therapist!, auditor!]) {
      expect(await waitFor(() => heard(staff, 'pending'), 5000, 'the new form')).toMatchObject({ position: sent.position, data: { form: { fullName: 'Live Intake' } } });
    }
    // What the list shows, none of the form's answers: those are read one form at a time (ADR 29).
    const message = heard(admin!, 'pending') as Extract<LivePayload, { type: 'intake.changed' }>;
    expect(Object.keys(message.data.form).sort()).toEqual(
      ['id', 'fullName', 'patientEmail', 'status', 'submittedAt', 'reviewedBy', 'reviewedByRole', 'reviewedAt', 'patientId', 'patientLinkedAt', 'revision', 'position'].sort(),
    );
    const changed = await setStatus(sent.id, 'reviewed');
    for (const staff of [admin!, therapist!, auditor!]) {
      expect(await waitFor(() => heard(staff, 'reviewed'), 5000, 'the status change')).toMatchObject({ position: changed.body.position });
    }
    // Each socket gets its messages in order: once the sentinel is there, anything meant for it came before.
    server.running.api!.io.emit(liveEventName, { type: 'sentinel' });
    await waitFor(() => patient!.length > 0 && anonymous!.length > 0, 5000, 'the sentinel');
    expect(patient).toEqual([{ type: 'sentinel' }]);
    expect(anonymous).toEqual([{ type: 'sentinel' }]);
  });
});
