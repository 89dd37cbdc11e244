import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { applyInboxChange } from './inbox-cache';
import { inboxApi } from './inboxEndpoints';

/** An `inbox.changed` message patches the cached inbox when it is newer than the cached item. */
const patchInbox: LiveHandler<'inbox.changed'> = (message, dispatch) => {
  dispatch(
    inboxApi.util.updateQueryData('inbox', undefined, (draft) => {
      applyInboxChange(draft.items, message.data.item, message.position);
    }),
  );
};

/** The inbox follows live messages, and refetches after every (re)connection what it may have missed. */
export function registerInboxLiveUpdates(): void {
  registerLiveHandler('inbox.changed', patchInbox);
  invalidateOnReconnect(inboxApi.util.invalidateTags(['Inbox']));
}
