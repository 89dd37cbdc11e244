import { invalidateOnReconnect, registerLiveHandler } from '../shared/live/live-registry';
import { profileApi } from './profileEndpoints';

/**
 * A patient hears only their own record's changes (a profile saved in another tab, a record joined):
 * fetch it again. Staff hear every record's, but never hold this query, so nothing is fetched for them.
 */
export function registerMyProfileLiveUpdates(): void {
  registerLiveHandler('patient.changed', (_message, dispatch) => void dispatch(profileApi.util.invalidateTags(['MyProfile'])));
  invalidateOnReconnect(profileApi.util.invalidateTags(['MyProfile']));
}
