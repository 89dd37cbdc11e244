import { describe, expect, it } from 'vitest';
import { notificationLabel } from './InboxItemCard';

describe("an inbox item's notification", () => {
  it('says the notice went to the outbox when no mail server sent it, and e-mailed only when one did', () => {
    expect(notificationLabel({ notification: 'sent', notificationChannel: 'outbox', notificationAttempts: 1 }, true)).toBe('Notification: in the Outbox (no e-mail server)');
    expect(notificationLabel({ notification: 'sent', notificationChannel: 'smtp', notificationAttempts: 1 }, true)).toBe('Notification: e-mailed');
    expect(notificationLabel({ notification: 'pending', notificationAttempts: 0 }, true)).toBe('Notification: pending');
  });

  it('tells admins a notice that failed, with what to check: the mail server, or the log when even the Outbox failed', () => {
    expect(notificationLabel({ notification: 'failed', notificationChannel: 'smtp', notificationAttempts: 5 }, true)).toBe('Notification: not e-mailed (5 attempts): check the mail server (SMTP_URL)');
    expect(notificationLabel({ notification: 'failed', notificationChannel: 'outbox', notificationAttempts: 1 }, true)).toBe("Notification: not written to the Outbox (1 attempt): check the server's log");
  });

  it('tells other staff calmly that colleagues were not e-mailed and that admins see why (it said "Notification: failed" in red)', () => {
    expect(notificationLabel({ notification: 'failed', notificationChannel: 'smtp', notificationAttempts: 5 }, false)).toBe('Not e-mailed to staff; an admin can see why');
  });

  it('tells other staff nothing of the Outbox: a setup detail they cannot act on, which read like an error', () => {
    expect(notificationLabel({ notification: 'sent', notificationChannel: 'outbox', notificationAttempts: 1 }, false)).toBeUndefined();
    expect(notificationLabel({ notification: 'sent', notificationChannel: 'smtp', notificationAttempts: 1 }, false)).toBe('Notification: e-mailed');
  });
});
