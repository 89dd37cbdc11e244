import type { RecordViews } from '../patients/record-views';
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  generateRecommendationsSchema,
  recordReaderRoles,
  reviewRecommendationSchema,
  staffRoles,
  streams,
  toRecommendation,
  type EventStore,
  type GeneratedRecommendationsCommandAnswer,
  type PatientRecord,
  type PendingRecommendationsAnswer,
  type PendingRecommendationsCount,
  type Recommendation,
  type RecommendationsAnswer,
  type ReviewedRecommendationAnswer,
} from '@pt/contracts';
import { fingerprintOf, forbidden, handleCommand, notFound } from '@pt/contracts/core';
import { commandMeta, ifMatch, parseBody, requireRole } from '../core/http';
import type { ReadModels } from '../core/read-models';
import type { PatientDirectory } from '../patients/directory';
import { patientOfRecommendation, recommendationDecider, type RecommendationState } from './decider';
import type { RecommendationInputs } from './inputs';

const byPatient = z.object({ patientId: z.uuid('Not a patient id').transform((id) => id.toLowerCase()) });
const readerParam = z.object({ patientId: z.union([z.literal('me'), z.uuid('Not a patient id').transform((id) => id.toLowerCase())]) });
const byRecommendation = z.object({
  recommendationId: z
    .string()
    .transform((id) => id.toLowerCase())
    .refine((id) => patientOfRecommendation(id) !== null, 'Not a recommendation id'),
});

export interface RecommendationRoutesDeps {
  store: EventStore;
  patients: PatientDirectory;
  models: ReadModels;
  inputs: RecommendationInputs;
  ipSalt: string;
  views: RecordViews;
}

/** A recommendation as the cards show it, from the patient's stream as a command left it. */
const asRecommendation = (patientId: string, r: RecommendationState, at: { revision: number; position: string }): Recommendation => ({
  ...toRecommendation(patientId, r, { model: r.aiModel, at: r.createdAt, ...at }),
  isAccepted: r.isAccepted,
  reviewedBy: r.reviewedBy,
  reviewedByName: r.reviewedByName,
  reviewDate: r.reviewDate,
  reviewNotes: r.reviewNotes,
});

