import { beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { addDays, assignmentsListed, liveEventName, measurementsListed, watchPatientEvent, type LivePayload, type Measurement } from '@pt/contracts';
import { waitFor } from '../support/wait';
import type { TestServer } from '../support/server';
import { createdInBatches, usePortalServer } from '../support/portal-api';

/** The portal's API, part 2 (issue 7): assignments, progress, health tips, access, live. */
const portal = usePortalServer();
const { today, sockets, newPatient, assign } = portal;
let server: TestServer;
let therapist: string;
let admin: string;
let auditor: string;
let library: typeof portal.ctx.library = [];
beforeAll(() => {
  ({ server, therapist, admin, auditor, library } = portal.ctx);
});

describe('assignments', () => {
  it('are changed with the version the therapist saw, and refused for an unknown patient or exercise', async () => {
    const patient = await newPatient();
    const assigned = await assign(patient.patientId, library[5]!.id, 'Once daily', { endDate: addDays(today(), 30) });
    const change = (body: unknown, version: string) =>
      fetch(`${server.url}/api/admin/patient-exercises/${assigned.body.id}?after=${assigned.body.position}`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${therapist}`, 'if-match': version }, body: JSON.stringify(body) });
    const schedule = { frequency: '3x daily', customInstructions: 'Hold each for 5 seconds.', startDate: today(), endDate: addDays(today(), 14) };
    const changed = await change(schedule, '"1"');
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe('"2"');
    expect((await change({ ...schedule, frequency: 'Once daily' }, '"1"')).status).toBe(412);
    expect((await change({ ...schedule, frequency: 'whenever' }, '"2"')).status).toBe(400);
    expect((await change({ ...schedule, endDate: addDays(today(), -1) }, '"2"')).status).toBe(400);
    expect((await assign(crypto.randomUUID(), library[5]!.id, 'Once daily')).status).toBe(404);
    expect((await assign(patient.patientId, crypto.randomUUID(), 'Once daily')).status).toBe(404);
  });
});

describe('a created id (ADR 34)', () => {
  it("of an assignment is refused in another patient's program: the first patient's list, day and session are left as they were", async () => {
    const [first, second] = [await newPatient(), await newPatient()];
    const id = crypto.randomUUID();
    const assigned = await assign(first.patientId, library[7]!.id, 'Once daily', { id });
    expect(assigned.status).toBe(201);
    const reused = await assign(second.patientId, library[8]!.id, 'Once daily', { id });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('This id is already used.');
    // The same request again answers its first result.
    const again = await assign(first.patientId, library[7]!.id, 'Once daily', { id });
    expect(again.status).toBe(200);
    expect(again.body.position).toBe(assigned.body.position);

    const after = `?after=${assigned.body.position}`;
    const staff = (await server.call('GET', `/api/admin/patient-exercises/${first.patientId}${after}`, undefined, therapist)).body.assignments;
    expect(staff.map((a: { id: string; exerciseId: string }) => [a.id, a.exerciseId])).toEqual([[id, library[7]!.id]]);
    expect((await server.call('GET', `/api/admin/patient-exercises/${second.patientId}${after}`, undefined, therapist)).body.assignments).toEqual([]);
    const mine = (await server.call('GET', `/api/portal/my-exercises${after}`, undefined, first.token)).body.exercises;
    expect(mine.map((e: { id: string }) => e.id)).toEqual([id]);
    // Finishing every exercise the patient sees finishes the day's plan.
    const done = await server.call('POST', `/api/portal/my-exercises/${id}/complete`, {}, first.token);
    expect(done.status).toBe(201);
    expect(done.body.message).toMatch(/Session recorded/);
    expect((await server.call('POST', `/api/portal/my-exercises/${id}/complete`, {}, second.token)).status).toBe(404);
  });

  it("of a completion is refused for another patient's completion: the first patient's activity keeps it", async () => {
    const [first, second] = [await newPatient(), await newPatient()];
    const [mineAssigned, theirsAssigned] = [await assign(first.patientId, library[9]!.id, '2x daily'), await assign(second.patientId, library[10]!.id, '2x daily')];
    const id = crypto.randomUUID();
    const completed = await server.call('POST', `/api/portal/my-exercises/${mineAssigned.body.id}/complete`, { id, painLevel: 2 }, first.token);
    expect(completed.status).toBe(201);
    const reused = await server.call('POST', `/api/portal/my-exercises/${theirsAssigned.body.id}/complete`, { id, painLevel: 2 }, second.token);
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('This id is already used.');
    const again = await server.call('POST', `/api/portal/my-exercises/${mineAssigned.body.id}/complete`, { id, painLevel: 2 }, first.token);
    expect(again.status).toBe(200);
    expect(again.body.position).toBe(completed.body.position);

    const after = `?after=${completed.body.position}`;
    const activity = (await server.call('GET', `/api/patients/${first.patientId}/activity${after}`, undefined, therapist)).body;
    expect(activity.completions.map((c: { id: string; patientId: string; assignmentId: string; painLevel: number }) => [c.id, c.patientId, c.assignmentId, c.painLevel])).toEqual([
      [id, first.patientId, mineAssigned.body.id, 2],
    ]);
    expect((await server.call('GET', `/api/patients/${second.patientId}/activity${after}`, undefined, therapist)).body.completions).toEqual([]);
  });
});

describe('a long program', () => {
  it(`keeps today's exercises and stat cards, and staff the newest ${assignmentsListed} assignments, however many ended before`, async () => {
    const patient = await newPatient();
    // A program of years: more assignments over than are ever listed, each assigned before today's.
    const over = { startDate: addDays(today(), -60), endDate: addDays(today(), -30) };
    for (let i = 0; i < assignmentsListed; i++) expect((await assign(patient.patientId, library[i % library.length]!.id, 'Once daily', over)).status).toBe(201);
    const current = await assign(patient.patientId, library[0]!.id, '2x daily');
    expect(current.status).toBe(201);
    const after = `?after=${current.body.position}`;
    const mine = (await server.call('GET', `/api/portal/my-exercises${after}`, undefined, patient.token)).body.exercises;
    expect(mine.map((e: { id: string; today: unknown }) => [e.id, e.today])).toEqual([[current.body.id, { done: 0, planned: 2 }]]);
    const stats = (await server.call('GET', `/api/portal/dashboard${after}`, undefined, patient.token)).body.stats;
    expect(stats).toMatchObject({ activeExercises: 1, completedToday: 0, progressThisWeek: expect.objectContaining({ completed: 0 }) });
    // Today's challenges are sized by today's plan: none without one.
    const challenges = (await server.call('GET', `/api/gamification/challenges/${patient.patientId}${after}`, undefined, patient.token)).body.data;
    expect(challenges.length).toBeGreaterThan(0);
    expect(challenges.every((c: { progress: number; isCompleted: boolean }) => c.progress === 0 && !c.isCompleted)).toBe(true);
    const staff = (await server.call('GET', `/api/admin/patient-exercises/${patient.patientId}${after}`, undefined, therapist)).body.assignments;
    expect(staff).toHaveLength(assignmentsListed);
    expect(staff.at(-1)).toMatchObject({ id: current.body.id, status: 'active' });
  });
});

describe('the stat cards', () => {
  it('count as completed today what the plan asked for: an extra round of a done exercise is not planned progress', async () => {
    const patient = await newPatient();
    const first = await assign(patient.patientId, library[3]!.id, 'Once daily');
    const second = await assign(patient.patientId, library[4]!.id, 'Once daily');
    const complete = (assignmentId: string) => server.call('POST', `/api/portal/my-exercises/${assignmentId}/complete?after=${second.body.position}`, {}, patient.token);
    expect((await complete(first.body.id)).status).toBe(201);
    const extra = await complete(first.body.id);
    expect(extra.status).toBe(201);
    const stats = (await server.call('GET', `/api/portal/dashboard?after=${extra.body.position}`, undefined, patient.token)).body.stats;
    expect(stats.completedToday).toBe(1);
    expect(stats.progressThisWeek.completed).toBe(1);
    // The card still says how many rounds were done: the web shows the extra one as extra.
    const mine = (await server.call('GET', `/api/portal/my-exercises?after=${extra.body.position}`, undefined, patient.token)).body.exercises;
    expect(mine.map((e: { id: string; today: unknown }) => [e.id, e.today])).toEqual([
      [first.body.id, { done: 2, planned: 1 }],
      [second.body.id, { done: 0, planned: 1 }],
    ]);
  });
});

describe('progress', () => {
  it('staff record pain and mobility, a patient reports pain, both read them in order', async () => {
    const patient = await newPatient();
    const recorded = await server.call('POST', `/api/patients/${patient.patientId}/progress`, { measurementType: 'mobility', value: 55, bodyPart: 'left knee', measurementDate: addDays(today(), -2) }, therapist);
    expect(recorded.status).toBe(201);
    expect((await server.call('POST', `/api/patients/${patient.patientId}/progress`, { measurementType: 'pain', value: 11 }, therapist)).body.errors).toEqual({ value: ['Pain must be from 0 to 10'] });
    const reported = await server.call('POST', '/api/portal/progress', { value: 4, notes: 'After my exercises' }, patient.token);
    expect(reported.status).toBe(201);
    const mine = await server.call('GET', `/api/portal/progress?after=${reported.body.position}`, undefined, patient.token);
    expect(mine.body.measurements).toEqual([
      expect.objectContaining({ measurementType: 'mobility', value: 55, unit: '%', bodyPart: 'left knee', measuredByRole: 'staff' }),
      expect.objectContaining({ measurementType: 'pain', value: 4, unit: '/10', measurementDate: today(), measuredByRole: 'patient' }),
    ]);
    const staffView = await server.call('GET', `/api/patients/${patient.patientId}/progress`, undefined, auditor);
    expect(staffView.body.measurements).toEqual(mine.body.measurements);
  });

  it('hold the newest measurements, oldest first, once a patient has more than are listed', async () => {
    // Years of daily scores: the answer once held the oldest and stopped moving, chart and today's report alike.
    const patient = await newPatient();
    const total = measurementsListed + 3;
    const dayOf = (i: number) => addDays(today(), i - total);
    const last = await createdInBatches(total, (i) =>
      server.call('POST', `/api/patients/${patient.patientId}/progress`, { measurementType: 'mobility', value: i % 101, measurementDate: dayOf(i) }, therapist),
    );
    const reported = await server.call('POST', '/api/portal/progress', { value: 6 }, patient.token);
    const mine = (await server.call('GET', `/api/portal/progress?after=${reported.body.position}`, undefined, patient.token)).body.measurements as Measurement[];
    expect(mine).toHaveLength(measurementsListed);
    // The three oldest and the next are left out; the newest, today's own report, is last.
    expect(mine[0]).toMatchObject({ measurementDate: dayOf(4), value: 4 });
    expect(mine.at(-2)).toMatchObject({ measurementDate: dayOf(total - 1), value: (total - 1) % 101 });
    expect(mine.at(-1)).toMatchObject({ measurementType: 'pain', value: 6, measurementDate: today(), measuredByRole: 'patient' });
    const dates = mine.map((m) => m.measurementDate);
    expect(dates).toEqual([...dates].sort());
    const staffView = await server.call('GET', `/api/patients/${patient.patientId}/progress?after=${last}`, undefined, therapist);
    expect(staffView.body.measurements).toEqual(mine);
  });
});

describe('health tips', () => {
  it('published ones reach patients, those about their conditions first; staff see all', async () => {
    const patient = await newPatient({ currentConditions: ['Lymphedema of the left arm'] });
    const write = (title: string, extra: Record<string, unknown> = {}) =>
      server.call('POST', '/api/health-tips', { title, category: 'recovery', content: 'Helpful words.', ...extra }, therapist);
    const general = await write('Drink water through the day');
    const forYou = await write('Skin care with lymphedema', { targetConditions: ['lymphedema'], category: 'safety at home' });
    const future = await write('Next month', { publishDate: addDays(today(), 20) });
    const withdrawn = await write('Old advice');
    const gone = await server.call('DELETE', `/api/health-tips/${withdrawn.body.id}`, undefined, therapist);
    const tips = (await server.call('GET', `/api/portal/health-tips?after=${gone.body.position}`, undefined, patient.token)).body.tips as { id: string; forYou: boolean }[];
    const ids = tips.map((t) => t.id);
    expect(ids.indexOf(forYou.body.id)).toBe(0);
    expect(tips[0]!.forYou).toBe(true);
    expect(ids).toContain(general.body.id);
    expect(ids).not.toContain(future.body.id);
    expect(ids).not.toContain(withdrawn.body.id);
    const all = (await server.call('GET', '/api/health-tips', undefined, auditor)).body.tips.map((t: { id: string }) => t.id);
    expect(all).toEqual(expect.arrayContaining([future.body.id, withdrawn.body.id]));
    expect((await server.call('POST', '/api/health-tips', { title: '', category: 'gossip' }, therapist)).body.errors).toMatchObject({ title: ['Title is required'], category: ['Please choose a category'], content: ['Content is required'] });
  });
});

describe('access', () => {
  it('a patient reads only their own data; auditors read and never write', async () => {
    const patient = await newPatient();
    expect((await server.call('GET', `/api/patients/${patient.patientId}`, undefined, patient.token)).status).toBe(403);
    expect((await server.call('GET', `/api/patients/${patient.patientId}/progress`, undefined, patient.token)).status).toBe(403);
    expect((await server.call('GET', `/api/admin/patient-exercises/${patient.patientId}`, undefined, patient.token)).status).toBe(403);
    expect((await server.call('GET', `/api/patients/${patient.patientId}`, undefined, auditor)).status).toBe(200);
    expect((await server.call('POST', `/api/patients/${patient.patientId}/progress`, { measurementType: 'pain', value: 3 }, auditor)).status).toBe(403);
    expect((await server.call('POST', '/api/admin/assign-exercise', { patientId: patient.patientId, exerciseId: library[0]!.id, frequency: 'Once daily' }, auditor)).status).toBe(403);
  });
});

describe('live', () => {
  function listen(token: string) {
    const socket = io(server.url, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
    sockets.push(socket);
    const received: LivePayload[] = [];
    socket.on(liveEventName, (m: LivePayload) => received.push(m));
    return { socket, received };
  }

  it('a therapist with the patient open sees completions and measurements arrive; the patient sees a new assignment', async () => {
    const patient = await newPatient();
    const staff = listen(therapist);
    const own = listen(patient.token);
    await waitFor(() => staff.socket.connected && own.socket.connected, 5000, 'sockets');
    await staff.socket.emitWithAck(watchPatientEvent, { patientId: patient.patientId });
    // The patient's socket joins its record's room as it connects; a change it must hear proves it has.
    const assigned = await waitFor(async () => {
      const a = await assign(patient.patientId, library[6]!.id, 'Once daily');
      return waitFor(() => own.received.find((m) => m.type === 'assignment.changed' && m.data.assignment.id === a.body.id), 1000, 'assignment').catch(() => null);
    }, 10_000, 'the patient to hear of a new assignment');
    expect(assigned.type).toBe('assignment.changed');
    const done = await server.call('POST', `/api/portal/my-exercises/${(assigned as Extract<LivePayload, { type: 'assignment.changed' }>).data.assignment.id}/complete`, { painLevel: 1 }, patient.token);
    await waitFor(() => staff.received.find((m) => m.type === 'completion.recorded' && m.data.completion.id === done.body.id), 5000, 'the completion at the therapist');
    const reported = await server.call('POST', '/api/portal/progress', { value: 2 }, patient.token);
    await waitFor(() => staff.received.find((m) => m.type === 'measurement.recorded' && m.data.measurement.id === reported.body.id), 5000, 'the measurement at the therapist');
  });
});
