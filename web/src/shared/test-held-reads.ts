import { configureStore } from '@reduxjs/toolkit';
import { expect, vi } from 'vitest';
import { api } from './api/api';
import { sessionReducer } from './session/session';

/**
 * For unit tests of live changes that cross a read: a store with the API, whose reads each wait until
 * the test answers them (`fetch` stubbed; undo with `vi.unstubAllGlobals()`). `body`: the server's
 * answer around what the test gives.
 */
export function storeWithHeldReads<T>(body: (answer: T) => unknown) {
  const answers: ((answer: T) => void)[] = [];
  // Node's Request takes no address without a host; the app's are relative to the page.
  const NodeRequest = Request;
  vi.stubGlobal('Request', class extends NodeRequest { constructor(input: string, init?: RequestInit) { super(new URL(input, 'http://localhost'), init); } });
  vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => answers.push((answer) => resolve(Response.json(body(answer))))));
  const store = configureStore({ reducer: { api: api.reducer, session: sessionReducer }, middleware: (d) => d().concat(api.middleware) });
  return {
    store,
    /** The one read on its way, once it was sent: a function that answers it. */
    async sentRead(): Promise<(answer: T) => void> {
      await expect.poll(() => answers.length).toBe(1);
      return answers.shift()!;
    },
    /** How many reads wait for an answer. */
    waiting: () => answers.length,
  };
}
