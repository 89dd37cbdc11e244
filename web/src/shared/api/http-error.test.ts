import { describe, expect, it } from 'vitest';
import {
  apiErrorFromResponse,
  apiErrorFromTransport,
  fieldErrors,
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

describe('retries (spec 000 section 7)', () => {
  it('retries reads up to 2 times, never on 401', () => {
    expect(shouldRetry('query', '500: boom', 1)).toBe(true);
    expect(shouldRetry('query', '500: boom', 2)).toBe(true);
    expect(shouldRetry('query', '500: boom', 3)).toBe(false);
    expect(shouldRetry('query', '401: Unauthorized', 1)).toBe(false);
    expect(shouldRetry('query', '400: bad', 1)).toBe(true);
  });

  it('retries writes once, never on 401 or 400', () => {
    expect(shouldRetry('mutation', '500: boom', 1)).toBe(true);
    expect(shouldRetry('mutation', '500: boom', 2)).toBe(false);
    expect(shouldRetry('mutation', '400: {"errors":{}}', 1)).toBe(false);
    expect(shouldRetry('mutation', '401: Unauthorized', 1)).toBe(false);
  });

  it('doubles the delay from 1 s up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
