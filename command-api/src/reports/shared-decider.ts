import type { AccessDenialReason, EventData, EventOf } from '@pt/contracts';
import { alreadyExists, invalid, notFound, type Decider } from '@pt/contracts/core';

/** A shared report (the therapist's Generate Report dialog): stream `report-<id>`. */
export type SharedReportEvent = EventOf<'ReportShared' | 'ReportRevoked' | 'ReportAccessed' | 'ReportAccessDenied'>;

/** Who opens a link: a salted hash of the address, the browser, and the signed-in person if any. */
export interface Opener {
  ipHash: string;
  userAgent: string;
  accessorEmail: string | null;
  accessorName?: string;
}

/** What the therapist chose when sharing, as `ReportShared` holds it. */
export type SharedReportFacts = EventData<'ReportShared'>;

export type SharedReportState =
  | { status: 'none' }
  | (SharedReportFacts & {
      status: 'shared';
      accessCount: number;
      isActive: boolean;
      revokedAt: string | null;
      lastAccessedAt: string | null;
      createdAt: string;
    });

/**
 * How the password given with an opening compares with the report's hash. argon2 is asynchronous,
 * so the route verifies it before the command and the decider only reads the outcome.
 */
export type PasswordCheck = 'none-given' | 'correct' | 'wrong';

export type SharedReportCommand =
  | { type: 'ShareReport'; report: EventData<'ReportShared'> }
  | { type: 'RevokeReport'; revokedBy: string }
  /** `staff`: a signed-in therapist, admin or auditor (a preview): needs no password, is not counted, ignores the maximum. */
  | { type: 'OpenReport'; opener: Opener; password: PasswordCheck; staff: boolean };

/** Why an opening is refused now, or null: it may open. */
export function refusalOf(state: Extract<SharedReportState, { status: 'shared' }>, password: PasswordCheck, staff: boolean, now: Date): AccessDenialReason | null {
  if (!state.isActive) return 'revoked';
  if (state.expiresAt !== null && now.getTime() >= Date.parse(state.expiresAt)) return 'expired';
  if (staff) return null;
  if (state.maxAccess !== null && state.accessCount >= state.maxAccess) return 'limit-reached';
  if (state.passwordHash !== null && password === 'none-given') return 'password-required';
  if (state.passwordHash !== null && password !== 'correct') return 'wrong-password';
  return null;
}

export const sharedReportDecider: Decider<SharedReportState, SharedReportCommand, SharedReportEvent> = {
  events: ['ReportShared', 'ReportRevoked', 'ReportAccessed', 'ReportAccessDenied'],
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'ReportShared':
        return { ...event.data, status: 'shared', accessCount: 0, isActive: true, revokedAt: null, lastAccessedAt: null, createdAt: event.metadata.at };
      case 'ReportRevoked':
        return state.status === 'shared' ? { ...state, isActive: false, revokedAt: event.metadata.at } : state;
      case 'ReportAccessed':
        // A staff preview is logged, and neither counted nor 'last opened' (both describe the recipients' openings).
        return state.status === 'shared' && event.data.counted ? { ...state, accessCount: state.accessCount + 1, lastAccessedAt: event.metadata.at } : state;
      case 'ReportAccessDenied':
        return state;
    }
  },
  decide(command, state, now) {
    switch (command.type) {
      case 'ShareReport': {
        if (state.status !== 'none') throw alreadyExists('This report already exists.');
        const { expiresAt } = command.report;
        if (expiresAt !== null && Date.parse(expiresAt) <= now.getTime()) {
          throw invalid('Please check the highlighted fields.', { expiresAt: ['The expiry must be in the future'] });
        }
        return [{ type: 'ReportShared', data: command.report }];
      }
      case 'RevokeReport': {
        if (state.status === 'none') throw notFound('Report not found');
        // Turning off a link that is already off changes nothing.
        if (!state.isActive) return [];
        const { reportId, shareId, patientId } = state;
        return [{ type: 'ReportRevoked', data: { reportId, shareId, patientId, revokedBy: command.revokedBy } }];
      }
      case 'OpenReport': {
        if (state.status === 'none') throw notFound('This report may have expired or been removed.');
        const { reportId, shareId, patientId } = state;
        const opening = { reportId, kind: 'shared' as const, shareId, patientId, ...command.opener };
        const reason = refusalOf(state, command.password, command.staff, now);
        if (reason) return [{ type: 'ReportAccessDenied', data: { ...opening, reason } }];
        return [{ type: 'ReportAccessed', data: { ...opening, counted: !command.staff } }];
      }
    }
  },
};
