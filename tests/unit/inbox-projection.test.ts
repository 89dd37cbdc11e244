import { describe, expect, it } from 'vitest';
import type { DomainEvent, InboxItem, LiveMessage } from '@pt/contracts';
import { projections } from '@pt/projector';
import { createMemoryReadStore } from '@pt/infra';

const inbox = projections.find((p) => p.name === 'inbox')!;
const at = '2026-11-22T10:00:00.000Z';
const meta = (actor: DomainEvent['metadata']['actor'] = { kind: 'anonymous', ipHash: 'x' }) => ({ actor, correlationId: 'c', causationId: 'c', at, schema: 1 });

const submitted: DomainEvent = {
  id: 'ev-1',
  type: 'ContactMessageSubmitted',
  stream: 'contact-1',
  revision: 0,
  position: '5',
  data: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '3215550100', service: 'hand-therapy', message: 'Wrist pain', consent: true },
  metadata: meta(),
};
const handled: DomainEvent = {
  id: 'ev-2',
  type: 'RequestStatusChanged',
  stream: 'contact-1',
  revision: 1,
  position: '9',
  data: { status: 'handled' },
  metadata: meta({ kind: 'user', userId: 'u-admin', role: 'admin' }),
};
const sent: DomainEvent = {
  id: 'ev-3',
  type: 'NotificationSent',
  stream: 'notification-ev-1',
  revision: 0,
  position: '12',
  data: { channel: 'outbox', to: 'desk@example.com', subject: 's', text: 't', source: { stream: 'contact-1', eventId: 'ev-1', type: 'ContactMessageSubmitted' } },
  metadata: meta({ kind: 'system', name: 'worker' }),
};

async function given(...events: DomainEvent[]) {
  const store = createMemoryReadStore();
  const messages: LiveMessage[] = [];
  for (const event of events) messages.push(...(await inbox.apply(event, store)));
  return { store, messages, item: () => store.get<InboxItem>('inbox', 'contact-1') };
}

describe('inbox projection', () => {
  it('a submitted message becomes a new inbox item, announced to admins and therapists', async () => {
    const { item, messages } = await given(submitted);
    expect(await item()).toMatchObject({ id: 'contact-1', kind: 'contact', status: 'new', name: 'Ann Lee', receivedAt: at, notification: 'pending', position: '5' });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ type: 'inbox.changed', rooms: ['role:admin', 'role:therapist'], position: '5' });
  });

  it('records who handled it and the notification outcome', async () => {
    const { item } = await given(submitted, handled, sent);
    expect(await item()).toMatchObject({ status: 'handled', statusChangedBy: 'u-admin', notification: 'sent', notificationAttempts: 1, position: '12' });
  });

  it('a replayed event changes nothing and announces nothing', async () => {
    const { store, item } = await given(submitted, handled, sent);
    const before = await item();
    const again = [...(await inbox.apply(sent, store)), ...(await inbox.apply(handled, store)), ...(await inbox.apply(submitted, store))];
    expect(again).toEqual([]);
    expect(await item()).toEqual(before);
  });
});
