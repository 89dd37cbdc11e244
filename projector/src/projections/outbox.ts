import { rooms, type EventOf, type OutboxMessage } from '@pt/contracts';
import { defineProjection } from '@pt/contracts/core';

/** Notifications written to the outbox (no SMTP configured), for admins to read. */
export const outboxProjection = defineProjection<OutboxMessage, EventOf<'NotificationSent'>>({
  name: 'outbox',
  version: 2,
  handles: ['NotificationSent'],
  indexes: [{ sentAt: -1 }],
  documentId: (event) => event.id,
  namedBy: (id) => id,
  evolve(_message, event) {
    if (event.data.channel !== 'outbox') return null;
    const { to, subject, text, source } = event.data;
    return { id: event.id, to, subject, text, sentAt: event.metadata.at, source, position: event.position };
  },
  live: (message) => (message ? [{ type: 'outbox.changed', rooms: [rooms.role('admin')], data: { message } }] : []),
});
