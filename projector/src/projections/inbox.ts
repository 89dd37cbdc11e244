import { inboxRoles, rooms, type EventOf, type InboxItem } from '@pt/contracts';
import { defineProjection } from '@pt/contracts/core';

type InboxEvent = EventOf<'ContactMessageSubmitted' | 'CallbackRequested' | 'RequestStatusChanged' | 'NotificationSent' | 'NotificationFailed'>;

const staffRooms = inboxRoles.map(rooms.role);

/** The staff inbox: contact messages and callback requests, their status and their notification. */
export const inboxProjection = defineProjection<InboxItem, InboxEvent>({
  name: 'inbox',
  version: 2,
  handles: ['ContactMessageSubmitted', 'CallbackRequested', 'RequestStatusChanged', 'NotificationSent', 'NotificationFailed'],
  indexes: [{ receivedAt: -1, id: -1 }, { status: 1, receivedAt: -1, id: -1 }],

  documentId: (event) => (event.type === 'NotificationSent' || event.type === 'NotificationFailed' ? event.data.source.stream : event.stream),
  namedBy: (id) => id,

  evolve(item, event) {
    switch (event.type) {
      case 'ContactMessageSubmitted': {
        const { firstName, lastName, email, phone, service, message, consent } = event.data;
        return received(event, { kind: 'contact' as const, name: `${firstName} ${lastName}`, phone, email, service, message, consent });
      }
      case 'CallbackRequested': {
        const { name, phone, reason, preferredTime } = event.data;
        return received(event, { kind: 'callback' as const, name, phone, reason, preferredTime });
      }
      case 'RequestStatusChanged': {
        if (!item) return null;
        const actor = event.metadata.actor;
        return {
          ...item,
          status: event.data.status,
          statusChangedAt: event.metadata.at,
          statusChangedBy: actor.kind === 'user' ? actor.userId : actor.kind,
          revision: event.revision,
        };
      }
      case 'NotificationSent':
        return item && { ...item, notification: 'sent', notificationChannel: event.data.channel, notificationAttempts: item.notificationAttempts + 1 };
      case 'NotificationFailed':
        return item && { ...item, notification: event.data.final ? 'failed' : 'pending', notificationChannel: event.data.channel, notificationAttempts: item.notificationAttempts + 1 };
    }
  },

  live: (item) => (item ? [{ type: 'inbox.changed', rooms: staffRooms, data: { item } }] : []),
});

/** A new item: what every request starts with, and what its kind adds. (Object.assign, not a spread: V8
 * copies a fresh object into a literal of more keys slowly, and this runs once per request in a rebuild.) */
function received<T extends object>(event: InboxEvent, fields: T) {
  return Object.assign({
    id: event.stream,
    status: 'new' as const,
    receivedAt: event.metadata.at,
    notification: 'pending' as const,
    notificationAttempts: 0,
    revision: event.revision,
    position: event.position,
  }, fields);
}
