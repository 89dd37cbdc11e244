import { describe, expect, it } from 'vitest';
import { notificationLabel } from './InboxItemCard';

describe("an inbox item's notification", () => {
  it('says the notice went to the outbox when no mail server sent it, and e-mailed only when one did', () => {
    expect(notificationLabel({ notification: 'sent', notificationChannel: 'outbox' }, true)).toBe('Notification: in the Outbox (no e-mail server)');
    expect(notificationLabel({ notification: 'sent', notificationChannel: 'smtp' }, true)).toBe('Notification: e-mailed');
    expect(notificationLabel({ notification: 'pending' }, true)).toBe('Notification: pending');
    expect(notificationLabel({ notification: 'failed', notificationChannel: 'smtp' }, true)).toBe('Notification: failed');
  });

  it('does not send therapists to an Outbox they cannot open', () => {
    expect(notificationLabel({ notification: 'sent', notificationChannel: 'outbox' }, false)).toBe('Notification: not e-mailed (no e-mail server)');
    expect(notificationLabel({ notification: 'sent', notificationChannel: 'smtp' }, false)).toBe('Notification: e-mailed');
  });
});
