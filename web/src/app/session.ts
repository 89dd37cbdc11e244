import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicUser } from '@pt/contracts';

/**
 * The portal session (spec 001 section 4). Lives with the app, not in the portal chunk: the base
 * query needs the token for every portal call, and the contact page prefills the scheduler with
 * the signed-in e-mail.
 */
export const tokenKey = 'portal_token';
export const userKey = 'portal_user';

export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: PublicUser | null;
}

function readStored(): { token: string; user: PublicUser } | null {
  try {
    const token = localStorage.getItem(tokenKey);
    const rawUser = localStorage.getItem(userKey);
    if (!token || !rawUser) return null;
    const user = JSON.parse(rawUser) as PublicUser;
    if (typeof user !== 'object' || user === null || typeof user.email !== 'string') return null;
    return { token, user };
  } catch {
    return null;
  }
}

function clearStored() {
  try {
    localStorage.removeItem(tokenKey);
    localStorage.removeItem(userKey);
  } catch {
    // Storage may be unavailable (private mode); the in-memory session is cleared anyway.
  }
}

function initialState(): SessionState {
  const stored = typeof localStorage === 'undefined' ? null : readStored();
  return stored ? { status: 'checking', ...stored } : { status: 'signedOut', token: null, user: null };
}

/** At start: a stored session counts only once the server has accepted its token. */
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
      return response.ok;
    } catch {
      return false;
    }
  },
);

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; user: PublicUser }>) {
      const { token, user } = action.payload;
      try {
        localStorage.setItem(tokenKey, token);
        localStorage.setItem(userKey, JSON.stringify(user));
      } catch {
        // Without storage the session lasts until the page is closed.
      }
      state.status = 'signedIn';
      state.token = token;
      state.user = user;
    },
    /** Logout, or any 401 on a portal call. */
    sessionCleared(state) {
      clearStored();
      state.status = 'signedOut';
      state.token = null;
      state.user = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(restoreSession.fulfilled, (state, action) => {
      if (state.status !== 'checking') return;
      if (action.payload) {
        state.status = 'signedIn';
      } else {
        clearStored();
        state.status = 'signedOut';
        state.token = null;
        state.user = null;
      }
    });
  },
});

export const { signedIn, sessionCleared } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

export const selectSession = (state: { session: SessionState }) => state.session;
