import { describe, expect, it } from 'vitest';
import { notificationLabel } from './InboxItemCard';

describe("an inbox item's notification", () => {
  it('says the notice went to the outbox when no mail server sent it, and e-mailed only when one did', () => {
    expect(notificationLabel({ notification: 'sent', notificationChannel: 'outbox' }, true)).toBe('Notification: in the Outbox (no e-mail server)');
    expect(notificationLabel({ notification: 'sent', notificationChannel: 'smtp' }, true)).toBe('Notification: e-mailed');
    expect(notificationLabel({ notification: 'pending' }, true)).toBe('Notification: pending');
    expect(notificationLabel({ notification: 'failed', notificationChannel: 'smtp' }, true)).toBe('Notification: failed');
  });

  it('tells other staff nothing of the Outbox: a setup detail they cannot act on, which read like an error', () => {
    expect(notificationLabel({ notification: 'sent', notificationChannel: 'outbox' }, false)).toBeUndefined();
    expect(notificationLabel({ notification: 'sent', notificationChannel: 'smtp' }, false)).toBe('Notification: e-mailed');
  });
});
