import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { liveEventName, refreshRoomsEvent, sessionsPageSize, watchPatientEvent, type LivePayload } from '@pt/contracts';
import { middayTimeZone } from '../support/clock';
import { allRewarded } from '../support/rewarded';
import { demo, startTestServer, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

let server: TestServer;
let therapist: string;
let auditor: string;
let exercises: { id: string }[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer({ PRACTICE_TIME_ZONE: middayTimeZone() });
  [therapist, auditor] = await Promise.all([server.signIn(demo.therapist.email, demo.therapist.password), server.signIn(demo.auditor.email, demo.auditor.password)]);
  const seeded = await server.call('POST', '/api/seed-exercises', {}, therapist);
  exercises = (await server.call('GET', `/api/exercises?after=${seeded.body.position}`, undefined, therapist)).body.exercises;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.stop();
});

let count = 0;
async function patient(firstName: string, lastName: string) {
  const email = `rewards-${++count}-${Date.now()}@example.com`;
  const { token } = (await server.call('POST', '/api/portal/register', { email, password: 'sea glass 42' })).body;
  const profile = await server.call('POST', '/api/portal/profile', { firstName, lastName }, token);
  return { token, patientId: profile.body.id as string };
}

/** Assigns `n` daily exercises and completes them all: one session. Answers the last completion. */
async function session(p: { token: string; patientId: string }, n = 2) {
  const assigned = [];
  for (let i = 0; i < n; i++) assigned.push((await server.call('POST', '/api/admin/assign-exercise', { patientId: p.patientId, exerciseId: exercises[(count + i) % exercises.length]!.id, frequency: 'Once daily' }, therapist)).body);
  let last;
  for (const a of assigned) last = await server.call('POST', `/api/portal/my-exercises/${a.id}/complete?after=${a.position}`, {}, p.token);
  return last!;
}

/** Waits until the worker has rewarded everything so far, then reads `route` as the patient. */
async function rewarded(token: string, route: string) {
  const after = await allRewarded(server.running);
  return (await server.call('GET', `${route}${route.includes('?') ? '&' : '?'}after=${after}`, undefined, token)).body;
}

describe('rewards for a session', () => {
  it('a completed day earns points, a streak day, First Steps and Perfect Day, shown in the summary, sessions and stats', async () => {
    const p = await patient('Maria', 'Lopez');
    expect((await server.call('GET', '/api/gamification/rewards/me', undefined, p.token)).body.data).toMatchObject({ totalPoints: 0, level: 1, currentStreak: 0, totals: { sessions: 0, perfectSessions: 0, exercises: 0, minutes: 0 } });
    await session(p, 2);
    const summary = (await rewarded(p.token, '/api/gamification/rewards/me')).data;
    // 2 exercises (20) + perfect (25) + 1 day of streak (5) + First Steps (10) + Perfect Day (15), plus any of today's challenges.
    expect(summary.totalPoints).toBeGreaterThanOrEqual(75);
    expect(summary).toMatchObject({ patientId: p.patientId, currentStreak: 1, longestStreak: 1, weeklyPoints: summary.totalPoints, level: Math.floor(summary.totalPoints / 100) + 1, levelProgress: summary.totalPoints % 100 });
    const achievements = (await rewarded(p.token, `/api/gamification/achievements/${p.patientId}`)).data;
    expect(achievements.map((a: { achievement: { name: string } }) => a.achievement.name)).toEqual(expect.arrayContaining(['First Steps', 'Perfect Day']));
    expect(achievements[0]).toMatchObject({ isNew: true, achievement: { icon: expect.any(String), rarity: expect.any(String), points: expect.any(Number) } });
    const sessions = (await rewarded(p.token, '/api/gamification/sessions/me')).data;
    expect(sessions).toEqual([expect.objectContaining({ completedExercises: 2, totalExercises: 2, perfectSession: true, pointsEarned: summary.totalPoints })]);
    // The totals the count-based achievements are measured by (their progress on the rewards page).
    expect(summary.totals).toEqual({ sessions: 1, perfectSessions: 1, exercises: 2, minutes: sessions[0].totalMinutes });
    expect(summary.totals.minutes).toBeGreaterThan(0);
    expect((await rewarded(p.token, '/api/gamification/stats/me/week')).data).toMatchObject({ totalSessions: 1, totalExercises: 2, perfectSessions: 1, averageCompletion: 100 });

    const seen = await server.call('POST', '/api/gamification/achievements/me/seen', {}, p.token);
    expect(seen.status).toBe(200);
    const after = (await server.call('GET', `/api/gamification/achievements/me?after=${seen.body.position}`, undefined, p.token)).body.data;
    expect(after.every((a: { isNew: boolean }) => !a.isNew)).toBe(true);
  });
});

