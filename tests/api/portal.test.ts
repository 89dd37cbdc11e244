import { beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { addDays, dayIn, liveEventName, type LivePayload } from '@pt/contracts';
import { waitFor } from '../support/wait';
import type { TestServer } from '../support/server';
import { usePortalServer } from '../support/portal-api';
import { confirmEmail } from '../support/email-confirmation';

/** The portal's API, part 1 (issue 7): profile setup, records staff add, the exercise library, a patient's day. */
const portal = usePortalServer();
const { today, head, newPatient, assign } = portal;
let server: TestServer;
let therapist: string;
let admin: string;
let auditor: string;
let library: typeof portal.ctx.library = [];
beforeAll(() => {
  ({ server, therapist, admin, auditor, library } = portal.ctx);
});

describe('profile setup', () => {
  it('has no profile at first, then saves the spec fields, trimmed, and answers them', async () => {
    const { token } = await server.call('POST', '/api/portal/register', { email: `setup-${Date.now()}@example.com`, password: 'sea glass 42' }).then((r) => r.body);
    // No profile yet is a new patient's normal state: an answer that says so, not an error.
    const none = await server.call('GET', '/api/portal/profile', undefined, token);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ profile: null, patient: null });
    const saved = await server.call('POST', '/api/portal/profile', {
      firstName: ' Maria ', lastName: 'Lopez', dateOfBirth: '1948-06-30', phone: '(321) 555-0188', emergencyContact: 'Luis Lopez', emergencyPhone: '321-555-0189',
      medicalHistory: 'Left knee replaced in 2025.', currentConditions: ['knee replacement', '  ', ' osteoarthritis '],
    }, token);
    expect(saved.status).toBe(201);
    expect(saved.body.message).toBe('Your profile has been set up successfully!');
    const read = await server.call('GET', `/api/portal/profile?after=${saved.body.position}`, undefined, token);
    // The answer holds the profile as saved (spec 001: "created profile"), as the read does.
    expect(saved.body.profile).toEqual(read.body.profile);
    expect(read.body.profile).toEqual({
      firstName: 'Maria', lastName: 'Lopez', dateOfBirth: '1948-06-30', phone: '(321) 555-0188', emergencyContact: 'Luis Lopez', emergencyPhone: '321-555-0189',
      medicalHistory: 'Left knee replaced in 2025.', currentConditions: ['knee replacement', 'osteoarthritis'], allergies: [], medications: [],
    });
    // Editing later from Settings saves on the same record; saving it unchanged appends nothing.
    const edited = await server.call('POST', '/api/portal/profile', { ...read.body.profile, phone: '(321) 555-0199' }, token);
    expect(edited.status).toBe(200);
    expect(edited.body.id).toBe(saved.body.id);
    const before = await head();
    expect((await server.call('POST', '/api/portal/profile', { ...read.body.profile, phone: '(321) 555-0199' }, token)).status).toBe(200);
    expect(await server.appendedSince(before)).toEqual([]);
  });

  it('refuses bad input with the spec messages and appends nothing', async () => {
    const { token } = await server.call('POST', '/api/portal/register', { email: `bad-${Date.now()}@example.com`, password: 'sea glass 42' }).then((r) => r.body);
    const before = await head();
    const tomorrow = addDays(dayIn(new Date(), 'Pacific/Kiritimati'), 1);
    const res = await server.call('POST', '/api/portal/profile', { firstName: '', lastName: '   ', dateOfBirth: tomorrow }, token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ firstName: ['First name is required'], lastName: ['Last name is required'], dateOfBirth: ['Date of birth cannot be in the future'] });
    const old = await server.call('POST', '/api/portal/profile', { firstName: 'A', lastName: 'B', dateOfBirth: '1899-12-31' }, token);
    expect(old.body.errors).toEqual({ dateOfBirth: ['Date of birth cannot be before 1900-01-01'] });
    const notADay = await server.call('POST', '/api/portal/profile', { firstName: 'A', lastName: 'B', dateOfBirth: '2001-02-30' }, token);
    expect(notADay.body.errors).toEqual({ dateOfBirth: ['Please enter a valid date'] });
    expect(await server.appendedSince(before)).toEqual([]);
  });
});

