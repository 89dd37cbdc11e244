import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicUser } from '@pt/contracts';

/**
 * The portal session (spec 001 section 4). Shared, not in the portal's chunk: the base query needs
 * the token for every portal call, and the contact page prefills the scheduler with the signed-in
 * e-mail. The reducers only change the state; `session-storage.ts` keeps the browser's copy.
 */
export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: PublicUser | null;
}

export const signedOutSession: SessionState = { status: 'signedOut', token: null, user: null };

/** A session found in storage at start: it counts only once the server has accepted its token. */
export const storedSession = (token: string, user: PublicUser): SessionState => ({ status: 'checking', token, user });

/** At start: asks the server whether the stored token is still good. */
export const restoreSession = createAsyncThunk<boolean, void, { state: { session: SessionState } }>(
  'session/restore',
  async (_, { getState }) => {
    const { status, token } = getState().session;
    if (status !== 'checking' || !token) return false;
    try {
      const response = await fetch('/api/portal/auth/me', {
        credentials: 'include',
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      // Read to the end, or the request stays open (the page never becomes idle).
      await response.text();
      return response.ok;
    } catch {
      return false;
    }
  },
);

const sessionSlice = createSlice({
  name: 'session',
  initialState: signedOutSession,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; user: PublicUser }>) {
      state.status = 'signedIn';
      state.token = action.payload.token;
      state.user = action.payload.user;
    },
    /** Logout, or any 401 on a portal call. */
    sessionCleared: () => signedOutSession,
  },
  extraReducers: (builder) => {
    builder.addCase(restoreSession.fulfilled, (state, action) => {
      if (state.status !== 'checking') return state;
      return action.payload ? { ...state, status: 'signedIn' } : signedOutSession;
    });
  },
});

export const { signedIn, sessionCleared } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

export const selectSession = (state: { session: SessionState }) => state.session;
