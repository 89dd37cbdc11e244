import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api';
import { sessionCleared, sessionReducer } from './session';

// When a session ends (logout or a 401), forget what it could read, once its screens have gone.
const sessionEnd = createListenerMiddleware();
sessionEnd.startListening({
  actionCreator: sessionCleared,
  effect: async (_action, listener) => {
    await listener.delay(0);
    listener.dispatch(api.util.resetApiState());
  },
});

export const store = configureStore({
  reducer: {
    [api.reducerPath]: api.reducer,
    session: sessionReducer,
  },
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware().prepend(sessionEnd.middleware).concat(api.middleware),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
