/**
 * How a failed call looks to the rest of the app (spec 000 section 7): the message is
 * `${status}: ${response text or status text}`, and the parsed JSON body stays available so a
 * screen can show the server's own `message` or its field errors.
 */
export interface ApiError {
  /** The HTTP status, or the transport failure ('FETCH_ERROR', 'TIMEOUT_ERROR', ...). */
  status: number | string;
  message: string;
  /** The response body parsed as JSON, when it was JSON. */
  body?: unknown;
}

/** What the base query hands over for a non-success response. */
export interface FailedResponse {
  status: number;
  statusText: string;
  text: string;
}

export function apiErrorFromResponse({ status, statusText, text }: FailedResponse): ApiError {
  return { status, message: `${status}: ${text || statusText}`, body: parseJson(text) };
}

export function apiErrorFromTransport(status: string, detail: string | undefined): ApiError {
  return { status, message: detail || status };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'message' in value &&
    typeof (value as { message: unknown }).message === 'string'
  );
}

/** The server's human message (`{ message }` in its JSON answer), if it gave one. */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const body = error.body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/** Field errors of a 400 answer `{ errors: { field: [message] } }`, if any. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  if (!isApiError(error) || error.status !== 400) return {};
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = (body as { errors: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
    if (typeof messages === 'string') list.push(messages);
    if (list.length) result[field] = list;
  }
  return result;
}

export function hasStatus(error: unknown, status: number): boolean {
  return isApiError(error) && error.status === status;
}

/** Transport failures that a second try may get past: the request never got an answer. */
const networkFailures: readonly (number | string)[] = ['FETCH_ERROR', 'TIMEOUT_ERROR'];

/**
 * Whether a call that failed with `status` may succeed when sent again: no answer (network
 * failure), 408, 429 and every 5xx. Any other 4xx would fail the same way again.
 */
export function isTransient(status: number | string): boolean {
  if (typeof status === 'string') return networkFailures.includes(status);
  return status === 408 || status === 429 || status >= 500;
}

/**
 * The retry rule, by status code, never by the message's text: reads retry a transient failure up
 * to 2 times, writes once. `attempt` counts failures so far (1 = first). A retried write is the
 * same request with the same client id, so the server does not apply it twice.
 */
export function shouldRetry(kind: 'query' | 'mutation', status: number | string, attempt: number): boolean {
  return isTransient(status) && attempt <= (kind === 'query' ? 2 : 1);
}

/** Delay before retry number `attempt` (1-based): 1 s, 2 s, 4 s ... at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000);
}
