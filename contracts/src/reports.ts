import { z } from 'zod';
import { dayIn, isDay, latestDayOnEarth } from './calendar';
import type { CommandAnswer } from './answers';
import { clientIdSchema } from './requests';

/**
 * Reports (spec 001, DECISIONS.md "Reports"). Two kinds, each on its own stream:
 *
 * - a **shared report** (`report-<id>`): the therapist's Generate Report dialog; a link to a live view
 *   of the patient's program, measurements and tips over a date range (reading B,
 *   `GET /api/reports/shared/:shareId`), with an optional password (stored as an argon2id hash),
 *   expiry, maximum number of openings and an access log; the therapist can turn the link off;
 * - a **progress report** (`progressReport-<id>`): the staff form of /progress-reports; a fixed
 *   summary written by the therapist (reading A, `GET /api/shared-report/:shareId`), public or private.
 *
 * Every opening of a link, allowed or refused, is an event on the report's stream (`ReportAccessed`,
 * `ReportAccessDenied`), decided with optimistic concurrency, so two simultaneous openings never
 * exceed the maximum; the access log is their read model.
 */

export const reportTypes = ['progress', 'assessment', 'discharge'] as const;
export type ReportType = (typeof reportTypes)[number];
export const reportTypeLabels: Record<ReportType, string> = { progress: 'Progress Report', assessment: 'Assessment Report', discharge: 'Discharge Summary' };

/** The header that carries a shared report's password (the spec's `password` query parameter works too). */
export const reportPasswordHeader = 'x-report-password';

/** Texts of the report screens and answers (spec 001), worded once. */
/** Measurements a shared report holds at most: the newest in its range, and the earliest of each kind beside them. */
export const reportMeasurementsListed = 2000;

export const reportTexts = {
  created: 'Progress Report Created',
  createdDetail: 'The progress report has been successfully created.',
  createFailed: 'Failed to create progress report. Please try again.',
  reportCreated: 'Report Created',
  linkCopied: 'Link Copied',
  copied: 'Copied!',
  privateReport: 'This report is private',
  notFound: 'Report Not Found',
  notFoundDetail: 'This progress report is not available or has been made private.',
  invalidLink: 'Invalid Report Link',
  invalidLinkDetail: 'This link appears to be invalid or incomplete.',
  loading: 'Loading progress report...',
  passwordRequired: 'Password Required',
  passwordRequiredDetail: 'This report is password protected. Please enter the access password to continue.',
  passwordRequiredMessage: 'Password required',
  wrongPassword: 'The password is not correct.',
  notAvailable: 'Report Not Available',
  notAvailableDetail: 'This report may have expired or been removed.',
  expired: 'This report link has expired.',
  limitReached: 'This report has been opened the maximum number of times allowed.',
  revoked: 'This report link has been turned off by the practice.',
  shareFallback: "Copy this page's URL to share the report",
  noExpiration: 'No expiration',
  passwordProtected: 'Password protected',
} as const;

/** Why an opening was refused (the access log shows it). */
export const accessDenialReasons = ['password-required', 'wrong-password', 'expired', 'limit-reached', 'revoked', 'private'] as const;
export type AccessDenialReason = (typeof accessDenialReasons)[number];
/** 'password-required' is the first step of every opening of a protected link, not a failure: worded (and shown) neutrally. */
export const accessDenialLabels: Record<AccessDenialReason, string> = {
  'password-required': 'Password requested',
  'wrong-password': 'Wrong password',
  expired: 'Link expired',
  'limit-reached': 'Opening limit reached',
  revoked: 'Link turned off',
  private: 'Report private',
};

const day = (message: string) => z.string({ error: message }).trim().refine(isDay, message);
const notAfterToday = (message: string) => day(message).refine((d) => d <= latestDayOnEarth(), message);

// ---------------------------------------------------------------- shared reports (therapist's generator)

/**
 * `POST /api/portal/reports/create`. The spec's request, with the client's `id`. `expiresAt` is
 * `yyyy-MM-dd HH:mm:ss` (the practice's local time, as the spec sends it), an ISO instant, or null.
 */
