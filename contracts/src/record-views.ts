import { storedRecordParts } from './events';
import type { Role } from './roles';

export type RecordPart = (typeof storedRecordParts)[number];

/** What an entry of an access log was a reading of: a part of a patient's record, or an intake form (ADR 29). */
export type ReadPart = RecordPart | 'intake';

/** What each part of a record is called on the access log's screen. */
export const recordPartLabels: Record<ReadPart, string> = {
  intake: 'Intake form',
  record: 'Patient record',
  program: 'Exercise program',
  activity: 'Exercise activity',
  progress: 'Pain and mobility',
  rewards: 'Rewards',
  reports: 'Reports',
  recommendations: 'Recommendations',
  messages: 'Messages',
};

/**
 * Who may read a record's access log: admins (who answer for the practice's privacy) and auditors.
 * Therapists read records; they do not read who else did.
 */
export const recordViewReaderRoles: readonly Role[] = ['admin', 'auditor'];

/** Entries of a record's access log an answer holds at most (newest first). */
export const recordViewsListed = 500;

/**
 * One entry of an access log: a reader opened a part of a patient's record, or an intake form (first
 * time that hour). An intake form's readings show in its own log, and in its patient's once linked.
 */
export type RecordView = {
  id: string;
  /** The patient whose record it was; for an intake form, the record it belonged to then (null: none yet). */
  patientId: string | null;
  /** The intake form read (part 'intake' only). */
  formId?: string;
  part: ReadPart;
  viewerId: string;
  viewerRole: Role | null;
  /** The reader as their account named them then: 'Name (e-mail)', or the e-mail. */
  viewerLabel: string;
  /** When (the event's moment): the first reading of that part by that person that hour. */
  viewedAt: string;
  position: string;
};

export interface RecordViewsAnswer {
  views: RecordView[];
}
