import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { achievementById, clientIdSchema, dayIn, leaderboardVisibilities, recordReaderRoles, streams, type EventStore, type PatientRecord, type SessionsAnswer } from '@pt/contracts';
import { forbidden, handleCommand, notFound } from '@pt/contracts/core';
import { commandMeta, parseBody, requireRole, sendCommandAnswer } from '../core/http';
import type { ReadModels } from '../core/read-models';
import type { PatientDirectory } from '../patients/directory';
import { patientDecider } from '../patients/decider';
import { demoSessionDecider, seenDecider } from './decider';
import { sessionCursor, type RewardQueries } from './queries';
import type { RecordViews } from '../patients/record-views';

const patientParam = z.object({ patientId: z.union([z.literal('me'), z.uuid('Not a patient id')]) });
const demoSession = z
  .object({
    id: clientIdSchema.optional(),
    patientId: z.union([z.uuid(), z.literal('me'), z.number()]).optional(),
    sessionDate: z.string().optional(),
    totalExercises: z.number({ error: 'totalExercises must be a number' }).int().min(1, 'At least one exercise').max(20, 'At most 20 exercises'),
    completedExercises: z.number({ error: 'completedExercises must be a number' }).int().min(0).max(20),
    totalMinutes: z.number({ error: 'totalMinutes must be a number' }).int().min(0).max(240),
  })
  .refine((s) => s.completedExercises <= s.totalExercises, { message: 'Completed exercises cannot be more than the total', path: ['completedExercises'] });
/** `?before=`: the `nextBefore` of the page before. */
const sessionsQuery = z.object({ before: sessionCursor.schema.optional() });
const preferences = z.object({ leaderboard: z.enum(leaderboardVisibilities, { error: 'Choose name, initials or hidden' }) });

export interface RewardRoutesDeps {
  store: EventStore;
  patients: PatientDirectory;
  models: ReadModels;
  queries: RewardQueries;
  ipSalt: string;
  timeZone: string;
  /** Demo data is on: the Demo Mode card may simulate sessions. */
  demo: boolean;
  views: RecordViews;
}

