import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useAppDispatch, type AppDispatch, type RootState } from '../redux';
import { sessionCleared } from '../session/session';
import { liveRegistry } from './live-registry';
import { connectLive, type LiveConnection, type LiveStatus } from './live-socket';
import './live-indicator.scss';

/** A room a screen follows while it is open: `join` is sent on every (re)connection, `leave` when it closes. */
export interface LiveRoom {
  join: string;
  /** Not given: nothing to send when the screen closes (e.g. a patient's own room, which stays). */
  leave?: string;
  payload: unknown;
  /** Runs once the server has joined the socket to the room: refetch what may have changed before. */
  joined?: () => void;
}

interface LiveContext {
  status: LiveStatus | 'offline';
  follow(room: LiveRoom): () => void;
}

const LiveStatusContext = createContext<LiveContext>({ status: 'offline', follow: () => () => undefined });

const passwordChangePending = (state: RootState) =>
  Object.values(state.api.mutations).some((mutation) => mutation?.endpointName === 'changePassword' && mutation.status === 'pending');

/**
 * The server refused the connection's token: the session ends. Unless this tab is changing its
 * password: the change closes the sockets of every token issued before it, this tab's too, and its
 * answer brings the new token the connection then opens with (ADR 33). So the refusal waits for that
 * answer, and counts only if the session still has the refused token.
 */
const liveTokenRefused = (refused: string) => async (dispatch: AppDispatch, getState: () => RootState) => {
  for (let waited = 0; waited < 30_000 && passwordChangePending(getState()); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  if (getState().session.token === refused) dispatch(sessionCleared());
};

/**
 * Keeps one live connection while signed in. Messages go to the handlers the features registered;
 * every (re)connection refetches what they registered, closing the gap while the socket was away
 * (and the one between the first fetch and the first connection), and joins again the rooms the
 * open screens follow (the server forgets them with the old socket).
 */
export function LiveProvider({ token, children }: { token: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const connection = useRef<LiveConnection | null>(null);
  const rooms = useRef(new Set<LiveRoom>());

  useEffect(() => {
    const joinAll = () => {
      for (const room of rooms.current) connection.current?.emit(room.join, room.payload, () => room.joined?.());
    };
    connection.current = connectLive(token, {
      status: setStatus,
      connected: () => {
        joinAll();
        liveRegistry.reconnected(dispatch);
      },
      message: (payload) => void liveRegistry.deliver(payload, dispatch),
      unauthorized: () => void dispatch(liveTokenRefused(token)),
    });
    return () => {
      connection.current?.close();
      connection.current = null;
    };
  }, [token, dispatch]);

  const follow = useCallback((room: LiveRoom) => {
    rooms.current.add(room);
    if (connection.current?.connected()) connection.current.emit(room.join, room.payload, () => room.joined?.());
    return () => {
      rooms.current.delete(room);
      if (room.leave) connection.current?.emit(room.leave, room.payload);
    };
  }, []);

  return <LiveStatusContext.Provider value={{ status, follow }}>{children}</LiveStatusContext.Provider>;
}

export function useLiveStatus(): LiveStatus | 'offline' {
  return useContext(LiveStatusContext).status;
}

/**
 * Follows a live room while the calling screen is mounted (and `room` is given). The room is
 * identified by its events and payload, so a new object with the same content does not rejoin.
 */
export function useLiveRoom(room: LiveRoom | null): void {
  const { follow } = useContext(LiveStatusContext);
  const latest = useRef(room);
  latest.current = room;
  const key = room ? JSON.stringify([room.join, room.leave, room.payload]) : null;
  useEffect(() => {
    const current = latest.current;
    if (!key || !current) return;
    return follow({ ...current, joined: () => latest.current?.joined?.() });
  }, [key, follow]);
}

const labels: Record<LiveStatus | 'offline', string> = {
  connected: 'Live',
  connecting: 'Connecting...',
  reconnecting: 'Reconnecting...',
  paused: 'Live updates paused',
  offline: 'Offline',
};

export function LiveIndicator() {
  const status = useLiveStatus();
  const label = labels[status];
  return (
    <span className={`live-indicator is-${status}`} aria-live="polite" data-testid="live-indicator" data-state={status}>
      <span className="live-dot" aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}
