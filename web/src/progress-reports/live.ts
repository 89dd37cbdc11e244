import type { RootState } from '../shared/redux';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { isAfter, upsertNewer } from '../shared/live/positions';
import { progressReportsApi } from './progressReportsEndpoints';
import { patientBefore, reportBefore } from './report-view';

/**
 * A progress report created, made public or private, or opened: the open list of its patient takes
 * it at once (unless the cached copy is as new), and the counters are read again.
 */
export const patchProgressReports: LiveHandler<'progressReport.changed'> = (message, dispatch) => {
  const { report } = message.data;
  dispatch((dispatchAgain, getState: () => RootState) => {
    const cached = progressReportsApi.util.selectCachedArgsForQuery(getState(), 'progressReportsOf');
    if (cached.includes(report.patientId)) {
      dispatchAgain(
        progressReportsApi.util.updateQueryData('progressReportsOf', report.patientId, (draft) => {
          upsertNewer(draft, report, message.position, { before: reportBefore });
        }),
      );
    }
  });
  dispatch(progressReportsApi.util.invalidateTags(['ProgressReportCounts']));
};

/**
 * A patient added or changed: the dashboard's cards, the open patient and Total Patients follow. The
 * open patient is a listing, as the message carries it (ADR 28).
 */
export const patchPatients: LiveHandler<'patient.changed'> = (message, dispatch) => {
  const { patient } = message.data;
  dispatch(
    progressReportsApi.util.updateQueryData('reportPatients', undefined, (draft) => {
      upsertNewer(draft, patient, message.position, { before: patientBefore });
    }),
  );
  dispatch(
    progressReportsApi.util.updateQueryData('reportPatient', patient.id, (draft) => {
      if (isAfter(message.position, draft.position)) Object.assign(draft, patient, { position: message.position });
    }),
  );
  dispatch(progressReportsApi.util.invalidateTags(['ProgressReportCounts']));
};

export function registerProgressReportsLiveUpdates(): void {
  registerLiveHandler('progressReport.changed', patchProgressReports);
  registerLiveHandler('patient.changed', patchPatients);
  invalidateOnReconnect(progressReportsApi.util.invalidateTags(['ProgressReport', 'ProgressReportCounts', 'ReportPatient']));
}