export const reportRequestSchema = z
  .object({
    id: clientIdSchema.optional(),
    patientId: z.uuid('Please choose a patient').transform((id) => id.toLowerCase()),
    title: z.string({ error: 'Report title is required' }).trim().min(1, 'Report title is required').max(200, 'Report title must be at most 200 characters'),
    reportType: z.enum(reportTypes, { error: 'Choose progress, assessment or discharge' }).default('progress'),
    dateRange: z
      .object({
        start: notAfterToday('Please enter a start date, not after today'),
        end: notAfterToday('Please enter an end date, not after today'),
      }, { error: 'Please enter the start and end dates' })
      .refine((r) => r.start <= r.end, { message: 'The start date must be on or before the end date', path: ['start'] }),
    includeExercises: z.boolean().default(true),
    includeProgress: z.boolean().default(true),
    includeHealthTips: z.boolean().default(false),
    includeNotes: z.boolean().default(true),
    customNotes: z.string().trim().max(5000, 'Notes must be at most 5000 characters').default(''),
    expiresAt: z
      .union([z.string().trim(), z.null()])
      .default(null)
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(v), 'Please enter a valid expiry date'),
    maxAccess: z
      .union([z.number({ error: 'Enter a whole number of at least 1, or leave it empty' }).int('Enter a whole number of at least 1, or leave it empty').min(1, 'Enter a whole number of at least 1, or leave it empty').max(100_000, 'At most 100000'), z.null()])
      .default(null),
    requiresPassword: z.boolean().default(false),
    accessPassword: z.string().max(200, 'The password must be at most 200 characters').optional(),
  })
  .refine((r) => !r.requiresPassword || (r.accessPassword ?? '').length >= 4, { message: 'Please enter a password of at least 4 characters', path: ['accessPassword'] });
export type ReportRequestInput = z.input<typeof reportRequestSchema>;
export type ReportRequest = z.output<typeof reportRequestSchema>;

/** A shared report as staff see it (read model `reports`; never the password or its hash). */
export type SharedReport = {
  id: string;
  shareId: string;
  patientId: string;
  /** The creator's e-mail. */
  createdBy: string;
  /** The creator's name when the report was made, or null (made before staff had names): screens say it rather than the e-mail. */
  createdByName: string | null;
  title: string;
  reportType: ReportType;
  dateRange: { start: string; end: string };
  includeExercises: boolean;
  includeProgress: boolean;
  includeHealthTips: boolean;
  includeNotes: boolean;
  customNotes: string;
  /** ISO instant, or null: no expiration. */
  expiresAt: string | null;
  /** Allowed openings counted so far (recipients'; staff previews are not counted). */
  accessCount: number;
  /** null: unlimited. */
  maxAccess: number | null;
  requiresPassword: boolean;
  /** False once a therapist turned the link off. */
  isActive: boolean;
  revokedAt: string | null;
  /** The latest counted opening (a staff preview is not one). */
  lastAccessedAt: string | null;
  createdAt: string;
  /** The report stream's revision (for If-Match). */
  revision: number;
  position: string;
};

/**
 * A shared report as the live `report.changed` message carries it to every staff connection: without
 * the therapist's notes (health text). The notes are read with the patient's reports alone
 * (`GET /api/portal/reports/patient/:patientId`), a reading the access log records (ADR 28).
 */
export type SharedReportSummary = Omit<SharedReport, 'customNotes'>;

export function sharedReportSummaryOf(report: SharedReport): SharedReportSummary {
  const { customNotes: _notes, ...summary } = report;
  return summary;
}

export interface SharedReportsAnswer {
  reports: SharedReport[];
}
/** The answer of a create: the spec's `report` fields, and the whole report. */
export interface CreatedReportAnswer extends CommandAnswer {
  report: SharedReport;
}
/** The answer of turning a link off. */
export interface RevokedReportAnswer extends CommandAnswer {
  report: SharedReport;
}

/** Reading B's payload (`GET /api/reports/shared/:shareId` → `{ data }`). */
export interface SharedReportView {
  report: {
    title: string;
    dateRange: { start: string; end: string };
    reportType: ReportType;
    createdAt: string;
    /** Empty unless the therapist included notes. */
    customNotes: string;
    includeProgress: boolean;
    includeExercises: boolean;
    includeHealthTips: boolean;
  };
  patient: { firstName: string; lastName: string; dateOfBirth: string | null; primaryCondition: string | null };
  /** The active program (empty unless includeExercises). */
  exercises: { id: string; frequency: string; customInstructions: string; exercise: { name: string; category: string; description: string; duration: number; repetitions: string | number | null } }[];
  /**
   * Pain and mobility measurements within the date range, oldest first (empty unless includeProgress):
   * the newest `reportMeasurementsListed` and, when there are more, the earliest of each kind.
   */
  progress: { measurementDate: string; measurementType: 'pain' | 'mobility'; value: number }[];
  /** Tips for the patient (empty unless includeHealthTips). */
  healthTips: { id: string; title: string; category: string; content: string }[];
  practice: { name: string; phone: string };
}
export interface SharedReportViewAnswer {
  success: true;
  data: SharedReportView;
}
/** A refused opening: 401 with `passwordRequired` (no or wrong password), 410 expired/limit/off, 404 unknown. */
export interface ReportRefusal {
  success: false;
  message: string;
  reason?: AccessDenialReason;
  passwordRequired?: boolean;
}

