import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { readAgainIfOnItsWay } from '../shared/live/read-again';
import type { RootState } from '../shared/redux';
import { applyOutboxMessage } from './outbox-cache';
import { outboxApi } from './outboxEndpoints';

/**
 * An `outbox.changed` message (to the admins' room) adds the new notice to the cached outbox. A password
 * reset mail comes without its link (the log never holds it, ADR 36): the outbox is read again, which signs it.
 */
const patchOutbox: LiveHandler<'outbox.changed'> = (message, dispatch) => {
  if (message.data.message.source?.type === 'PasswordResetRequested') {
    dispatch(outboxApi.util.invalidateTags(['Outbox']));
    return;
  }
  dispatch((dispatchAgain, getState: () => RootState) => {
    dispatchAgain(
      outboxApi.util.updateQueryData('outbox', undefined, (draft) => {
        applyOutboxMessage(draft, message.data.message);
      }),
    );
    readAgainIfOnItsWay(dispatchAgain, outboxApi.endpoints.outbox.select()(getState() as never), outboxApi.util.invalidateTags(['Outbox']));
  });
};

/** The outbox follows live messages, and refetches after every (re)connection what it may have missed. */
export function registerOutboxLiveUpdates(): void {
  registerLiveHandler('outbox.changed', patchOutbox);
  invalidateOnReconnect(outboxApi.util.invalidateTags(['Outbox']));
}
