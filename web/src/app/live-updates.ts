import { registerIntakeReviewLiveUpdates } from '../intake-review/live';
import { registerInboxLiveUpdates } from '../staff-inbox/live';

let registered = false;

/** Every feature's live-message handlers, registered before the first connection opens. */
export function registerLiveUpdates(): void {
  if (registered) return;
  registered = true;
  registerInboxLiveUpdates();
  registerIntakeReviewLiveUpdates();
}
