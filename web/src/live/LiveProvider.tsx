import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { api } from '../app/api';
import { sessionCleared } from '../app/session';
import { useAppDispatch } from '../app/store';
import { applyLiveMessage } from './live-messages';
import { connectLive, type LiveStatus } from './live-socket';

const LiveStatusContext = createContext<LiveStatus | 'offline'>('offline');

/** Keeps one live connection while signed in; patches the cache from live messages. */
export function LiveProvider({ token, children }: { token: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(
    () =>
      connectLive(token, {
        status: setStatus,
        connected: () => dispatch(api.util.invalidateTags(['Inbox'])),
        message: (payload) => applyLiveMessage(dispatch, payload),
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
