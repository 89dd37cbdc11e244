import type { RecordViews } from '../patients/record-views';
import { randomUUID } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import {
  isDay,
  momentOn,
  progressReportSchema,
  recordReaderRoles,
  reportPasswordHeader,
  reportRequestSchema,
  reportTexts,
  reportVisibilitySchema,
  staffRoles,
  streams,
  type AccessDenialReason,
  type CreatedProgressReportAnswer,
  type CreatedReportAnswer,
  type EventStore,
  type DomainEvent,
  type NewEventOf,
  type ProgressReport,
  type ProgressReportsAnswer,
  type ProgressReportViewAnswer,
  type ReportAccess,
  type ReportAccessAnswer,
  type ReportCounts,
  type ReportDisclosure,
  type ReportDisclosuresAnswer,
  type PatientReportAccessAnswer,
  type ReportRefusal,
  type RevokedReportAnswer,
  type SharedReport,
  type SharedReportsAnswer,
  type SharedReportViewAnswer,
} from '@pt/contracts';
import { fingerprintOf, handleCommand, loadStream, notFound, type Decider } from '@pt/contracts/core';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { BadRequest, commandMeta, ifMatch, ipHash, parseBody, requireRole } from '../core/http';
import { wrongReportPassword } from '../core/limits';
import type { ReadModels } from '../core/read-models';
import type { PatientDirectory } from '../patients/directory';
import { progressReportDecider, type ProgressReportState } from './progress-decider';
import { refusalOf, sharedReportDecider, type Opener, type PasswordCheck, type SharedReportState } from './shared-decider';
import { asProgressReport, asSharedReport, progressReportView, sharedReportView } from './views';

const uuid = (message: string) => z.uuid(message).transform((id) => id.toLowerCase());
const byPatient = z.object({ patientId: uuid('Not a patient id') });
const byReport = z.object({ reportId: uuid('Not a report id') });
const byShare = z.object({ shareId: uuid('Not a report link') });

/** Attempts of an opening against concurrent openings of the same link (each is cheap: read, decide, append). */
const openingAttempts = 40;

export interface ReportRoutesDeps {
  store: EventStore;
  patients: PatientDirectory;
  models: ReadModels;
  ipSalt: string;
  views: RecordViews;
  timeZone: string;
  /** Openings per address; wrong passwords per address and link, and per link from every address. */
  limits: { reportOpenings: RequestHandler; reportPasswords: RequestHandler[] };
}

/**
 * `expiresAt` as the dialog sends it (`yyyy-MM-dd HH:mm[:ss]`, the practice's local time) or an ISO
 * instant with its offset, as an ISO instant; a 400 naming the field when it is no real moment.
 */
