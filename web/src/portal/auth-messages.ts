import { hasStatus, serverMessage } from '../shared/api/http-error';

/** The login and registration messages of spec 001 section 8. */
export const invalidCredentialsMessage = 'Invalid email or password. Please try again.';
export const loginFailedMessage = 'Login failed. Please try again.';
export const registrationFailedMessage = 'Registration failed. Please try again.';

/** A 401 means wrong credentials; anything else (server down, rate limit ...) is a failed login. */
export function loginErrorMessage(error: unknown): string {
  return hasStatus(error, 401) ? invalidCredentialsMessage : loginFailedMessage;
}

/** The fixed message, followed by the server's reason when it gives one (e.g. an existing account). */
export function registrationErrorMessage(error?: unknown): string {
  const reason = error === undefined ? undefined : serverMessage(error);
  return reason ? `${registrationFailedMessage} ${reason}` : registrationFailedMessage;
}
