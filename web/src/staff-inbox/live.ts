import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { applyInboxChange, inboxFilters } from './inbox-cache';
import { inboxApi, noteLiveInboxChange } from './inboxEndpoints';

/**
 * An `inbox.changed` message patches each filter's cached pages and new-count when it is newer than
 * the cached item.
 */
const patchInbox: LiveHandler<'inbox.changed'> = (message, dispatch) => {
  // A page on its way replaces the cache as it was: the change is applied again once it lands.
  noteLiveInboxChange({ item: message.data.item, position: message.position });
  for (const filter of inboxFilters) {
    let result: ReturnType<typeof applyInboxChange> | null = null;
    dispatch(
      inboxApi.util.updateQueryData('inbox', filter, (draft) => {
        result = applyInboxChange(draft, message.data.item, message.position, filter);
      }),
    );
    // A change of a request on no page fetched (its old status unknown): fetch that list and its new-count again.
    if (result === 'unknown') dispatch(inboxApi.util.invalidateTags([{ type: 'Inbox', id: filter }]));
  }
};

/** The inbox follows live messages, and refetches after every (re)connection what it may have missed. */
export function registerInboxLiveUpdates(): void {
  registerLiveHandler('inbox.changed', patchInbox);
  invalidateOnReconnect(inboxApi.util.invalidateTags(['Inbox']));
}
