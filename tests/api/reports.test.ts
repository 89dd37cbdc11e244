import { describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import {
  addDays,
  liveEventName,
  momentOn,
  practice,
  reportMeasurementsListed,
  reportPasswordHeader,
  reportTexts,
  type LivePayload,
  type ProgressReport,
  type ReportAccess,
  type ReportRequestInput,
  type SharedReport,
  type SharedReportView,
} from '@pt/contracts';
import { createdInBatches, usePortalServer } from '../support/portal-api';
import { demo, startTestServer } from '../support/server';
import { waitFor } from '../support/wait';

/** Spec 001's reports: shared reports (a link with a password, expiry and limit) and progress reports (public or private). */
const portal = usePortalServer();
const { sockets, assign } = portal;

/** Every answer of this file, to check that no password or hash ever leaves the server. */
const answers: unknown[] = [];
async function call(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const { server } = portal.ctx;
  if (Object.keys(headers).length === 0) {
    const res = await server.call(method, path, body, token);
    answers.push(res.body);
    return res;
  }
  const res = await fetch(server.url + path, {
    method,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (await res.json()) as any;
  answers.push(parsed);
  return { status: res.status, body: parsed, headers: res.headers };
}

/** A patient record (by staff) with a condition, pain and mobility over time, and a program. */
async function patientWithHistory() {
  const { therapist, admin, library } = portal.ctx;
  const email = `report-${crypto.randomUUID()}@example.com`;
  const record = await call('POST', '/api/admin/patients', { firstName: 'Rae', lastName: 'Porter', email, primaryCondition: 'Knee pain', dateOfBirth: '1970-02-03' }, admin);
  expect(record.status).toBe(201);
  const patientId = record.body.id as string;
  const today = portal.today();
  let position = '';
  for (const [daysAgo, measurementType, value] of [[70, 'pain', 8], [30, 'pain', 6], [10, 'mobility', 60], [2, 'pain', 3]] as const) {
    const measured = await call('POST', `/api/patients/${patientId}/progress`, { measurementType, value, measurementDate: addDays(today, -daysAgo) }, therapist);
    expect(measured.status).toBe(201);
    position = measured.body.position;
  }
  const exercise = library[0]!;
  const assigned = await assign(patientId, exercise.id, 'Once daily', { customInstructions: 'Slowly' });
  expect(assigned.status).toBe(201);
  return { patientId, exercise, position: assigned.body.position as string, measuredAt: position };
}

const request = (patientId: string, changes: Partial<ReportRequestInput> = {}): ReportRequestInput => ({
  id: crypto.randomUUID(),
  patientId,
  title: 'Knee progress',
  reportType: 'progress',
  dateRange: { start: addDays(portal.today(), -60), end: portal.today() },
  includeExercises: true,
  includeProgress: true,
  includeHealthTips: true,
  includeNotes: true,
  customNotes: 'Keep going',
  ...changes,
});

async function share(patientId: string, changes: Partial<ReportRequestInput> = {}) {
  const created = await call('POST', '/api/portal/reports/create', request(patientId, changes), portal.ctx.therapist);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { report: created.body.report as SharedReport, position: created.body.position as string };
}
const open = (shareId: string, query = '', headers: Record<string, string> = {}, token?: string) => call('GET', `/api/reports/shared/${shareId}${query}`, undefined, token, headers);
const accessLog = async (reportId: string) => (await call('GET', `/api/portal/reports/${reportId}/access?after=${await portal.head()}`, undefined, portal.ctx.auditor)).body.accesses as ReportAccess[];

/** A progress report as the staff form sends it. */
const form = (patientId: string, changes: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  patientId,
  reportTitle: 'Six weeks in',
  treatmentGoals: ['Walk a mile', ''],
  functionalImprovements: ['Stairs without the rail'],
  nextGoals: ['Jog for ten minutes'],
  painLevel: 3,
  mobilityScore: 7,
  sessionsCompleted: 6,
  totalSessions: 12,
  therapistNotes: 'Great work',
  ...changes,
});

describe('shared reports', () => {
  it('are created exactly once per client id, listed for the patient newest first, and never show the password', async () => {
    const { server, therapist, auditor } = portal.ctx;
    const { patientId } = await patientWithHistory();
    const before = await portal.head();
    const body = request(patientId, { requiresPassword: true, accessPassword: 'open sesame', maxAccess: 5, expiresAt: '2099-01-02 10:30:00' });
    const created = await call('POST', '/api/portal/reports/create', body, therapist);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, id: body.id, revision: 0, message: 'Report Created', position: expect.any(String) });
    const report = created.body.report as SharedReport;
    expect(report).toMatchObject({
      // The demo therapist has a name: the report keeps it beside the e-mail.
      id: body.id, patientId, createdBy: demo.therapist.email, createdByName: demo.therapist.name, title: 'Knee progress', accessCount: 0, maxAccess: 5, requiresPassword: true, isActive: true, revokedAt: null, lastAccessedAt: null,
    });
    expect(report.shareId).toMatch(/^[0-9a-f-]{36}$/);
    expect(report.shareId).not.toBe(body.id);
    // The practice's local time (the tests' practice is wherever it is midday now), as an instant.
    expect(report.expiresAt).toBe(momentOn('2099-01-02', 10, 30, portal.timeZone).toISOString());
    expect(await server.appendedSince(before)).toEqual([`report-${body.id} ReportShared`]);

    const again = await call('POST', '/api/portal/reports/create', body, therapist);
    expect(again.status).toBe(200);
    expect(again.body.report).toEqual(report);
    const other = await call('POST', '/api/portal/reports/create', { ...body, title: 'Another' }, therapist);
    expect(other.status).toBe(409);
    expect(await server.appendedSince(before)).toHaveLength(1);

    // The auditor's history shows that a password was set, never its hash.
    const history = await server.call('GET', `/api/audit/events?stream=report-${body.id}`, undefined, auditor);
    expect(history.body.events[0]).toMatchObject({ type: 'ReportShared', data: { passwordHash: '[redacted]', shareId: report.shareId } });
    const documents = await server.call('GET', `/api/audit/events/report-${body.id}/0/documents`, undefined, auditor);
    expect(documents.status).toBe(200);
    expect(JSON.stringify([history.body, documents.body])).not.toMatch(/argon2|open sesame/);

    const second = await share(patientId);
    const listed = await call('GET', `/api/portal/reports/patient/${patientId}?after=${second.position}`, undefined, auditor);
    expect(listed.status).toBe(200);
    expect((listed.body.reports as SharedReport[]).map((r) => r.id)).toEqual([second.report.id, report.id]);
    expect(listed.body.reports[1]).toEqual({ ...report, position: created.body.position });
  });

  it('answer bad input with the fields at fault, and an unknown patient with 404', async () => {
    const { therapist } = portal.ctx;
    const before = await portal.head();
    const empty = await call('POST', '/api/portal/reports/create', {}, therapist);
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors)).toEqual(expect.arrayContaining(['patientId', 'title', 'dateRange']));
    const { patientId } = await patientWithHistory();
    const mid = await portal.head();
    const bad = await call('POST', '/api/portal/reports/create', request(patientId, { requiresPassword: true, accessPassword: 'ab', maxAccess: 0, dateRange: { start: portal.today(), end: addDays(portal.today(), -1) } }), therapist);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ accessPassword: ['Please enter a password of at least 4 characters'], maxAccess: [expect.any(String)], 'dateRange.start': [expect.any(String)] });
    expect((await call('POST', '/api/portal/reports/create', request(patientId, { expiresAt: '2026-02-30 10:00:00' }), therapist)).body.errors).toEqual({ expiresAt: ['Please enter a valid expiry date'] });
    expect((await call('POST', '/api/portal/reports/create', request(patientId, { expiresAt: '2020-01-01T00:00:00Z' }), therapist)).body.errors).toEqual({ expiresAt: ['The expiry must be in the future'] });
    expect((await call('POST', '/api/portal/reports/create', request(crypto.randomUUID()), therapist)).status).toBe(404);
    expect((await call('POST', '/api/portal/reports/create', '{"title":', therapist)).status).toBe(400);
    expect((await call('GET', '/api/portal/reports/patient/nobody', undefined, therapist)).status).toBe(400);
    expect((await call('GET', '/api/portal/reports/7/access', undefined, therapist)).status).toBe(400);
    expect((await call('POST', `/api/portal/reports/${crypto.randomUUID()}/revoke`, {}, therapist)).status).toBe(404);
    expect((await call('GET', '/api/reports/shared/not-a-link')).status).toBe(404);
    expect((await call('GET', `/api/reports/shared/${crypto.randomUUID()}`)).body).toEqual({ success: false, message: reportTexts.notAvailableDetail });
    expect((await portal.ctx.server.appendedSince(mid)).filter((e) => e.startsWith('report'))).toEqual([]);
    expect((await portal.ctx.server.appendedSince(before)).filter((e) => e.startsWith('report'))).toEqual([]);
  });

  it('show the patient, the program, the measurements in the range oldest first, tips and notes (reading B)', async () => {
    const { patientId, exercise } = await patientWithHistory();
    const { report, position } = await share(patientId);
    const opened = await open(report.shareId, `?after=${position}`);
    expect(opened.status).toBe(200);
    const view = opened.body.data as SharedReportView;
    expect(view.report).toMatchObject({ title: 'Knee progress', reportType: 'progress', customNotes: 'Keep going', includeProgress: true, includeExercises: true, includeHealthTips: true });
    expect(view.patient).toEqual({ firstName: 'Rae', lastName: 'Porter', dateOfBirth: '1970-02-03', primaryCondition: 'Knee pain' });
    expect(view.exercises).toEqual([expect.objectContaining({ frequency: 'Once daily', customInstructions: 'Slowly', exercise: expect.objectContaining({ name: exercise.name }) })]);
    // 70 days ago is outside the last 60 days.
    expect(view.progress.map((m) => [m.measurementType, m.value])).toEqual([['pain', 6], ['mobility', 60], ['pain', 3]]);
    expect(view.practice).toEqual({ name: practice.name, phone: practice.phone });
    expect(Array.isArray(view.healthTips)).toBe(true);

    const bare = await share(patientId, { includeExercises: false, includeProgress: false, includeHealthTips: false, includeNotes: false });
    const plain = (await open(bare.report.shareId, `?after=${bare.position}`)).body.data as SharedReportView;
    expect(plain).toMatchObject({ exercises: [], progress: [], healthTips: [], report: { customNotes: '' } });
  });

  it('with more measurements in the range than are listed, hold the newest and the earliest of each kind (reading B)', async () => {
    const { therapist } = portal.ctx;
    const { patientId } = await patientWithHistory();
    const today = portal.today();
    // From patientWithHistory: 70 days ago pain 8 (outside the range), 30 days ago pain 6 and 10 days ago mobility 60 (the earliest of each kind), 2 days ago pain 3.
    const more = reportMeasurementsListed + 2;
    await createdInBatches(more, (i) => call('POST', `/api/patients/${patientId}/progress`, { measurementType: 'pain', value: i % 11, measurementDate: addDays(today, -1) }, therapist));
    const newest = await call('POST', `/api/patients/${patientId}/progress`, { measurementType: 'mobility', value: 75, measurementDate: today }, therapist);
    const { report, position } = await share(patientId, { includeExercises: false, includeHealthTips: false });
    const view = (await open(report.shareId, `?after=${BigInt(position) > BigInt(newest.body.position) ? position : newest.body.position}`)).body.data as SharedReportView;
    // The newest 2,000: the last 1,999 of yesterday's scores and today's mobility; before them the earliest pain and mobility.
    expect(view.progress).toHaveLength(reportMeasurementsListed + 2);
    expect(view.progress.slice(0, 2)).toEqual([
      { measurementType: 'pain', value: 6, measurementDate: addDays(today, -30) },
      { measurementType: 'mobility', value: 60, measurementDate: addDays(today, -10) },
    ]);
    expect(view.progress.at(-1)).toEqual({ measurementType: 'mobility', value: 75, measurementDate: today });
    const dates = view.progress.map((m) => m.measurementDate);
    expect(dates).toEqual([...dates].sort());
    // 2 days ago pain 3 and the first three of yesterday's are the ones left out.
    expect(view.progress.filter((m) => m.measurementDate === addDays(today, -1))).toHaveLength(reportMeasurementsListed - 1);
  });

  it('ask for the password, refuse a wrong one, and open with it in the header or the query; every opening is logged', async () => {
    const { patientId } = await patientWithHistory();
    const { report, position } = await share(patientId, { requiresPassword: true, accessPassword: 'open sesame' });
    const before = await portal.head();
    const asked = await open(report.shareId, `?after=${position}`);
    expect(asked.status).toBe(401);
    expect(asked.body).toEqual({ success: false, passwordRequired: true, reason: 'password-required', message: 'Password required' });
    const wrong = await open(report.shareId, '', { [reportPasswordHeader]: 'open says me' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, passwordRequired: true, reason: 'wrong-password', message: 'The password is not correct.' });
    expect((await open(report.shareId, '', { [reportPasswordHeader]: 'open sesame' })).status).toBe(200);
    expect((await open(report.shareId, `?password=${encodeURIComponent('open sesame')}`)).status).toBe(200);
    expect(await portal.ctx.server.appendedSince(before)).toEqual([
      `report-${report.id} ReportAccessDenied`,
      `report-${report.id} ReportAccessDenied`,
      `report-${report.id} ReportAccessed`,
      `report-${report.id} ReportAccessed`,
    ]);

    const log = await accessLog(report.id);
    expect(log.map((a) => [a.allowed, a.reason])).toEqual([[true, null], [true, null], [false, 'wrong-password'], [false, 'password-required']]);
    expect(log[0]).toMatchObject({ reportId: report.id, kind: 'shared', shareId: report.shareId, patientId, accessorEmail: null, ipHash: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const listed = (await call('GET', `/api/portal/reports/patient/${patientId}?after=${await portal.head()}`, undefined, portal.ctx.therapist)).body.reports as SharedReport[];
    expect(listed.find((r) => r.id === report.id)).toMatchObject({ accessCount: 2, lastAccessedAt: expect.any(String) });
  });

  it('slow down password guessing: after 10 wrong passwords from an address, 429', async () => {
    const { patientId } = await patientWithHistory();
    const { report, position } = await share(patientId, { requiresPassword: true, accessPassword: 'open sesame' });
    expect((await open(report.shareId, `?after=${position}`)).status).toBe(401);
    for (let i = 0; i < 10; i++) expect((await open(report.shareId, '', { [reportPasswordHeader]: `guess ${i}` })).status).toBe(401);
    const blocked = await open(report.shareId, '', { [reportPasswordHeader]: 'open sesame' });
    expect(blocked.status).toBe(429);
  });

  it('count a link in any letter case as the same link: its variants share one allowance of wrong passwords', async () => {
    const { patientId } = await patientWithHistory();
    const { report, position } = await share(patientId, { requiresPassword: true, accessPassword: 'open sesame' });
    expect((await open(report.shareId, `?after=${position}`)).status).toBe(401);
    const upper = report.shareId.toUpperCase();
    const mixed = [...report.shareId].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('');
    // Each variant names the report (it is looked up lower-cased) and is answered as a wrong password...
    for (const [i, variant] of [report.shareId, upper, mixed, upper, report.shareId, mixed, upper, mixed, report.shareId, upper].entries()) {
      expect((await open(variant, '', { [reportPasswordHeader]: `guess ${i}` })).status).toBe(401);
    }
    // ... and counts against the one link: no variant, not even a new one, gets fresh guesses.
    const fresh = report.shareId.replace(/[a-f]/, (c) => c.toUpperCase());
    for (const variant of [report.shareId, upper, fresh]) expect((await open(variant, '', { [reportPasswordHeader]: 'open sesame' })).status).toBe(429);
    // Something that is no link is answered as before, and counts nothing.
    expect((await open('not-a-link', '', { [reportPasswordHeader]: 'guess' })).status).toBe(404);
  });

  it('refuse openings once expired (410)', async () => {
    const { patientId } = await patientWithHistory();
    const { report, position } = await share(patientId, { expiresAt: new Date(Date.now() + 1500).toISOString() });
    expect((await open(report.shareId, `?after=${position}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const late = await open(report.shareId);
    expect(late.status).toBe(410);
    expect(late.body).toEqual({ success: false, reason: 'expired', message: reportTexts.expired });
  });

  it('open at most maxAccess times (410 after), while staff previews are logged and not counted', async () => {
    const { patientId } = await patientWithHistory();
    const { report, position } = await share(patientId, { maxAccess: 2, requiresPassword: true, accessPassword: 'open sesame' });
    const key = { [reportPasswordHeader]: 'open sesame' };
    expect((await open(report.shareId, `?after=${position}`, key)).status).toBe(200);
    // The therapist's preview needs no password and does not count.
    expect((await open(report.shareId, '', {}, portal.ctx.therapist)).status).toBe(200);
    expect((await open(report.shareId, '', key)).status).toBe(200);
    const third = await open(report.shareId, '', key);
    expect(third.status).toBe(410);
    expect(third.body).toEqual({ success: false, reason: 'limit-reached', message: reportTexts.limitReached });
    const log = await accessLog(report.id);
    expect(log.map((a) => [a.allowed, a.counted, a.reason, a.accessorEmail, a.accessorName])).toEqual([[false, false, 'limit-reached', null, null], [true, true, null, null, null], [true, false, null, demo.therapist.email, demo.therapist.name], [true, true, null, null, null]]);
    const listed = (await call('GET', `/api/portal/reports/patient/${patientId}?after=${await portal.head()}`, undefined, portal.ctx.therapist)).body.reports as SharedReport[];
    expect(listed[0]).toMatchObject({ id: report.id, accessCount: 2, maxAccess: 2 });
  });

  it('never open more than maxAccess times, however many openings arrive at once', async () => {
    const { patientId } = await patientWithHistory();
    const { report, position } = await share(patientId, { maxAccess: 3 });
    expect((await open(report.shareId, `?after=${position}`)).status).toBe(200);
    const racing = await Promise.all(Array.from({ length: 20 }, () => open(report.shareId)));
    const statuses = racing.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 410)).toHaveLength(18);
    const log = await accessLog(report.id);
    expect(log.filter((a) => a.allowed)).toHaveLength(3);
    expect(log.filter((a) => a.reason === 'limit-reached')).toHaveLength(18);
    const listed = (await call('GET', `/api/portal/reports/patient/${patientId}?after=${await portal.head()}`, undefined, portal.ctx.therapist)).body.reports as SharedReport[];
    expect(listed[0]).toMatchObject({ accessCount: 3 });
  });

  it('are turned off once (410 revoked after), by staff only, live to the staff screens', async () => {
    const { server, therapist, admin } = portal.ctx;
    const staffSocket = io(server.url, { path: '/socket.io', auth: { token: therapist }, transports: ['websocket'] });
    sockets.push(staffSocket);
    const heard: LivePayload[] = [];
    staffSocket.on(liveEventName, (m: LivePayload) => heard.push(m));
    await waitFor(() => staffSocket.connected, 5000, 'the staff socket');

    const { patientId } = await patientWithHistory();
    const { report, position } = await share(patientId);
    expect((await open(report.shareId, `?after=${position}`)).status).toBe(200);
    const before = await portal.head();
    const revoked = await call('POST', `/api/portal/reports/${report.id}/revoke`, {}, admin);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ success: true, id: report.id, revision: 2, report: { isActive: false, revokedAt: expect.any(String), accessCount: 1 } });
    const again = await call('POST', `/api/portal/reports/${report.id}/revoke`, {}, therapist);
    expect(again.status).toBe(200);
    expect(again.body.report).toMatchObject({ isActive: false, revision: 2 });
    expect(await server.appendedSince(before)).toEqual([`report-${report.id} ReportRevoked`]);
    expect((await call('POST', `/api/portal/reports/${report.id}/revoke`, {}, therapist, { 'if-match': '"0"' })).status).toBe(412);
    const off = await open(report.shareId);
    expect(off.status).toBe(410);
    expect(off.body).toEqual({ success: false, reason: 'revoked', message: reportTexts.revoked });

    await waitFor(() => heard.find((m) => m.type === 'report.changed' && m.data.report.id === report.id && !m.data.report.isActive), 5000, 'the turned-off report, live');
    await waitFor(() => heard.find((m) => m.type === 'reportAccess.recorded' && m.data.access.reportId === report.id && m.data.access.reason === 'revoked'), 5000, 'the refused opening, live');
    expect(JSON.stringify(heard)).not.toMatch(/passwordHash|argon2/);
    // Every staff connection hears each change and opening: never the therapist's notes (health text,
    // read with the patient's reports, a logged reading; ADR 28).
    const changes = heard.filter((m) => m.type === 'report.changed' && m.data.report.id === report.id);
    expect(changes.length).toBeGreaterThanOrEqual(2);
    for (const m of changes) expect(m.data).not.toHaveProperty('report.customNotes');
    expect(report.customNotes).toBe('Keep going');
    expect(JSON.stringify(heard)).not.toContain('Keep going');
  });
});

describe('progress reports', () => {
  it('are created once per client id, private until made public, each opening logged (reading A)', async () => {
    const { server, therapist, auditor } = portal.ctx;
    const { patientId } = await patientWithHistory();
    const before = await portal.head();
    const body = form(patientId);
    const created = await call('POST', '/api/progress-reports', body, therapist);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, id: body.id, revision: 0, message: 'Progress Report Created' });
    const report = created.body.report as ProgressReport;
    expect(report).toMatchObject({ id: body.id, patientId, createdBy: demo.therapist.email, createdByName: demo.therapist.name, treatmentGoals: ['Walk a mile'], isPublic: false, accessCount: 0, reportDate: expect.any(String) });
    expect((await call('POST', '/api/progress-reports', body, therapist)).status).toBe(200);
    expect((await call('POST', '/api/progress-reports', { ...body, reportTitle: 'Other' }, therapist)).status).toBe(409);
    expect(await server.appendedSince(before)).toEqual([`progressReport-${body.id} ProgressReportCreated`]);

    const privately = await call('GET', `/api/shared-report/${report.shareId}?after=${created.body.position}`);
    expect(privately.status).toBe(404);
    expect(privately.body).toEqual({ success: false, message: reportTexts.notFoundDetail });
    // A progress report's link is no shared report's.
    expect((await open(report.shareId)).status).toBe(404);

    const made = await call('POST', `/api/progress-reports/${report.id}/visibility`, { isPublic: true }, therapist);
    expect(made.status).toBe(200);
    expect(made.body.report).toMatchObject({ isPublic: true, revision: 2 });
    const opened = await call('GET', `/api/shared-report/${report.shareId}?after=${made.body.position}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({
      success: true,
      report: {
        patient: { firstName: 'Rae', lastName: 'Porter' }, reportTitle: 'Six weeks in', reportDate: report.reportDate, providerName: `${demo.therapist.name}, ${practice.name}`, sessionsCompleted: 6, totalSessions: 12,
        painLevel: 3, mobilityScore: 7, strengthScore: null, balanceScore: null, treatmentGoals: ['Walk a mile'], functionalImprovements: ['Stairs without the rail'], nextGoals: ['Jog for ten minutes'], therapistNotes: 'Great work',
      },
    });
    const log = await accessLog(report.id);
    expect(log.map((a) => [a.kind, a.allowed, a.reason])).toEqual([['progress', true, null], ['progress', false, 'private']]);
    const listed = await call('GET', `/api/progress-reports/patient/${patientId}?after=${await portal.head()}`, undefined, auditor);
    expect(listed.body.reports).toEqual([expect.objectContaining({ id: report.id, isPublic: true, accessCount: 1 })]);
  });

  it("are told live to every staff connection without what they say of the patient's health", async () => {
    const { server, therapist, auditor } = portal.ctx;
    const staffSocket = io(server.url, { path: '/socket.io', auth: { token: auditor }, transports: ['websocket'] });
    sockets.push(staffSocket);
    const heard: LivePayload[] = [];
    staffSocket.on(liveEventName, (m: LivePayload) => heard.push(m));
    await waitFor(() => staffSocket.connected, 5000, 'the staff socket');
    const { patientId } = await patientWithHistory();
    const body = form(patientId, { therapistNotes: 'Limps after long walks', treatmentGoals: ['Climb the stairs at home'] });
    const created = await call('POST', '/api/progress-reports', body, therapist);
    expect(created.status).toBe(201);
    const made = await call('POST', `/api/progress-reports/${body.id}/visibility`, { isPublic: true }, therapist);
    expect(made.status).toBe(200);
    const told = (await waitFor(() => heard.find((m) => m.type === 'progressReport.changed' && m.data.report.id === body.id && m.data.report.isPublic), 5000, 'the public report, live')) as Extract<LivePayload, { type: 'progressReport.changed' }>;
    expect(told.data.report).toEqual({
      id: body.id, shareId: expect.any(String), patientId, createdBy: demo.therapist.email, createdByName: demo.therapist.name, reportTitle: 'Six weeks in', reportDate: expect.any(String),
      isPublic: true, accessCount: 0, lastAccessedAt: null, createdAt: expect.any(String), revision: 1, position: expect.any(String),
    });
    expect(JSON.stringify(heard)).not.toMatch(/Limps after long walks|Climb the stairs at home/);
    // The content is read with the patient's reports, and that reading is logged.
    const listed = await call('GET', `/api/progress-reports/patient/${patientId}?after=${made.body.position}`, undefined, auditor);
    expect(listed.body.reports[0]).toMatchObject({ id: body.id, therapistNotes: 'Limps after long walks', treatmentGoals: ['Climb the stairs at home'] });
    const logged = (await server.running.ports.eventStore.readAll()).filter((e) => e.type === 'PatientRecordViewed' && (e.data as { patientId: string }).patientId === patientId);
    expect(logged.map((e) => (e.data as { part: string }).part)).toContain('reports');
  });

  it('answer bad input with the fields at fault', async () => {
    const { therapist } = portal.ctx;
    const empty = await call('POST', '/api/progress-reports', { treatmentGoals: [] }, therapist);
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors)).toEqual(expect.arrayContaining(['patientId', 'reportTitle', 'treatmentGoals', 'functionalImprovements', 'nextGoals']));
    // Left out, or not lists, the lists get the spec's messages, as when empty.
    expect(empty.body.errors).toMatchObject({
      treatmentGoals: ['At least one treatment goal is required'],
      functionalImprovements: ['At least one improvement is required'],
      nextGoals: ['At least one next goal is required'],
    });
    expect((await call('POST', '/api/progress-reports', { nextGoals: 'walk' }, therapist)).body.errors.nextGoals).toEqual(['At least one next goal is required']);
    const { patientId } = await patientWithHistory();
    expect((await call('POST', '/api/progress-reports', form(patientId, { painLevel: 11 }), therapist)).body.errors).toEqual({ painLevel: ['Pain level must be from 1 to 10'] });
    expect((await call('POST', '/api/progress-reports', form(crypto.randomUUID()), therapist)).status).toBe(404);
    expect((await call('POST', `/api/progress-reports/${crypto.randomUUID()}/visibility`, { isPublic: 'yes' }, therapist)).body.errors).toEqual({ isPublic: ['Choose public or private'] });
    expect((await call('POST', `/api/progress-reports/${crypto.randomUUID()}/visibility`, { isPublic: true }, therapist)).status).toBe(404);
    expect((await call('GET', '/api/shared-report/whatever')).status).toBe(404);
  });

  it("are counted as /progress-reports lists them: patients, progress reports and the public ones, in total and per patient (the dialog's report links are not)", async () => {
    const { therapist, auditor } = portal.ctx;
    const before = (await call('GET', `/api/progress-reports/counts?after=${await portal.head()}`, undefined, auditor)).body;
    expect(before).toEqual({ totalPatients: expect.any(Number), reportsCreated: expect.any(Number), sharedReports: expect.any(Number), byPatient: expect.any(Object) });
    const { patientId } = await patientWithHistory();
    await call('POST', '/api/progress-reports', form(patientId, { isPublic: true }), therapist);
    await call('POST', '/api/progress-reports', form(patientId), therapist);
    const opened = await share(patientId);
    const off = await share(patientId);
    await call('POST', `/api/portal/reports/${off.report.id}/revoke`, {}, therapist);
    const after = (await call('GET', `/api/progress-reports/counts?after=${await portal.head()}`, undefined, therapist)).body;
    expect(after).toEqual({ totalPatients: before.totalPatients + 1, reportsCreated: before.reportsCreated + 2, sharedReports: before.sharedReports + 1, byPatient: { ...before.byPatient, [patientId]: { created: 2, shared: 1 } } });
    expect(opened.report.isActive).toBe(true);
    // Every total is the sum of the patients' lists.
    const tallies = Object.values(after.byPatient as Record<string, { created: number; shared: number }>);
    expect([tallies.reduce((n, t) => n + t.created, 0), tallies.reduce((n, t) => n + t.shared, 0)]).toEqual([after.reportsCreated, after.sharedReports]);
  });

  it('open for signed-in staff while private (a preview: logged, not counted), and for nobody else', async () => {
    const { therapist, auditor, admin } = portal.ctx;
    const { patientId } = await patientWithHistory();
    const created = await call('POST', '/api/progress-reports', form(patientId), therapist);
    const report = created.body.report as ProgressReport;
    const preview = await call('GET', `/api/shared-report/${report.shareId}?after=${created.body.position}`, undefined, therapist);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ success: true, privatePreview: true, report: { reportTitle: 'Six weeks in' } });
    expect((await call('GET', `/api/shared-report/${report.shareId}`, undefined, auditor)).status).toBe(200);
    expect((await call('GET', `/api/shared-report/${report.shareId}`)).status).toBe(404);
    expect((await call('GET', `/api/shared-report/${report.shareId}`, undefined, (await portal.newPatient()).token)).status).toBe(404);

    const log = await accessLog(report.id);
    // A patient signed in has no staff name; staff openings say who, by name.
    expect(log.map((a) => [a.allowed, a.counted, a.reason, a.accessorEmail, a.accessorName])).toEqual([
      [false, false, 'private', expect.any(String), null],
      [false, false, 'private', null, null],
      [true, false, null, demo.auditor.email, demo.auditor.name],
      [true, false, null, demo.therapist.email, demo.therapist.name],
    ]);
    const listed = (await call('GET', `/api/progress-reports/patient/${patientId}?after=${await portal.head()}`, undefined, admin)).body.reports as ProgressReport[];
    expect(listed[0]).toMatchObject({ isPublic: false, accessCount: 0, lastAccessedAt: null });

    // Made public, a recipient's opening counts; the staff preview says nothing more.
    const made = await call('POST', `/api/progress-reports/${report.id}/visibility`, { isPublic: true }, therapist);
    const opened = await call('GET', `/api/shared-report/${report.shareId}?after=${made.body.position}`);
    expect(opened.status).toBe(200);
    expect(opened.body).not.toHaveProperty('privatePreview');
    expect((await call('GET', `/api/shared-report/${report.shareId}`, undefined, therapist)).body).not.toHaveProperty('privatePreview');
    const after = (await call('GET', `/api/progress-reports/patient/${patientId}?after=${await portal.head()}`, undefined, admin)).body.reports as ProgressReport[];
    expect(after[0]).toMatchObject({ isPublic: true, accessCount: 1, lastAccessedAt: expect.any(String) });
  });
});

