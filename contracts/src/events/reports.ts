import { z } from 'zod';

/**
 * Reports (spec 001): shared reports on `report-<id>`, progress reports on `progressReport-<id>`;
 * each opening of either kind's link is an event on the report's own stream.
 */
export const storedReportTypes = ['progress', 'assessment', 'discharge'] as const;
export const storedDenialReasons = ['password-required', 'wrong-password', 'expired', 'limit-reached', 'revoked', 'private'] as const;

/** Who opened a link: a salted hash of the address, the browser, and the signed-in person if any. */
const opener = {
  ipHash: z.string(),
  userAgent: z.string(),
  accessorEmail: z.string().nullable(),
  /** The signed-in staff member's name as it was then (absent: no name, or an opening from before names). */
  accessorName: z.string().optional(),
};

export const reportEvents = {
  ReportShared: {
    version: 1,
    data: z.object({
      reportId: z.string(),
      shareId: z.string(),
      patientId: z.string(),
      /** The creator's e-mail (the actor is in the metadata). */
      createdBy: z.string(),
      /** The creator's name as it was then (staff names came later: older reports have none). */
      createdByName: z.string().optional(),
      title: z.string(),
      reportType: z.enum(storedReportTypes),
      dateRange: z.object({ start: z.string(), end: z.string() }),
      includeExercises: z.boolean(),
      includeProgress: z.boolean(),
      includeHealthTips: z.boolean(),
      includeNotes: z.boolean(),
      customNotes: z.string(),
      /** ISO instant, or null. */
      expiresAt: z.string().nullable(),
      maxAccess: z.number().int().nullable(),
      /** argon2id hash of the access password, or null: no password. */
      passwordHash: z.string().nullable(),
    }),
  },
  ReportRevoked: {
    version: 1,
    data: z.object({ reportId: z.string(), shareId: z.string(), patientId: z.string(), revokedBy: z.string() }),
  },
  ProgressReportCreated: {
    version: 1,
    data: z.object({
      reportId: z.string(),
      shareId: z.string(),
      patientId: z.string(),
      createdBy: z.string(),
      /** The creator's name as it was then (staff names came later: older reports have none). */
      createdByName: z.string().optional(),
      reportTitle: z.string(),
      treatmentGoals: z.array(z.string()),
      functionalImprovements: z.array(z.string()),
      nextGoals: z.array(z.string()),
      painLevel: z.number().int().nullable(),
      mobilityScore: z.number().int().nullable(),
      strengthScore: z.number().int().nullable(),
      balanceScore: z.number().int().nullable(),
      sessionsCompleted: z.number().int(),
      totalSessions: z.number().int(),
      therapistNotes: z.string(),
      reportDate: z.string(),
      isPublic: z.boolean(),
    }),
  },
  ProgressReportVisibilityChanged: {
    version: 1,
    data: z.object({ reportId: z.string(), shareId: z.string(), patientId: z.string(), isPublic: z.boolean(), changedBy: z.string() }),
  },
  /** An allowed opening (shared reports count it against their maximum). */
  ReportAccessed: {
    version: 1,
    data: z.object({
      reportId: z.string(),
      kind: z.enum(['shared', 'progress']),
      shareId: z.string(),
      patientId: z.string(),
      ...opener,
      /** False for a signed-in staff member's opening (a therapist's preview): logged, not counted (ADR 20). */
      counted: z.boolean().default(true),
    }),
  },
  /** A refused opening, with why. */
  ReportAccessDenied: {
    version: 1,
    data: z.object({ reportId: z.string(), kind: z.enum(['shared', 'progress']), shareId: z.string(), patientId: z.string(), reason: z.enum(storedDenialReasons), ...opener }),
  },
} as const;
