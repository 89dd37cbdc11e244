import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useAppDispatch } from '../redux';
import { sessionCleared } from '../session/session';
import { liveRegistry } from './live-registry';
import { connectLive, type LiveStatus } from './live-socket';
import './live-indicator.scss';

const LiveStatusContext = createContext<LiveStatus | 'offline'>('offline');

/**
 * Keeps one live connection while signed in. Messages go to the handlers the features registered;
 * every (re)connection refetches what they registered, closing the gap while the socket was away
 * (and the one between the first fetch and the first connection).
 */
export function LiveProvider({ token, children }: { token: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(
    () =>
      connectLive(token, {
        status: setStatus,
        connected: () => liveRegistry.reconnected(dispatch),
        message: (payload) => void liveRegistry.deliver(payload, dispatch),
        unauthorized: () => dispatch(sessionCleared()),
      }),
    [token, dispatch],
  );

  return <LiveStatusContext.Provider value={status}>{children}</LiveStatusContext.Provider>;
}

export function useLiveStatus(): LiveStatus | 'offline' {
  return useContext(LiveStatusContext);
}

const labels: Record<LiveStatus | 'offline', string> = {
  connected: 'Live',
  connecting: 'Connecting...',
  reconnecting: 'Reconnecting...',
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
