import type { RootState } from '../redux';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../live/live-registry';
import { upsertNewer } from '../live/positions';
import { accessBefore } from './access-view';
import { reportAccessApi } from './accessEndpoints';

/** An opening of a link, allowed or refused: an open access log of that report shows it on top. */
export const patchReportAccess: LiveHandler<'reportAccess.recorded'> = (message, dispatch) => {
  const { access } = message.data;
  dispatch((dispatchAgain, getState: () => RootState) => {
    const cached = reportAccessApi.util.selectCachedArgsForQuery(getState(), 'reportAccess');
    if (!cached.includes(access.reportId)) return;
    dispatchAgain(
      reportAccessApi.util.updateQueryData('reportAccess', access.reportId, (draft) => {
        upsertNewer(draft, access, message.position, { before: accessBefore });
      }),
    );
  });
};

export function registerReportAccessLiveUpdates(): void {
  registerLiveHandler('reportAccess.recorded', patchReportAccess);
  // What may have come while the connection was down (or before it first opened).
  invalidateOnReconnect(reportAccessApi.util.invalidateTags(['ReportAccess']));
}