/** Spec 001's `/api/gamification/*` calls: the signed-in patient's rewards (staff may pass a patient id). */
export function rewardRoutes({ store, patients, models, queries, ipSalt, timeZone, demo, views }: RewardRoutesDeps): Router {
  const router = Router();
  const today = () => dayIn(new Date(), timeZone);
  const readers = requireRole('patient', ...recordReaderRoles);
  const reads = (...names: string[]) => [readers, models.readAfter(...names)];

  /** A patient reads their own rewards (`me` or their id); staff read any patient's. */
  async function whose(req: Request): Promise<string> {
    const { patientId } = parseBody(patientParam, req.params);
    if (req.user!.role === 'patient') {
      const own = await patients.patientIdOf(req.user!);
      if (!own) throw notFound('Please complete your profile setup to access the rewards system.');
      if (patientId !== 'me' && patientId !== own) throw forbidden('You can see only your own rewards.');
      return own;
    }
    if (patientId === 'me') throw notFound('Staff choose a patient.');
    if (!(await models.get<PatientRecord>('patients', patientId))) throw notFound('Patient not found');
    await views.viewed(req, patientId, 'rewards');
    return patientId;
  }

  router.get('/api/gamification/rewards/:patientId', ...reads('rewards', 'completions'), async (req, res) => {
    res.json({ success: true, data: await queries.summary(await whose(req), today()) });
  });

  router.get('/api/gamification/achievements/:patientId', ...reads('patient_achievements'), async (req, res) => {
    res.json({ success: true, data: await queries.achievements(await whose(req)) });
  });

  router.get('/api/gamification/leaderboard/weekly', ...reads('leaderboard'), async (req, res) => {
    const viewer = req.user!.role === 'patient' ? await patients.patientIdOf(req.user!) : null;
    res.json({ success: true, data: await queries.leaderboard(today(), viewer) });
  });

  router.get('/api/gamification/sessions/:patientId', ...reads('sessions'), async (req, res) => {
    const { before } = parseBody(sessionsQuery, req.query);
    const { sessions, nextBefore } = await queries.sessions(await whose(req), before);
    res.json({ success: true, data: sessions, nextBefore: nextBefore && sessionCursor.encode(nextBefore) } satisfies SessionsAnswer);
  });

  router.get('/api/gamification/stats/:patientId/week', ...reads('sessions'), async (req, res) => {
    res.json({ success: true, data: await queries.weeklyStats(await whose(req), today()) });
  });

  router.get('/api/gamification/challenges/:patientId', ...reads('assignments', 'exercises', 'completions', 'sessions', 'rewards'), async (req, res) => {
    res.json({ success: true, data: await queries.challenges(await whose(req), today()) });
  });

  // The patient has seen their new achievements: the NEW badges go.
  router.post('/api/gamification/achievements/:patientId/seen', requireRole('patient'), async (req, res) => {
    const patientId = await whose(req);
    const fresh = (await queries.achievements(patientId)).filter((a) => a.isNew).map((a) => a.id.slice(patientId.length + 1));
    const result = await handleCommand(store, streams.rewardsSeen(patientId), seenDecider, { type: 'MarkSeen', patientId, achievementIds: fresh }, commandMeta(req, ipSalt));
    sendCommandAnswer(res, patientId, result);
  });

  /**
   * The Demo Mode card (demo data only): records a simulated session, which the worker rewards like
   * any other, and answers what it earned once the reward is written.
   */
  router.post('/api/gamification/session', requireRole('patient'), async (req, res) => {
    if (!demo) throw notFound('Demo mode is off: sessions come from completing your exercises.');
    const { id = randomUUID(), totalExercises, completedExercises, totalMinutes } = parseBody(demoSession, req.body);
    const patientId = await patients.patientIdOf(req.user!);
    if (!patientId) throw notFound('Please complete your profile setup to access the rewards system.');
    // A simulated session stands for its own plan: its exercises and minutes size its challenges.
    const session = { patientId, date: today(), totalExercises, completedExercises, totalMinutes, plannedMinutes: totalMinutes, perfect: completedExercises === totalExercises, demo: true };
    const recorded = await handleCommand(store, streams.demoSession(id), demoSessionDecider, { type: 'SimulateSession', session }, commandMeta(req, ipSalt), { create: true, commandId: id });
    const [sessionEvent] = await store.readStream(streams.demoSession(id));
    const reward = await waitForReward(store, patientId, sessionEvent!.id);
    if (!reward) return res.status(202).json({ success: true, id, position: recorded.position, message: 'Your session was recorded; its points are on their way.' });
    const newAchievements = reward.newAchievements.flatMap((a) => {
      const found = achievementById(a);
      return found ? [{ id: `${patientId}:${a}`, isNew: true, achievement: { name: found.name, description: found.description, icon: found.icon, rarity: found.rarity, points: found.points } }] : [];
    });
    return res.status(recorded.repeated ? 200 : 201).json({ success: true, id, position: reward.position, data: { pointsEarned: reward.pointsEarned, newAchievements, levelUp: reward.levelUp, level: reward.level } });
  });

  // What the web shows for this server: the Demo Mode card only with demo data (DECISIONS.md).
  router.get('/api/portal/features', requireRole('patient', ...recordReaderRoles), (_req, res) => {
    res.json({ success: true, features: { demo } });
  });

  router.get('/api/portal/preferences', requireRole('patient'), models.readAfter('leaderboard'), async (req, res) => {
    const patientId = await patients.patientIdOf(req.user!);
    const doc = patientId ? await models.get<{ id: string; visibility: string }>('leaderboard', patientId) : null;
    res.json({ preferences: { leaderboard: doc?.visibility ?? 'name' } });
  });

  router.put('/api/portal/preferences', requireRole('patient'), async (req, res) => {
    const { leaderboard } = parseBody(preferences, req.body);
    const patientId = await patients.patientIdOf(req.user!);
    if (!patientId) throw notFound('Please complete your profile setup first.');
    const result = await handleCommand(store, streams.patient(patientId), patientDecider, { type: 'SetLeaderboardVisibility', visibility: leaderboard }, commandMeta(req, ipSalt));
    sendCommandAnswer(res, patientId, result, 200, 'Your leaderboard choice was saved.');
  });

  return router;
}

/** Waits (about 5 s at most) for the worker to have rewarded a session; its reward, or null. */
async function waitForReward(store: EventStore, patientId: string, sessionEventId: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 5; ; delay = Math.min(delay * 2, 100)) {
    const events = await store.readStream(streams.rewards(patientId));
    const rewarded = events.find((e) => e.type === 'SessionRewarded' && (e.data as { sessionEventId?: string }).sessionEventId === sessionEventId);
    if (rewarded) return { ...(rewarded.data as { pointsEarned: number; newAchievements: string[]; levelUp: boolean; level: number }), position: rewarded.position };
    if (Date.now() + delay > deadline) return null;
    await new Promise((r) => setTimeout(r, delay));
  }
}

