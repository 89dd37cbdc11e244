import type { EventOf, ExerciseFields } from '@pt/contracts';
import { alreadyExists, gone, notFound, type Decider } from '@pt/contracts/core';

/** An exercise of the library: stream `exercise-<id>`. */
export type ExerciseEvent = EventOf<'ExerciseCreated' | 'ExerciseUpdated' | 'ExerciseRetired'>;

export type ExerciseState = { status: 'none' } | { status: 'active' | 'retired'; fields: ExerciseFields };

export type ExerciseCommand =
  | { type: 'CreateExercise'; fields: ExerciseFields }
  | { type: 'UpdateExercise'; fields: ExerciseFields }
  | { type: 'RetireExercise' };

const same = (a: ExerciseFields, b: ExerciseFields) => JSON.stringify(a) === JSON.stringify(b);

export const exerciseDecider: Decider<ExerciseState, ExerciseCommand, ExerciseEvent> = {
  events: ['ExerciseCreated', 'ExerciseUpdated', 'ExerciseRetired'],
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'ExerciseCreated':
        return { status: 'active', fields: event.data as ExerciseFields };
      case 'ExerciseUpdated':
        return state.status === 'none' ? state : { ...state, fields: event.data as ExerciseFields };
      case 'ExerciseRetired':
        return state.status === 'none' ? state : { ...state, status: 'retired' };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateExercise':
        if (state.status !== 'none') throw alreadyExists('This exercise already exists.');
        return [{ type: 'ExerciseCreated', data: command.fields }];
      case 'UpdateExercise':
        if (state.status === 'none') throw notFound('No such exercise.');
        if (state.status === 'retired') throw gone('This exercise was deleted from the library.');
        return same(state.fields, command.fields) ? [] : [{ type: 'ExerciseUpdated', data: command.fields }];
      case 'RetireExercise':
        if (state.status === 'none') throw notFound('No such exercise.');
        return state.status === 'retired' ? [] : [{ type: 'ExerciseRetired', data: {} }];
    }
  },
};
