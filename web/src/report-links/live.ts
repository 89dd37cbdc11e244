import type { RootState } from '../shared/redux';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { isAfter } from '../shared/live/positions';
import { readAgainIfOnItsWay } from '../shared/live/read-again';
import { reportLinksApi } from './reportLinksEndpoints';

/**
 * A shared report created, turned off or opened: the cached list of its patient takes it at once,
 * unless the cached copy is already as new (a stale message). The message carries the report without
 * the therapist's notes (ADR 28), so it moves what the list holds of a report it has; a report the list
 * does not have yet is read with the list again (a reading of the patient's reports, logged).
 */
export const patchSharedReports: LiveHandler<'report.changed'> = (message, dispatch) => {
  const { report } = message.data;
  dispatch((dispatchAgain, getState: () => RootState) => {
    const cached = reportLinksApi.util.selectCachedArgsForQuery(getState(), 'sharedReports');
    if (!cached.includes(report.patientId)) return;
    let unknown = false;
    dispatchAgain(
      reportLinksApi.util.updateQueryData('sharedReports', report.patientId, (draft) => {
        const held = draft.find((r) => r.id === report.id);
        if (!held) unknown = true;
        else if (isAfter(message.position, held.position)) Object.assign(held, report, { position: isAfter(message.position, report.position) ? message.position : report.position });
      }),
    );
    const readAgain = reportLinksApi.util.invalidateTags([{ type: 'SharedReport', id: report.patientId }]);
    if (unknown) dispatchAgain(readAgain);
    else readAgainIfOnItsWay(dispatchAgain, reportLinksApi.endpoints.sharedReports.select(report.patientId)(getState() as never), readAgain);
  });
};

export function registerReportLinksLiveUpdates(): void {
  registerLiveHandler('report.changed', patchSharedReports);
  // What may have come while the connection was down (or before it first opened).
  invalidateOnReconnect(reportLinksApi.util.invalidateTags(['SharedReport']));
}
