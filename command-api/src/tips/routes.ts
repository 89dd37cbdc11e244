import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { dayIn, healthTipSchema, newHealthTipSchema, recordReaderRoles, staffRoles, streams, type EventStore, type HealthTip, type PatientRecord } from '@pt/contracts';
import { handleCommand } from '@pt/contracts/core';
import { commandMeta, ifMatch, parseBody, requireRole, sendCommandAnswer } from '../core/http';
import type { ReadModels } from '../core/read-models';
import type { PatientDirectory } from '../patients/directory';
import { tipDecider } from './decider';

const tipId = z.object({ id: z.uuid('Not a tip id') });
const normalize = (condition: string) => condition.trim().toLowerCase();

/** Whether a tip speaks to one of the patient's conditions (either names the other, ignoring case). */
export function matchesConditions(tip: Pick<HealthTip, 'targetConditions'>, conditions: readonly string[]): boolean {
  const mine = conditions.map(normalize).filter(Boolean);
  return tip.targetConditions.map(normalize).some((target) => mine.some((c) => c.includes(target) || target.includes(c)));
}

export function tipRoutes({ store, patients, models, ipSalt, timeZone }: { store: EventStore; patients: PatientDirectory; models: ReadModels; ipSalt: string; timeZone: string }): Router {
  const router = Router();

  // Published tips (publish date reached, not withdrawn), those about the patient's conditions first.
  router.get('/api/portal/health-tips', requireRole('patient', ...recordReaderRoles), models.readAfter('health_tips'), async (req, res) => {
    const today = dayIn(new Date(), timeZone);
    const tips = await models.find<HealthTip>('health_tips', { isActive: true, publishDate: { $lte: today } }, { sort: { publishDate: -1, createdAt: -1 }, limit: 200 });
    const patientId = await patients.patientIdOf(req.user!);
    const patient = patientId ? await models.get<PatientRecord>('patients', patientId) : null;
    const conditions = [...(patient?.profile?.currentConditions ?? []), patient?.primaryCondition ?? ''];
    const matched = tips.filter((t) => matchesConditions(t, conditions));
    res.json({ tips: [...matched, ...tips.filter((t) => !matched.includes(t))].map((t) => ({ ...t, forYou: matched.includes(t) })) });
  });

  router.get('/api/health-tips', requireRole(...recordReaderRoles), models.readAfter('health_tips'), async (_req, res) => {
    res.json({ tips: await models.find<HealthTip>('health_tips', {}, { sort: { publishDate: -1, createdAt: -1 }, limit: 1000 }) });
  });

  router.post('/api/health-tips', requireRole(...staffRoles), async (req, res) => {
    const { id = randomUUID(), ...fields } = parseBody(newHealthTipSchema, req.body);
    const result = await handleCommand(store, streams.tip(id), tipDecider, { type: 'WriteTip', fields }, commandMeta(req, ipSalt), { create: true, commandId: id });
    sendCommandAnswer(res, id, result, 201, 'Tip published.');
  });

  router.put('/api/health-tips/:id', requireRole(...staffRoles), async (req, res) => {
    const { id } = parseBody(tipId, req.params);
    const fields = parseBody(healthTipSchema, req.body);
    const result = await handleCommand(store, streams.tip(id), tipDecider, { type: 'UpdateTip', fields }, commandMeta(req, ipSalt), { expectedRevision: ifMatch(req) });
    sendCommandAnswer(res, id, result, 200, 'Tip updated.');
  });

  router.delete('/api/health-tips/:id', requireRole(...staffRoles), async (req, res) => {
    const { id } = parseBody(tipId, req.params);
    const result = await handleCommand(store, streams.tip(id), tipDecider, { type: 'WithdrawTip' }, commandMeta(req, ipSalt), { expectedRevision: ifMatch(req) });
    sendCommandAnswer(res, id, result, 200, 'Tip withdrawn.');
  });

  return router;
}
