import type { RootState } from '../shared/redux';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { upsertNewer } from '../shared/live/positions';
import { patchPending, recommendationBefore } from './recommendation-view';
import { recommendationsApi } from './recommendationsEndpoints';

/**
 * A recommendation generated or reviewed: the cached list of its patient takes it at once (the staff
 * dialog's tab, the patient's own panel), unless the cached copy is already as new (a stale message).
 * Both read the same query, keyed by the patient's id.
 */
export const patchRecommendations: LiveHandler<'recommendation.changed'> = (message, dispatch) => {
  const { recommendation } = message.data;
  dispatch((dispatchAgain, getState: () => RootState) => {
    if (recommendationsApi.util.selectCachedArgsForQuery(getState(), 'pendingRecommendations').length > 0) {
      let nameKnown = true;
      dispatchAgain(
        recommendationsApi.util.updateQueryData('pendingRecommendations', undefined, (draft) => {
          patchPending(draft, recommendation, message.position);
          nameKnown = recommendation.isAccepted !== null || recommendation.patientId in draft.patients;
        }),
      );
      // A patient new to the list: their name comes with the list, read again.
      if (!nameKnown) dispatchAgain(recommendationsApi.util.invalidateTags([{ type: 'Recommendation', id: 'PENDING' }]));
    }
    const cached = recommendationsApi.util.selectCachedArgsForQuery(getState(), 'recommendations');
    if (!cached.includes(recommendation.patientId)) return;
    dispatchAgain(
      recommendationsApi.util.updateQueryData('recommendations', recommendation.patientId, (draft) => {
        upsertNewer(draft, recommendation, message.position, { before: recommendationBefore });
      }),
    );
  });
};

export function registerRecommendationsLiveUpdates(): void {
  registerLiveHandler('recommendation.changed', patchRecommendations);
  // What may have come while the connection was down (or before it first opened).
  invalidateOnReconnect(recommendationsApi.util.invalidateTags(['Recommendation']));
}
