export * from './practice';
export * from './roles';
export * from './requests';
export * from './events';
export * from './ports';
export * from './queries';
export * from './rooms';
export * from './jobs';
