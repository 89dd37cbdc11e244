import { describe, expect, it } from 'vitest';
import type { InboxItem } from '@pt/contracts';
import { projectionSpec, recorded, specNow } from '@pt/contracts/core';
import { inboxProjection } from './inbox';

const at = specNow.toISOString();
const submitted = {
  type: 'ContactMessageSubmitted' as const,
  stream: 'contact-1',
  data: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '3215550100', service: 'hand-therapy', message: 'Wrist pain', consent: true },
};
const handled = {
  type: 'RequestStatusChanged' as const,
  stream: 'contact-1',
  data: { status: 'handled' as const },
  metadata: { actor: { kind: 'user' as const, userId: 'u-admin', role: 'admin' as const } },
};
const source = { stream: 'contact-1', eventId: 'e1', type: 'ContactMessageSubmitted' };
const sent = { type: 'NotificationSent' as const, stream: 'notification-e1', data: { channel: 'outbox' as const, to: 'desk@example.com', subject: 's', text: 't', source } };
const failed = (attempt: number, final: boolean) => ({
  type: 'NotificationFailed' as const,
  stream: 'notification-e1',
  data: { channel: 'smtp' as const, attempt, reason: 'SMTP 421', final, source },
});

const inbox = projectionSpec<InboxItem>(inboxProjection);

describe('the inbox read model', () => {
  it('makes a submitted message a new item', () => {
    expect(inbox.given([submitted]).get('contact-1')).toMatchObject({
      id: 'contact-1', kind: 'contact', status: 'new', name: 'Ann Lee', receivedAt: at, notification: 'pending', notificationAttempts: 0, revision: 0, position: '1',
    });
  });

  it('records who handled it, the request revision and the notification outcome', () => {
    expect(inbox.given([submitted, handled, sent]).get('contact-1')).toMatchObject({
      status: 'handled', statusChangedBy: 'u-admin', revision: 1, notification: 'sent', notificationChannel: 'outbox', notificationAttempts: 1, position: '3',
    });
  });

  it('tells a retried failure from one the worker gave up on', () => {
    expect(inbox.given([submitted, failed(1, false)]).get('contact-1')).toMatchObject({ notification: 'pending', notificationAttempts: 1 });
    expect(inbox.given([submitted, failed(1, false), failed(2, true)]).get('contact-1')).toMatchObject({ notification: 'failed', notificationAttempts: 2 });
  });

  it('ignores notifications of anything that is not in the inbox', () => {
    const other = { ...sent, data: { ...sent.data, source: { stream: 'intake-9', eventId: 'e9', type: 'IntakeFormSubmitted' } } };
    expect(inbox.given([other]).size).toBe(0);
  });

  it('announces every change to admins and therapists', () => {
    const [event] = recorded([submitted]);
    const item = inboxProjection.evolve(null, event);
    expect(inboxProjection.live!(item, event)).toEqual([{ type: 'inbox.changed', rooms: ['role:admin', 'role:therapist'], data: { item } }]);
  });
});
