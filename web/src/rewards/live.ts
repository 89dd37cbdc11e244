import type { LivePayload } from '@pt/contracts';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { refetchOnNewDay } from '../shared/practice-day';
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

/** Today's challenges (and the last activity) follow the day's plan and its completions: a completion or a change of the program moves them. */
const dayOfPlanChanged = (patientId: string, position: string, dispatch: Parameters<LiveHandler<'completion.recorded'>>[1]) => {
  noteLivePosition(position);
  dispatch(rewardsApi.util.invalidateTags([{ type: 'Challenges', id: patientId }, { type: 'Challenges', id: 'me' }]));
};
const completionRecorded: LiveHandler<'completion.recorded'> = (message, dispatch) => dayOfPlanChanged(message.data.completion.patientId, message.position, dispatch);
const assignmentChanged: LiveHandler<'assignment.changed'> = (message, dispatch) => dayOfPlanChanged(message.data.assignment.patientId, message.position, dispatch);

/** Someone's weekly points, streak or leaderboard choice changed: the open leaderboards fetch it again. */
const leaderboardChanged: LiveHandler<'leaderboard.changed'> = (message, dispatch) => {
  noteLivePosition(message.position);
  dispatch(rewardsApi.util.invalidateTags(['Leaderboard']));
};

export function registerRewardsLiveUpdates(): void {
  registerLiveHandler('rewards.changed', rewardsChanged);
  registerLiveHandler('leaderboard.changed', leaderboardChanged);
  registerLiveHandler('completion.recorded', completionRecorded);
  registerLiveHandler('assignment.changed', assignmentChanged);
  invalidateOnReconnect(rewardsApi.util.invalidateTags(['Rewards', 'Leaderboard']));
  // The streak, the week's points and leaderboard, and the day's challenges are counted by the practice's day.
  refetchOnNewDay(rewardsApi.util.invalidateTags(['Rewards', 'Leaderboard']));
}
