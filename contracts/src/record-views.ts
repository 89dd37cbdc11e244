import { storedRecordParts } from './events';
import type { Role } from './roles';

export type RecordPart = (typeof storedRecordParts)[number];

/** What each part of a record is called on the access log's screen. */
export const recordPartLabels: Record<RecordPart, string> = {
  record: 'Patient record',
  program: 'Exercise program',
  activity: 'Exercise activity',
  progress: 'Pain and mobility',
  rewards: 'Rewards',
  reports: 'Reports',
  recommendations: 'Recommendations',
};

/**
 * Who may read a record's access log: admins (who answer for the practice's privacy) and auditors.
 * Therapists read records; they do not read who else did.
 */
export const recordViewReaderRoles: readonly Role[] = ['admin', 'auditor'];

/** Entries of a record's access log an answer holds at most (newest first). */
export const recordViewsListed = 500;

/** One entry of a record's access log: a reader opened a part of the record (first time that hour). */
export type RecordView = {
  id: string;
  patientId: string;
  part: RecordPart;
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
