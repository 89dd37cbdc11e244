import type { RootState } from '../shared/redux';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { upsertNewer } from '../shared/live/positions';
import { reportBefore } from './report-link-view';
import { reportLinksApi } from './reportLinksEndpoints';

/**
 * A shared report created, turned off or opened: the cached list of its patient takes it at once,
 * unless the cached copy is already as new (a stale message).
 */
export const patchSharedReports: LiveHandler<'report.changed'> = (message, dispatch) => {
  const { report } = message.data;
  dispatch((dispatchAgain, getState: () => RootState) => {
    const cached = reportLinksApi.util.selectCachedArgsForQuery(getState(), 'sharedReports');
    if (!cached.includes(report.patientId)) return;
    dispatchAgain(
      reportLinksApi.util.updateQueryData('sharedReports', report.patientId, (draft) => {
        upsertNewer(draft, report, message.position, { before: reportBefore });
      }),
    );
  });
};

export function registerReportLinksLiveUpdates(): void {
  registerLiveHandler('report.changed', patchSharedReports);
  // What may have come while the connection was down (or before it first opened).
  invalidateOnReconnect(reportLinksApi.util.invalidateTags(['SharedReport']));
}
