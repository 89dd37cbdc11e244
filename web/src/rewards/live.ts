import type { LivePayload } from '@pt/contracts';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { noteLivePosition } from './read-after';
import { rewardsApi } from './rewardsEndpoints';

export type RewardsChange = Extract<LivePayload, { type: 'rewards.changed' }>;

/** Who listens for rewards as they arrive (the toasts). */
const listeners = new Set<(change: RewardsChange) => void>();

export function onRewardsChanged(listener: (change: RewardsChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A patient's rewards changed: their tiles and lists are fetched again; the toasts hear of it. */
const rewardsChanged: LiveHandler<'rewards.changed'> = (message, dispatch) => {
  noteLivePosition(message.position);
  // A patient reads their own as `me`; staff by the patient's id.
  dispatch(rewardsApi.util.invalidateTags([{ type: 'Rewards', id: message.data.patientId }, { type: 'Rewards', id: 'me' }]));
  for (const listener of listeners) listener(message);
};

/** Someone's weekly points, streak or leaderboard choice changed: the open leaderboards fetch it again. */
const leaderboardChanged: LiveHandler<'leaderboard.changed'> = (message, dispatch) => {
  noteLivePosition(message.position);
  dispatch(rewardsApi.util.invalidateTags(['Leaderboard']));
};

export function registerRewardsLiveUpdates(): void {
  registerLiveHandler('rewards.changed', rewardsChanged);
  registerLiveHandler('leaderboard.changed', leaderboardChanged);
  invalidateOnReconnect(rewardsApi.util.invalidateTags(['Rewards', 'Leaderboard']));
}