describe("a patient's own reports", () => {
  it("lists the reports made about them, of both kinds, and every opening of their links; never another patient's, never a link or a password", async () => {
    const { therapist } = portal.ctx;
    const mine = await portal.newPatient({ currentConditions: ['Knee pain'] });
    const other = await portal.newPatient();
    const empty = await call('GET', '/api/portal/my-reports', undefined, mine.token);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ reports: [] });

    const { report: shared } = await share(mine.patientId, { title: 'For Dr. Patel', requiresPassword: true, accessPassword: 'open sesame', maxAccess: 3 });
    const written = await call('POST', '/api/progress-reports', form(mine.patientId), therapist);
    expect(written.status).toBe(201);
    const { report: theirs } = await share(other.patientId);
    expect((await open(shared.shareId)).status).toBe(401);
    expect((await open(shared.shareId, '', { [reportPasswordHeader]: 'open sesame' })).status).toBe(200);

    const listed = await call('GET', `/api/portal/my-reports?after=${await portal.head()}`, undefined, mine.token);
    expect(listed.status).toBe(200);
    expect(listed.body.reports).toEqual([
      {
        id: written.body.id, kind: 'progress', title: 'Six weeks in', reportType: null, createdBy: demo.therapist.email, createdByName: demo.therapist.name, createdAt: expect.any(String),
        isActive: false, expiresAt: null, accessCount: 0, maxAccess: null, requiresPassword: false, lastAccessedAt: null,
      },
      {
        id: shared.id, kind: 'shared', title: 'For Dr. Patel', reportType: 'progress', createdBy: demo.therapist.email, createdByName: demo.therapist.name, createdAt: shared.createdAt,
        isActive: true, expiresAt: null, accessCount: 1, maxAccess: 3, requiresPassword: true, lastAccessedAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(shared.shareId);

    const log = await call('GET', `/api/portal/my-reports/${shared.id}/access?after=${await portal.head()}`, undefined, mine.token);
    expect(log.status).toBe(200);
    expect(log.body.accesses.map((a: ReportAccess) => [a.allowed, a.reason])).toEqual([[true, null], [false, 'password-required']]);
    expect(log.body.accesses[0]).not.toHaveProperty('ipHash');

    // Another patient's report, or no report at all: not found.
    expect((await call('GET', `/api/portal/my-reports/${theirs.id}/access`, undefined, mine.token)).status).toBe(404);
    expect((await call('GET', `/api/portal/my-reports/${crypto.randomUUID()}/access`, undefined, mine.token)).status).toBe(404);
    expect((await call('GET', '/api/portal/my-reports/not-an-id/access', undefined, mine.token)).status).toBe(400);
    const others = await call('GET', `/api/portal/my-reports?after=${await portal.head()}`, undefined, other.token);
    expect(others.body.reports.map((r: { id: string }) => r.id)).toEqual([theirs.id]);
  });
});

describe("a shared report's password guessed from many addresses", () => {
  it('meets a cap per link across every address (five times the per-address one), and other links keep theirs', async () => {
    // Addresses are told by the proxy in front (X-Forwarded-For); two wrong guesses per address and link, ten per link.
    const server = await startTestServer({ TRUST_PROXY: '1', LOGIN_ATTEMPTS: '2' });
    try {
      const [admin, therapist] = await Promise.all([server.signIn(demo.admin.email, demo.admin.password), server.signIn(demo.therapist.email, demo.therapist.password)]);
      const record = await server.call('POST', '/api/admin/patients', { firstName: 'Ida', lastName: 'Guess', email: `guess-${crypto.randomUUID()}@example.com`, primaryCondition: 'Hip' }, admin);
      expect(record.status).toBe(201);
      const shareOne = async () => {
        const created = await server.call('POST', '/api/portal/reports/create', request(record.body.id, { requiresPassword: true, accessPassword: 'open sesame' }), therapist);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        return created.body.report as SharedReport;
      };
      const [target, other] = [await shareOne(), await shareOne()];
      const from = async (address: string, shareId: string, password: string) =>
        (await fetch(`${server.url}/api/reports/shared/${shareId}?after=${await server.running.ports.eventStore.headPosition()}`, { headers: { 'x-forwarded-for': address, [reportPasswordHeader]: password } })).status;

      for (let a = 1; a <= 5; a++) {
        expect(await from(`203.0.113.${a}`, target.shareId, 'guess one')).toBe(401);
        expect(await from(`203.0.113.${a}`, target.shareId.toUpperCase(), 'guess two')).toBe(401);
        // The address's own allowance for this link is spent.
        expect(await from(`203.0.113.${a}`, target.shareId, 'guess three')).toBe(429);
      }
      // Ten wrong guesses of the link in all: a new address is refused at once, even with the password.
      expect(await from('203.0.113.99', target.shareId, 'open sesame')).toBe(429);
      // Another link is not touched by that count.
      expect(await from('203.0.113.99', other.shareId, 'guess')).toBe(401);
      expect(await from('203.0.113.98', other.shareId, 'open sesame')).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe('report links on the site', () => {
  it('are kept out of search engines', async () => {
    const { server } = portal.ctx;
    const robots = await fetch(`${server.url}/robots.txt`);
    if (robots.status === 200) expect(await robots.text()).toEqual(expect.stringContaining('Disallow: /shared-report/\nDisallow: /progress-report/'));
    for (const path of ['shared-report', 'progress-report']) {
      const page = await fetch(`${server.url}/${path}/${crypto.randomUUID()}`);
      if (page.headers.get('content-type')?.includes('html')) expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
  });
});

describe('every answer of reports', () => {
  it('holds no password and no hash', () => {
    expect(answers.length).toBeGreaterThan(50);
    const text = JSON.stringify(answers);
    expect(text).not.toMatch(/passwordHash|argon2|open sesame/);
  });
});
