import {
  dayIn,
  measurementTypes,
  practice,
  reportMeasurementsListed,
  type Exercise,
  type HealthTip,
  type Measurement,
  type PatientRecord,
  type ProgressReport,
  type ProgressReportView,
  type SharedReport,
  type SharedReportView,
} from '@pt/contracts';
import type { ReadModels } from '../core/read-models';
import { assignmentsFrom } from '../program/queries';
import { matchesConditions } from '../tips/routes';
import type { ProgressReportState } from './progress-decider';
import type { SharedReportState } from './shared-decider';

type At = { revision: number; position: string };
/** Tips a report shows at most (those about the patient's conditions first, as the patient sees them). */
const tipsInReport = 20;

/** A shared report as staff see it (never its password hash), from its stream as a command left it. */
export function asSharedReport(state: Extract<SharedReportState, { status: 'shared' }>, at: At): SharedReport {
  const { reportId, shareId, patientId, createdBy, createdByName, title, reportType, dateRange, includeExercises, includeProgress, includeHealthTips, includeNotes, customNotes, expiresAt, maxAccess } = state;
  return {
    id: reportId,
    shareId,
    patientId,
    createdBy,
    createdByName: createdByName ?? null,
    title,
    reportType,
    dateRange,
    includeExercises,
    includeProgress,
    includeHealthTips,
    includeNotes,
    customNotes,
    expiresAt,
    accessCount: state.accessCount,
    maxAccess,
    requiresPassword: state.passwordHash !== null,
    isActive: state.isActive,
    revokedAt: state.revokedAt,
    lastAccessedAt: state.lastAccessedAt,
    createdAt: state.createdAt,
    revision: at.revision,
    position: at.position,
  };
}

/** A progress report, from its stream as a command left it. */
export function asProgressReport(state: Extract<ProgressReportState, { status: 'written' }>, at: At): ProgressReport {
  const { status: _status, reportId, createdByName, ...fields } = state;
  return { id: reportId, ...fields, createdByName: createdByName ?? null, revision: at.revision, position: at.position };
}

/**
 * A shared report's measurements in its date range, oldest first: the newest `reportMeasurementsListed`
 * (the chart's last 7) and, when there are more, the earliest of each kind too (the summary's change
 * runs from the earliest to the latest).
 */
async function progressIn(models: ReadModels, patientId: string, range: { start: string; end: string }): Promise<SharedReportView['progress']> {
  const inRange = { patientId, measurementDate: { $gte: range.start, $lte: range.end } };
  const shown = (ms: Measurement[]) => ms.map(({ measurementDate, measurementType, value }) => ({ measurementDate, measurementType, value }));
  const newest = (await models.find<Measurement>('measurements', inRange, { sort: { measurementDate: -1, createdAt: -1 }, limit: reportMeasurementsListed })).reverse();
  if (newest.length < reportMeasurementsListed) return shown(newest);
  const earliest = await Promise.all(
    measurementTypes.map(async (type) => (await models.find<Measurement>('measurements', { ...inRange, measurementType: type }, { sort: { measurementDate: 1, createdAt: 1 }, limit: 1 }))[0]),
  );
  const kept = new Set(newest.map((m) => m.id));
  const dropped = earliest.filter((m): m is Measurement => m !== undefined && !kept.has(m.id));
  dropped.sort((a, b) => a.measurementDate.localeCompare(b.measurementDate) || a.createdAt.localeCompare(b.createdAt));
  return shown([...dropped, ...newest]);
}

/** Reading B: what an allowed opening of a shared report shows, read now (a live view over the date range). */
export async function sharedReportView(models: ReadModels, report: Extract<SharedReportState, { status: 'shared' }>, timeZone: string, now: Date): Promise<SharedReportView> {
  const today = dayIn(now, timeZone);
  const { patientId, dateRange } = report;
  const patient = await models.get<PatientRecord>('patients', patientId);
  const [exercises, progress, healthTips] = await Promise.all([
    report.includeExercises ? programOf(models, patientId, today) : [],
    report.includeProgress ? progressIn(models, patientId, dateRange) : [],
    report.includeHealthTips ? tipsFor(models, patient, today) : [],
  ]);
  return {
    report: {
      title: report.title,
      dateRange,
      reportType: report.reportType,
      createdAt: report.createdAt,
      customNotes: report.includeNotes ? report.customNotes : '',
      includeProgress: report.includeProgress,
      includeExercises: report.includeExercises,
      includeHealthTips: report.includeHealthTips,
    },
    patient: {
      firstName: patient?.firstName ?? '',
      lastName: patient?.lastName ?? '',
      dateOfBirth: patient?.dateOfBirth ?? null,
      primaryCondition: patient?.primaryCondition || null,
    },
    exercises,
    progress,
    healthTips,
    practice: { name: practice.name, phone: practice.phone },
  };
}

/** The patient's active program: what is assigned and not ended today, with its exercise. */
async function programOf(models: ReadModels, patientId: string, today: string): Promise<SharedReportView['exercises']> {
  const assignments = (await assignmentsFrom(models, patientId, today)).filter((a) => a.status === 'active');
  const exercises = new Map((await models.getMany<Exercise>('exercises', [...new Set(assignments.map((a) => a.exerciseId))])).map((e) => [e.id, e]));
  return assignments.flatMap((a) => {
    const e = exercises.get(a.exerciseId);
    if (!e) return [];
    return [{ id: a.id, frequency: a.frequency, customInstructions: a.customInstructions, exercise: { name: e.name, category: e.category, description: e.description, duration: e.duration, repetitions: e.repetitions || null } }];
  });
}

/** The published tips the patient sees in the portal, those about their conditions first. */
async function tipsFor(models: ReadModels, patient: PatientRecord | null, today: string): Promise<SharedReportView['healthTips']> {
  const tips = await models.find<HealthTip>('health_tips', { isActive: true, publishDate: { $lte: today } }, { sort: { publishDate: -1, createdAt: -1 }, limit: 200 });
  const conditions = [...(patient?.profile?.currentConditions ?? []), patient?.primaryCondition ?? ''];
  const matched = tips.filter((t) => matchesConditions(t, conditions));
  return [...matched, ...tips.filter((t) => !matched.includes(t))].slice(0, tipsInReport).map(({ id, title, category, content }) => ({ id, title, category, content }));
}

/** Reading A: a public progress report as its link shows it. */
export async function progressReportView(models: ReadModels, report: Extract<ProgressReportState, { status: 'written' }>): Promise<ProgressReportView> {
  const patient = await models.get<PatientRecord>('patients', report.patientId);
  return {
    patient: { firstName: patient?.firstName ?? '', lastName: patient?.lastName ?? '' },
    reportTitle: report.reportTitle,
    reportDate: report.reportDate,
    // The therapist who wrote it, by name; never their e-mail address: without a name, the practice.
    providerName: report.createdByName ? `${report.createdByName}, ${practice.name}` : practice.name,
    sessionsCompleted: report.sessionsCompleted,
    totalSessions: report.totalSessions,
    painLevel: report.painLevel,
    mobilityScore: report.mobilityScore,
    strengthScore: report.strengthScore,
    balanceScore: report.balanceScore,
    treatmentGoals: report.treatmentGoals,
    functionalImprovements: report.functionalImprovements,
    nextGoals: report.nextGoals,
    therapistNotes: report.therapistNotes,
  };
}
