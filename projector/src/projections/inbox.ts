import { inboxRoles, rooms, type DomainEvent, type InboxItem, type LiveMessage, type ReadStore } from '@pt/contracts';
import type { Projection } from '../projection';

const collection = 'inbox';
const staffRooms = inboxRoles.map(rooms.role);

/** The staff inbox: contact messages and callback requests, their status and their notification. */
export const inboxProjection: Projection = {
  name: 'inbox',
  version: 1,
  collections: [collection],
  handles: ['ContactMessageSubmitted', 'CallbackRequested', 'RequestStatusChanged', 'NotificationSent', 'NotificationFailed'],

  async apply(event, store) {
    const guard = { position: event.position };
    switch (event.type) {
      case 'ContactMessageSubmitted': {
        const { firstName, lastName, email, phone, service, message, consent } = event.data;
        const item: InboxItem = {
          ...received(event),
          kind: 'contact',
          name: `${firstName} ${lastName}`,
          phone,
          email,
          service,
          message,
          consent,
        };
        return (await store.upsert(collection, item, guard)) ? changed(item) : [];
      }
      case 'CallbackRequested': {
        const { name, phone, reason, preferredTime } = event.data;
        const item: InboxItem = { ...received(event), kind: 'callback', name, phone, reason, preferredTime };
        return (await store.upsert(collection, item, guard)) ? changed(item) : [];
      }
      case 'RequestStatusChanged': {
        const actor = event.metadata.actor;
        const $set = {
          status: event.data.status,
          statusChangedAt: event.metadata.at,
          statusChangedBy: actor.kind === 'user' ? actor.userId : actor.kind,
          position: event.position,
        };
        return updated(store, event.stream, { $set }, guard);
      }
      case 'NotificationSent':
      case 'NotificationFailed': {
        const $set = { notification: event.type === 'NotificationSent' ? 'sent' : 'failed', position: event.position };
        return updated(store, event.data.source.stream, { $set, $inc: { notificationAttempts: 1 } }, guard);
      }
      default:
        return [];
    }
  },
};

function received(event: DomainEvent) {
  return {
    id: event.stream,
    status: 'new' as const,
    receivedAt: event.metadata.at,
    notification: 'pending' as const,
    notificationAttempts: 0,
    position: event.position,
  };
}

async function updated(
  store: ReadStore,
  id: string,
  change: Parameters<ReadStore['update']>[2],
  guard: { position: string },
): Promise<LiveMessage[]> {
  if (!(await store.update(collection, id, change, guard))) return [];
  const item = await store.get<InboxItem & { id: string }>(collection, id);
  return item ? changed(item) : [];
}

function changed(item: InboxItem): LiveMessage[] {
  return [{ type: 'inbox.changed', rooms: staffRooms, position: item.position, data: { item } }];
}
