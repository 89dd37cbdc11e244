import type { RootState } from '../shared/redux';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { applyPatientChange } from '../shared/live/patient-change';
import { isAfter, upsertNewer } from '../shared/live/positions';
import { readAgainIfOnItsWay } from '../shared/live/read-again';
import { noteReportPatientChange, progressReportsApi } from './progressReportsEndpoints';
import { patientBefore } from './report-view';

/**
 * A progress report created, made public or private, or opened: the open list of its patient takes
 * it at once (unless the cached copy is as new), and the counters are read again. The message carries
 * the report without what it says of the patient's health (ADR 28), so it moves what the list holds
 * of a report it has; a report the list does not have yet is read with the list again (logged).
 */
export const patchProgressReports: LiveHandler<'progressReport.changed'> = (message, dispatch) => {
  const { report } = message.data;
  dispatch((dispatchAgain, getState: () => RootState) => {
    const cached = progressReportsApi.util.selectCachedArgsForQuery(getState(), 'progressReportsOf');
    if (!cached.includes(report.patientId)) return;
    let unknown = false;
    dispatchAgain(
      progressReportsApi.util.updateQueryData('progressReportsOf', report.patientId, (draft) => {
        const held = draft.find((r) => r.id === report.id);
        if (!held) unknown = true;
        else if (isAfter(message.position, held.position)) Object.assign(held, report, { position: isAfter(message.position, report.position) ? message.position : report.position });
      }),
    );
    const readAgain = progressReportsApi.util.invalidateTags([{ type: 'ProgressReport', id: report.patientId }]);
    if (unknown) dispatchAgain(readAgain);
    else readAgainIfOnItsWay(dispatchAgain, progressReportsApi.endpoints.progressReportsOf.select(report.patientId)(getState() as never), readAgain);
  });
  dispatch(progressReportsApi.util.invalidateTags(['ProgressReportCounts']));
};

/**
 * A patient added or changed: the dashboard's cards, the open patient and Total Patients follow. The
 * open patient is a listing, as the message carries it (ADR 28); one on its way takes the change
 * once it lands.
 */
export const patchPatients: LiveHandler<'patient.changed'> = (message, dispatch) => {
  const { patient } = message.data;
  const change = { patient, position: message.position };
  noteReportPatientChange(change);
  dispatch(
    progressReportsApi.util.updateQueryData('reportPatients', undefined, (draft) => {
      upsertNewer(draft, patient, message.position, { before: patientBefore });
    }),
  );
  dispatch(
    progressReportsApi.util.updateQueryData('reportPatient', patient.id, (draft) => {
      applyPatientChange(draft, change);
    }),
  );
  dispatch(progressReportsApi.util.invalidateTags(['ProgressReportCounts']));
};

export function registerProgressReportsLiveUpdates(): void {
  registerLiveHandler('progressReport.changed', patchProgressReports);
  registerLiveHandler('patient.changed', patchPatients);
  invalidateOnReconnect(progressReportsApi.util.invalidateTags(['ProgressReport', 'ProgressReportCounts', 'ReportPatient']));
}