describe('a patient record staff add before the person has an account', () => {
  it('is joined to the account that registers with its e-mail once it has confirmed the e-mail (ADR 33), and setup fills it in', async () => {
    const email = `added-${Date.now()}@example.com`;
    const added = await server.call('POST', '/api/admin/patients', { firstName: 'Ruth', lastName: 'Baker', email, phone: '321-555-0110', primaryCondition: 'Hip replacement', startDate: today() }, therapist);
    expect(added.status).toBe(201);
    expect((await server.call('POST', '/api/admin/patients', { firstName: 'Ruth', lastName: 'Again', email: email.toUpperCase() }, admin)).status).toBe(409);

    const registered = await server.call('POST', '/api/portal/register', { email, password: 'sea glass 42' });
    expect((await server.call('GET', `/api/patients/${added.body.id}?after=${registered.body.position}`, undefined, therapist)).body.patient.userId).toBeNull();
    const confirmed = await confirmEmail(server.call, { email, patientToken: registered.body.token, adminToken: admin });
    expect(confirmed.patientId).toBe(added.body.id);
    const record = await server.call('GET', `/api/patients/${added.body.id}?after=${confirmed.position}`, undefined, therapist);
    expect(record.body.patient).toMatchObject({ firstName: 'Ruth', lastName: 'Baker', email, primaryCondition: 'Hip replacement', userId: registered.body.user.id });

    const saved = await server.call('POST', '/api/portal/profile', { firstName: 'Ruth', lastName: 'Baker-Hill', currentConditions: ['hip replacement'] }, registered.body.token);
    expect(saved.status).toBe(200);
    expect(saved.body.id).toBe(added.body.id);
    const after = await server.call('GET', `/api/patients/${added.body.id}?after=${saved.body.position}`, undefined, auditor);
    expect(after.body.patient).toMatchObject({ lastName: 'Baker-Hill', primaryCondition: 'Hip replacement', profile: { currentConditions: ['hip replacement'] } });
  });

  it("is listed without the patient's profile, which only the record read alone holds (a reading logged); live messages carry the listing", async () => {
    const socket = io(server.url, { path: '/socket.io', auth: { token: therapist }, transports: ['websocket'] });
    const heard: LivePayload[] = [];
    socket.on(liveEventName, (payload: LivePayload) => heard.push(payload));
    try {
      await waitFor(() => socket.connected, 5000, 'socket connected');
      const { patientId, position } = await newPatient({ medicalHistory: 'Rotator cuff repair, 2024.', medications: ['ibuprofen'] });
      const profileKeys = ['medicalHistory', 'medications', 'currentConditions', 'allergies', 'emergencyContact', 'emergencyPhone'];
      for (const route of ['/api/admin/patients', '/api/patients']) {
        const listed = (await server.call('GET', `${route}?after=${position}`, undefined, therapist)).body.patients.find((p: { id: string }) => p.id === patientId);
        expect(listed).toMatchObject({ id: patientId, firstName: 'Pat', profileSavedAt: expect.any(String) });
        expect(listed).not.toHaveProperty('profile');
        expect(JSON.stringify(listed)).not.toContain('Rotator cuff');
      }
      const before = await head();
      const record = await server.call('GET', `/api/patients/${patientId}`, undefined, therapist);
      expect(record.body.patient.profile).toMatchObject({ medicalHistory: 'Rotator cuff repair, 2024.', medications: ['ibuprofen'] });
      expect((await server.running.ports.eventStore.readAll({ after: before ?? undefined })).map((e) => e.type)).toContain('PatientRecordViewed');
      const message = await waitFor(() => heard.find((m) => m.type === 'patient.changed' && m.data.patient.id === patientId), 5000, 'the live listing');
      expect(message.type === 'patient.changed' && message.data.patient).not.toHaveProperty('profile');
      expect(profileKeys.filter((key) => JSON.stringify(message).includes(key))).toEqual([]);
    } finally {
      socket.disconnect();
    }
  });

  it('is found by a case-insensitive search on the full name', async () => {
    const stamp = Date.now();
    const added = await server.call('POST', '/api/admin/patients', { firstName: 'Evelyn', lastName: `Searchable${stamp}`, email: `search-${stamp}@example.com` }, admin);
    const found = await server.call('GET', `/api/admin/patients?search=${encodeURIComponent(`evelyn searchable${stamp}`)}&after=${added.body.position}`, undefined, therapist);
    expect(found.body.patients.map((p: { id: string }) => p.id)).toEqual([added.body.id]);
    expect((await server.call('GET', `/api/patients?search=${encodeURIComponent('.*')}`, undefined, therapist)).body.patients).toEqual([]);
  });

  it('refuses bad input naming its fields', async () => {
    const res = await server.call('POST', '/api/admin/patients', { firstName: '', email: 'nope', startDate: '2026-02-31' }, therapist);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'firstName', 'lastName', 'startDate']);
  });
});

