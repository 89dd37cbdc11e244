import { z } from 'zod';
import { callbackTimes } from './callback-times';
import { inboxStatuses } from './requests';
import { roleSchema, type Role } from './roles';
import type { IntakeFormSummary } from './intake';
import type { Assignment, Completion, Exercise, ExerciseSession, HealthTip, Measurement, PatientListing } from './portal-queries';
import type { RecommendationSummary } from './recommendations';
import type { AchievementRecord } from './rewards';
import type { ProgressReportSummary, ReportAccess, SharedReportSummary } from './reports';
import type { RecordView } from './record-views';
import type { ConversationSummary } from './messages';

/** Answers of the queries and commands, shared by the API and the web client. */

/** `name`: a staff member's name, null until set (a patient's name is in their record, and null here). */
export const publicUserSchema = z.object({ id: z.string(), email: z.string(), role: roleSchema, name: z.string().nullable().optional() });
export type PublicUser = z.infer<typeof publicUserSchema>;

export interface AuthAnswer {
  success: true;
  user: PublicUser;
  token: string;
}

export const notificationStates = ['pending', 'sent', 'failed'] as const;

export const inboxItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['contact', 'callback']),
  status: z.enum(inboxStatuses),
  receivedAt: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().optional(),
  service: z.string().optional(),
  message: z.string().optional(),
  consent: z.boolean().optional(),
  reason: z.string().optional(),
  preferredTime: z.enum(callbackTimes).optional(),
  statusChangedAt: z.string().optional(),
  statusChangedBy: z.string().optional(),
  notification: z.enum(notificationStates),
  /** Where the notice went: an e-mail (smtp) or, with no mail server configured, the admins' outbox. */
  notificationChannel: z.enum(['smtp', 'outbox']).optional(),
  notificationAttempts: z.number(),
  /** The request stream's revision: send it back as `If-Match` to change the status. */
  revision: z.number(),
  position: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export type OutboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
  source: { stream: string; eventId: string; type: string };
  position: string;
};

/** `GET /api/admin/outbox`: a page of notices, newest first; `nextCursor` asks for the page after it (null: the oldest was reached). */
export type OutboxAnswer = {
  messages: OutboxMessage[];
  /** How many notices the outbox holds, on every page. */
  total: number;
  nextCursor: string | null;
};

/** A portal account as admins see it (no password hash). */
export type StaffAccount = {
  id: string;
  /** A staff member's name; null for patients and for staff accounts made before names (until set). */
  name: string | null;
  email: string;
  role: Role;
  active: boolean;
  createdAt: string;
  lastSignIn: string | null;
  /** Raised by every password change: tokens issued before it are refused (absent: 0). */
  sessionVersion?: number;
  revision: number;
  position: string;
};

/** Live messages (socket.io event `live`). */
export type LivePayload =
  | { type: 'inbox.changed'; position: string; data: { item: InboxItem } }
  | { type: 'intake.changed'; position: string; data: { form: IntakeFormSummary } }
  | { type: 'outbox.changed'; position: string; data: { message: OutboxMessage } }
  | { type: 'account.changed'; position: string; data: { account: StaffAccount } }
  | { type: 'patient.changed'; position: string; data: { patient: PatientListing } }
  | { type: 'exercise.changed'; position: string; data: { exercise: Exercise } }
  | { type: 'assignment.changed'; position: string; data: { assignment: Assignment } }
  | { type: 'completion.recorded'; position: string; data: { completion: Completion } }
  | { type: 'session.recorded'; position: string; data: { session: ExerciseSession } }
  | { type: 'measurement.recorded'; position: string; data: { measurement: Measurement } }
  | { type: 'tip.changed'; position: string; data: { tip: HealthTip } }
  // Without what the recommendation says of the patient's health (ADR 28): read with the patient's recommendations, logged.
  | { type: 'recommendation.changed'; position: string; data: { recommendation: RecommendationSummary } }
  // Reports without what they say of the patient's health (ADR 28): read with the patient's reports, logged.
  | { type: 'report.changed'; position: string; data: { report: SharedReportSummary } }
  | { type: 'progressReport.changed'; position: string; data: { report: ProgressReportSummary } }
  | { type: 'reportAccess.recorded'; position: string; data: { access: ReportAccess } }
  | { type: 'recordView.recorded'; position: string; data: { view: RecordView } }
  // What a session earned goes to the patient's own screens only; staff hear that a patient's rewards
  // changed, without them (ADR 28), and read them with the patient's rewards, logged.
  | {
      type: 'rewards.changed';
      position: string;
      data: { patientId: string; reward?: { sessionEventId: string; date: string; pointsEarned: number; levelUp: boolean; level: number; achievements: AchievementRecord[] } };
    }
  | { type: 'leaderboard.changed'; position: string; data: { weekStart: string } }
  | { type: 'conversation.changed'; position: string; data: { conversation: ConversationSummary } };

/**
 * The practice's two promises (spec 000 section 9), worded once for every page, answer and staff
 * notice: a message is answered within 2 hours in business hours, a callback comes within 24 hours.
 */
export const messageReplyPromise = 'within 2 hours during business hours';
export const callbackPromise = 'within 24 hours';
export const contactSuccessMessage = `Thank you for reaching out! We'll reply ${messageReplyPromise}.`;
export const callbackSuccessMessage = `We'll call you back ${callbackPromise}.`;
