import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { applyIntakeChange } from './intake-cache';
import { intakeReviewApi } from './intakeReviewEndpoints';

/** An `intake.changed` message patches the cached forms and counters when it is newer than the cached form. */
const patchIntakeForms: LiveHandler<'intake.changed'> = (message, dispatch) => {
  let result: ReturnType<typeof applyIntakeChange> | null = null;
  dispatch(
    intakeReviewApi.util.updateQueryData('intakeForms', undefined, (draft) => {
      result = applyIntakeChange(draft, message.data.form, message.position);
    }),
  );
  // A change of a form older than the ones on screen: fetch the list (and counters) again.
  if (result === 'unknown') dispatch(intakeReviewApi.util.invalidateTags(['IntakeForms']));
};

/** The intake forms follow live messages, and refetch after every (re)connection what they may have missed. */
export function registerIntakeReviewLiveUpdates(): void {
  registerLiveHandler('intake.changed', patchIntakeForms);
  invalidateOnReconnect(intakeReviewApi.util.invalidateTags(['IntakeForms']));
}
