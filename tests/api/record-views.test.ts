import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { auditReadingTypes, liveEventName, rooms, streams, unwatchPatientEvent, watchPatientEvent, type AuditPage, type LivePayload, type RecordViewsAnswer } from '@pt/contracts';
import { sampleIntakeForm } from '../support/intake';
import { demo, startTestServer, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

/**
 * The access log of patients' records (ADR 28): a staff member's or an auditor's reading of a part of
 * a patient's record is an event, appended before the answer, once per reader, part and hour; a
 * patient's own readings are not logged; admins and auditors read the log of a record.
 */
let server: TestServer;
const tokens: Record<'therapist' | 'admin' | 'auditor', string> = { therapist: '', admin: '', auditor: '' };
const ids: Record<'therapist' | 'admin' | 'auditor', string> = { therapist: '', admin: '', auditor: '' };
beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['therapist', 'admin', 'auditor'] as const) {
    tokens[role] = await server.signIn(demo[role].email, demo[role].password);
    ids[role] = (await server.call('GET', '/api/portal/auth/me', undefined, tokens[role])).body.user.id;
  }
});
const sockets: Socket[] = [];
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.stop();
});

let count = 0;
async function newPatient() {
  const { token } = (await server.call('POST', '/api/portal/register', { email: `views-${++count}-${Date.now()}@example.com`, password: 'sea glass 42' })).body;
  const profile = await server.call('POST', '/api/portal/profile', { firstName: 'Vera', lastName: 'Views' }, token);
  expect(profile.status).toBe(201);
  return { token, patientId: profile.body.id as string };
}

/** The record's access log events, read from the log itself (not a read model): what the answer waited for. */
async function loggedViews(patientId: string) {
  const events = await server.running.ports.eventStore.readAll();
  return events.filter((e) => e.type === 'PatientRecordViewed' && (e.data as { patientId: string }).patientId === patientId);
}

const get = (route: string, token: string) => server.call('GET', route, undefined, token);

