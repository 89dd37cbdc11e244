/** Jobs the projector's reactions enqueue and the worker runs. The job id is the causing event's id. */
export const queues = {
  notifications: 'notifications',
  rewards: 'rewards',
} as const;

/** A session to reward: the SessionRecorded event. */
export interface RewardJob {
  stream: string;
  eventId: string;
}

/** What rewarding a session did (the job's result; the demo card shows it). */
export interface SessionReward {
  pointsEarned: number;
  newAchievements: string[];
  levelUp: boolean;
  level: number;
}

export interface NotificationJob {
  stream: string;
  eventId: string;
}
