import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse, apiErrorFromTransport } from '../shared/api/http-error';
import { invalidCredentialsMessage, loginErrorMessage, loginFailedMessage } from './auth-messages';

const answer = (status: number, body: unknown) => apiErrorFromResponse({ status, statusText: '', text: JSON.stringify(body) });

describe('what a failed sign-in says', () => {
  it('says the credentials are wrong on a 401, whatever the server wrote', () => {
    expect(loginErrorMessage(answer(401, { message: 'Invalid email or password' }))).toBe(invalidCredentialsMessage);
  });

  it("says how long to wait, in the server's words, when a limit is reached or sign-in is briefly out of service", () => {
    expect(loginErrorMessage(answer(429, { message: 'Too many sign-in attempts. Please wait 15 minutes and try again.' }))).toBe(
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    );
    expect(loginErrorMessage(answer(503, { message: 'This is briefly unavailable on our side. Please try again in a minute.' }))).toBe(
      'This is briefly unavailable on our side. Please try again in a minute.',
    );
    expect(loginErrorMessage(answer(503, {}))).toBe(loginFailedMessage);
  });

  it("says the login failed otherwise, never a server's stray text", () => {
    expect(loginErrorMessage(answer(500, { message: 'Something went wrong on our side. Please try again.' }))).toBe(loginFailedMessage);
    expect(loginErrorMessage(apiErrorFromTransport('FETCH_ERROR', 'TypeError: Failed to fetch'))).toBe(loginFailedMessage);
  });
});
