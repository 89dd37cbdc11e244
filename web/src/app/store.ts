import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../shared/api/api';
import type { AppDispatch, RootState } from '../shared/redux';
import { restoreSession, sessionCleared, sessionReducer } from '../shared/session/session';
import { keepSessionStored, readStoredSession } from '../shared/session/session-storage';

const listener = createListenerMiddleware<RootState>();

// The browser's copy of the session follows the session's actions (the reducers stay pure).
keepSessionStored(listener);

// When a session ends (logout or a 401), forget what it could read, once its screens have gone.
listener.startListening({
  actionCreator: sessionCleared,
  effect: async (_action, { delay, dispatch }) => {
    await delay(0);
    dispatch(api.util.resetApiState());
  },
});

export const store = configureStore({
  reducer: {
    [api.reducerPath]: api.reducer,
    session: sessionReducer,
  },
  preloadedState: { session: readStoredSession() },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listener.middleware).concat(api.middleware),
});

// The features use the shape and hooks of shared/redux.ts: this store must be that shape.
store.getState() satisfies RootState;
store.dispatch satisfies AppDispatch;

// Spec 001 section 4: a stored portal session is checked with the server once the store exists.
void store.dispatch(restoreSession());