describe('the access log of a patient record', () => {
  it('logs a staff reading before answering, with the reader as the actor, once per part and hour', async () => {
    const { patientId } = await newPatient();
    expect((await get(`/api/patients/${patientId}`, tokens.therapist)).status).toBe(200);
    // Appended before the answer: the log holds it the moment the answer arrives.
    const [first, ...others] = await loggedViews(patientId);
    expect(others).toEqual([]);
    expect(first).toMatchObject({ data: { patientId, part: 'record', viewerId: ids.therapist }, metadata: { actor: { kind: 'user', userId: ids.therapist, role: 'therapist' } } });

    // The same part again, and a page's several calls at once (the rewards tab): one entry per part and hour.
    expect((await get(`/api/patients/${patientId}`, tokens.therapist)).status).toBe(200);
    const rewardRoutes = ['rewards', 'achievements', 'sessions', 'stats', 'challenges'].map((r) => (r === 'stats' ? `/api/gamification/stats/${patientId}/week` : `/api/gamification/${r}/${patientId}`));
    const answers = await Promise.all([...rewardRoutes, ...rewardRoutes].map((r) => get(r, tokens.therapist)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const views = await loggedViews(patientId);
    const keys = views.map((e) => { const d = e.data as { viewerId: string; part: string; hour: string }; return `${d.viewerId} ${d.part} ${d.hour}`; });
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(views.map((e) => (e.data as { part: string }).part))).toEqual(new Set(['record', 'rewards']));
  });

  it('logs every part a reader opens, and each reader apart', async () => {
    const { patientId } = await newPatient();
    const routes = [
      `/api/patients/${patientId}`,
      `/api/admin/patient-exercises/${patientId}`,
      `/api/patients/${patientId}/activity`,
      `/api/patients/${patientId}/progress`,
      `/api/gamification/rewards/${patientId}`,
      `/api/portal/reports/patient/${patientId}`,
      `/api/progress-reports/patient/${patientId}`,
      `/api/recommendations/${patientId}`,
    ];
    // All at once, as a dialog reads them: each answered, each part logged once.
    const answers = await Promise.all([...routes, ...routes].map((route) => get(route, tokens.auditor)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect((await get(`/api/patients/${patientId}`, tokens.admin)).status).toBe(200);
    const views = await loggedViews(patientId);
    const parts = (viewer: string) => views.filter((e) => (e.data as { viewerId: string }).viewerId === viewer).map((e) => (e.data as { part: string }).part).sort();
    const everyPart = ['record', 'program', 'activity', 'progress', 'rewards', 'reports', 'recommendations'];
    // Once each per hour (a test across the turn of an hour may see a part in both).
    const keys = views.map((e) => { const d = e.data as { viewerId: string; part: string; hour: string }; return `${d.viewerId} ${d.part} ${d.hour}`; });
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(parts(ids.auditor))).toEqual(new Set(everyPart));
    expect(parts(ids.admin)).toContain('record');
  });

  it("does not log a patient's reading of their own record, nor a reading of a record that does not exist", async () => {
    const { token, patientId } = await newPatient();
    for (const route of ['/api/gamification/rewards/me', '/api/recommendations/me', '/api/portal/profile', '/api/portal/progress', '/api/portal/my-exercises']) {
      expect((await get(route, token)).status).toBe(200);
    }
    expect(await loggedViews(patientId)).toEqual([]);

    const nobody = randomUUID();
    expect((await get(`/api/patients/${nobody}`, tokens.therapist)).status).toBe(404);
    expect((await get(`/api/gamification/rewards/${nobody}`, tokens.therapist)).status).toBe(404);
    expect((await get(`/api/admin/patient-exercises/${nobody}`, tokens.therapist)).status).toBe(200);
    expect(await loggedViews(nobody)).toEqual([]);
  });

  it("answers one patient's listing, without the profile and without logging a reading, as the lists do", async () => {
    const { patientId } = await newPatient();
    const listing = await get(`/api/patients/${patientId}/listing`, tokens.therapist);
    expect(listing.status).toBe(200);
    expect(listing.body.patient).toMatchObject({ id: patientId, firstName: 'Vera', lastName: 'Views', fullName: 'Vera Views' });
    expect(listing.body.patient).not.toHaveProperty('profile');
    // The record read alone holds the profile; it is the reading that is logged.
    expect((await get(`/api/patients/${patientId}`, tokens.therapist)).body.patient.profile).toMatchObject({ firstName: 'Vera' });
    expect((await loggedViews(patientId)).map((e) => (e.data as { part: string }).part)).toEqual(['record']);

    expect((await get(`/api/patients/${randomUUID()}/listing`, tokens.therapist)).status).toBe(404);
    const bad = await get('/api/patients/not-an-id/listing', tokens.therapist);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ id: ['Not a patient id'] });
  });

  it('is read by admins and auditors, newest first, with each reader named; the history shows the same events, apart from the changes when asked', async () => {
    const { patientId } = await newPatient();
    const first = await get(`/api/patients/${patientId}`, tokens.therapist);
    const second = await get(`/api/patients/${patientId}/progress`, tokens.auditor);
    expect([first.status, second.status]).toEqual([200, 200]);
    const head = await server.running.ports.eventStore.headPosition();

    for (const reader of ['admin', 'auditor'] as const) {
      const res = await get(`/api/patients/${patientId}/record-views?after=${head}`, tokens[reader]);
      expect(res.status).toBe(200);
      const { views } = res.body as RecordViewsAnswer;
      expect(views.map((v) => [v.part, v.viewerRole, v.viewerLabel])).toEqual([
        ['progress', 'auditor', `${demo.auditor.name} (${demo.auditor.email})`],
        ['record', 'therapist', `${demo.therapist.name} (${demo.therapist.email})`],
      ]);
      expect(views.every((v) => v.patientId === patientId && typeof v.viewedAt === 'string')).toBe(true);
    }
    // Reading the access log is not a reading of the record.
    expect(await loggedViews(patientId)).toHaveLength(2);

    expect((await get(`/api/patients/${patientId}/record-views`, tokens.therapist)).status).toBe(403);
    expect((await get(`/api/patients/${randomUUID()}/record-views`, tokens.admin)).status).toBe(404);
    expect((await get('/api/patients/not-an-id/record-views', tokens.admin)).status).toBe(400);

    const history = (await get('/api/audit/events?type=PatientRecordViewed&limit=100', tokens.auditor)).body as AuditPage;
    const ours = history.events.filter((e) => (e.data as { patientId: string }).patientId === patientId);
    expect(ours.map((e) => [e.actor.label, (e.data as { part: string }).part])).toEqual([
      [`${demo.auditor.name} (${demo.auditor.email})`, 'progress'],
      [`${demo.therapist.name} (${demo.therapist.email})`, 'record'],
    ]);

    // The history shows the changes only, or the readings only, or both.
    const changes = (await get('/api/audit/events?show=changes&limit=100', tokens.auditor)).body as AuditPage;
    expect(changes.events.length).toBeGreaterThan(0);
    expect(changes.events.filter((e) => (auditReadingTypes as readonly string[]).includes(e.type))).toEqual([]);
    const readings = (await get('/api/audit/events?show=readings&limit=100', tokens.auditor)).body as AuditPage;
    expect(readings.events.length).toBeGreaterThanOrEqual(2);
    expect(readings.events.every((e) => (auditReadingTypes as readonly string[]).includes(e.type))).toBe(true);
    expect(readings.events.filter((e) => e.type === 'PatientRecordViewed').length).toBeGreaterThanOrEqual(2);
    const refused = await get('/api/audit/events?show=everything', tokens.auditor);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ show: ['Choose changes or readings'] });
  });
});

