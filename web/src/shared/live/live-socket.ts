import { io } from 'socket.io-client';
import { liveEventName, type LivePayload } from '@pt/contracts';

/** The socket.io connection for live messages (DESIGN section 7). Loaded only by portal and staff chunks. */
export type LiveStatus = 'connecting' | 'connected' | 'reconnecting';

export interface LiveHandlers {
  status(status: LiveStatus): void;
  /** Every (re)connection: what was missed while away must be refetched. */
  connected(): void;
  message(payload: LivePayload): void;
  /** The server refused the token. */
  unauthorized(): void;
}

const unauthorizedPattern = /\b401\b|unauthori[sz]ed|invalid token|expired/i;

export function connectLive(token: string, handlers: LiveHandlers): () => void {
  const socket = io({ path: '/socket.io', auth: { token }, withCredentials: true });
  handlers.status('connecting');

  socket.on('connect', () => {
    handlers.status('connected');
    handlers.connected();
  });
  socket.on('disconnect', (reason) => {
    handlers.status('reconnecting');
    // The server hung up on purpose (for example a restart): socket.io does not retry that by itself.
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('connect_error', (error) => {
    if (unauthorizedPattern.test(error.message)) {
      handlers.unauthorized();
      return;
    }
    handlers.status('reconnecting');
    if (!socket.active) setTimeout(() => socket.connect(), 5000);
  });
  socket.on(liveEventName, (payload: LivePayload) => handlers.message(payload));

  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}
