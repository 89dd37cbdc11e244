import type { CallbackRequest, ContactMessage, EventOf } from '@pt/contracts';
import { alreadyExists, notFound, type Decider } from '@pt/contracts/core';

/** A visitor's request (stream `contact-<id>` or `callback-<id>`) and the staff's handling of it. */
export type RequestEvent = EventOf<'ContactMessageSubmitted' | 'CallbackRequested' | 'RequestStatusChanged'>;

export type RequestState = { status: 'none' } | { status: 'new' | 'handled' };

export type RequestCommand =
  | { type: 'SubmitContactMessage'; message: ContactMessage }
  | { type: 'RequestCallback'; request: CallbackRequest }
  | { type: 'ChangeRequestStatus'; status: 'new' | 'handled' };

export const requestDecider: Decider<RequestState, RequestCommand, RequestEvent> = {
  events: ['ContactMessageSubmitted', 'CallbackRequested', 'RequestStatusChanged'],
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'ContactMessageSubmitted':
      case 'CallbackRequested':
        return { status: 'new' };
      case 'RequestStatusChanged':
        return { status: event.data.status };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SubmitContactMessage':
        if (state.status !== 'none') throw alreadyExists('This message was already received.');
        return [{ type: 'ContactMessageSubmitted', data: command.message }];
      case 'RequestCallback':
        if (state.status !== 'none') throw alreadyExists('This callback request was already received.');
        return [{ type: 'CallbackRequested', data: command.request }];
      case 'ChangeRequestStatus':
        if (state.status === 'none') throw notFound('No such request.');
        // Setting the status it already has changes nothing and appends nothing.
        return state.status === command.status ? [] : [{ type: 'RequestStatusChanged', data: { status: command.status } }];
    }
  },
};
