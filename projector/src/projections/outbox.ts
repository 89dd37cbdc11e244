import { rooms, type OutboxMessage } from '@pt/contracts';
import type { Projection } from '../projection';

/** Notifications written to the outbox (no SMTP configured), for admins to read. */
export const outboxProjection: Projection = {
  name: 'outbox',
  version: 1,
  collections: ['outbox'],
  handles: ['NotificationSent'],

  async apply(event, store) {
    if (event.type !== 'NotificationSent' || event.data.channel !== 'outbox') return [];
    const { to, subject, text, source } = event.data;
    const message: OutboxMessage = { id: event.id, to, subject, text, sentAt: event.metadata.at, source, position: event.position };
    if (!(await store.upsert('outbox', message, { position: event.position }))) return [];
    return [{ type: 'outbox.changed', rooms: [rooms.role('admin')], position: event.position, data: { message } }];
  },
};
