import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { applyIntakeChange } from './intake-cache';
import { intakeReviewApi, noteLiveIntakeChange } from './intakeReviewEndpoints';

/** An `intake.changed` message patches the cached forms and counters when it is newer than the cached form. */
const patchIntakeForms: LiveHandler<'intake.changed'> = (message, dispatch) => {
  let result: ReturnType<typeof applyIntakeChange> | null = null;
  // A page on its way replaces the cache as it was: the change is applied again once it lands.
  noteLiveIntakeChange({ form: message.data.form, position: message.position });
  dispatch(
    intakeReviewApi.util.updateQueryData('intakeForms', undefined, (draft) => {
      result = applyIntakeChange(draft, message.data.form, message.position);
    }),
  );
  // A change of a form on no page fetched (its old status unknown): fetch the pages and counters again.
  if (result === 'unknown') dispatch(intakeReviewApi.util.invalidateTags(['IntakeForms']));
};

/** The intake forms follow live messages, and refetch after every (re)connection what they may have missed. */
export function registerIntakeReviewLiveUpdates(): void {
  registerLiveHandler('intake.changed', patchIntakeForms);
  invalidateOnReconnect(intakeReviewApi.util.invalidateTags(['IntakeForms']));
}