// ---------------------------------------------------------------- progress reports (staff form)

const score = (label: string) =>
  z
    .union([z.number({ error: `${label} must be from 1 to 10` }).int(`${label} must be from 1 to 10`).min(1, `${label} must be from 1 to 10`).max(10, `${label} must be from 1 to 10`), z.null()])
    .default(null);
// A list left out, or not a list, says the same as an empty one (spec 001's messages).
const items = (required: string) =>
  z
    .array(z.string({ error: 'Each entry must be text' }).trim().max(500, 'Each entry must be at most 500 characters'), { error: required })
    .max(30, 'At most 30 entries')
    .transform((list) => list.filter(Boolean))
    .refine((list) => list.length > 0, required);

/** `POST /api/progress-reports` (spec 001: the staff progress report form), with the client's `id`. */
export const progressReportSchema = z.object({
  id: clientIdSchema.optional(),
  patientId: z.uuid('Patient is required').transform((id) => id.toLowerCase()),
  reportTitle: z.string({ error: 'Report title is required' }).trim().min(1, 'Report title is required').max(200, 'Report title must be at most 200 characters'),
  treatmentGoals: items('At least one treatment goal is required'),
  functionalImprovements: items('At least one improvement is required'),
  nextGoals: items('At least one next goal is required'),
  painLevel: score('Pain level'),
  mobilityScore: score('Mobility score'),
  strengthScore: score('Strength score'),
  balanceScore: score('Balance score'),
  sessionsCompleted: z.number({ error: 'Sessions completed must be 0 or more' }).int('Sessions completed must be 0 or more').min(0, 'Sessions completed must be 0 or more').max(1000, 'At most 1000').default(0),
  totalSessions: z.number({ error: 'Total sessions must be at least 1' }).int('Total sessions must be at least 1').min(1, 'Total sessions must be at least 1').max(1000, 'At most 1000').default(12),
  therapistNotes: z.string().trim().max(5000, 'Notes must be at most 5000 characters').default(''),
  reportDate: day('Please enter the report date')
    .refine((d) => d >= '1900-01-01', 'The report date cannot be before 1900-01-01')
    .refine((d) => d <= latestDayOnEarth(), 'The report date cannot be in the future')
    .default(() => dayIn(new Date())),
  isPublic: z.boolean().default(false),
});
export type ProgressReportInput = z.input<typeof progressReportSchema>;

/** `POST /api/progress-reports/:reportId/visibility`. */
export const reportVisibilitySchema = z.object({ isPublic: z.boolean({ error: 'Choose public or private' }) });

/** A progress report (read model `progress_reports`). */
export type ProgressReport = {
  id: string;
  shareId: string;
  patientId: string;
  createdBy: string;
  /** The creator's name when the report was made, or null. */
  createdByName: string | null;
  reportTitle: string;
  treatmentGoals: string[];
  functionalImprovements: string[];
  nextGoals: string[];
  painLevel: number | null;
  mobilityScore: number | null;
  strengthScore: number | null;
  balanceScore: number | null;
  sessionsCompleted: number;
  totalSessions: number;
  therapistNotes: string;
  reportDate: string;
  isPublic: boolean;
  accessCount: number;
  lastAccessedAt: string | null;
  createdAt: string;
  revision: number;
  position: string;
};

/**
 * A progress report as the live `progressReport.changed` message carries it to every staff connection:
 * its title, date, visibility and openings, without what it says of the patient's health (goals,
 * improvements, scores, sessions, notes). That is read with the patient's progress reports
 * (`GET /api/progress-reports/patient/:patientId`), a reading the access log records (ADR 28).
 */
export type ProgressReportSummary = Omit<
  ProgressReport,
  'treatmentGoals' | 'functionalImprovements' | 'nextGoals' | 'painLevel' | 'mobilityScore' | 'strengthScore' | 'balanceScore' | 'sessionsCompleted' | 'totalSessions' | 'therapistNotes'
>;

export function progressReportSummaryOf(report: ProgressReport): ProgressReportSummary {
  const {
    treatmentGoals: _goals,
    functionalImprovements: _improvements,
    nextGoals: _next,
    painLevel: _pain,
    mobilityScore: _mobility,
    strengthScore: _strength,
    balanceScore: _balance,
    sessionsCompleted: _done,
    totalSessions: _total,
    therapistNotes: _notes,
    ...summary
  } = report;
  return summary;
}

export interface ProgressReportsAnswer {
  reports: ProgressReport[];
}
export interface CreatedProgressReportAnswer extends CommandAnswer {
  report: ProgressReport;
}

