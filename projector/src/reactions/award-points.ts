import { queues, type RewardJob } from '@pt/contracts';
import type { Reaction } from '../runner';

/** A recorded session becomes points, streaks, achievements and challenges for the patient. */
export const awardPoints: Reaction = {
  name: 'award-points',
  queue: queues.rewards,
  handles: ['SessionRecorded'],
  job: (event): RewardJob => ({ stream: event.stream, eventId: event.id }),
  // Rewarding only meets a concurrent append now and then: retries come quickly.
  options: { attempts: 10, backoffMs: 200 },
};
