import { describe, expect, it, vi } from 'vitest';
import { apiErrorFromResponse } from '../api/http-error';
import { showServerFieldErrors } from './server-errors';

describe('showServerFieldErrors', () => {
  it("places each message of the form's fields, the focus on the first only", () => {
    const setError = vi.fn();
    const error = apiErrorFromResponse({ status: 400, statusText: 'Bad Request', text: JSON.stringify({ errors: { other: ['x'], email: ['Bad e-mail'], phone: ['Bad phone'] } }) });
    expect(showServerFieldErrors(setError, error, ['email', 'phone'])).toBe(2);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Bad e-mail' }, { shouldFocus: true }],
      ['phone', { type: 'server', message: 'Bad phone' }, { shouldFocus: false }],
    ]);
  });
});
