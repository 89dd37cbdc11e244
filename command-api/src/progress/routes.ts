import type { RecordViews } from '../patients/record-views';
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { dayIn, measurementScales, measurementSchema, measurementsListed, painReportSchema, recordReaderRoles, staffRoles, streams, type EventStore, type Measurement, type PatientRecord } from '@pt/contracts';
import { handleCommand, notFound } from '@pt/contracts/core';
import { commandMeta, parseBody, requireRole, sendCommandAnswer } from '../core/http';
import type { ReadModels } from '../core/read-models';
import type { PatientDirectory } from '../patients/directory';
import { measurementDecider } from './decider';

const byId = z.object({ id: z.uuid('Not a patient id') });

export interface ProgressRoutesDeps {
  store: EventStore;
  patients: PatientDirectory;
  models: ReadModels;
  ipSalt: string;
  views: RecordViews;
  timeZone: string;
}

/** Pain and mobility over time: staff record measurements; a patient reports today's pain. */
export function progressRoutes({ store, patients, models, ipSalt, timeZone, views }: ProgressRoutesDeps): Router {
  const router = Router();
  /** The newest `measurementsListed`, oldest first (read newest first: the oldest first once dropped the newest, and the chart stood still). */
  const measurementsOf = async (patientId: string) =>
    (await models.find<Measurement>('measurements', { patientId }, { sort: { measurementDate: -1, createdAt: -1 }, limit: measurementsListed })).reverse();

  async function record(req: Request, patientId: string, id: string, measurement: Omit<Measurement, 'id' | 'patientId' | 'measuredBy' | 'measuredByRole' | 'createdAt' | 'position'>) {
    return handleCommand(store, streams.measurement(id), measurementDecider, { type: 'RecordMeasurement', measurement: { patientId, ...measurement } }, commandMeta(req, ipSalt), { create: true, commandId: id });
  }

  router.get('/api/portal/progress', requireRole('patient'), models.readAfter('measurements'), async (req, res) => {
    const patientId = await patients.patientIdOf(req.user!);
    if (!patientId) throw notFound('Please complete your profile setup first.');
    res.json({ measurements: await measurementsOf(patientId) });
  });

  // A patient reports how much it hurts today, for example after a session.
  router.post('/api/portal/progress', requireRole('patient'), async (req, res) => {
    const { id = randomUUID(), value, notes } = parseBody(painReportSchema, req.body);
    const patientId = await patients.patientIdOf(req.user!);
    if (!patientId) throw notFound('Please complete your profile setup first.');
    const result = await record(req, patientId, id, { measurementType: 'pain', value, unit: measurementScales.pain.unit, bodyPart: '', notes, measurementDate: dayIn(new Date(), timeZone) });
    sendCommandAnswer(res, id, result, 201, 'Thank you. Your pain level was recorded.');
  });

  router.get('/api/patients/:id/progress', requireRole(...recordReaderRoles), models.readAfter('measurements'), async (req, res) => {
    const { id } = parseBody(byId, req.params);
    if (!(await models.get<PatientRecord>('patients', id))) throw notFound('Patient not found');
    await views.viewed(req, id, 'progress');
    res.json({ measurements: await measurementsOf(id) });
  });

  router.post('/api/patients/:id/progress', requireRole(...staffRoles), async (req, res) => {
    const { id: patientId } = parseBody(byId, req.params);
    const { id = randomUUID(), ...measurement } = parseBody(measurementSchema, req.body);
    if (!(await patients.record(patientId))) throw notFound('Patient not found');
    const result = await record(req, patientId, id, { ...measurement, unit: measurementScales[measurement.measurementType].unit });
    sendCommandAnswer(res, id, result, 201, 'Measurement recorded.');
  });

  return router;
}