describe('the exercise library', () => {
  it('is seeded once with at least 30 exercises across the five categories', async () => {
    expect(library.length).toBeGreaterThanOrEqual(30);
    const categories = new Set((await server.call('GET', '/api/exercises', undefined, auditor)).body.exercises.map((e: { category: string }) => e.category));
    expect([...categories].sort()).toEqual(['balance', 'circulation', 'fine motor', 'flexibility', 'strength']);
    const again = await server.call('POST', '/api/seed-exercises', {}, admin);
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(0);
  });

  it('creates, edits with the revision seen, and retires (programs keep it)', async () => {
    const fields = { name: 'Towel Scrunches', description: 'Strengthens the small muscles of the foot.', instructions: '1. Sit.\n2. Scrunch a towel with your toes.\n3. Relax.\n4. Repeat.', category: 'strength', difficulty: 'beginner', duration: '5', repetitions: '2 sets of 10', targetAreas: ['foot'], conditionTags: ['plantar fasciitis'] };
    const created = await server.call('POST', '/api/exercises', fields, therapist);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Exercise Created');
    const put = (body: unknown, revision: string) =>
      fetch(`${server.url}/api/exercises/${created.body.id}`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${therapist}`, 'if-match': revision }, body: JSON.stringify(body) });
    expect((await put({ ...fields, duration: 6 }, '"0"')).status).toBe(200);
    expect((await put({ ...fields, duration: 7 }, '"0"')).status).toBe(412);

    const patient = await newPatient();
    const assigned = await assign(patient.patientId, created.body.id, 'Once daily');
    const deleted = await server.call('DELETE', `/api/exercises/${created.body.id}`, undefined, therapist);
    expect(deleted.body.message).toBe('Exercise Deleted');
    const listed = await server.call('GET', `/api/exercises?after=${deleted.body.position}`, undefined, therapist);
    expect(listed.body.exercises.find((e: { id: string }) => e.id === created.body.id)).toBeUndefined();
    const program = await server.call('GET', `/api/admin/patient-exercises/${patient.patientId}?after=${deleted.body.position}`, undefined, therapist);
    expect(program.body.assignments.find((a: { id: string }) => a.id === assigned.body.id).exercise).toMatchObject({ name: 'Towel Scrunches', duration: 6, isActive: false });
    expect((await assign(patient.patientId, created.body.id, 'Once daily')).status).toBe(410);
  });

  it('refuses an exercise without name, description or instructions, with the messages', async () => {
    const res = await server.call('POST', '/api/exercises', { category: 'yoga' }, therapist);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ name: ['Name is required'], description: ['Description is required'], instructions: ['Instructions are required'], category: ['Please choose a category'] });
  });

  it('refuses a duration that is not a whole number of minutes from 0 to 240 on its field, creating nothing', async () => {
    const fields = { name: 'Toe Taps', description: 'Ankle control.', instructions: 'Tap your toes.', category: 'balance' };
    const before = (await server.call('GET', '/api/exercises', undefined, therapist)).body.exercises.length;
    for (const [duration, message] of [
      [2.5, 'Duration must be a whole number of minutes'],
      ['abc', 'Duration must be a whole number of minutes'],
      [true, 'Duration must be a whole number of minutes'],
      [null, 'Duration must be a whole number of minutes'],
      [-1, 'Duration cannot be negative'],
      [241, 'Duration must be at most 240 minutes'],
    ] as const) {
      const refused = await server.call('POST', '/api/exercises', { ...fields, duration }, therapist);
      expect(refused.status, JSON.stringify(duration)).toBe(400);
      expect(refused.body.errors, JSON.stringify(duration)).toEqual({ duration: [message] });
    }
    expect((await server.call('GET', '/api/exercises', undefined, therapist)).body.exercises.length).toBe(before);
  });

  it("trims the list fields' entries and drops the empty ones (spec 001), and says what is wrong with a list", async () => {
    const fields = { name: 'Heel Raises', description: 'Calf strength.', instructions: 'Rise onto your toes, then lower.', category: 'strength' };
    const created = await server.call('POST', '/api/exercises', { ...fields, targetAreas: [' calf ', '', '   ', 'ankle'], equipmentNeeded: [''] }, therapist);
    expect(created.status).toBe(201);
    const listed = await server.call('GET', `/api/exercises?after=${created.body.position}`, undefined, therapist);
    expect(listed.body.exercises.find((e: { id: string }) => e.id === created.body.id)).toMatchObject({ targetAreas: ['calf', 'ankle'], equipmentNeeded: [] });

    const refused = await server.call('POST', '/api/exercises', { ...fields, targetAreas: 'calf', conditionTags: ['x'.repeat(201)], contraindications: [3] }, therapist);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      targetAreas: ['Must be a list of entries'],
      'conditionTags.0': ['Each entry must be at most 200 characters'],
      'contraindications.0': ['Each entry must be text'],
    });
  });
});

describe("a patient's day", () => {
  it('completing every planned exercise records the session; the stat cards count it', async () => {
    const patient = await newPatient();
    const [a, b] = [library[0]!, library[1]!];
    const first = await assign(patient.patientId, a.id, '2x daily', { customInstructions: 'Go slowly.' });
    const second = await assign(patient.patientId, b.id, '3x per week');
    expect(first.status).toBe(201);
    const mine = await server.call('GET', `/api/portal/my-exercises?after=${second.body.position}`, undefined, patient.token);
    expect(mine.body.exercises.map((e: { id: string; today: unknown }) => [e.id, e.today])).toEqual([
      [first.body.id, { done: 0, planned: 2 }],
      [second.body.id, { done: 0, planned: 1 }],
    ]);
    expect(mine.body.exercises[0]).toMatchObject({ frequency: '2x daily', customInstructions: 'Go slowly.', status: 'active', exercise: { name: a.name } });

    const complete = (assignmentId: string, body: Record<string, unknown> = {}) => server.call('POST', `/api/portal/my-exercises/${assignmentId}/complete`, body, patient.token);
    const c1 = await complete(first.body.id, { painLevel: 3, difficultyRating: 3, duration: 4, repetitionsCompleted: 10 });
    expect(c1.status).toBe(201);
    expect(c1.body.message).toBe('Exercise completed.');
    await complete(second.body.id);
    const last = await complete(first.body.id);
    expect(last.body.message).toMatch(/Session recorded/);

    const stats = await server.call('GET', `/api/portal/dashboard?after=${last.body.position}`, undefined, patient.token);
    expect(stats.body.stats).toMatchObject({ today: today(), activeExercises: 2, completedToday: 3, daysStreak: 1 });
    expect(stats.body.stats.progressThisWeek.completed).toBe(3);
    const activity = await server.call('GET', `/api/patients/${patient.patientId}/activity?after=${last.body.position}`, undefined, therapist);
    expect(activity.body.sessions).toEqual([expect.objectContaining({ sessionDate: today(), totalExercises: 3, completedExercises: 3, perfectSession: true, totalMinutes: 4 + a.duration + b.duration })]);
    expect(activity.body.completions).toHaveLength(3);
    const events = await server.running.ports.eventStore.readAll({ after: c1.body.position });
    expect(events.filter((e) => e.type === 'SessionRecorded')).toHaveLength(1);
  });

  it('a completion sent again answers its first result; with other content it is a 409; bad input a 400', async () => {
    const patient = await newPatient();
    const assigned = await assign(patient.patientId, library[2]!.id, 'Once daily');
    const id = crypto.randomUUID();
    const url = `/api/portal/my-exercises/${assigned.body.id}/complete`;
    const first = await server.call('POST', url, { id, painLevel: 2 }, patient.token);
    const before = await head();
    const again = await server.call('POST', url, { id, painLevel: 2 }, patient.token);
    expect(again.status).toBe(200);
    expect(again.body.position).toBe(first.body.position);
    expect((await server.call('POST', url, { id, painLevel: 9 }, patient.token)).status).toBe(409);
    const bad = await server.call('POST', url, { painLevel: 11, difficultyRating: 0, duration: -1, notes: 'x'.repeat(1001) }, patient.token);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['difficultyRating', 'duration', 'notes', 'painLevel']);
    expect(await server.appendedSince(before)).toEqual([]);
  });

  it('only the patient whose program it is can complete an assignment, and only while it runs', async () => {
    const [owner, other] = [await newPatient(), await newPatient()];
    const assigned = await assign(owner.patientId, library[3]!.id, 'Once daily');
    expect((await server.call('POST', `/api/portal/my-exercises/${assigned.body.id}/complete`, {}, other.token)).status).toBe(404);
    const later = await assign(owner.patientId, library[4]!.id, 'Once daily', { startDate: addDays(today(), 3) });
    expect((await server.call('POST', `/api/portal/my-exercises/${later.body.id}/complete`, {}, owner.token)).status).toBe(409);
    const ended = await server.call('PATCH', `/api/admin/patient-exercises/${assigned.body.id}?after=${assigned.body.position}`, { status: 'ended' }, therapist);
    expect(ended.status).toBe(200);
    const mine = await server.call('GET', `/api/portal/my-exercises?after=${ended.body.position}`, undefined, owner.token);
    expect(mine.body.exercises.map((e: { id: string }) => e.id)).toEqual([later.body.id]);
  });

  it('a patient without a profile is sent to set it up', async () => {
    const { token } = await server.call('POST', '/api/portal/register', { email: `noprofile-${Date.now()}@example.com`, password: 'sea glass 42' }).then((r) => r.body);
    const res = await server.call('GET', '/api/portal/my-exercises', undefined, token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Please complete your profile setup first.');
  });
});