export function expiryInstant(value: string | null, timeZone: string): string | null {
  if (value === null) return null;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(value);
  const [, day = '', hour = '', minute = '', second = '0', , zone] = match ?? [];
  const invalidExpiry = () => new BadRequest({ success: false, message: 'Please check the highlighted fields.', errors: { expiresAt: ['Please enter a valid expiry date'] } });
  if (!match || !isDay(day) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) throw invalidExpiry();
  if (zone) {
    const t = Date.parse(value.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
    if (Number.isNaN(t)) throw invalidExpiry();
    return new Date(t).toISOString();
  }
  return new Date(momentOn(day, Number(hour), Number(minute), timeZone).getTime() + Number(second) * 1000).toISOString();
}

/** Who opens a link: the hashed address, the browser, the signed-in person if any. */
function openerOf(req: Request, ipSalt: string): Opener {
  return { ipHash: ipHash(req, ipSalt), userAgent: (req.get('user-agent') ?? '').slice(0, 300), accessorEmail: req.user?.email ?? null, ...(req.user?.name && { accessorName: req.user.name }) };
}
/** A signed-in therapist, admin or auditor (a preview from the staff screens): logged, never counted. */
const isStaff = (req: Request) => req.user !== undefined && recordReaderRoles.includes(req.user.role);

/** The password sent with an opening (header, or the spec's `?password=`), or null. */
function givenPassword(req: Request): string | null {
  const header = req.get(reportPasswordHeader);
  if (header) return header;
  const query = req.query.password;
  return typeof query === 'string' && query !== '' ? query : null;
}

/**
 * A decider that remembers what it decided last: the events the command handler appended (its last
 * attempt), so the route can answer an opening by what was recorded.
 */
function remembering<S, C, E extends DomainEvent>(decider: Decider<S, C, E>) {
  let decided: NewEventOf<E>[] = [];
  const wrapped: Decider<S, C, E> = { ...decider, decide: (command, state, now) => (decided = decider.decide(command, state, now)) };
  return { decider: wrapped, decided: () => decided };
}

const refusalStatus: Record<AccessDenialReason, number> = { 'password-required': 401, 'wrong-password': 401, expired: 410, 'limit-reached': 410, revoked: 410, private: 404 };
function refusal(reason: AccessDenialReason): ReportRefusal {
  switch (reason) {
    case 'password-required':
      return { success: false, passwordRequired: true, reason, message: reportTexts.passwordRequiredMessage };
    case 'wrong-password':
      return { success: false, passwordRequired: true, reason, message: reportTexts.wrongPassword };
    case 'expired':
      return { success: false, reason, message: reportTexts.expired };
    case 'limit-reached':
      return { success: false, reason, message: reportTexts.limitReached };
    case 'revoked':
      return { success: false, reason, message: reportTexts.revoked };
    case 'private':
      return { success: false, message: reportTexts.notFoundDetail };
  }
}
const sharedNotFound = (res: Response) => res.status(404).json({ success: false, message: reportTexts.notAvailableDetail } satisfies ReportRefusal);
const progressNotFound = (res: Response) => res.status(404).json({ success: false, message: reportTexts.notFoundDetail } satisfies ReportRefusal);

/** The creator's name as it is now, kept with the report (none before they have one). */
const author = (req: Request) => (req.user!.name ? { createdByName: req.user!.name } : {});

const sharedDisclosure = (r: SharedReport): ReportDisclosure => ({
  id: r.id,
  kind: 'shared',
  title: r.title,
  reportType: r.reportType,
  createdBy: r.createdBy,
  createdByName: r.createdByName ?? null,
  createdAt: r.createdAt,
  isActive: r.isActive,
  expiresAt: r.expiresAt,
  accessCount: r.accessCount,
  maxAccess: r.maxAccess,
  requiresPassword: r.requiresPassword,
  lastAccessedAt: r.lastAccessedAt,
});
const progressDisclosure = (r: ProgressReport): ReportDisclosure => ({
  id: r.id,
  kind: 'progress',
  title: r.reportTitle,
  reportType: null,
  createdBy: r.createdBy,
  createdByName: r.createdByName ?? null,
  createdAt: r.createdAt,
  isActive: r.isPublic,
  expiresAt: null,
  accessCount: r.accessCount,
  maxAccess: null,
  requiresPassword: false,
  lastAccessedAt: r.lastAccessedAt,
});

/** Spec 001's reports: shared reports (the Generate Report dialog, reading B) and progress reports (reading A). */
export function reportRoutes({ store, patients, models, ipSalt, timeZone, limits, views }: ReportRoutesDeps): Router {
  const router = Router();

  async function existingPatient(patientId: string) {
    if (!(await patients.record(patientId))) throw notFound('Patient not found');
  }

  // ------------------------------------------------------------ shared reports (staff)

  // A create is named by the client's id; the share id and the password's hash are made here, once:
  // a retry answers the first result (from the stream), with the first share id.
  router.post('/api/portal/reports/create', requireRole(...staffRoles), async (req, res) => {
    const { id = randomUUID(), accessPassword, ...request } = parseBody(reportRequestSchema, req.body);
    const expiresAt = expiryInstant(request.expiresAt, timeZone);
    await existingPatient(request.patientId);
    const passwordHash = request.requiresPassword ? await hashPassword(accessPassword ?? '') : null;
    const { requiresPassword: _requires, ...fields } = request;
    const report = { reportId: id, shareId: randomUUID(), createdBy: req.user!.email, ...author(req), ...fields, expiresAt, passwordHash };
    const result = await handleCommand(store, streams.report(id), sharedReportDecider, { type: 'ShareReport', report }, commandMeta(req, ipSalt), {
      create: true,
      commandId: id,
      // The share id and the hash differ on every attempt, and the password is never part of a fingerprint.
      fingerprint: fingerprintOf({ shareReport: { ...request, expiresAt }, by: req.user!.id }),
    });
    const state = result.state as Extract<SharedReportState, { status: 'shared' }>;
    const answer: CreatedReportAnswer = { success: true, id, revision: result.revision, position: result.position, message: reportTexts.reportCreated, report: asSharedReport(state, result) };
    res.setHeader('ETag', `"${result.revision}"`);
    res.status(result.repeated ? 200 : 201).json(answer);
  });

  router.get('/api/portal/reports/patient/:patientId', requireRole(...recordReaderRoles), models.readAfter('reports'), async (req, res) => {
    const { patientId } = parseBody(byPatient, req.params);
    await views.viewed(req, patientId, 'reports');
    const reports = await models.find<SharedReport>('reports', { patientId }, { sort: { createdAt: -1 }, limit: 500 });
    res.json({ reports } satisfies SharedReportsAnswer);
  });

  router.get('/api/portal/reports/:reportId/access', requireRole(...recordReaderRoles), models.readAfter('report_access'), async (req, res) => {
    const { reportId } = parseBody(byReport, req.params);
    const accesses = await models.find<ReportAccess>('report_access', { reportId }, { sort: { accessedAt: -1 }, limit: 500 });
    res.json({ accesses } satisfies ReportAccessAnswer);
  });

  router.post('/api/portal/reports/:reportId/revoke', requireRole(...staffRoles), async (req, res) => {
    const { reportId } = parseBody(byReport, req.params);
    // As many attempts as an opening has: a link being opened hard (a leaked one) is when it must turn off.
    const result = await handleCommand(store, streams.report(reportId), sharedReportDecider, { type: 'RevokeReport', revokedBy: req.user!.email }, commandMeta(req, ipSalt), {
      expectedRevision: ifMatch(req),
      attempts: openingAttempts,
    });
    const state = result.state as Extract<SharedReportState, { status: 'shared' }>;
    const answer: RevokedReportAnswer = { success: true, id: reportId, revision: result.revision, position: result.position, message: 'Report link turned off', report: asSharedReport(state, result) };
    res.setHeader('ETag', `"${result.revision}"`);
    res.json(answer);
  });

  // ------------------------------------------------------------ the patient's own reports (an accounting of disclosures)

  // A patient sees the reports made about them, of both kinds, and every opening of their links: who
  // shared what, and who looked. Only their own: another patient's report is not found.
  router.get('/api/portal/my-reports', requireRole('patient'), models.readAfter('reports', 'progress_reports'), async (req, res) => {
    const patientId = await patients.patientIdOf(req.user!);
    if (!patientId) return res.json({ reports: [] } satisfies ReportDisclosuresAnswer);
    const [shared, written] = await Promise.all([
      models.find<SharedReport>('reports', { patientId }, { sort: { createdAt: -1 }, limit: 500 }),
      models.find<ProgressReport>('progress_reports', { patientId }, { sort: { createdAt: -1 }, limit: 500 }),
    ]);
    const reports: ReportDisclosure[] = [...shared.map(sharedDisclosure), ...written.map(progressDisclosure)];
    reports.sort((a, b) => (a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt)));
    res.json({ reports } satisfies ReportDisclosuresAnswer);
  });

  router.get('/api/portal/my-reports/:reportId/access', requireRole('patient'), models.readAfter('reports', 'progress_reports', 'report_access'), async (req, res) => {
    const { reportId } = parseBody(byReport, req.params);
    const patientId = await patients.patientIdOf(req.user!);
    const [own] = patientId
      ? [...(await models.find('reports', { id: reportId, patientId }, { limit: 1 })), ...(await models.find('progress_reports', { id: reportId, patientId }, { limit: 1 }))]
      : [];
    if (!own) throw notFound('Report not found');
    const accesses = await models.find<ReportAccess>('report_access', { reportId, patientId }, { sort: { accessedAt: -1 }, limit: 500 });
    res.json({ accesses: accesses.map(({ ipHash: _hash, ...access }) => access) } satisfies PatientReportAccessAnswer);
  });

  // ------------------------------------------------------------ reading B: a shared report's link (anyone)

  router.get('/api/reports/shared/:shareId', limits.reportOpenings, ...limits.reportPasswords, models.readAfter('reports'), async (req, res) => {
    const share = byShare.safeParse(req.params);
    const [found] = share.success ? await models.find<SharedReport>('reports', { shareId: share.data.shareId }, { limit: 1 }) : [];
    if (!found) return sharedNotFound(res);
    const stream = streams.report(found.id);
    const staff = isStaff(req);
    const now = new Date();
    // argon2 is asynchronous and slow: the password is verified before the command, and only when it could matter.
    const loaded = await loadStream(store, stream, sharedReportDecider);
    let password: PasswordCheck = 'none-given';
    const given = givenPassword(req);
    if (loaded.state.status === 'shared' && loaded.state.passwordHash !== null && given !== null && !staff && refusalOf(loaded.state, 'correct', staff, now) === null) {
      password = (await verifyPassword(loaded.state.passwordHash, given)) ? 'correct' : 'wrong';
    }
    const opening = remembering(sharedReportDecider);
    const meta = { ...commandMeta(req, ipSalt), now };
    const result = await handleCommand(store, stream, opening.decider, { type: 'OpenReport', opener: openerOf(req, ipSalt), password, staff }, meta, { attempts: openingAttempts });
    const [event] = opening.decided();
    if (event?.type === 'ReportAccessDenied') {
      if (event.data.reason === 'wrong-password') res.locals[wrongReportPassword] = true;
      return res.status(refusalStatus[event.data.reason]).json(refusal(event.data.reason));
    }
    const state = result.state as Extract<SharedReportState, { status: 'shared' }>;
    res.json({ success: true, data: await sharedReportView(models, state, timeZone, now) } satisfies SharedReportViewAnswer);
  });

  // ------------------------------------------------------------ progress reports (staff)

  router.post('/api/progress-reports', requireRole(...staffRoles), async (req, res) => {
    const { id = randomUUID(), ...fields } = parseBody(progressReportSchema, req.body);
    await existingPatient(fields.patientId);
    const report = { reportId: id, shareId: randomUUID(), createdBy: req.user!.email, ...author(req), ...fields };
    const result = await handleCommand(store, streams.progressReport(id), progressReportDecider, { type: 'CreateProgressReport', report }, commandMeta(req, ipSalt), {
      create: true,
      commandId: id,
      fingerprint: fingerprintOf({ progressReport: fields, by: req.user!.id }),
    });
    sendProgressReport(res, id, result, result.repeated ? 200 : 201, reportTexts.created);
  });

  // What /progress-reports lists, and only that: its patients and their progress reports (the patient
  // dialog's report links are counted where they are listed), in total and per patient.
  router.get('/api/progress-reports/counts', requireRole(...recordReaderRoles), models.readAfter('patients', 'progress_reports'), async (_req, res) => {
    const [totalPatients, reports] = await Promise.all([models.count('patients'), models.find<ProgressReport>('progress_reports', {}, { limit: 100_000 })]);
    const byPatient: ReportCounts['byPatient'] = {};
    for (const { patientId, isPublic } of reports) {
      const tally = (byPatient[patientId] ??= { created: 0, shared: 0 });
      tally.created += 1;
      if (isPublic) tally.shared += 1;
    }
    const sharedReports = reports.filter((r) => r.isPublic).length;
    res.json({ totalPatients, reportsCreated: reports.length, sharedReports, byPatient } satisfies ReportCounts);
  });

  router.get('/api/progress-reports/patient/:patientId', requireRole(...recordReaderRoles), models.readAfter('progress_reports'), async (req, res) => {
    const { patientId } = parseBody(byPatient, req.params);
    await views.viewed(req, patientId, 'reports');
    const reports = await models.find<ProgressReport>('progress_reports', { patientId }, { sort: { createdAt: -1 }, limit: 500 });
    res.json({ reports } satisfies ProgressReportsAnswer);
  });

  router.post('/api/progress-reports/:reportId/visibility', requireRole(...staffRoles), async (req, res) => {
    const { reportId } = parseBody(byReport, req.params);
    const { isPublic } = parseBody(reportVisibilitySchema, req.body);
    const result = await handleCommand(store, streams.progressReport(reportId), progressReportDecider, { type: 'SetVisibility', isPublic, changedBy: req.user!.email }, commandMeta(req, ipSalt), {
      expectedRevision: ifMatch(req),
      attempts: openingAttempts,
    });
    sendProgressReport(res, reportId, result, 200, isPublic ? 'The progress report is public.' : 'The progress report is private.');
  });

  // ------------------------------------------------------------ reading A: a progress report's link (anyone)

  router.get('/api/shared-report/:shareId', limits.reportOpenings, models.readAfter('progress_reports'), async (req, res) => {
    const share = byShare.safeParse(req.params);
    const [found] = share.success ? await models.find<ProgressReport>('progress_reports', { shareId: share.data.shareId }, { limit: 1 }) : [];
    if (!found) return progressNotFound(res);
    const opening = remembering(progressReportDecider);
    const result = await handleCommand(store, streams.progressReport(found.id), opening.decider, { type: 'OpenProgressReport', opener: openerOf(req, ipSalt), staff: isStaff(req) }, commandMeta(req, ipSalt), {
      attempts: openingAttempts,
    });
    const [event] = opening.decided();
    if (event?.type !== 'ReportAccessed') return progressNotFound(res);
    const state = result.state as Extract<ProgressReportState, { status: 'written' }>;
    const answer: ProgressReportViewAnswer = { success: true, report: await progressReportView(models, state) };
    // Only staff get this far with a private report (their preview): the page says nobody else can open it yet.
    if (!state.isPublic) answer.privatePreview = true;
    res.json(answer);
  });

  return router;
}

function sendProgressReport(res: Response, id: string, result: { state: ProgressReportState; revision: number; position: string }, status: number, message: string) {
  const state = result.state as Extract<ProgressReportState, { status: 'written' }>;
  const answer: CreatedProgressReportAnswer = { success: true, id, revision: result.revision, position: result.position, message, report: asProgressReport(state, result) };
  res.setHeader('ETag', `"${result.revision}"`);
  res.status(status).json(answer);
}
