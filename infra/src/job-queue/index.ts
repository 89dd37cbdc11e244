export { createInProcessJobQueue } from './in-process';
export { createBullmqJobQueue, type BullmqJobQueueOptions } from './bullmq';
