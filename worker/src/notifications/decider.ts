import type { EventData, EventOf } from '@pt/contracts';
import type { Decider } from '@pt/contracts/core';

/** What was done about one source event's notification: stream `notification-<sourceEventId>`. */
export type NotificationEvent = EventOf<'NotificationSent' | 'NotificationFailed'>;

export interface NotificationState {
  sent: boolean;
  /** Failed attempts so far: the attempt count lives here, not in the queue, so a restart forgets nothing. */
  failures: number;
  gaveUp: boolean;
}

export type NotificationCommand =
  | { type: 'RecordSent'; sent: EventData<'NotificationSent'> }
  | { type: 'RecordFailure'; failure: Omit<EventData<'NotificationFailed'>, 'attempt' | 'final'>; permanent: boolean; maxAttempts: number };

export const notificationDecider: Decider<NotificationState, NotificationCommand, NotificationEvent> = {
  events: ['NotificationSent', 'NotificationFailed'],
  initialState: () => ({ sent: false, failures: 0, gaveUp: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'NotificationSent':
        return { ...state, sent: true };
      case 'NotificationFailed':
        return { ...state, failures: state.failures + 1, gaveUp: state.gaveUp || event.data.final };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordSent':
        return state.sent ? [] : [{ type: 'NotificationSent', data: command.sent }];
      case 'RecordFailure': {
        if (state.sent || state.gaveUp) return [];
        const attempt = state.failures + 1;
        const final = command.permanent || attempt >= command.maxAttempts;
        return [{ type: 'NotificationFailed', data: { ...command.failure, attempt, final } }];
      }
    }
  },
};
