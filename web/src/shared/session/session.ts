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

/** The server's word on a stored token: good or not, and its account as it is now (a name set since), when the answer says. */
export interface SessionCheck {
  accepted: boolean;
  user: PublicUser | null;
}

/** At start: asks the server whether the stored token is still good. */
export const restoreSession = createAsyncThunk<SessionCheck, void, { state: { session: SessionState } }>(
  'session/restore',
  async (_, { getState }) => {
    const { status, token } = getState().session;
    const refused = { accepted: false, user: null };
    if (status !== 'checking' || !token) return refused;
    try {
      const response = await fetch('/api/portal/auth/me', {
        credentials: 'include',
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      // Read to the end, or the request stays open (the page never becomes idle).
      const body = await response.text();
      if (!response.ok) return refused;
      return { accepted: true, user: currentUser(body) };
    } catch {
      return refused;
    }
  },
);

/**
 * The account in `/me`'s answer. Checked by hand, not with the contracts' zod schema: this module is in
 * the public pages' first scripts (the contact page's booking reads through the store), and the
 * schemas would bring zod and every form's messages with it.
 */
function currentUser(body: string): PublicUser | null {
  try {
    const user = (JSON.parse(body) as { user?: Record<string, unknown> } | null)?.user;
    if (!user || typeof user.id !== 'string' || typeof user.email !== 'string' || typeof user.role !== 'string') return null;
    return { id: user.id, email: user.email, role: user.role as PublicUser['role'], name: typeof user.name === 'string' ? user.name : null };
  } catch {
    return null;
  }
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: signedOutSession,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; user: PublicUser }>) {
      state.status = 'signedIn';
      state.token = action.payload.token;
      state.user = action.payload.user;
    },
    /** A staff member saved their name in Settings. */
    userRenamed(state, action: PayloadAction<string>) {
      if (state.user) state.user.name = action.payload;
    },
    /** Logout, or any 401 on a portal call. */
    sessionCleared: () => signedOutSession,
  },
  extraReducers: (builder) => {
    builder.addCase(restoreSession.fulfilled, (state, action) => {
      if (state.status !== 'checking') return state;
      if (!action.payload.accepted) return signedOutSession;
      return { ...state, status: 'signedIn', user: action.payload.user ?? state.user };
    });
  },
});

export const { signedIn, userRenamed, sessionCleared } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

export const selectSession = (state: { session: SessionState }) => state.session;
