import { randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import {
  intakeCommandSchema,
  intakePatientRecordSchema,
  intakeStatusChangeSchema,
  intakeStatuses,
  intakeSuccessMessage,
  intakeSummaryOf,
  recordReaderRoles,
  recordViewReaderRoles,
  recordViewsListed,
  staffRoles,
  streams,
  type EventStore,
  type Filter,
  type IntakeForm,
  type IntakeFormAnswer,
  type IntakeFormsAnswer,
  type RecordView,
  type RecordViewsAnswer,
} from '@pt/contracts';
import { fingerprintOf, handleCommand, notFound } from '@pt/contracts/core';
import { commandMeta, ifMatch, parseBody, requireRole, sendCommandAnswer } from '../core/http';
import type { ReadModels } from '../core/read-models';
import type { PatientDirectory } from '../patients/directory';
import type { RecordViews } from '../patients/record-views';
import { intakeDecider } from './decider';
import { pageCursor } from '../core/page-cursor';
import { linkPatientRecord } from './patient-record';

const formId = z.object({ id: z.uuid('Not an intake form id') });
/** Where a page of the list ended: the last form's `(submittedAt, id)`, the order of the list. */
const intakeCursor = pageCursor(['submittedAt', 'id'] as const, z.object({ submittedAt: z.iso.datetime(), id: z.uuid() }));
const listQuery = z.object({
  status: z.enum(intakeStatuses, { error: 'Status must be pending, reviewed or completed' }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
  /** The `nextCursor` of the page before: the forms sent before it. */
  before: intakeCursor.schema.optional(),
});

export interface IntakeRoutesDeps {
  store: EventStore;
  models: ReadModels;
  patients: PatientDirectory;
  ipSalt: string;
  timeZone: string;
  /** The per-address limit of anonymous writes. */
  publicWrites: RequestHandler;
  /** The access log: each reading of a form is an entry (ADR 29). */
  views: RecordViews;
}

/**
 * Intake forms: a new patient sends one (public); staff read them (therapists, admins, and
 * auditors, who never write), change their status and join them to a patient record.
 */
export function intakeRoutes({ store, models, patients, ipSalt, timeZone, publicWrites, views }: IntakeRoutesDeps): Router {
  const router = Router();

  router.post('/api/intake/forms', publicWrites, async (req, res) => {
    const { id = randomUUID(), form } = parseBody(intakeCommandSchema, req.body);
    const patientId = await patients.idForEmail(form.patientEmail);
    const by = req.user ? `user:${req.user.id}` : 'anonymous';
    const result = await handleCommand(store, streams.intake(id), intakeDecider, { type: 'SubmitIntakeForm', form, patientId }, commandMeta(req, ipSalt), {
      create: true,
      commandId: id,
      // The form is the content: a retry is the same request even if a patient record appeared meanwhile.
      fingerprint: fingerprintOf({ command: 'SubmitIntakeForm', form, by }),
    });
    sendCommandAnswer(res, id, result, 201, intakeSuccessMessage);
  });

  // Newest first, a page at a time: `nextCursor` reads on from the last form (indexed, however many there are).
  // The counters are always those of every form, whatever the page or the status asked for.
  router.get('/api/intake/forms', requireRole(...recordReaderRoles), models.readAfter('intake_forms'), async (req, res) => {
    const { status, limit, before } = parseBody(listQuery, req.query);
    // The `$lte` adds nothing to the `$or` but a bound on the index's first column: the read store seeks
    // to the cursor instead of reading every newer form first.
    const older = before ? intakeCursor.olderThan(before) : {};
    const count = (filter: Filter) => models.count('intake_forms', filter);
    const [page, pending, reviewed, completed, total] = await Promise.all([
      // One more than asked for: whether there is a next page.
      models.find<IntakeForm>('intake_forms', { ...(status ? { status } : {}), ...older }, { sort: { submittedAt: -1, id: -1 }, limit: limit + 1 }),
      count({ status: 'pending' }),
      count({ status: 'reviewed' }),
      count({ status: 'completed' }),
      count({}),
    ]);
    const forms = page.slice(0, limit);
    const nextCursor = page.length > limit ? intakeCursor.encode(forms.at(-1)!) : null;
    // The list names the forms; their health answers are read one form at a time, each reading logged (ADR 29).
    const answer: IntakeFormsAnswer = { forms: forms.map(intakeSummaryOf), counts: { pending, reviewed, completed, total }, nextCursor };
    res.json(answer);
  });

  router.get('/api/intake/forms/:id', requireRole(...recordReaderRoles), models.readAfter('intake_forms'), async (req, res) => {
    const { id } = parseBody(formId, req.params);
    const form = await models.get<IntakeForm>('intake_forms', id);
    if (!form) throw notFound('Intake form not found');
    await views.formViewed(req, form);
    res.json({ form } satisfies IntakeFormAnswer);
  });

  // The form's access log, newest first: for admins and auditors, as a record's (ADR 28).
  router.get('/api/intake/forms/:id/views', requireRole(...recordViewReaderRoles), models.readAfter('intake_forms', 'record_views'), async (req, res) => {
    const { id } = parseBody(formId, req.params);
    if (!(await models.get<IntakeForm>('intake_forms', id))) throw notFound('Intake form not found');
    const entries = await models.find<RecordView>('record_views', { formId: id }, { sort: { viewedAt: -1, id: -1 }, limit: recordViewsListed });
    res.json({ views: entries } satisfies RecordViewsAnswer);
  });

  router.patch('/api/intake/forms/:id/status', requireRole(...staffRoles), async (req, res) => {
    const { id } = parseBody(formId, req.params);
    const { status } = parseBody(intakeStatusChangeSchema, req.body);
    const expectedRevision = ifMatch(req);
    const result = await handleCommand(store, streams.intake(id), intakeDecider, { type: 'ChangeIntakeStatus', status }, commandMeta(req, ipSalt), { expectedRevision });
    sendCommandAnswer(res, id, result);
  });

  // Staff confirm the patient: the record with the form's e-mail, or a new one made from the form.
  router.post('/api/intake/forms/:id/patient-record', requireRole(...staffRoles), async (req, res) => {
    const { id } = parseBody(formId, req.params);
    const { id: recordId = randomUUID() } = parseBody(intakePatientRecordSchema, req.body);
    const linked = await linkPatientRecord(store, patients, streams.intake(id), recordId, commandMeta(req, ipSalt), timeZone);
    const { result, patientId, createdRecord, fullName } = linked;
    res.setHeader('ETag', `"${result.revision}"`);
    res.status(createdRecord && result.appended > 0 ? 201 : 200).json({
      success: true,
      id,
      patientId,
      revision: result.revision,
      position: result.position,
      message: createdRecord ? `A patient record was created for ${fullName}.` : `The form now belongs to the patient record of ${fullName}.`,
    });
  });

  return router;
}
