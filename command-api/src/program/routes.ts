import type { RecordViews } from '../patients/record-views';
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  assignmentChangeSchema,
  assignmentSchema,
  clientIdSchema,
  completionSchema,
  dayIn,
  recordReaderRoles,
  staffRoles,
  type Assignment,
  type Completion,
  type Exercise,
  type PatientRecord,
} from '@pt/contracts';
import { alreadyExists, gone, notFound } from '@pt/contracts/core';
import { commandMeta, ifMatch, parseBody, requireRole, sendCommandAnswer } from '../core/http';
import type { ReadModels } from '../core/read-models';
import type { PatientDirectory } from '../patients/directory';
import { idAlreadyUsed } from './decider';
import type { ProgramQueries } from './queries';
import type { Programs } from './service';

const byPatient = z.object({ patientId: z.uuid('Not a patient id') });
const byAssignment = z.object({ assignmentId: z.uuid('Not an assignment id') });
const byId = z.object({ id: z.uuid('Not a patient id') });
const assignmentEnd = z.object({ status: z.literal('ended', { error: 'Status can only become ended' }) });
const completionBody = completionSchema.extend({ id: clientIdSchema.optional() });

export interface ProgramRoutesDeps {
  programs: Programs;
  queries: ProgramQueries;
  patients: PatientDirectory;
  models: ReadModels;
  ipSalt: string;
  views: RecordViews;
  timeZone: string;
}

/** Exercise programs: staff assign, change and end; patients see their day and record completions. */
export function programRoutes({ programs, queries, patients, models, ipSalt, timeZone, views }: ProgramRoutesDeps): Router {
  const router = Router();
  const today = () => dayIn(new Date(), timeZone);

  /** The signed-in patient's record id, or a 404 that sends them to profile setup. */
  async function ownPatient(req: Request): Promise<string> {
    const id = await patients.patientIdOf(req.user!);
    if (!id) throw notFound('Please complete your profile setup first.');
    return id;
  }

  /**
   * An id created before ids were claimed (ADR 34) has no claim: the read model still tells when
   * another patient holds it. (The claim is what makes an id unique; this only covers the old ones.)
   */
  async function notAnothersId(name: 'assignments' | 'completions', id: string, patientId: string) {
    const held = await models.get<Assignment | Completion>(name, id);
    if (held && held.patientId !== patientId) throw alreadyExists(idAlreadyUsed);
  }

  // ------------------------------------------------------------ staff

  router.post('/api/admin/assign-exercise', requireRole(...staffRoles), async (req, res) => {
    const { id = randomUUID(), patientId, exerciseId, ...schedule } = parseBody(assignmentSchema, req.body);
    if (!(await patients.record(patientId))) throw notFound('Patient not found');
    const exercise = await models.get<Exercise>('exercises', exerciseId);
    if (!exercise) throw notFound('No such exercise.');
    if (!exercise.isActive) throw gone('This exercise was deleted from the library.');
    await notAnothersId('assignments', id, patientId);
    const result = await programs.assign(patientId, id, exerciseId, schedule, commandMeta(req, ipSalt));
    sendCommandAnswer(res, id, result, 201, 'Exercise Assigned');
  });

  router.get('/api/admin/patient-exercises/:patientId', requireRole(...recordReaderRoles), models.readAfter('assignments', 'exercises'), async (req, res) => {
    const { patientId } = parseBody(byPatient, req.params);
    await views.viewed(req, patientId, 'program');
    const assignments = await queries.assignmentsOf(patientId);
    const exercises = await queries.withExercises(assignments);
    res.json({ assignments: assignments.map((a) => ({ ...a, exercise: exercises.get(a.exerciseId) ?? null })) });
  });

  router.patch('/api/admin/patient-exercises/:assignmentId', requireRole(...staffRoles), async (req, res) => {
    const { assignmentId } = parseBody(byAssignment, req.params);
    const assignment = await models.get<Assignment>('assignments', assignmentId);
    if (!assignment) throw notFound('No such assignment.');
    const expectedVersion = ifMatch(req);
    const meta = commandMeta(req, ipSalt);
    const result =
      (req.body as { status?: unknown } | undefined)?.status !== undefined
        ? (parseBody(assignmentEnd, req.body), await programs.end(assignment.patientId, assignmentId, meta, expectedVersion))
        : await programs.change(assignment.patientId, assignmentId, parseBody(assignmentChangeSchema, req.body), meta, expectedVersion);
    const version = result.state.assignments.get(assignmentId)!.version;
    res.setHeader('ETag', `"${version}"`);
    res.json({ success: true, id: assignmentId, revision: result.revision, version, position: result.position });
  });

  router.get('/api/patients/:id/activity', requireRole(...recordReaderRoles), models.readAfter('completions', 'sessions', 'assignments'), async (req, res) => {
    const { id } = parseBody(byId, req.params);
    if (!(await models.get<PatientRecord>('patients', id))) throw notFound('Patient not found');
    await views.viewed(req, id, 'activity');
    res.json(await queries.activity(id, today()));
  });

  // ------------------------------------------------------------ the patient's day

  router.get('/api/portal/my-exercises', requireRole('patient'), models.readAfter('assignments', 'completions', 'exercises'), async (req, res) => {
    const patientId = await ownPatient(req);
    res.json({ exercises: await queries.myExercises(patientId, today()) });
  });

  router.get('/api/portal/dashboard', requireRole('patient'), models.readAfter('assignments', 'completions', 'sessions'), async (req, res) => {
    const patientId = await ownPatient(req);
    res.json({ stats: await queries.dashboard(patientId, today()) });
  });

  router.post('/api/portal/my-exercises/:assignmentId/complete', requireRole('patient'), async (req, res) => {
    const { assignmentId } = parseBody(byAssignment, req.params);
    const { id = randomUUID(), ...input } = parseBody(completionBody, req.body);
    const patientId = await ownPatient(req);
    await notAnothersId('completions', id, patientId);
    const result = await programs.complete(patientId, assignmentId, id, input, commandMeta(req, ipSalt));
    const session = result.state.session && result.appended === 2;
    sendCommandAnswer(res, id, result, 201, session ? "That's everything for today. Session recorded!" : 'Exercise completed.');
  });

  return router;
}
