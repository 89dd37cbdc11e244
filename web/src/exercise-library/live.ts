import type { Exercise } from '@pt/contracts';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { upsertNewer } from '../shared/live/positions';
import { libraryApi } from './libraryEndpoints';

/** The library's order, as the server sends it: by category, then by name. */
export const libraryOrder = (a: Exercise, b: Exercise) =>
  a.category === b.category ? a.name.localeCompare(b.name) < 0 : a.category < b.category;

/** An `exercise.changed` message patches the library: a new or edited exercise in its place, a deleted one out. */
const patchLibrary: LiveHandler<'exercise.changed'> = (message, dispatch) => {
  dispatch(
    libraryApi.util.updateQueryData('exerciseLibrary', undefined, (draft) => {
      upsertNewer(draft, message.data.exercise, message.position, { before: libraryOrder, keep: (e) => e.isActive });
    }),
  );
};

export function registerLibraryLiveUpdates(): void {
  registerLiveHandler('exercise.changed', patchLibrary);
  invalidateOnReconnect(libraryApi.util.invalidateTags(['Exercise']));
}
