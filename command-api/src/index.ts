export { start, type ApiPorts, type RunningApi } from './start';
export { createApp } from './app';
export type { ApiConfig, AppointmentType, Health } from './config';
export { createTokenIssuer } from './auth/tokens';
export { createAccounts, type Accounts } from './auth/accounts';
export { ensureAccount, systemMeta } from './auth/seed';
export { seedDemo, demoAccounts } from './demo';
export { seedDemoHistory } from './demo-history';
export { requestDecider } from './requests/decider';
