import { describe, expect, it } from 'vitest';
import type { Conversation } from '@pt/contracts';
import { projectionSpec } from '@pt/contracts/core';
import { conversationsProjection } from './messages';

const patientActor = { actor: { kind: 'user' as const, userId: 'u-patient', role: 'patient' as const }, at: '2026-11-02T14:00:00.000Z' };
const staffActor = { actor: { kind: 'user' as const, userId: 'u-staff', role: 'therapist' as const }, at: '2026-11-02T15:00:00.000Z' };
const stream = 'conversation-c1';
const started = { type: 'ConversationStarted' as const, stream, data: { patientId: 'p1', patientName: 'Ann Lee', subject: 'Knee', startedBy: 'patient' as const }, metadata: patientActor };
const first = { type: 'MessageWritten' as const, stream, data: { messageId: 'm1', from: 'patient' as const, authorId: 'u-patient', authorName: 'Ann Lee', content: 'It hurts.' }, metadata: patientActor };
const second = { ...first, data: { ...first.data, messageId: 'm2', content: 'Mostly on stairs.' } };
const reply = { type: 'MessageWritten' as const, stream, data: { messageId: 'm3', from: 'practice' as const, authorId: 'u-staff', authorName: 'Dr. Kim', content: 'Ice it.' }, metadata: staffActor };
const readBy = (by: 'patient' | 'practice', through: string) => ({ type: 'ConversationRead' as const, stream, data: { by, readerId: 'u', through }, metadata: staffActor });

const conversations = projectionSpec<Conversation>(conversationsProjection);

describe('the conversations read model', () => {
  it('holds a started conversation with its first message, unread by the practice', () => {
    expect(conversations.given([started, first]).get('c1')).toEqual({
      id: 'c1', patientId: 'p1', patientName: 'Ann Lee', subject: 'Knee', startedBy: 'patient',
      startedAt: '2026-11-02T14:00:00.000Z', lastMessageAt: '2026-11-02T14:00:00.000Z', lastFrom: 'patient',
      messageCount: 1, unreadForPatient: 0, unreadForPractice: 1,
      messages: [{ id: 'm1', from: 'patient', authorName: 'Ann Lee', content: 'It hurts.', at: '2026-11-02T14:00:00.000Z' }],
      revision: 1, position: '2',
    });
  });

  it('counts each side’s unread messages; writing reads what came before', () => {
    expect(conversations.given([started, first, second]).get('c1')).toMatchObject({ unreadForPractice: 2, unreadForPatient: 0 });
    expect(conversations.given([started, first, second, reply]).get('c1')).toMatchObject({
      unreadForPractice: 0, unreadForPatient: 1, lastFrom: 'practice', lastMessageAt: '2026-11-02T15:00:00.000Z', messageCount: 3,
    });
  });

  it('a reading leaves unread only what came after it', () => {
    expect(conversations.given([started, first, second, readBy('practice', 'm1')]).get('c1')).toMatchObject({ unreadForPractice: 1 });
    expect(conversations.given([started, first, second, readBy('practice', 'm2')]).get('c1')).toMatchObject({ unreadForPractice: 0 });
    expect(conversations.given([started, first, second, reply, readBy('patient', 'm3')]).get('c1')).toMatchObject({ unreadForPatient: 0 });
  });

  it('takes a message once, and ignores what belongs to no conversation it saw start', () => {
    expect(conversations.given([started, first, first]).get('c1')).toMatchObject({ messageCount: 1 });
    expect(conversations.given([first, readBy('practice', 'm1')]).get('c1')).toBeUndefined();
  });

  it('tells its patient’s screens and the staff’s, without the messages’ text', () => {
    const doc = conversations.given([started, first]).get('c1')!;
    const [live] = conversationsProjection.live!(doc, first as never);
    expect(live!.rooms).toEqual(['patient:p1', 'role:therapist', 'role:admin', 'role:auditor']);
    expect(JSON.stringify(live!.data)).not.toContain('It hurts.');
  });
});
