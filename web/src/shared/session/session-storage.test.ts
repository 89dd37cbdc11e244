import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@pt/contracts';
import { restoreSession, sessionCleared, sessionReducer, signedIn, signedOutSession, userRenamed, type SessionState } from './session';
import { keepSessionStored, readStoredSession, tokenKey, userKey, type SessionStore } from './session-storage';

const user: PublicUser = { id: 'u1', email: 'pat@example.com', role: 'patient' };

function memoryStorage(entries: Record<string, string> = {}): SessionStore & { entries: Record<string, string> } {
  return {
    entries,
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => void (entries[key] = value),
    removeItem: (key) => void delete entries[key],
  };
}

function storeWith(storage: SessionStore, session: SessionState = signedOutSession) {
  const listener = createListenerMiddleware<{ session: SessionState }>();
  keepSessionStored(listener, storage);
  return configureStore({
    reducer: { session: sessionReducer },
    preloadedState: { session },
    middleware: (defaults) => defaults().prepend(listener.middleware),
  });
}

describe('the session in the browser storage', () => {
  it('starts from a stored token and user, to be checked with the server', () => {
    const storage = memoryStorage({ [tokenKey]: 't1', [userKey]: JSON.stringify(user) });
    expect(readStoredSession(storage)).toEqual({ status: 'checking', token: 't1', user });
    expect(readStoredSession(memoryStorage({ [tokenKey]: 't1', [userKey]: '{broken' }))).toEqual(signedOutSession);
    expect(readStoredSession(memoryStorage())).toEqual(signedOutSession);
    expect(readStoredSession(undefined)).toEqual(signedOutSession);
  });

  it('is written on sign-in and removed on logout, by the listener, not the reducers', () => {
    const storage = memoryStorage();
    const store = storeWith(storage);
    store.dispatch(signedIn({ token: 't2', user }));
    expect(storage.entries).toEqual({ [tokenKey]: 't2', [userKey]: JSON.stringify(user) });
    store.dispatch(sessionCleared());
    expect(storage.entries).toEqual({});

    // The reducers alone touch no storage.
    const untouched = memoryStorage({ [tokenKey]: 'kept' });
    expect(sessionReducer(signedOutSession, signedIn({ token: 't3', user }))).toEqual({ status: 'signedIn', token: 't3', user });
    expect(untouched.entries).toEqual({ [tokenKey]: 'kept' });
  });

  it('forgets a token the server refused, and keeps one it accepted', () => {
    const refused = memoryStorage({ [tokenKey]: 'old', [userKey]: JSON.stringify(user) });
    const store = storeWith(refused, readStoredSession(refused));
    store.dispatch(restoreSession.fulfilled({ accepted: false, user: null }, 'request-1'));
    expect(store.getState().session).toEqual(signedOutSession);
    expect(refused.entries).toEqual({});

    const accepted = memoryStorage({ [tokenKey]: 'good', [userKey]: JSON.stringify(user) });
    const other = storeWith(accepted, readStoredSession(accepted));
    other.dispatch(restoreSession.fulfilled({ accepted: true, user: null }, 'request-2'));
    expect(other.getState().session.status).toBe('signedIn');
    expect(accepted.entries[tokenKey]).toBe('good');
    expect(accepted.entries[userKey]).toBe(JSON.stringify(user));
  });

  it("keeps the account as the server has it now: a name set since the sign-in, or in Settings", () => {
    const stored = memoryStorage({ [tokenKey]: 'good', [userKey]: JSON.stringify(user) });
    const store = storeWith(stored, readStoredSession(stored));
    const named = { ...user, name: 'Jordan Ellis' };
    store.dispatch(restoreSession.fulfilled({ accepted: true, user: named }, 'request-3'));
    expect(store.getState().session.user).toEqual(named);
    expect(JSON.parse(stored.entries[userKey]!)).toEqual(named);
    store.dispatch(userRenamed('Jordan Ellis, PT'));
    expect(store.getState().session.user?.name).toBe('Jordan Ellis, PT');
    expect(JSON.parse(stored.entries[userKey]!).name).toBe('Jordan Ellis, PT');
  });
});
