import { describe, expect, it } from 'vitest';
import { messageLimits } from '@pt/contracts';
import { spec } from '@pt/contracts/core';
import { conversationDecider, type ConversationCommand } from './decider';

const patientId = 'p-1';
const patient = { authorId: 'u-patient', authorName: 'Ann Lee' };
const staff = { authorId: 'u-staff', authorName: 'Dr. Kim' };
const start: ConversationCommand = { type: 'Start', patientId, patientName: 'Ann Lee', subject: 'Knee', from: 'patient', messageId: 'm-1', content: 'It hurts after the squats.', ...patient };
const started = [
  { type: 'ConversationStarted' as const, data: { patientId, patientName: 'Ann Lee', subject: 'Knee', startedBy: 'patient' as const } },
  { type: 'MessageWritten' as const, data: { messageId: 'm-1', from: 'patient' as const, content: 'It hurts after the squats.', ...patient } },
];
const reply = { type: 'MessageWritten' as const, data: { messageId: 'm-2', from: 'practice' as const, content: 'Fewer squats for a week.', ...staff } };
const write = (from: 'patient' | 'practice', messageId: string, asPatient: string | null = from === 'patient' ? patientId : null): ConversationCommand => ({
  type: 'Write',
  asPatient,
  from,
  messageId,
  content: 'Thanks',
  ...(from === 'patient' ? patient : staff),
});
const read = (by: 'patient' | 'practice', through: string, asPatient: string | null = by === 'patient' ? patientId : null): ConversationCommand => ({
  type: 'Read',
  asPatient,
  by,
  readerId: by === 'patient' ? patient.authorId : staff.authorId,
  through,
});

describe('a conversation', () => {
  it('starts with its first message, once', () => {
    expect(spec(conversationDecider).given([]).when(start)).toEqual(started);
    expect(spec(conversationDecider).given(started).rejects(start)).toMatchObject({ code: 'already-exists' });
  });

  it('takes messages from either side', () => {
    expect(spec(conversationDecider).given(started).when(write('practice', 'm-2'))).toEqual([
      { type: 'MessageWritten', data: { messageId: 'm-2', from: 'practice', content: 'Thanks', ...staff } },
    ]);
    expect(spec(conversationDecider).given([...started, reply]).when(write('patient', 'm-3'))).toHaveLength(1);
  });

  it('is another patient’s to nobody else: answered as if it did not exist', () => {
    expect(spec(conversationDecider).given(started).rejects(write('patient', 'm-2', 'p-2'))).toMatchObject({ code: 'not-found' });
    expect(spec(conversationDecider).given([...started, reply]).rejects(read('patient', 'm-2', 'p-2'))).toMatchObject({ code: 'not-found' });
    expect(spec(conversationDecider).given([]).rejects(write('practice', 'm-1'))).toMatchObject({ code: 'not-found' });
  });

  it('refuses a message id used before, and a message past its length', () => {
    expect(spec(conversationDecider).given(started).rejects(write('practice', 'm-1'))).toMatchObject({ code: 'already-exists' });
    const full = [
      started[0]!,
      ...Array.from({ length: messageLimits.perConversation }, (_, i) => ({ ...reply, data: { ...reply.data, messageId: `r-${i}` } })),
    ];
    expect(spec(conversationDecider).given(full).rejects(write('patient', 'm-x'))).toMatchObject({ code: 'invalid', fields: { content: expect.any(Array) } });
  });

  it('records a reading only when it shows the reader something of the other side', () => {
    const given = [...started, reply];
    expect(spec(conversationDecider).given(given).when(read('patient', 'm-2'))).toEqual([
      { type: 'ConversationRead', data: { by: 'patient', readerId: 'u-patient', through: 'm-2' } },
    ]);
    // Read already; their own message only; the practice's reply counts as its reading of what came before.
    expect(spec(conversationDecider).given([...given, { type: 'ConversationRead', data: { by: 'patient', readerId: 'u-patient', through: 'm-2' } }]).when(read('patient', 'm-2'))).toEqual([]);
    expect(spec(conversationDecider).given(started).when(read('patient', 'm-1'))).toEqual([]);
    expect(spec(conversationDecider).given(given).when(read('practice', 'm-1'))).toEqual([]);
    expect(spec(conversationDecider).given(started).when(read('practice', 'm-1'))).toHaveLength(1);
  });

  it('refuses a reading through a message it does not hold', () => {
    expect(spec(conversationDecider).given(started).rejects(read('practice', 'm-9'))).toMatchObject({ code: 'invalid', fields: { through: expect.any(Array) } });
  });
});
