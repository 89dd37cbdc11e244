import type { EventData, EventOf } from '@pt/contracts';
import { alreadyExists, gone, notFound, type Decider } from '@pt/contracts/core';

/** A health tip: stream `tip-<id>`. */
export type TipEvent = EventOf<'HealthTipWritten' | 'HealthTipUpdated' | 'HealthTipWithdrawn'>;
type TipFields = EventData<'HealthTipWritten'>;
export type TipState = { status: 'none' } | { status: 'published' | 'withdrawn'; fields: TipFields };
export type TipCommand = { type: 'WriteTip'; fields: TipFields } | { type: 'UpdateTip'; fields: TipFields } | { type: 'WithdrawTip' };

export const tipDecider: Decider<TipState, TipCommand, TipEvent> = {
  events: ['HealthTipWritten', 'HealthTipUpdated', 'HealthTipWithdrawn'],
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'HealthTipWritten':
        return { status: 'published', fields: event.data };
      case 'HealthTipUpdated':
        return state.status === 'none' ? state : { ...state, fields: event.data };
      case 'HealthTipWithdrawn':
        return state.status === 'none' ? state : { ...state, status: 'withdrawn' };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'WriteTip':
        if (state.status !== 'none') throw alreadyExists('This tip already exists.');
        return [{ type: 'HealthTipWritten', data: command.fields }];
      case 'UpdateTip':
        if (state.status === 'none') throw notFound('No such tip.');
        if (state.status === 'withdrawn') throw gone('This tip was withdrawn.');
        return JSON.stringify(state.fields) === JSON.stringify(command.fields) ? [] : [{ type: 'HealthTipUpdated', data: command.fields }];
      case 'WithdrawTip':
        if (state.status === 'none') throw notFound('No such tip.');
        return state.status === 'withdrawn' ? [] : [{ type: 'HealthTipWithdrawn', data: {} }];
    }
  },
};
