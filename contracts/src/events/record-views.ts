import { z } from 'zod';

/**
 * The parts of a patient's record a staff member or auditor can open, each a separate entry of the
 * record's access log.
 */
export const storedRecordParts = ['record', 'program', 'activity', 'progress', 'rewards', 'reports', 'recommendations', 'messages'] as const;

/**
 * Staff and auditors' readings of a patient's record (the access log): at most one event per
 * reader, part of the record and hour, on `recordViews-<patientId>_<day>` (the practice's day). The
 * reader is the event's actor, named here as their account was then; `hour` (UTC, `YYYY-MM-DDTHH`)
 * is what makes a reading of the same part by the same person within the hour the same entry.
 */
export const recordViewEvents = {
  PatientRecordViewed: {
    version: 1,
    data: z.object({
      patientId: z.string(),
      part: z.enum(storedRecordParts),
      viewerId: z.string(),
      viewerEmail: z.string(),
      viewerName: z.string().nullable(),
      hour: z.string(),
    }),
  },
  /**
   * A reading of an intake form by staff or an auditor (ADR 29): at most one per reader and hour, on
   * `intakeFormViews-<formId>_<day>`. `patientId` is the patient record the form belonged to then
   * (null before one is linked): the reading shows in that record's access log too.
   */
  IntakeFormViewed: {
    version: 1,
    data: z.object({
      formId: z.string(),
      patientId: z.string().nullable(),
      viewerId: z.string(),
      viewerEmail: z.string(),
      viewerName: z.string().nullable(),
      hour: z.string(),
    }),
  },
  /**
   * An auditor's reading of the event history (ADR 18), which holds every patient's health data: at
   * most one per reader and hour, on `historyViews-<day>` (the practice's day), whatever pages,
   * filters and events' documents they read within it.
   */
  EventHistoryViewed: {
    version: 1,
    data: z.object({
      viewerId: z.string(),
      viewerEmail: z.string(),
      viewerName: z.string().nullable(),
      hour: z.string(),
    }),
  },
} as const;
