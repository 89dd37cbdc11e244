export { createInProcessJobQueue, keepCompletedCount } from './in-process';
export { createBullmqJobQueue, type BullmqJobQueueOptions } from './bullmq';
