import { fetchBaseQuery, retry, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import {
  apiErrorFromResponse,
  apiErrorFromTransport,
  retryDelay,
  shouldRetry,
  type ApiError,
} from './http-error';
import { sessionCleared, type SessionState } from '../session/session';

/**
 * Per-endpoint options. `portal`: a portal call, which carries the bearer token and ends the session
 * on 401. `identify`: a public call that carries the token when someone is signed in (the server then
 * knows who asks, e.g. a therapist previewing a shared report) and whose 401 is its own answer, not
 * the session's end.
 */
export interface CallOptions {
  portal?: boolean;
  identify?: boolean;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  prepareHeaders: (headers, { getState, extraOptions }) => {
    headers.set('accept', 'application/json');
    const options = extraOptions as CallOptions | undefined;
    if (options?.portal || options?.identify) {
      const token = (getState() as { session: SessionState }).session.token;
      if (token) headers.set('authorization', `Bearer ${token}`);
    }
    return headers;
  },
  // Success bodies are JSON; failure bodies are kept as text for the `${status}: ${text}` message.
  responseHandler: async (response) => {
    const text = await response.text();
    if (!response.ok) return text;
    return text.length ? (JSON.parse(text) as unknown) : null;
  },
});

/** fetchBaseQuery with our error shape and the portal rule "any 401 ends the session". */
const baseQueryWithErrors: BaseQueryFn<string | FetchArgs, unknown, ApiError, CallOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions ?? {});
  if (!result.error) return { data: result.data, meta: result.meta };

  const failure = result.error;
  let error: ApiError;
  if (typeof failure.status === 'number') {
    error = apiErrorFromResponse({
      status: failure.status,
      statusText: result.meta?.response?.statusText ?? '',
      text: typeof failure.data === 'string' ? failure.data : '',
    });
  } else if (failure.status === 'PARSING_ERROR') {
    error = apiErrorFromResponse({
      status: failure.originalStatus,
      statusText: result.meta?.response?.statusText ?? '',
      text: failure.data,
    });
  } else {
    error = apiErrorFromTransport(failure.status, 'error' in failure ? failure.error : undefined);
  }

  if (error.status === 401 && extraOptions?.portal) {
    api.dispatch(sessionCleared());
  }
  return { error, meta: result.meta };
};

/** Reads retry a transient failure twice, writes once (see `shouldRetry`), waiting 1 s, 2 s ... up to 30 s. */
export const baseQuery = retry(baseQueryWithErrors, {
  retryCondition: (error, _args, { attempt, baseQueryApi }) =>
    shouldRetry(baseQueryApi.type, (error as unknown as ApiError).status, attempt),
  backoff: (attempt, _max, signal) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, retryDelay(attempt));
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      });
    }),
});
