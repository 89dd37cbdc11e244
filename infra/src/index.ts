export * from './event-store';
export * from './read-store';
export * from './job-queue';
export * from './live-bus';
export * from './mailer';
export { loadConfig, type Config } from './config';
export { createPorts, type Ports } from './ports';
export { main, type Running } from './main';
export { backgroundCheckpointed } from './sqlite-checkpoints';
