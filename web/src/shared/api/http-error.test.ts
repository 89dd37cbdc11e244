import { describe, expect, it } from 'vitest';
import {
  apiErrorFromResponse,
  apiErrorFromTransport,
  fieldErrors,
  isTransient,
  retryDelay,
  serverMessage,
  shouldRetry,
} from './http-error';

describe('a failed response', () => {
  it('becomes "status: response text" and keeps the parsed body', () => {
    const error = apiErrorFromResponse({
      status: 400,
      statusText: 'Bad Request',
      text: '{"success":false,"message":"Please check the form","errors":{"email":["Please enter a valid email address"]}}',
    });
    expect(error.message).toBe(
      '400: {"success":false,"message":"Please check the form","errors":{"email":["Please enter a valid email address"]}}',
    );
    expect(serverMessage(error)).toBe('Please check the form');
    expect(fieldErrors(error)).toEqual({ email: ['Please enter a valid email address'] });
  });

  it('falls back to the status text when the body is empty', () => {
    const error = apiErrorFromResponse({ status: 503, statusText: 'Service Unavailable', text: '' });
    expect(error.message).toBe('503: Service Unavailable');
    expect(serverMessage(error)).toBeUndefined();
  });

  it('keeps a plain-text body as the message and offers no server message', () => {
    const error = apiErrorFromResponse({ status: 500, statusText: 'Internal Server Error', text: 'boom' });
    expect(error.message).toBe('500: boom');
    expect(serverMessage(error)).toBeUndefined();
    expect(fieldErrors(error)).toEqual({});
  });

  it('reads field errors only from a 400 answer', () => {
    const error = apiErrorFromResponse({ status: 409, statusText: 'Conflict', text: '{"errors":{"email":["taken"]}}' });
    expect(fieldErrors(error)).toEqual({});
  });

  it('describes a transport failure by its own words', () => {
    expect(apiErrorFromTransport('FETCH_ERROR', 'TypeError: Failed to fetch').message).toBe('TypeError: Failed to fetch');
    expect(serverMessage(new Error('x'))).toBeUndefined();
  });
});

describe('retries, by status code', () => {
  it('retry network failures, timeouts, rate limits and server errors; no other 4xx', () => {
    for (const status of ['FETCH_ERROR', 'TIMEOUT_ERROR', 408, 429, 500, 502, 503, 504]) expect(isTransient(status), String(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 412, 422, 'PARSING_ERROR', 'CUSTOM_ERROR']) expect(isTransient(status), String(status)).toBe(false);
  });

  it('reads at most 2 times, writes at most once', () => {
    expect([1, 2, 3].map((attempt) => shouldRetry('query', 503, attempt))).toEqual([true, true, false]);
    expect([1, 2].map((attempt) => shouldRetry('mutation', 503, attempt))).toEqual([true, false]);
    expect(shouldRetry('mutation', 'FETCH_ERROR', 1)).toBe(true);
    expect(shouldRetry('mutation', 429, 1)).toBe(true);
  });

  it('never retry a refusal, whatever its text says', () => {
    expect(shouldRetry('query', 401, 1)).toBe(false);
    expect(shouldRetry('query', 400, 1)).toBe(false);
    expect(shouldRetry('mutation', 409, 1)).toBe(false);
    expect(shouldRetry('mutation', 412, 1)).toBe(false);
    // A 500 whose body happens to mention 401 or 400 is still a server error.
    const error = apiErrorFromResponse({ status: 500, statusText: 'Internal Server Error', text: 'upstream said 401, then 400' });
    expect(shouldRetry('mutation', error.status, 1)).toBe(true);
  });

  it('doubles the delay from 1 s up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
