import { assertNever, type LivePayload } from '@pt/contracts';
import type { AppDispatch } from '../app/store';
import { applyInboxChange } from '../staff/inbox/inbox-cache';
import { inboxApi } from '../staff/inbox/inboxEndpoints';

/** Turns a live message into a cache update of the read model it concerns. */
export function applyLiveMessage(dispatch: AppDispatch, payload: LivePayload): void {
  switch (payload.type) {
    case 'inbox.changed':
      dispatch(
        inboxApi.util.updateQueryData('inbox', undefined, (draft) => {
          applyInboxChange(draft.items, payload.data.item, payload.position);
        }),
      );
      return;
    case 'outbox.changed':
    case 'account.changed':
    case 'patient.changed':
    case 'exercise.changed':
    case 'assignment.changed':
    case 'completion.recorded':
    case 'session.recorded':
    case 'measurement.recorded':
    case 'tip.changed':
      // No screen shows the outbox yet.
      return;
    default:
      assertNever(payload);
  }
}
