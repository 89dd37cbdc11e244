export { createSqliteEventStore } from './sqlite';
export { createEsdbEventStore } from './esdb';
