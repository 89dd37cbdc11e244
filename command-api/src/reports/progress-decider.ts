import type { EventData, EventOf } from '@pt/contracts';
import { alreadyExists, notFound, type Decider } from '@pt/contracts/core';
import type { Opener } from './shared-decider';

/** A progress report (the staff form of /progress-reports): stream `progressReport-<id>`. */
export type ProgressReportEvent = EventOf<'ProgressReportCreated' | 'ProgressReportVisibilityChanged' | 'ReportAccessed' | 'ReportAccessDenied'>;

export type ProgressReportState =
  | { status: 'none' }
  | (EventData<'ProgressReportCreated'> & { status: 'written'; accessCount: number; lastAccessedAt: string | null; createdAt: string });

export type ProgressReportCommand =
  | { type: 'CreateProgressReport'; report: EventData<'ProgressReportCreated'> }
  | { type: 'SetVisibility'; isPublic: boolean; changedBy: string }
  /** `staff`: a signed-in therapist, admin or auditor (a preview, private reports too): logged, not counted. */
  | { type: 'OpenProgressReport'; opener: Opener; staff: boolean };

export const progressReportDecider: Decider<ProgressReportState, ProgressReportCommand, ProgressReportEvent> = {
  events: ['ProgressReportCreated', 'ProgressReportVisibilityChanged', 'ReportAccessed', 'ReportAccessDenied'],
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'ProgressReportCreated':
        return { ...event.data, status: 'written', accessCount: 0, lastAccessedAt: null, createdAt: event.metadata.at };
      case 'ProgressReportVisibilityChanged':
        return state.status === 'written' ? { ...state, isPublic: event.data.isPublic } : state;
      case 'ReportAccessed':
        // A staff preview is logged, and neither counted nor 'last opened' (both describe the recipients' openings).
        return state.status === 'written' && event.data.counted ? { ...state, accessCount: state.accessCount + 1, lastAccessedAt: event.metadata.at } : state;
      case 'ReportAccessDenied':
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateProgressReport':
        if (state.status !== 'none') throw alreadyExists('This progress report already exists.');
        return [{ type: 'ProgressReportCreated', data: command.report }];
      case 'SetVisibility': {
        if (state.status === 'none') throw notFound('Progress report not found');
        if (state.isPublic === command.isPublic) return [];
        const { reportId, shareId, patientId } = state;
        return [{ type: 'ProgressReportVisibilityChanged', data: { reportId, shareId, patientId, isPublic: command.isPublic, changedBy: command.changedBy } }];
      }
      case 'OpenProgressReport': {
        if (state.status === 'none') throw notFound('This progress report is not available or has been made private.');
        const { reportId, shareId, patientId } = state;
        const opening = { reportId, kind: 'progress' as const, shareId, patientId, ...command.opener };
        // Staff preview a private report before making it public; anyone else is refused.
        if (!state.isPublic && !command.staff) return [{ type: 'ReportAccessDenied', data: { ...opening, reason: 'private' } }];
        return [{ type: 'ReportAccessed', data: { ...opening, counted: !command.staff } }];
      }
    }
  },
};
