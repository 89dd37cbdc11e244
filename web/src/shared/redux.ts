import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { api } from './api/api';
import type { SessionState } from './session/session';

/**
 * The store's shape and typed hooks, for every feature. The store itself is set up in
 * app/store.ts, which checks that it has this shape.
 */
export interface RootState {
  api: ReturnType<typeof api.reducer>;
  session: SessionState;
}

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
