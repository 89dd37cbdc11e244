import { hasStatus, serverMessage } from '../shared/api/http-error';

/** The login and registration messages of spec 001 section 8. */
export const invalidCredentialsMessage = 'Invalid email or password. Please try again.';
export const loginFailedMessage = 'Login failed. Please try again.';
export const registrationFailedMessage = 'Registration failed. Please try again.';

/**
 * A 401 means wrong credentials. A limit reached (429) or sign-in briefly out of service (503) is said
 * in the server's words, which tell how long to wait (a bare "Login failed" invites trying again at
 * once, which a limit only prolongs); anything else is a failed login.
 */
export function loginErrorMessage(error: unknown): string {
  if (hasStatus(error, 401)) return invalidCredentialsMessage;
  if (hasStatus(error, 429) || hasStatus(error, 503)) return serverMessage(error) ?? loginFailedMessage;
  return loginFailedMessage;
}

/** The fixed message, followed by the server's reason when it gives one (e.g. an existing account). */
export function registrationErrorMessage(error?: unknown): string {
  const reason = error === undefined ? undefined : serverMessage(error);
  return reason ? `${registrationFailedMessage} ${reason}` : registrationFailedMessage;
}
