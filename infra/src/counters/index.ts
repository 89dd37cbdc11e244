export { createMemoryCounterStore } from './memory';
export { createSqliteCounterStore } from './sqlite';
export { createRedisCounterStore } from './redis';
