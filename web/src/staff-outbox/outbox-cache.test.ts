import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@pt/contracts';
import { applyOutboxMessage, hasOlderMessages, messagesOf, totalOf, type OutboxPages } from './outbox-cache';

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
    const data: OutboxPages = { pages: [{ messages: [message('a', '2026-11-23T10:00:00.000Z', '5')], total: 1, nextCursor: null }] };
    applyOutboxMessage(data, message('b', '2026-11-23T11:00:00.000Z', '9'));
    expect(messagesOf(data).map((m) => m.id)).toEqual(['b', 'a']);
    expect(totalOf(data)).toBe(2);
  });

  it('ignores a repeated or older copy, and takes a newer one', () => {
    const data: OutboxPages = { pages: [{ messages: [message('a', '2026-11-23T10:00:00.000Z', '5')], total: 1, nextCursor: null }] };
    applyOutboxMessage(data, message('a', '2026-11-23T10:00:00.000Z', '5', 'again'));
    applyOutboxMessage(data, message('a', '2026-11-23T10:00:00.000Z', '4', 'older'));
    expect(messagesOf(data).map((m) => m.subject)).toEqual(['notice a']);
    applyOutboxMessage(data, message('a', '2026-11-23T10:00:00.000Z', '6', 'newer'));
    expect(messagesOf(data).map((m) => m.subject)).toEqual(['newer']);
    expect(totalOf(data)).toBe(1);
  });

  it('finds a notice on an older page, and counts every notice, not only those fetched', () => {
    const data: OutboxPages = {
      pages: [
        { messages: [message('c', '2026-11-23T12:00:00.000Z', '9')], total: 3, nextCursor: 'x' },
        { messages: [message('b', '2026-11-23T11:00:00.000Z', '7')], total: 3, nextCursor: 'y' },
      ],
    };
    applyOutboxMessage(data, message('b', '2026-11-23T11:00:00.000Z', '8', 'signed again'));
    expect(messagesOf(data).map((m) => m.subject)).toEqual(['notice c', 'signed again']);
    expect(totalOf(data)).toBe(3);
    expect(hasOlderMessages(data)).toBe(true);
  });
});
