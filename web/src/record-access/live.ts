import type { RootState } from '../shared/redux';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { upsertNewer } from '../shared/live/positions';
import { viewBefore } from './record-view';
import { recordViewsApi } from './recordViewsEndpoints';

/** A reading of a record: an open access log of that patient shows it on top. */
export const patchRecordViews: LiveHandler<'recordView.recorded'> = (message, dispatch) => {
  const { view } = message.data;
  dispatch((dispatchAgain, getState: () => RootState) => {
    const cached = recordViewsApi.util.selectCachedArgsForQuery(getState(), 'recordViews');
    if (!cached.includes(view.patientId)) return;
    dispatchAgain(
      recordViewsApi.util.updateQueryData('recordViews', view.patientId, (draft) => {
        upsertNewer(draft, view, message.position, { before: viewBefore });
      }),
    );
  });
};

export function registerRecordViewsLiveUpdates(): void {
  registerLiveHandler('recordView.recorded', patchRecordViews);
  // What may have come while the connection was down (or before it first opened).
  invalidateOnReconnect(recordViewsApi.util.invalidateTags(['RecordView']));
}
