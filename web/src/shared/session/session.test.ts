import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreSession, sessionReducer, storedSession } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A store whose stored session awaits the server's check, and the answers that check got. */
function checking(status: number, user: unknown = { id: 'u1' }) {
  const answers: Response[] = [];
  vi.stubGlobal('fetch', async () => {
    const answer = new Response(JSON.stringify(status === 200 ? { user } : { message: 'Invalid token' }), { status, headers: { 'content-type': 'application/json' } });
    answers.push(answer);
    return answer;
  });
  const store = configureStore({ reducer: { session: sessionReducer }, preloadedState: { session: storedSession('t1', { id: 'u1', email: 'pat@example.com', role: 'patient' }) } });
  return { store, answers };
}

describe("the stored session's check at start", () => {
  it.each([
    [200, 'signedIn'],
    [401, 'signedOut'],
  ] as const)('reads the whole answer (a %i), so its request does not stay open, and is %s', async (status, outcome) => {
    const { store, answers } = checking(status);
    await store.dispatch(restoreSession());
    expect(store.getState().session.status).toBe(outcome);
    expect(answers).toHaveLength(1);
    expect(answers[0]!.bodyUsed).toBe(true);
  });
});

describe("the stored session's account", () => {
  it("becomes the server's, a name set since included; an answer it cannot read keeps the stored one", async () => {
    const named = checking(200, { id: 'u1', email: 'jo@example.com', role: 'therapist', name: 'Jo Harper' });
    await named.store.dispatch(restoreSession());
    expect(named.store.getState().session.user).toEqual({ id: 'u1', email: 'jo@example.com', role: 'therapist', name: 'Jo Harper' });

    const unreadable = checking(200, { id: 'u1' });
    await unreadable.store.dispatch(restoreSession());
    expect(unreadable.store.getState().session).toMatchObject({ status: 'signedIn', user: { email: 'pat@example.com' } });
  });
});