describe('today\'s challenges', () => {
  type Challenge = { id: string; targetType: string; targetValue: number; progress: number; isCompleted: boolean; description: string };
  const challengesOf = async (token: string, after?: string) =>
    (await server.call('GET', `/api/gamification/challenges/me${after ? `?after=${after}` : ''}`, undefined, token)).body.data as Challenge[];

  it('are none while nothing is planned', async () => {
    const p = await patient('Casey', 'New');
    expect(await challengesOf(p.token)).toEqual([]);
  });

  it('never ask for more than today\'s plan; only what the plan asks counts, and the whole plan meets them all', async () => {
    const p = await patient('Jo', 'Plan');
    const picked = [0, 1, 2].map((i) => exercises[(count + i) % exercises.length] as { id: string; duration: number });
    const assigned = [];
    for (const e of picked) assigned.push((await server.call('POST', '/api/admin/assign-exercise', { patientId: p.patientId, exerciseId: e.id, frequency: 'Once daily' }, therapist)).body);
    const planned = picked.reduce((n, e) => n + e.duration, 0);
    const before = await challengesOf(p.token, assigned[2].position);
    const byType = (list: Challenge[], type: string) => list.find((c) => c.targetType === type);
    expect(byType(before, 'exercises')).toMatchObject({ targetValue: 3, progress: 0, isCompleted: false, description: "Complete all 3 of today's exercises." });
    for (const c of before) if (c.targetType === 'minutes') expect(c.targetValue).toBeLessThanOrEqual(planned);
    expect(before.some((c) => c.targetType === 'minutes')).toBe(planned > 0);

    // The same exercise twice is one planned exercise done.
    await server.call('POST', `/api/portal/my-exercises/${assigned[0].id}/complete`, {}, p.token);
    const again = await server.call('POST', `/api/portal/my-exercises/${assigned[0].id}/complete`, {}, p.token);
    const once = await challengesOf(p.token, again.body.position);
    expect(byType(once, 'exercises')).toMatchObject({ progress: 1, isCompleted: false });
    const minutes = byType(once, 'minutes');
    if (minutes) expect(minutes.progress).toBe(Math.min(picked[0]!.duration, minutes.targetValue));

    for (const a of assigned.slice(1)) await server.call('POST', `/api/portal/my-exercises/${a.id}/complete`, {}, p.token);
    const after = (await rewarded(p.token, '/api/gamification/challenges/me')).data as Challenge[];
    expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
    for (const c of after) expect(c).toMatchObject({ isCompleted: true, progress: c.targetValue });
  });
});

describe('the weekly leaderboard', () => {
  it('ranks by points, shows first name and last initial only, and respects each patient\'s choice', async () => {
    const a = await patient('Anna', 'Zimmerman');
    const b = await patient('Bruno', 'Yates');
    await session(a, 1);
    await session(b, 3);
    const board = (await rewarded(a.token, '/api/gamification/leaderboard/weekly')).data as { rank: number; patient: { firstName: string; lastName: string }; points: number; isYou: boolean; id: string }[];
    const names = board.map((e) => `${e.patient.firstName} ${e.patient.lastName}`);
    expect(names.indexOf('Bruno Y.')).toBeLessThan(names.indexOf('Anna Z.'));
    expect(board.find((e) => e.isYou)).toMatchObject({ patient: { firstName: 'Anna', lastName: 'Z.' } });
    expect(JSON.stringify(board)).not.toContain('Zimmerman');
    // Other patients' ids are not shown to a patient.
    for (const entry of board.filter((e) => !e.isYou)) expect(entry.id).toMatch(/^entry-\d+$/);
    expect(board.map((e) => e.rank)).toEqual(board.map((_, i) => i + 1));

    const initials = await server.call('PUT', '/api/portal/preferences', { leaderboard: 'initials' }, b.token);
    expect(initials.status).toBe(200);
    const withInitials = (await server.call('GET', `/api/gamification/leaderboard/weekly?after=${initials.body.position}`, undefined, a.token)).body.data;
    expect(withInitials.map((e: { patient: { firstName: string; lastName: string } }) => `${e.patient.firstName} ${e.patient.lastName}`)).toContain('B. Y.');
    const hidden = await server.call('PUT', '/api/portal/preferences', { leaderboard: 'hidden' }, b.token);
    const without = (await server.call('GET', `/api/gamification/leaderboard/weekly?after=${hidden.body.position}`, undefined, a.token)).body.data;
    expect(without.map((e: { patient: { firstName: string } }) => e.patient.firstName)).not.toContain('B.');
    expect((await server.call('GET', `/api/portal/preferences?after=${hidden.body.position}`, undefined, b.token)).body.preferences).toEqual({ leaderboard: 'hidden' });
    expect((await server.call('PUT', '/api/portal/preferences', { leaderboard: 'everyone' }, b.token)).status).toBe(400);
  });
});

