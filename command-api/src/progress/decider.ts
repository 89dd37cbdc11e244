import type { EventData, EventOf } from '@pt/contracts';
import { alreadyExists, type Decider } from '@pt/contracts/core';

/** One measurement of pain or mobility: stream `measurement-<id>`. */
export type MeasurementEvent = EventOf<'MeasurementRecorded'>;

export const measurementDecider: Decider<{ recorded: boolean }, { type: 'RecordMeasurement'; measurement: EventData<'MeasurementRecorded'> }, MeasurementEvent> = {
  events: ['MeasurementRecorded'],
  initialState: () => ({ recorded: false }),
  evolve: () => ({ recorded: true }),
  decide(command, state) {
    if (state.recorded) throw alreadyExists('This measurement was already recorded.');
    return [{ type: 'MeasurementRecorded', data: command.measurement }];
  },
};