describe('the pending recommendations across patients', () => {
  it("are a reading of each named patient's recommendations, logged before the answer, once per hour", async () => {
    const seeded = await server.call('POST', '/api/seed-exercises', {}, tokens.therapist);
    expect(seeded.status).toBeLessThan(300);
    const patients = [];
    for (const condition of ['Osteoarthritis of the knee', 'Lower back pain']) {
      const { token, patientId } = await newPatient();
      expect((await server.call('POST', '/api/portal/profile', { firstName: 'Vera', lastName: 'Views', currentConditions: [condition] }, token)).status).toBeLessThan(300);
      const pain = await server.call('POST', '/api/portal/progress', { value: 6 }, token);
      const generated = await server.call('POST', `/api/generate-recommendations/${patientId}?after=${pain.body.position}`, {}, tokens.therapist);
      expect(generated.status).toBe(201);
      patients.push({ patientId, position: generated.body.position as string });
    }
    const readers = (patientId: string) => loggedViews(patientId).then((views) => views.filter((e) => (e.data as { part: string }).part === 'recommendations').map((e) => (e.data as { viewerId: string }).viewerId));
    for (const { patientId } of patients) expect(await readers(patientId)).toEqual([]);

    // The dashboard's tile asks only how many: a number of no one, not a reading.
    const count = await get(`/api/admin/pending-recommendations/count?after=${patients[1]!.position}`, tokens.admin);
    expect(count.status).toBe(200);
    expect(count.body.count).toBeGreaterThanOrEqual(patients.length);
    for (const { patientId } of patients) expect(await readers(patientId)).toEqual([]);

    const pending = await get(`/api/admin/pending-recommendations?after=${patients[1]!.position}`, tokens.admin);
    expect(pending.status).toBe(200);
    expect(pending.body.recommendations).toHaveLength(count.body.count);
    const named = new Set((pending.body.recommendations as { patientId: string; reasoning: string }[]).map((r) => r.patientId));
    for (const { patientId } of patients) expect(named).toContain(patientId);
    // In the log by the time the answer arrives: every patient the answer shows, with the reader.
    for (const patientId of named) expect(await readers(patientId)).toEqual([ids.admin]);
    // Again within the hour: nothing more.
    expect((await get('/api/admin/pending-recommendations', tokens.admin)).status).toBe(200);
    for (const { patientId } of patients) expect(await readers(patientId)).toEqual([ids.admin]);
  });
});

