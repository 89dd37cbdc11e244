import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@pt/contracts';
import { applyOutboxMessage } from './outbox-cache';

const message = (id: string, sentAt: string, position: string, subject = `notice ${id}`): OutboxMessage => ({
  id,
  to: 'frontdesk@example.com',
  subject,
  text: 'text',
  sentAt,
  source: { stream: `contact-${id}`, eventId: `e-${id}`, type: 'ContactMessageSubmitted' },
  position,
});

describe('the cached outbox', () => {
  it('takes a new notice in, newest first', () => {
    const list = [message('a', '2026-11-23T10:00:00.000Z', '5')];
    applyOutboxMessage(list, message('b', '2026-11-23T11:00:00.000Z', '9'));
    expect(list.map((m) => m.id)).toEqual(['b', 'a']);
  });

  it('ignores a repeated or older copy, and takes a newer one', () => {
    const list = [message('a', '2026-11-23T10:00:00.000Z', '5')];
    applyOutboxMessage(list, message('a', '2026-11-23T10:00:00.000Z', '5', 'again'));
    applyOutboxMessage(list, message('a', '2026-11-23T10:00:00.000Z', '4', 'older'));
    expect(list.map((m) => m.subject)).toEqual(['notice a']);
    applyOutboxMessage(list, message('a', '2026-11-23T10:00:00.000Z', '6', 'newer'));
    expect(list.map((m) => m.subject)).toEqual(['newer']);
  });
});
