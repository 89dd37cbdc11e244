export { createMemoryReadStore } from './memory';
export { createMongoReadStore } from './mongo';
