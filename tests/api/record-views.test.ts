import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, RecordViewsAnswer } from '@pt/contracts';
import { demo, startTestServer, type TestServer } from '../support/server';

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
afterAll(() => server.stop());

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
    expect(changes.events.filter((e) => e.type === 'PatientRecordViewed')).toEqual([]);
    const readings = (await get('/api/audit/events?show=readings&limit=100', tokens.auditor)).body as AuditPage;
    expect(readings.events.length).toBeGreaterThanOrEqual(2);
    expect(readings.events.every((e) => e.type === 'PatientRecordViewed')).toBe(true);
    const refused = await get('/api/audit/events?show=everything', tokens.auditor);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ show: ['Choose changes or readings'] });
  });
});
