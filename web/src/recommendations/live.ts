import type { RecommendationSummary } from '@pt/contracts';
import type { RootState } from '../shared/redux';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { isAfter } from '../shared/live/positions';
import { readAgainIfOnItsWay } from '../shared/live/read-again';
import { pendingCountTag, recommendationsApi } from './recommendationsEndpoints';

const pendingTag = { type: 'Recommendation' as const, id: 'PENDING' };

/** The summary's fields put on the copy a list holds (the rest, read with the list, stays). */
function merge<T extends RecommendationSummary>(held: T, recommendation: RecommendationSummary, position: string): void {
  Object.assign(held, recommendation, { position: isAfter(position, recommendation.position) ? position : recommendation.position });
}

/**
 * A recommendation generated or reviewed. The message carries a summary, without what the
 * recommendation says of the patient's health (its reasoning and conditions, the exercise and its
 * score, the notes: ADR 28), so nothing of that is taken from it:
 * - the pending list (the To review screen and tile, every patient's) lets a reviewed one go at once,
 *   and reads itself again for a pending one it does not hold (a logged reading of each patient it
 *   names);
 * - a patient's list (the staff dialog's tab, the patient's own panel, both the same query keyed by
 *   the patient's id) shows a review of a recommendation it holds at once and reads itself again for
 *   the review's notes; one it does not hold (new, or newly approved for the patient) makes it read
 *   itself again. Staff's readings are logged; a patient's own are not.
 * - the count of pending ones (the dashboard's tile) reads itself again on every message: it is a
 *   number, not a reading of anyone.
 * A message not newer than the cached copy (a stale one, or the reviewer's own decision, already
 * shown from its answer) changes nothing.
 */
export const patchRecommendations: LiveHandler<'recommendation.changed'> = (message, dispatch) => {
  const { recommendation } = message.data;
  const reviewed = recommendation.isAccepted !== null;
  dispatch((dispatchAgain, getState: () => RootState) => {
    if (recommendationsApi.util.selectCachedArgsForQuery(getState(), 'pendingRecommendationsCount').length > 0) {
      dispatchAgain(recommendationsApi.util.invalidateTags([pendingCountTag]));
    }
    if (recommendationsApi.util.selectCachedArgsForQuery(getState(), 'pendingRecommendations').length > 0) {
      let readAgain = false;
      dispatchAgain(
        recommendationsApi.util.updateQueryData('pendingRecommendations', undefined, (draft) => {
          const at = draft.recommendations.findIndex((r) => r.id === recommendation.id);
          const held = draft.recommendations[at];
          if (!held) readAgain = !reviewed;
          else if (!isAfter(message.position, held.position)) return;
          else if (reviewed) draft.recommendations.splice(at, 1);
          else merge(held, recommendation, message.position);
        }),
      );
      if (readAgain) dispatchAgain(recommendationsApi.util.invalidateTags([pendingTag]));
      else readAgainIfOnItsWay(dispatchAgain, recommendationsApi.endpoints.pendingRecommendations.select()(getState() as never), recommendationsApi.util.invalidateTags([pendingTag]));
    }
    const cached = recommendationsApi.util.selectCachedArgsForQuery(getState(), 'recommendations');
    if (!cached.includes(recommendation.patientId)) return;
    let readAgain = false;
    dispatchAgain(
      recommendationsApi.util.updateQueryData('recommendations', recommendation.patientId, (draft) => {
        const held = draft.find((r) => r.id === recommendation.id);
        if (!held) readAgain = true;
        else if (isAfter(message.position, held.position)) {
          merge(held, recommendation, message.position);
          readAgain = true;
        }
      }),
    );
    if (readAgain) dispatchAgain(recommendationsApi.util.invalidateTags([{ type: 'Recommendation', id: recommendation.patientId }]));
  });
};

export function registerRecommendationsLiveUpdates(): void {
  registerLiveHandler('recommendation.changed', patchRecommendations);
  // What may have come while the connection was down (or before it first opened).
  invalidateOnReconnect(recommendationsApi.util.invalidateTags(['Recommendation']));
}
