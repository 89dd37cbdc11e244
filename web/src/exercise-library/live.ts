import type { Exercise } from '@pt/contracts';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { upsertNewer } from '../shared/live/positions';
import { readAgainIfOnItsWay } from '../shared/live/read-again';
import type { RootState } from '../shared/redux';
import { libraryApi } from './libraryEndpoints';

/** The library's order, as the server sends it: by category, then by name. */
export const libraryOrder = (a: Exercise, b: Exercise) =>
  a.category === b.category ? a.name.localeCompare(b.name) < 0 : a.category < b.category;

/**
 * An `exercise.changed` message patches the library: a new or edited exercise in its place, a deleted
 * one out; a library on its way is read again once it lands.
 */
export const patchLibrary: LiveHandler<'exercise.changed'> = (message, dispatch) => {
  dispatch((dispatchAgain, getState: () => RootState) => {
    dispatchAgain(
      libraryApi.util.updateQueryData('exerciseLibrary', undefined, (draft) => {
        upsertNewer(draft, message.data.exercise, message.position, { before: libraryOrder, keep: (e) => e.isActive });
      }),
    );
    readAgainIfOnItsWay(dispatchAgain, libraryApi.endpoints.exerciseLibrary.select()(getState() as never), libraryApi.util.invalidateTags(['Exercise']));
  });
};

export function registerLibraryLiveUpdates(): void {
  registerLiveHandler('exercise.changed', patchLibrary);
  invalidateOnReconnect(libraryApi.util.invalidateTags(['Exercise']));
}
