export { createInProcessLiveBus } from './in-process';
export { createRedisLiveBus } from './redis';
