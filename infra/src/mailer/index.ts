export { createSmtpMailer } from './smtp';
export { createOutboxMailer } from './outbox';