describe('the sessions list', () => {
  it('reads every session, a page of 200 at a time, newest first, on by cursor; a bad cursor is a field error', async () => {
    const p = await patient('Paige', 'Turner');
    // 205 sessions of one day (the Demo Mode card's): the order falls back on their times, then their ids.
    for (let i = 0; i < 205; i += 15) {
      const batch = Array.from({ length: Math.min(15, 205 - i) }, () => server.call('POST', '/api/gamification/session', { totalExercises: 2, completedExercises: 1, totalMinutes: 10 }, p.token));
      expect((await Promise.all(batch)).map((r) => r.status)).toEqual(Array(Math.min(15, 205 - i)).fill(201));
    }
    const first = await rewarded(p.token, '/api/gamification/sessions/me');
    expect(first.data).toHaveLength(sessionsPageSize);
    expect(typeof first.nextBefore).toBe('string');
    const second = (await server.call('GET', `/api/gamification/sessions/me?before=${first.nextBefore}`, undefined, p.token)).body;
    expect(second.data).toHaveLength(5);
    expect(second.nextBefore).toBeNull();
    const all = [...first.data, ...second.data] as { id: string; sessionDate: string; createdAt: string }[];
    expect(new Set(all.map((s) => s.id)).size).toBe(205);
    const key = (s: (typeof all)[number]) => `${s.sessionDate}|${s.createdAt}|${s.id}`;
    expect(all.every((s, i) => i === 0 || key(all[i - 1]!) > key(s))).toBe(true);
    // Staff read on the same way.
    const staffSecond = (await server.call('GET', `/api/gamification/sessions/${p.patientId}?before=${first.nextBefore}`, undefined, therapist)).body;
    expect(staffSecond.data.map((s: { id: string }) => s.id)).toEqual(second.data.map((s: { id: string }) => s.id));

    for (const cursor of ['x', Buffer.from('2026-01-01').toString('base64url'), 'y'.repeat(301)]) {
      const bad = await server.call('GET', `/api/gamification/sessions/me?before=${cursor}`, undefined, p.token);
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ before: ['Not a cursor of this list'] });
    }
  });
});

describe('the Demo Mode card', () => {
  it('simulates one of the spec sessions and answers what it earned', async () => {
    const p = await patient('Dee', 'Moe');
    const res = await server.call('POST', '/api/gamification/session', { totalExercises: 5, completedExercises: 5, totalMinutes: 25 }, p.token);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ pointsEarned: expect.any(Number), levelUp: expect.any(Boolean) });
    expect(res.body.data.pointsEarned).toBeGreaterThanOrEqual(50 + 25 + 5);
    expect(res.body.data.newAchievements.map((a: { achievement: { name: string } }) => a.achievement.name)).toContain('First Steps');
    // A simulated session counts toward the count-based achievements as a recorded one does.
    expect((await rewarded(p.token, '/api/gamification/rewards/me')).data.totals).toEqual({ sessions: 1, perfectSessions: 1, exercises: 5, minutes: 25 });
    const bad = await server.call('POST', '/api/gamification/session', { totalExercises: 3, completedExercises: 4, totalMinutes: 20 }, p.token);
    expect(bad.status).toBe(400);
  });

  it('is announced to the web by the server\'s features', async () => {
    const p = await patient('Fay', 'Tures');
    expect((await server.call('GET', '/api/portal/features', undefined, p.token)).body).toEqual({ success: true, features: { demo: true } });
    expect((await server.call('GET', '/api/portal/features', undefined, therapist)).body.features).toEqual({ demo: true });
    expect((await server.call('GET', '/api/portal/features')).status).toBe(401);
  });

  it('is refused when the server runs without demo data', async () => {
    const real = await startTestServer({ DEMO: '0', ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a-long-admin-password' });
    try {
      const { token } = (await real.call('POST', '/api/portal/register', { email: 'nodemo@example.com', password: 'sea glass 42' })).body;
      await real.call('POST', '/api/portal/profile', { firstName: 'No', lastName: 'Demo' }, token);
      expect((await real.call('POST', '/api/gamification/session', { totalExercises: 5, completedExercises: 5, totalMinutes: 25 }, token)).status).toBe(404);
      // The web hides the Demo Mode card: the server says demo mode is off.
      expect((await real.call('GET', '/api/portal/features', undefined, token)).body).toEqual({ success: true, features: { demo: false } });
    } finally {
      await real.stop();
    }
  });
});