/** Reading A's payload (`GET /api/shared-report/:shareId` → `{ report }`). */
export interface ProgressReportView {
  patient: { firstName: string; lastName: string };
  reportTitle: string;
  reportDate: string;
  /** The practice, as the report's provider. */
  providerName: string;
  sessionsCompleted: number;
  totalSessions: number;
  painLevel: number | null;
  mobilityScore: number | null;
  strengthScore: number | null;
  balanceScore: number | null;
  treatmentGoals: string[];
  functionalImprovements: string[];
  nextGoals: string[];
  therapistNotes: string;
}
export interface ProgressReportViewAnswer {
  success: true;
  report: ProgressReportView;
  /** Present when signed-in staff preview a private report: its link opens for nobody else yet. */
  privatePreview?: true;
}

// ---------------------------------------------------------------- both kinds

/** One opening of a link, allowed or refused (read model `report_access`). */
export type ReportAccess = {
  /** The event's id. */
  id: string;
  reportId: string;
  kind: 'shared' | 'progress';
  shareId: string;
  patientId: string;
  allowed: boolean;
  /** Counted against the report's openings: an allowed opening that is no staff preview. */
  counted: boolean;
  reason: AccessDenialReason | null;
  accessedAt: string;
  /** A salted hash of the address (never the address). */
  ipHash: string;
  userAgent: string;
  /** The signed-in person who opened it, if anyone was signed in. */
  accessorEmail: string | null;
  /** Their name then, when they were staff with a name: screens say it rather than the e-mail. */
  accessorName: string | null;
  position: string;
};
export interface ReportAccessAnswer {
  accesses: ReportAccess[];
}

/**
 * A report made about the signed-in patient, as they see it (`GET /api/portal/my-reports`): what was
 * shared, by whom, whether its link opens, how often it was opened. Never the link itself (it is the
 * therapist's to give) nor its password.
 */
export type ReportDisclosure = {
  id: string;
  kind: 'shared' | 'progress';
  title: string;
  /** A shared report's type; null for a progress report. */
  reportType: ReportType | null;
  createdBy: string;
  /** The creator's name when the report was made, or null (then the e-mail says who). */
  createdByName: string | null;
  createdAt: string;
  /** A shared report: not turned off. A progress report: public (a private one's link does not open). */
  isActive: boolean;
  expiresAt: string | null;
  accessCount: number;
  maxAccess: number | null;
  requiresPassword: boolean;
  lastAccessedAt: string | null;
};
export interface ReportDisclosuresAnswer {
  reports: ReportDisclosure[];
}
/** An opening of a link as the patient sees it: no hash of the address. */
export type PatientReportAccess = Omit<ReportAccess, 'ipHash'>;
export interface PatientReportAccessAnswer {
  accesses: PatientReportAccess[];
}

/** Whether a link opens now: turned off (or private) first, then expired, then its limit. */
export type LinkState = 'active' | 'off' | 'expired' | 'limit';
export const linkStateLabels: Record<LinkState, string> = { active: 'Active', off: 'Turned off', expired: 'Expired', limit: 'Limit reached' };
export function linkState(report: { isActive: boolean; expiresAt: string | null; accessCount: number; maxAccess: number | null }, now: Date = new Date()): LinkState {
  if (!report.isActive) return 'off';
  if (report.expiresAt !== null && Date.parse(report.expiresAt) <= now.getTime()) return 'expired';
  if (report.maxAccess !== null && report.accessCount >= report.maxAccess) return 'limit';
  return 'active';
}

/** '3 of 10 views', '1 view', '0 views'. */
export function accessText(accessCount: number, maxAccess: number | null): string {
  const unit = (maxAccess ?? accessCount) === 1 ? 'view' : 'views';
  return maxAccess === null ? `${accessCount} ${unit}` : `${accessCount} of ${maxAccess} ${unit}`;
}

/** Progress reports, and those of them shared (public: their link opens). */
export interface ProgressReportTally {
  created: number;
  shared: number;
}
/**
 * The counters of /progress-reports (DECISIONS.md: real counts), of what that page lists: its
 * patients and their progress reports. The patient dialog's report links are counted in its Reports tab.
 */
export interface ReportCounts {
  totalPatients: number;
  /** Progress reports of every patient. */
  reportsCreated: number;
  /** Public progress reports (their link opens). */
  sharedReports: number;
  /** The same two counts for each patient who has a progress report (the patients' cards). */
  byPatient: Record<string, ProgressReportTally>;
}

/** The link of a report on this site. */
export const sharedReportPath = (shareId: string) => `/shared-report/${shareId}`;
