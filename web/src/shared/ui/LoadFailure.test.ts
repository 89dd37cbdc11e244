import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse, apiErrorFromTransport } from '../api/http-error';
import { loadFailureReason } from './LoadFailure';

describe('why a read failed, as the screen says it', () => {
  it("is the server's message when it gave one", () => {
    expect(loadFailureReason(apiErrorFromResponse({ status: 403, statusText: 'Forbidden', text: '{"message":"You can see only your own rewards."}' }))).toBe('You can see only your own rewards.');
  });

  it('is a plain sentence otherwise, never the raw status and body', () => {
    expect(loadFailureReason(apiErrorFromResponse({ status: 500, statusText: 'Internal Server Error', text: '{}' }))).toBe('Something went wrong on our side. Please try again in a moment.');
    expect(loadFailureReason(apiErrorFromResponse({ status: 404, statusText: 'Not Found', text: '' }))).toBe('Please try again.');
    expect(loadFailureReason(apiErrorFromTransport('FETCH_ERROR', 'TypeError: Failed to fetch'))).toBe('Please check your connection and try again.');
    expect(loadFailureReason(undefined)).toBe('Please check your connection and try again.');
  });
});
