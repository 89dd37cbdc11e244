/**
 * The core every area uses (`@pt/contracts/core`): the decider type, domain errors, the command
 * handler (one write path for the command API and the worker), projections as pure folds and the
 * read-model registry. Server-side only: the web app never imports it (a test holds that).
 */
export * from './decider';
export * from './command-handler';
export * from './fingerprint';
export * from './ids';
export * from './diagnostics';
export * from './projection';
export * from './read-models';
export * from './specification';
export * from './email-confirmation-token';
export * from './password-reset-token';
