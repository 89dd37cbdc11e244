import { describe, expect, it } from 'vitest';
import { notificationLabel } from './InboxItemCard';

describe("an inbox item's notification", () => {
  it('says the notice went to the outbox when no mail server sent it, and e-mailed only when one did', () => {
    expect(notificationLabel({ notification: 'sent', notificationChannel: 'outbox' })).toBe('Notification: in the outbox (no e-mail server)');
    expect(notificationLabel({ notification: 'sent', notificationChannel: 'smtp' })).toBe('Notification: e-mailed');
    expect(notificationLabel({ notification: 'pending' })).toBe('Notification: pending');
    expect(notificationLabel({ notification: 'failed', notificationChannel: 'smtp' })).toBe('Notification: failed');
  });
});
