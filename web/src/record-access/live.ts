import type { RootState } from '../shared/redux';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { noteLiveRecordView, putOnTop, recordViewsApi } from './recordViewsEndpoints';

/**
 * A reading of a record or of an intake form: an open access log it belongs to shows it on top (the
 * form's own, and the patient's the form was linked to then; none before it was).
 */
export const patchRecordViews: LiveHandler<'recordView.recorded'> = (message, dispatch) => {
  const reading = { view: message.data.view, position: message.position };
  const { patientId, formId } = reading.view;
  // A log on its way replaces the cache as it was: the reading is put on top again once it lands.
  noteLiveRecordView(reading);
  dispatch((dispatchAgain, getState: () => RootState) => {
    const cachedOf = (endpoint: 'recordViews' | 'intakeFormViews') => recordViewsApi.util.selectCachedArgsForQuery(getState(), endpoint);
    if (patientId !== null && cachedOf('recordViews').includes(patientId)) {
      dispatchAgain(recordViewsApi.util.updateQueryData('recordViews', patientId, (log) => putOnTop(log, [reading])));
    }
    if (formId && cachedOf('intakeFormViews').includes(formId)) {
      dispatchAgain(recordViewsApi.util.updateQueryData('intakeFormViews', formId, (log) => putOnTop(log, [reading])));
    }
  });
};

export function registerRecordViewsLiveUpdates(): void {
  registerLiveHandler('recordView.recorded', patchRecordViews);
  // What may have come while the connection was down (or before it first opened): both kinds of log.
  invalidateOnReconnect(recordViewsApi.util.invalidateTags(['RecordView', 'IntakeFormView']));
}
