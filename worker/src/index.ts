import { queues, type EventStore, type JobQueue, type JobWorker, type Mailer, type NotificationJob } from '@pt/contracts';
import { notificationHandler, type NotificationSettings } from './notifications/handler';

export { composeStaffNotification } from './notifications/compose';
export { notificationHandler, type NotificationSettings, type NotificationOutcome } from './notifications/handler';
export { notificationDecider } from './notifications/decider';

export interface WorkerPorts {
  eventStore: EventStore;
  jobQueue: JobQueue;
  mailer: Mailer;
}

/** The worker role: runs the jobs the projector's reactions enqueue. */
export function start(ports: WorkerPorts, settings: NotificationSettings): { stop(): Promise<void> } {
  const workers: JobWorker[] = [
    ports.jobQueue.process<NotificationJob>(queues.notifications, notificationHandler(ports.eventStore, ports.mailer, settings), { concurrency: 4 }),
  ];
  return { stop: async () => void (await Promise.all(workers.map((w) => w.close()))) };
}