describe('access to rewards', () => {
  it('a patient reads only their own; staff and auditors read any patient\'s', async () => {
    const [a, b] = [await patient('Ann', 'One'), await patient('Ben', 'Two')];
    expect((await server.call('GET', `/api/gamification/rewards/${b.patientId}`, undefined, a.token)).status).toBe(403);
    expect((await server.call('GET', `/api/gamification/rewards/${b.patientId}`, undefined, therapist)).status).toBe(200);
    expect((await server.call('GET', `/api/gamification/sessions/${b.patientId}`, undefined, auditor)).status).toBe(200);
    expect((await server.call('GET', '/api/gamification/rewards/me', undefined, therapist)).status).toBe(404);
    expect((await server.call('GET', '/api/gamification/rewards/not-an-id', undefined, therapist)).status).toBe(400);
    const { token } = (await server.call('POST', '/api/portal/register', { email: `np-${Date.now()}@example.com`, password: 'sea glass 42' })).body;
    const noProfile = await server.call('GET', '/api/gamification/rewards/me', undefined, token);
    expect(noProfile.status).toBe(404);
    expect(noProfile.body.message).toBe('Please complete your profile setup to access the rewards system.');
  });
});

describe('live rewards', () => {
  it('the patient hears what a session earned; every leaderboard hears it changed', async () => {
    const [p, other] = [await patient('Lia', 'Live'), await patient('Oz', 'Other')];
    const listen = (token: string) => {
      const socket = io(server.url, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
      sockets.push(socket);
      const received: LivePayload[] = [];
      socket.on(liveEventName, (m: LivePayload) => received.push(m));
      return { socket, received };
    };
    const mine = listen(p.token);
    const theirs = listen(other.token);
    // Staff hear that the patient's rewards changed, not what they earned: one following the patient too (ADR 28).
    const staff = listen(therapist);
    const following = listen(auditor);
    await waitFor(() => mine.socket.connected && theirs.socket.connected && staff.socket.connected && following.socket.connected, 5000, 'sockets');
    expect(await mine.socket.emitWithAck(refreshRoomsEvent)).toEqual({ patientId: p.patientId });
    expect(await following.socket.emitWithAck(watchPatientEvent, { patientId: p.patientId })).toEqual({ ok: true });
    await session(p, 1);
    const reward = await waitFor(() => mine.received.find((m) => m.type === 'rewards.changed'), 10_000, 'the reward');
    expect(reward).toMatchObject({ data: { patientId: p.patientId, reward: { pointsEarned: expect.any(Number), achievements: expect.any(Array) } } });
    expect(mine.received.filter((m) => m.type === 'rewards.changed')).toHaveLength(1);
    for (const reader of [staff, following]) {
      const changed = await waitFor(() => reader.received.find((m) => m.type === 'rewards.changed'), 10_000, "staff's notice");
      expect(changed.data).toEqual({ patientId: p.patientId });
    }
    await waitFor(() => theirs.received.find((m) => m.type === 'leaderboard.changed'), 10_000, 'the leaderboard change');
    expect(theirs.received.find((m) => m.type === 'rewards.changed')).toBeUndefined();
    // The follower did not also hear the patient's own (published before staff's, in the same batch, so it would have come first).
    expect(following.received.filter((m) => m.type === 'rewards.changed')).toHaveLength(1);
  });
});