describe('following a patient live', () => {
  async function connect(token: string) {
    const socket = io(server.url, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
    sockets.push(socket);
    const received: LivePayload[] = [];
    socket.on(liveEventName, (m: LivePayload) => received.push(m));
    await waitFor(() => socket.connected, 5000, 'socket connected');
    /** The rooms the server holds this socket in. */
    const joined = () => [...(server.running.api!.io.sockets.sockets.get(socket.id!)?.rooms ?? [])];
    return { socket, received, joined };
  }
  const parts = async (patientId: string, viewerId: string) =>
    (await loggedViews(patientId)).filter((e) => (e.data as { viewerId: string }).viewerId === viewerId).map((e) => (e.data as { part: string }).part).sort();

  it('is a reading of the parts the room carries, logged before the socket joins it, with the reader as the actor', async () => {
    const patient = await newPatient();
    const staff = await connect(tokens.therapist);
    // In any letter case, as the routes take an id.
    expect(await staff.socket.emitWithAck(watchPatientEvent, { patientId: patient.patientId.toUpperCase() })).toEqual({ ok: true });
    // Logged by the time the answer arrives: program, activity, pain and mobility (what the room carries).
    expect(await parts(patient.patientId, ids.therapist)).toEqual(['activity', 'program', 'progress']);
    const [entry] = await loggedViews(patient.patientId);
    expect(entry).toMatchObject({
      data: { patientId: patient.patientId, viewerId: ids.therapist, viewerEmail: demo.therapist.email, viewerName: demo.therapist.name },
      metadata: { actor: { kind: 'user', userId: ids.therapist, role: 'therapist' } },
    });
    expect(staff.joined()).toContain(rooms.patient(patient.patientId));
    // The room's messages now arrive: a pain report with its note.
    const reported = await server.call('POST', '/api/portal/progress', { value: 4, notes: 'Stiff after the stairs' }, patient.token);
    expect(reported.status).toBe(201);
    await waitFor(() => staff.received.find((m) => m.type === 'measurement.recorded' && m.data.measurement.id === reported.body.id), 5000, 'the measurement, live');

    // Following again within the hour, from another connection too: no more entries.
    const again = await connect(tokens.therapist);
    expect(await again.socket.emitWithAck(watchPatientEvent, { patientId: patient.patientId })).toEqual({ ok: true });
    expect(await parts(patient.patientId, ids.therapist)).toEqual(['activity', 'program', 'progress']);
    // An auditor following is logged as theirs.
    const auditor = await connect(tokens.auditor);
    expect(await auditor.socket.emitWithAck(watchPatientEvent, { patientId: patient.patientId })).toEqual({ ok: true });
    expect(await parts(patient.patientId, ids.auditor)).toEqual(['activity', 'program', 'progress']);
    auditor.socket.emit(unwatchPatientEvent, { patientId: patient.patientId });
    await waitFor(() => !auditor.joined().includes(rooms.patient(patient.patientId)), 5000, 'the auditor to leave the room');
  });

  it('refuses an id that is no patient record: nothing logged, no room joined', async () => {
    const staff = await connect(tokens.admin);
    const before = staff.joined();
    const nobody = randomUUID();
    expect(await staff.socket.emitWithAck(watchPatientEvent, { patientId: nobody })).toEqual({ ok: false });
    expect(await staff.socket.emitWithAck(watchPatientEvent, { patientId: 'not-an-id' })).toEqual({ ok: false });
    expect(await loggedViews(nobody)).toEqual([]);
    expect(staff.joined().sort()).toEqual(before.sort());
    expect(staff.joined()).not.toContain(rooms.patient(nobody));
  });
});

describe('the access log of an intake form', () => {
  /** A form sent by a visitor (with the e-mail of an existing record: joined to it at once). */
  async function sentForm(patientEmail = `form-${++count}-${Date.now()}@example.com`) {
    const sent = await server.call('POST', '/api/intake/forms', sampleIntakeForm({ patientEmail }));
    expect(sent.status).toBe(201);
    return sent.body as { id: string; position: string };
  }
  const formViews = async (formId: string) => (await server.running.ports.eventStore.readAll()).filter((e) => e.type === 'IntakeFormViewed' && (e.data as { formId: string }).formId === formId);
  const logOf = async (formId: string, token: string) => {
    const head = await server.running.ports.eventStore.headPosition();
    return get(`/api/intake/forms/${formId}/views?after=${head}`, token);
  };

  it('logs a reading of the form before answering, once per reader and hour; the list and its pages are not readings', async () => {
    const form = await sentForm();
    expect((await get(`/api/intake/forms?after=${form.position}`, tokens.therapist)).status).toBe(200);
    expect(await formViews(form.id)).toEqual([]);

    const answers = await Promise.all([1, 2, 3].map(() => get(`/api/intake/forms/${form.id}?after=${form.position}`, tokens.therapist)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0]!.body.form).toMatchObject({ id: form.id, medications: expect.any(String) });
    const [first, ...others] = await formViews(form.id);
    expect(others).toEqual([]);
    expect(first).toMatchObject({
      stream: expect.stringMatching(new RegExp(`^${streams.intakeFormViews(form.id, '')}\\d{4}-\\d{2}-\\d{2}$`)),
      data: { formId: form.id, patientId: null, viewerId: ids.therapist, viewerEmail: demo.therapist.email, viewerName: demo.therapist.name },
      metadata: { actor: { kind: 'user', userId: ids.therapist, role: 'therapist' } },
    });
    // Another reader is another entry; an unknown form is a 404 and leaves no trace.
    expect((await get(`/api/intake/forms/${form.id}`, tokens.auditor)).status).toBe(200);
    expect(await formViews(form.id)).toHaveLength(2);
    const unknown = randomUUID();
    expect((await get(`/api/intake/forms/${unknown}`, tokens.admin)).status).toBe(404);
    expect(await formViews(unknown)).toEqual([]);
  });

  it("is read by admins and auditors, newest first; a linked form's readings are in its patient's log too; the history counts them as readings", async () => {
    const { patientId } = await newPatient();
    const email = (await get(`/api/patients/${patientId}`, tokens.admin)).body.patient.email as string;
    const form = await sentForm(email);
    expect((await get(`/api/intake/forms/${form.id}?after=${form.position}`, tokens.therapist)).status).toBe(200);
    expect((await get(`/api/intake/forms/${form.id}`, tokens.admin)).status).toBe(200);

    for (const reader of ['admin', 'auditor'] as const) {
      const res = await logOf(form.id, tokens[reader]);
      expect(res.status).toBe(200);
      const { views } = res.body as RecordViewsAnswer;
      expect(views.map((v) => [v.part, v.formId, v.patientId, v.viewerRole, v.viewerLabel])).toEqual([
        ['intake', form.id, patientId, 'admin', `${demo.admin.name} (${demo.admin.email})`],
        ['intake', form.id, patientId, 'therapist', `${demo.therapist.name} (${demo.therapist.email})`],
      ]);
    }
    // Reading the access log is not a reading of the form.
    expect(await formViews(form.id)).toHaveLength(2);
    const record = (await get(`/api/patients/${patientId}/record-views?after=${await server.running.ports.eventStore.headPosition()}`, tokens.admin)).body as RecordViewsAnswer;
    expect(record.views.filter((v) => v.part === 'intake').map((v) => v.viewerRole)).toEqual(['admin', 'therapist']);

    expect((await get(`/api/intake/forms/${form.id}/views`, tokens.therapist)).status).toBe(403);
    expect((await get(`/api/intake/forms/${randomUUID()}/views`, tokens.admin)).status).toBe(404);
    expect((await get('/api/intake/forms/not-an-id/views', tokens.admin)).status).toBe(400);

    const readings = (await get('/api/audit/events?show=readings&type=IntakeFormViewed&limit=100', tokens.auditor)).body as AuditPage;
    expect(readings.events.filter((e) => (e.data as { formId: string }).formId === form.id)).toHaveLength(2);
    const changes = (await get('/api/audit/events?show=changes&limit=100', tokens.auditor)).body as AuditPage;
    expect(changes.events.filter((e) => e.type === 'IntakeFormViewed')).toEqual([]);
  });
});

describe('the access log of the event history', () => {
  /** The history's readings of one auditor, read from the log itself: what the answer waited for. */
  async function historyReadings(viewerId: string) {
    const events = await server.running.ports.eventStore.readAll();
    return events.filter((e) => e.type === 'EventHistoryViewed' && (e.data as { viewerId: string }).viewerId === viewerId);
  }

  it("logs an auditor's reading of the history before answering, once per hour, and shows it among the readings", async () => {
    const email = `ada-${Date.now()}@example.com`;
    const created = await server.call('POST', '/api/admin/users', { name: 'Ada Ledger', email, password: 'harbor lights 42', role: 'auditor' }, tokens.admin);
    expect(created.status).toBe(201);
    const auditor = await server.signIn(email, 'harbor lights 42');
    const id = created.body.id as string;

    // A refused query and an event that does not exist show nothing and leave no trace.
    expect((await get('/api/audit/events?limit=1000', auditor)).status).toBe(400);
    expect((await get(`/api/audit/events/${encodeURIComponent(streams.contact(randomUUID()))}/0/documents`, auditor)).status).toBe(404);
    expect(await historyReadings(id)).toEqual([]);

    // The first page: its reading is in the log when the answer arrives, and in that page itself.
    const page = await get('/api/audit/events?show=readings&limit=20', auditor);
    expect(page.status).toBe(200);
    const [reading, ...others] = await historyReadings(id);
    expect(others).toEqual([]);
    expect(reading).toMatchObject({
      stream: expect.stringMatching(/^historyViews-\d{4}-\d{2}-\d{2}$/),
      data: { viewerId: id, viewerName: 'Ada Ledger', hour: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}$/) },
      metadata: { actor: { kind: 'user', userId: id, role: 'auditor' } },
    });
    const shown = (page.body as AuditPage).events.find((e) => e.id === reading!.id);
    expect(shown).toMatchObject({ type: 'EventHistoryViewed', actor: { label: expect.stringContaining('Ada Ledger') } });

    // More pages, filters and an event's documents within the hour, several at once: still one entry.
    const event = (page.body as AuditPage).events[0]!;
    const more = await Promise.all([
      get('/api/audit/events?limit=5', auditor),
      get('/api/audit/events?show=changes&limit=5', auditor),
      get(`/api/audit/events/${encodeURIComponent(event.stream)}/${event.revision}/documents`, auditor),
      get('/api/audit/events?limit=5', auditor),
    ]);
    expect(more.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const readings = await historyReadings(id);
    expect(new Set(readings.map((e) => (e.data as { hour: string }).hour)).size).toBe(readings.length);
    expect(readings.length).toBeLessThanOrEqual(2); // a second one only across the turn of an hour

    // Other roles cannot read the history, and their refused calls leave no trace.
    for (const role of ['therapist', 'admin'] as const) {
      expect((await get('/api/audit/events', tokens[role])).status).toBe(403);
      expect(await historyReadings(ids[role])).toEqual([]);
    }
  });
});
