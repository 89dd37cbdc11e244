import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { middayTimeZone } from '../support/clock';
import { demo, startTestServer, type TestServer } from '../support/server';
import { allRewarded } from '../support/rewarded';

interface MyExercise {
  id: string;
  exercise: { name: string };
  today: { done: number; planned: number };
}
interface BoardRow {
  streakDays: number;
  isYou: boolean;
  patient: { firstName: string; lastName: string };
}
const nameOf = (row: BoardRow) => `${row.patient.firstName} ${row.patient.lastName}`;

let server: TestServer;
let patient: string;
let therapist: string;

const rewardedSoFar = () => allRewarded(server.running);

const get = async (route: string, token: string) => {
  const answer = await server.call('GET', route, undefined, token);
  expect(answer.status, route).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  server = await startTestServer({ DEMO_HISTORY: '1', PRACTICE_TIME_ZONE: middayTimeZone() });
  [patient, therapist] = await Promise.all([server.signIn(demo.patient.email, demo.patient.password), server.signIn(demo.therapist.email, demo.therapist.password)]);
});
afterAll(() => server.stop());

describe('the demo history (npm start)', () => {
  it("gives the demo patient three weeks of exercises: a profile, today's program with one done, pain and mobility, the tips about a knee first", async () => {
    const after = await rewardedSoFar();
    expect((await get(`/api/portal/profile?after=${after}`, patient)).profile).toMatchObject({ firstName: 'Jordan', lastName: 'Rivera' });
    const { exercises } = await get(`/api/portal/my-exercises?after=${after}`, patient);
    expect(exercises.map((e: MyExercise) => e.exercise.name).sort()).toEqual(['Heel Slides', 'Quad Sets', 'Straight Leg Raise']);
    expect(exercises.map((e: MyExercise) => e.today.done)).toEqual([1, 0, 0]);
    const { measurements } = await get(`/api/portal/progress?after=${after}`, patient);
    expect(measurements.filter((m: { measurementType: string }) => m.measurementType === 'pain').map((m: { value: number }) => m.value)).toEqual([6, 5, 5, 4, 4, 3, 2]);
    expect(measurements.filter((m: { measurementType: string }) => m.measurementType === 'mobility').map((m: { value: number }) => m.value)).toEqual([55, 63, 71, 78]);
    const { tips } = await get(`/api/portal/health-tips?after=${after}`, patient);
    expect(tips.map((t: { title: string; forYou: boolean }) => [t.title, t.forYou])[0]).toEqual(['Ice or heat after your exercises?', true]);
    expect(tips).toHaveLength(3);
  });

  it('rewards the history as the worker would have: points, an 11-day streak after a break, achievements, this week on the board', async () => {
    const after = await rewardedSoFar();
    const summary = (await get(`/api/gamification/rewards/me?after=${after}`, patient)).data;
    expect(summary).toMatchObject({ currentStreak: 11, longestStreak: 11 });
    expect(summary.totalPoints).toBeGreaterThan(1000);
    const records = (await get(`/api/gamification/achievements/me?after=${after}`, patient)).data as { isNew: boolean; achievement: { name: string } }[];
    expect(records.map((a) => a.achievement.name)).toEqual(expect.arrayContaining(['First Steps', 'On a Roll', 'Week Warrior', 'Dedicated', 'Welcome Back']));
    // Earned in the story's past, which its patient saw: none is NEW on the first visit (all were).
    expect(records.filter((a) => a.isNew).map((a) => a.achievement.name)).toEqual([]);
    // This week's board holds the patients who exercised today, with their streaks.
    const board = (await get(`/api/gamification/leaderboard/weekly?after=${after}`, therapist)).data;
    expect(board.map((row: BoardRow) => [nameOf(row), row.streakDays])).toEqual(expect.arrayContaining([['Maria S.', 15], ['Derek O.', 7], ['Tom B.', 1]]));

    // Each day was rewarded after the days before it: Maria's k-th day in a row earned two exercises
    // (20), a perfect session (25) and k streak days (5 each, 50 at most), plus any achievement.
    const patients = await get('/api/admin/patients', therapist);
    const maria = (patients.patients ?? patients).find((p: { firstName: string }) => p.firstName === 'Maria');
    const sessions = (await get(`/api/gamification/sessions/${maria.id}?after=${after}`, therapist)).data as Array<{ sessionDate: string; pointsEarned: number }>;
    const oldestFirst = [...sessions].sort((a, b) => a.sessionDate.localeCompare(b.sessionDate));
    expect(oldestFirst).toHaveLength(15);
    oldestFirst.forEach((session, k) => expect(session.pointsEarned, session.sessionDate).toBeGreaterThanOrEqual(45 + Math.min(5 * (k + 1), 50)));
  });

  it("shows the demo patient's reports: a shared report with a password, opened once, and a public progress report", async () => {
    const after = await rewardedSoFar();
    const patients = await get(`/api/admin/patients?after=${after}`, therapist);
    const jordan = (patients.patients ?? patients).find((p: { firstName: string }) => p.firstName === 'Jordan');
    const { reports } = await get(`/api/portal/reports/patient/${jordan.id}?after=${after}`, therapist);
    expect(reports).toEqual([expect.objectContaining({ title: 'Knee progress for Dr. Patel', requiresPassword: true, accessCount: 1, isActive: true })]);
    const asked = await server.call('GET', `/api/reports/shared/${reports[0].shareId}`);
    expect([asked.status, asked.body.reason]).toEqual([401, 'password-required']);
    const withPassword = await fetch(`${server.url}/api/reports/shared/${reports[0].shareId}?password=demo-share`);
    expect(withPassword.status).toBe(200);
    expect(((await withPassword.json()) as { data: { progress: unknown[] } }).data.progress.length).toBeGreaterThan(5);
    const progress = (await get(`/api/progress-reports/patient/${jordan.id}?after=${after}`, therapist)).reports;
    expect(progress).toEqual([expect.objectContaining({ reportTitle: 'Two weeks after meniscus repair', isPublic: true })]);
    expect((await server.call('GET', `/api/shared-report/${progress[0].shareId}`)).body.report.patient).toEqual({ firstName: 'Jordan', lastName: 'Rivera' });
  });

  it("finishing today's two other exercises records a session: a 12-day streak on the board and at least 105 points more this week", async () => {
    const before = (await get('/api/gamification/rewards/me', patient)).data.weeklyPoints as number;
    const { exercises } = await get('/api/portal/my-exercises', patient);
    for (const e of (exercises as MyExercise[]).filter((x) => x.today.done === 0)) {
      expect((await server.call('POST', `/api/portal/my-exercises/${e.id}/complete`, {}, patient)).status).toBe(201);
    }
    const after = await rewardedSoFar();
    const board = (await get(`/api/gamification/leaderboard/weekly?after=${after}`, patient)).data;
    const own = (board as BoardRow[]).find((row) => row.isYou)!;
    expect([nameOf(own), own.streakDays]).toEqual(['Jordan R.', 12]);
    // Three exercises (30), a perfect session (25) and the streak's most (50).
    expect((await get(`/api/gamification/rewards/me?after=${after}`, patient)).data.weeklyPoints).toBeGreaterThanOrEqual(before + 105);
  });
});