/** Spec 001's recommendation calls: the engine proposes exercises for a patient, a therapist reviews each one. */
export function recommendationRoutes({ store, patients, models, inputs, ipSalt, views }: RecommendationRoutesDeps): Router {
  const router = Router();

  /** A patient reads their own recommendations (`me` or their id); staff and auditors read any patient's. */
  async function whose(req: Request): Promise<string> {
    const { patientId } = parseBody(readerParam, req.params);
    if (req.user!.role === 'patient') {
      const own = await patients.patientIdOf(req.user!);
      if (!own) throw notFound('Please complete your profile setup first.');
      if (patientId !== 'me' && patientId !== own) throw forbidden('You can see only your own recommendations.');
      return own;
    }
    if (patientId === 'me') throw notFound('Staff choose a patient.');
    if (!(await models.get<PatientRecord>('patients', patientId))) throw notFound('Patient not found');
    return patientId;
  }

  router.get('/api/recommendations/:patientId', requireRole('patient', ...recordReaderRoles), models.readAfter('recommendations'), async (req, res) => {
    const patientId = await whose(req);
    await views.viewed(req, patientId, 'recommendations');
    // A patient sees what their therapist approved: an unreviewed or rejected suggestion is not advice.
    const filter = req.user!.role === 'patient' ? { patientId, isAccepted: true } : { patientId };
    const recommendations = await models.find<Recommendation>('recommendations', filter, { sort: { createdAt: -1, recommendationScore: -1 }, limit: 500 });
    res.json({ recommendations } satisfies RecommendationsAnswer);
  });

  // Every patient's pending suggestions, whose reasoning names their conditions and latest pain: a
  // reading of each one's recommendations (ADR 28), logged before the answer as the patient's own
  // route logs it (once per reader, patient and hour: after the first, a lookup in memory).
  router.get('/api/admin/pending-recommendations', requireRole(...recordReaderRoles), models.readAfter('recommendations'), async (req, res) => {
    const recommendations = await models.find<Recommendation>('recommendations', { isAccepted: null }, { sort: { createdAt: -1, recommendationScore: -1 }, limit: 1000 });
    const patientIds = [...new Set(recommendations.map((r) => r.patientId))];
    await Promise.all(patientIds.map((patientId) => views.viewed(req, patientId, 'recommendations')));
    const records = await models.getMany<PatientRecord>('patients', patientIds);
    const patients = Object.fromEntries(records.map((p) => [p.id, { firstName: p.firstName, lastName: p.lastName }]));
    res.json({ recommendations, patients } satisfies PendingRecommendationsAnswer);
  });

  // How many wait for review, for the dashboard's tile: a number that says nothing of any patient, so
  // not a reading of anyone's record (the list above is; the tile once read it whole, logging a
  // reading of every patient with a pending suggestion at each visit of the dashboard).
  router.get('/api/admin/pending-recommendations/count', requireRole(...recordReaderRoles), models.readAfter('recommendations'), async (_req, res) => {
    res.json({ count: await models.countCached('recommendations', { isAccepted: null }) } satisfies PendingRecommendationsCount);
  });

  // The engine reads the library and pain from read models: `?after=` waits for them as a query does.
  router.post('/api/generate-recommendations/:patientId', requireRole(...staffRoles), models.readAfter('exercises', 'measurements', 'completions'), async (req, res) => {
    const { patientId } = parseBody(byPatient, req.params);
    const { id: generationId = randomUUID() } = parseBody(generateRecommendationsSchema, req.body);
    const meta = commandMeta(req, ipSalt);
    const context = await inputs(patientId, meta.now);
    if (!context) throw notFound('Patient not found');
    const result = await handleCommand(store, streams.recommendations(patientId), recommendationDecider, { type: 'GenerateRecommendations', patientId, generationId, context }, meta, {
      commandId: generationId,
      // The engine may answer differently by the time a retry arrives: the request itself is what is compared.
      fingerprint: fingerprintOf({ generateFor: patientId, by: req.user!.id }),
    });
    const made = [...result.state.recommendations.values()].filter((r) => r.generationId === generationId).sort((a, b) => b.score - a.score);
    const count = made.length;
    const answer: GeneratedRecommendationsCommandAnswer = {
      success: true,
      id: generationId,
      revision: result.revision,
      // Nothing appended: nothing to wait for.
      position: count === 0 ? null : result.position,
      message: count === 0 ? 'No new recommendations: nothing else in the library suits this patient now.' : `${count} recommendation${count === 1 ? '' : 's'} generated.`,
      count,
      recommendations: made.map((r) => asRecommendation(patientId, r, result)),
    };
    res.setHeader('ETag', `"${result.revision}"`);
    res.status(result.appended > 0 ? 201 : 200).json(answer);
  });

  router.post('/api/review-recommendation/:recommendationId', requireRole(...staffRoles), async (req, res) => {
    const { recommendationId } = parseBody(byRecommendation, req.params);
    // The spec's `reviewedBy` in the body is ignored: the reviewer is the signed-in user.
    const { isAccepted, reviewNotes = '' } = parseBody(reviewRecommendationSchema, req.body);
    const patientId = patientOfRecommendation(recommendationId)!;
    const result = await handleCommand(
      store,
      streams.recommendations(patientId),
      recommendationDecider,
      { type: 'ReviewRecommendation', patientId, recommendationId, isAccepted, reviewNotes, reviewedBy: req.user!.email, ...(req.user!.name && { reviewedByName: req.user!.name }) },
      commandMeta(req, ipSalt),
      { expectedRevision: ifMatch(req) },
    );
    const answer: ReviewedRecommendationAnswer = {
      success: true,
      id: recommendationId,
      revision: result.revision,
      position: result.position,
      message: 'Recommendation Reviewed',
      recommendation: asRecommendation(patientId, result.state.recommendations.get(recommendationId)!, result),
    };
    res.setHeader('ETag', `"${result.revision}"`);
    res.json(answer);
  });

  return router;
}
