import type { CallbackRequest, ContactMessage, DomainEvent, NewEvent } from '@pt/contracts';
import { CommandRejected, type Decider } from '../core/decider';

/** A visitor's request (stream `contact-<id>` or `callback-<id>`) and the staff's handling of it. */
export type RequestState = { status: 'none' } | { status: 'new' | 'handled' };

export type RequestCommand =
  | { type: 'SubmitContactMessage'; message: ContactMessage }
  | { type: 'RequestCallback'; request: CallbackRequest }
  | { type: 'ChangeRequestStatus'; status: 'new' | 'handled' };

export const requestDecider: Decider<RequestState, RequestCommand> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event: DomainEvent): RequestState {
    switch (event.type) {
      case 'ContactMessageSubmitted':
      case 'CallbackRequested':
        return { status: 'new' };
      case 'RequestStatusChanged':
        return { status: event.data.status };
      default:
        return state;
    }
  },
  decide(command, state): NewEvent[] {
    switch (command.type) {
      case 'SubmitContactMessage':
        if (state.status !== 'none') throw new CommandRejected(409, 'This message was already received.');
        return [{ type: 'ContactMessageSubmitted', data: command.message }];
      case 'RequestCallback':
        if (state.status !== 'none') throw new CommandRejected(409, 'This callback request was already received.');
        return [{ type: 'CallbackRequested', data: command.request }];
      case 'ChangeRequestStatus':
        if (state.status === 'none') throw new CommandRejected(404, 'No such request.');
        // Setting the status it already has changes nothing and appends nothing.
        return state.status === command.status ? [] : [{ type: 'RequestStatusChanged', data: { status: command.status } }];
    }
  },
};
