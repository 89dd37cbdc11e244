import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { patientListingOf, patientRecordSchema, profileCommandSchema, recordReaderRoles, staffRoles, type PatientRecord } from '@pt/contracts';
import { notFound } from '@pt/contracts/core';
import { commandMeta, parseBody, requireRole, sendCommandAnswer } from '../core/http';
import { literal, type ReadModels } from '../core/read-models';
import type { RecordJoining } from '../auth/email-confirmation';
import { EmailNotConfirmed, type PatientDirectory } from './directory';
import type { RecordViews } from './record-views';

const patientId = z.object({ id: z.uuid('Not a patient id') });
const patientQuery = z.object({
  search: z.string().trim().max(100, 'Search at most 100 characters').optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});

export interface PatientRoutesDeps {
  patients: PatientDirectory;
  models: ReadModels;
  ipSalt: string;
  views: RecordViews;
  joining: RecordJoining;
}

/**
 * Patients as staff see them (list, search, one record, adding a record before an account
 * exists), and the signed-in patient's own profile (setup and Settings).
 */
export function patientRoutes({ patients, models, ipSalt, views, joining }: PatientRoutesDeps): Router {
  const router = Router();

  const list = async (query: unknown) => {
    const { search, limit } = parseBody(patientQuery, query);
    // Case-insensitive match on the full name (spec), and on the e-mail.
    const filter = search
      ? { $or: [{ fullName: { $regex: literal(search), $options: 'i' as const } }, { email: { $regex: literal(search), $options: 'i' as const } }] }
      : {};
    // The lists name the patients; each one's profile is read with the record alone, a reading logged (ADR 28).
    return (await models.find<PatientRecord>('patients', filter, { sort: { lastName: 1, firstName: 1 }, limit })).map(patientListingOf);
  };

  router.get('/api/admin/patients', requireRole(...recordReaderRoles), models.readAfter('patients'), async (req, res) => {
    res.json({ patients: await list(req.query) });
  });
  router.get('/api/patients', requireRole(...recordReaderRoles), models.readAfter('patients'), async (req, res) => {
    res.json({ patients: await list(req.query) });
  });

  // One patient as the lists name them, for the views that show who a patient is but not their record
  // (a progress report's or the rewards' heading): a list of one, not a reading of the record (ADR 28).
  router.get('/api/patients/:id/listing', requireRole(...recordReaderRoles), models.readAfter('patients'), async (req, res) => {
    const { id } = parseBody(patientId, req.params);
    const patient = await models.get<PatientRecord>('patients', id);
    if (!patient) throw notFound('Patient not found');
    res.json({ patient: patientListingOf(patient) });
  });

  router.get('/api/patients/:id', requireRole(...recordReaderRoles), models.readAfter('patients'), async (req, res) => {
    const { id } = parseBody(patientId, req.params);
    const patient = await models.get<PatientRecord>('patients', id);
    if (!patient) throw notFound('Patient not found');
    await views.viewed(req, id, 'record');
    res.json({ patient });
  });

  router.post('/api/admin/patients', requireRole(...staffRoles), async (req, res) => {
    const { id = randomUUID(), ...record } = parseBody(patientRecordSchema, req.body);
    const result = await patients.createRecord(id, record, commandMeta(req, ipSalt));
    sendCommandAnswer(res, id, result, 201, `${record.firstName} ${record.lastName} was added.`);
  });

  router.get('/api/portal/profile', requireRole('patient'), models.readAfter('patients'), async (req, res) => {
    const id = await patients.patientIdOf(req.user!);
    const patient = id ? await models.get<PatientRecord>('patients', id) : null;
    // No profile yet is a patient's first state, not an error: the answer says so (profile null) with
    // the record the account is joined to, if any (its name fills setup); the dashboard then shows
    // 'Setting up your profile...' (spec).
    return res.json({ profile: patient?.profile ?? null, patient: patient ?? null });
  });

  router.post('/api/portal/profile', requireRole('patient'), async (req, res) => {
    const { id = randomUUID(), ...profile } = parseBody(profileCommandSchema, req.body);
    const meta = commandMeta(req, ipSalt);
    let saved;
    try {
      saved = await patients.saveProfile(req.user!, profile, meta, id, await joining.confirmed(req.user!));
    } catch (error) {
      if (!(error instanceof EmailNotConfirmed)) throw error;
      // The practice has a record with this e-mail: it is joined once the e-mail is confirmed (ADR 33).
      await joining.askOnce(req.user!, meta);
      const confirmation = await joining.status(req.user!, meta.now);
      return res.status(409).json({
        success: false,
        message: `The practice already has a record for ${confirmation.email}. To keep it private, we sent a link to that address: open it to confirm the e-mail, and your record will appear in your portal.`,
        confirmation,
      });
    }
    // Spec 001: the call answers the created profile (as saved: trimmed, lists without empty entries).
    sendCommandAnswer(res, saved.patientId, saved.result, saved.created ? 201 : 200, saved.created ? 'Your profile has been set up successfully!' : 'Your profile was saved.', { profile });
  });

  return router;
}
