import { describe, expect, it } from 'vitest';
import type { Completion, ExerciseSession } from '@pt/contracts';
import { testSession } from '../shared/test-patient';
import { activityDuringFetches, applyActivityChange, type LiveActivityChange, type PatientActivity } from './activity-cache';

const completion = (id: string, completedAt: string, position: string, patientId = 'p1'): Completion => ({
  id,
  patientId,
  assignmentId: 'a1',
  exerciseId: 'e1',
  date: completedAt.slice(0, 10),
  completedAt,
  duration: 5,
  repetitionsCompleted: null,
  difficultyRating: null,
  painLevel: 3,
  notes: '',
  position,
});
const session = (id: string, sessionDate: string, position: string) => testSession(id, sessionDate, { position });
const activity = (completions: Completion[], sessions: ExerciseSession[] = []): PatientActivity => ({
  completions,
  sessions,
  stats: { today: '2026-03-03', activeExercises: 2, completedToday: completions.length, progressThisWeek: { completed: 0, planned: 0, percent: 0 }, daysStreak: 1 },
});
const ids = (a: PatientActivity) => [a.completions.map((c) => c.id), a.sessions.map((s) => s.id)];

describe("a patient's activity in the staff dialog", () => {
  it('takes a live completion and session in newest-first order, once', () => {
    const cached = activity([completion('c1', '2026-03-02T09:00:00Z', '10')], [session('s1', '2026-03-01', '8')]);
    const change: LiveActivityChange = { completion: completion('c2', '2026-03-03T09:00:00Z', '20'), position: '20' };
    applyActivityChange(cached, change);
    applyActivityChange(cached, change);
    applyActivityChange(cached, { session: session('s2', '2026-03-03', '21'), position: '21' });
    expect(ids(cached)).toEqual([['c2', 'c1'], ['s2', 's1']]);
  });

  it('applies again what was heard while a fetch was on its way, and only what was heard meanwhile', async () => {
    const before: LiveActivityChange = { completion: completion('c0', '2026-03-03T08:00:00Z', '15'), position: '15' };
    activityDuringFetches.note(before);
    let land!: () => void;
    const fetched = new Promise<void>((resolve) => (land = resolve));
    const heard = activityDuringFetches.heardWhile(fetched);
    const during: LiveActivityChange = { completion: completion('c2', '2026-03-03T09:00:00Z', '20'), position: '20' };
    activityDuringFetches.note(during);
    land();
    expect(await heard).toEqual([during]);

    // The answer, begun before the completion, lacks it; one that holds it is left as it is.
    const older = activity([completion('c1', '2026-03-02T09:00:00Z', '10')]);
    const newer = activity([completion('c2', '2026-03-03T09:00:00Z', '20'), completion('c1', '2026-03-02T09:00:00Z', '10')]);
    for (const answer of [older, newer]) for (const change of (await heard)!) applyActivityChange(answer, change);
    expect(ids(older)).toEqual(ids(newer));
  });

  it('hears nothing for a fetch that failed', async () => {
    const heard = activityDuringFetches.heardWhile(Promise.reject(new Error('offline')));
    activityDuringFetches.note({ completion: completion('c3', '2026-03-03T10:00:00Z', '30'), position: '30' });
    expect(await heard).toBeNull();
  });
});
