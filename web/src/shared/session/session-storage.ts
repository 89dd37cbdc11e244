import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { PublicUser } from '@pt/contracts';
import { restoreSession, sessionCleared, signedIn, signedOutSession, storedSession, userRenamed, type SessionState } from './session';

/**
 * The browser's copy of the portal session (spec 001 section 4: `portal_token` and `portal_user`
 * in local storage). Read once to start the store; written by a listener of the store's actions,
 * so the session reducers stay pure.
 */
export const tokenKey = 'portal_token';
export const userKey = 'portal_user';

export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or nothing where there is none (prerendering) or the browser refuses it (private modes). */
function browserStorage(): SessionStore | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The session a stored token and user give: still to be checked with the server. */
export function readStoredSession(storage: SessionStore | undefined = browserStorage()): SessionState {
  try {
    const token = storage?.getItem(tokenKey);
    const rawUser = storage?.getItem(userKey);
    if (!token || !rawUser) return signedOutSession;
    const user = JSON.parse(rawUser) as PublicUser;
    if (typeof user !== 'object' || user === null || typeof user.email !== 'string') return signedOutSession;
    return storedSession(token, user);
  } catch {
    return signedOutSession;
  }
}

function write(storage: SessionStore | undefined, token: string, user: PublicUser) {
  try {
    storage?.setItem(tokenKey, token);
    storage?.setItem(userKey, JSON.stringify(user));
  } catch {
    // Without storage the session lasts until the page is closed.
  }
}

function clear(storage: SessionStore | undefined) {
  try {
    storage?.removeItem(tokenKey);
    storage?.removeItem(userKey);
  } catch {
    // Storage may be unavailable; the in-memory session is cleared anyway.
  }
}

/** Writes a new session to storage and removes an ended or refused one. */
export function keepSessionStored(
  listener: Pick<ListenerMiddlewareInstance<{ session: SessionState }>, 'startListening'>,
  storage: SessionStore | undefined = browserStorage(),
): void {
  listener.startListening({
    actionCreator: signedIn,
    effect: ({ payload }) => write(storage, payload.token, payload.user),
  });
  listener.startListening({
    actionCreator: sessionCleared,
    effect: () => clear(storage),
  });
  listener.startListening({
    actionCreator: restoreSession.fulfilled,
    // A refused token is forgotten; one accepted, or a sign-in meanwhile, stays, with the account as the server has it now.
    effect: (_action, { getState }) => {
      const { status, token, user } = getState().session;
      if (status === 'signedOut') clear(storage);
      else if (status === 'signedIn' && token && user) write(storage, token, user);
    },
  });
  listener.startListening({
    actionCreator: userRenamed,
    effect: (_action, { getState }) => {
      const { token, user } = getState().session;
      if (token && user) write(storage, token, user);
    },
  });
}
