import { rooms, type EventOf, type Exercise, type ExerciseFields } from '@pt/contracts';
import { defineProjection } from '@pt/contracts/core';
import { recordReaders } from './rooms';

type ExerciseEvent = EventOf<'ExerciseCreated' | 'ExerciseUpdated' | 'ExerciseRetired'>;
const idOf = (stream: string) => stream.slice('exercise-'.length);

/** The exercise library; retired exercises stay, inactive, for the programs that had them. */
export const exercisesProjection = defineProjection<Exercise, ExerciseEvent>({
  name: 'exercises',
  version: 1,
  handles: ['ExerciseCreated', 'ExerciseUpdated', 'ExerciseRetired'],
  indexes: [{ isActive: 1, category: 1, name: 1 }],
  documentId: (event) => idOf(event.stream),
  namedBy: (id) => id,
  evolve(exercise, event) {
    switch (event.type) {
      case 'ExerciseCreated':
        return { id: idOf(event.stream), ...(event.data as ExerciseFields), isActive: true, createdAt: event.metadata.at, updatedAt: event.metadata.at, revision: event.revision, position: event.position };
      case 'ExerciseUpdated':
        return exercise && { ...exercise, ...(event.data as ExerciseFields), updatedAt: event.metadata.at, revision: event.revision };
      case 'ExerciseRetired':
        return exercise && { ...exercise, isActive: false, updatedAt: event.metadata.at, revision: event.revision };
    }
  },
  // The library holds no personal data: patients' screens hear of changes too.
  live: (exercise) => (exercise ? [{ type: 'exercise.changed', rooms: [...recordReaders, rooms.role('patient')], data: { exercise } }] : []),
});
