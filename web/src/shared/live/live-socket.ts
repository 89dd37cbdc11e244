import { io } from 'socket.io-client';
import { liveEventName, livePausedEventName, type LivePayload } from '@pt/contracts';

/** The socket.io connection for live messages (DESIGN section 7). Loaded only by portal and staff chunks. */
/** `paused`: connected, but the server cannot pass live messages on for now (it closes the socket once it can again). */
export type LiveStatus = 'connecting' | 'connected' | 'reconnecting' | 'paused';

export interface LiveHandlers {
  status(status: LiveStatus): void;
  /** Every (re)connection: what was missed while away must be refetched. */
  connected(): void;
  message(payload: LivePayload): void;
  /** The server refused the token. */
  unauthorized(): void;
}

const unauthorizedPattern = /\b401\b|unauthori[sz]ed|invalid token|expired/i;

export interface LiveConnection {
  /** Sends a request to the server (e.g. to follow a patient's room); `ack` receives its answer. */
  emit(event: string, payload: unknown, ack?: (answer: unknown) => void): void;
  connected(): boolean;
  close(): void;
}

export function connectLive(token: string, handlers: LiveHandlers): LiveConnection {
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
  socket.on(livePausedEventName, () => handlers.status('paused'));

  return {
    emit: (event, payload, ack) => {
      // An event without a payload (payload undefined) sends the acknowledgement as its only argument.
      const args: unknown[] = payload === undefined ? [] : [payload];
      if (ack) args.push(ack);
      socket.emit(event, ...args);
    },
    connected: () => socket.connected,
    close: () => {
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
