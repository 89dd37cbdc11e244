import { queues, type EventStore, type JobQueue, type JobWorker, type Mailer, type NotificationJob, type RewardJob } from '@pt/contracts';
import { notificationHandler, type NotificationSettings } from './notifications/handler';
import { rewardHandler } from './rewards/handler';

export { composeEmailConfirmation, composeStaffNotification } from './notifications/compose';
export { notificationHandler, type NotificationSettings, type NotificationOutcome } from './notifications/handler';
export { notificationDecider } from './notifications/decider';
export { rewardsDecider } from './rewards/decider';
export { rewardHandler } from './rewards/handler';

export interface WorkerPorts {
  eventStore: EventStore;
  jobQueue: JobQueue;
  mailer: Mailer;
}

export type WorkerSettings = NotificationSettings;

/** The worker role: runs the jobs the projector's reactions enqueue. */
export function start(ports: WorkerPorts, settings: WorkerSettings): { stop(): Promise<void> } {
  const workers: JobWorker[] = [
    ports.jobQueue.process<NotificationJob>(queues.notifications, notificationHandler(ports.eventStore, ports.mailer, settings), { concurrency: 4 }),
    ports.jobQueue.process<RewardJob>(queues.rewards, rewardHandler(ports.eventStore, settings.timeZone), { concurrency: 64 }),
  ];
  return { stop: async () => void (await Promise.all(workers.map((w) => w.close()))) };
}
