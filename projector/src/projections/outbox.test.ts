import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@pt/contracts';
import { projectionSpec, recorded } from '@pt/contracts/core';
import { outboxProjection } from './outbox';

const source = { stream: 'contact-1', eventId: 'e1', type: 'ContactMessageSubmitted' };
const sent = (channel: 'outbox' | 'smtp', stream: string) => ({
  type: 'NotificationSent' as const,
  stream,
  data: { channel, to: 'desk@example.com', subject: 'New message from Ann Lee', text: 'Wrist pain', source },
  metadata: { at: '2026-11-02T14:00:00.000Z' },
});

const outbox = projectionSpec<OutboxMessage>(outboxProjection);

describe('the outbox read model', () => {
  it('keeps a notification written to the outbox, named by its event', () => {
    const events = [sent('outbox', 'notification-e1')];
    const [event] = recorded(events);
    expect([...outbox.given(events).values()]).toEqual([
      { id: event!.id, to: 'desk@example.com', subject: 'New message from Ann Lee', text: 'Wrist pain', sentAt: '2026-11-02T14:00:00.000Z', source, position: '1' },
    ]);
  });

  it('leaves out what went by SMTP', () => {
    expect(outbox.given([sent('smtp', 'notification-e1')]).size).toBe(0);
  });

  it('keeps each notification apart, one document per event', () => {
    expect(outbox.given([sent('outbox', 'notification-e1'), sent('outbox', 'notification-e2')]).size).toBe(2);
  });
});
