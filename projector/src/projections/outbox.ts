import { rooms, type EventOf, type OutboxMessage } from '@pt/contracts';
import { defineProjection } from '@pt/contracts/core';

/** Notifications written to the outbox (no SMTP configured), for admins to read. */
export const outboxProjection = defineProjection<OutboxMessage, EventOf<'NotificationSent'>>({
  name: 'outbox',
  // Version 3: the admins' list's order (newest first, the id breaking ties, as its cursor reads on)
  // in one index, which replaces the one on `sentAt` alone (its prefix, a page sorted the ties in a
  // temporary B-tree); the new generation is built without the old index.
  version: 3,
  handles: ['NotificationSent'],
  indexes: [{ sentAt: -1, id: -1 }],
  documentId: (event) => event.id,
  namedBy: (id) => id,
  evolve(_message, event) {
    if (event.data.channel !== 'outbox') return null;
    const { to, subject, text, source } = event.data;
    return { id: event.id, to, subject, text, sentAt: event.metadata.at, source, position: event.position };
  },
  live: (message) => (message ? [{ type: 'outbox.changed', rooms: [rooms.role('admin')], data: { message } }] : []),
});
