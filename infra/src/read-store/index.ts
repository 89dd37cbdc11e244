export { createMemoryReadStore } from './memory';
export { createMongoReadStore } from './mongo';
export { createSqliteReadStore } from './sqlite';
