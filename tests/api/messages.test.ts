import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { conversationsPageSize, liveEventName, messageLimits, practice, type Conversation, type ConversationSummary, type LivePayload, type OutboxMessage } from '@pt/contracts';
import { createdInBatches, usePortalServer } from '../support/portal-api';
import { waitFor } from '../support/wait';

/** Messages between patients and the practice (ADR 32): each side reads and writes, nobody else's is seen, every create once. */
const portal = usePortalServer();
const { sockets, newPatient } = portal;

const get = (route: string, token: string) => portal.ctx.server.call('GET', route, undefined, token);
const post = (route: string, body: unknown, token: string) => portal.ctx.server.call('POST', route, body, token);

describe('messages between a patient and the practice', () => {
  it('a patient writes, the practice answers, each side’s unread count follows, and a retry changes nothing', async () => {
    const { server, therapist, auditor } = portal.ctx;
    const patient = await newPatient({ firstName: 'Mia', lastName: 'Message' });

    const staffSocket = io(server.url, { path: '/socket.io', auth: { token: therapist }, transports: ['websocket'] });
    sockets.push(staffSocket);
    const heard: LivePayload[] = [];
    staffSocket.on(liveEventName, (m: LivePayload) => heard.push(m));
    await waitFor(() => staffSocket.connected, 5000, 'the staff socket');

    const id = randomUUID();
    const before = await portal.head();
    const started = await post('/api/conversations', { id, subject: 'Knee after squats', content: 'My knee aches after the squats. Should I stop them?' }, patient.token);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ success: true, id, message: 'Message sent.' });
    expect(await server.appendedSince(before)).toEqual([`conversation-${id} ConversationStarted`, `conversation-${id} MessageWritten`]);

    // The same request again: its first answer, nothing appended; the same id with other content: refused.
    const again = await post('/api/conversations', { id, subject: 'Knee after squats', content: 'My knee aches after the squats. Should I stop them?' }, patient.token);
    expect(again.status).toBe(200);
    expect(again.body.position).toBe(started.body.position);
    expect((await post('/api/conversations', { id, subject: 'Other', content: 'Other' }, patient.token)).status).toBe(409);
    expect(await server.appendedSince(before)).toHaveLength(2);

    // The staff hear of it live, without its text, and list it as unread.
    await waitFor(() => heard.some((m) => m.type === 'conversation.changed' && m.data.conversation.id === id), 5000, 'the live message');
    const live = heard.find((m) => m.type === 'conversation.changed')!;
    expect(JSON.stringify(live)).not.toContain('aches');
    const unread = await get(`/api/conversations?filter=unread&after=${started.body.position}`, therapist);
    const listed = (unread.body.data as ConversationSummary[]).find((c) => c.id === id)!;
    expect(listed).toMatchObject({ patientId: patient.patientId, patientName: 'Mia Message', subject: 'Knee after squats', unreadForPractice: 1, unreadForPatient: 0, messageCount: 1 });
    expect(listed).not.toHaveProperty('messages');

    // Opening it shows the messages; the therapist's reading is logged in the patient's access log.
    const opened = await get(`/api/conversations/${id}`, therapist);
    expect(opened.status).toBe(200);
    const conversation = opened.body.conversation as Conversation;
    expect(conversation.messages).toEqual([{ id, from: 'patient', authorName: 'Mia Message', content: 'My knee aches after the squats. Should I stop them?', at: expect.any(String) }]);
    const readings = (await server.running.ports.eventStore.readAll()).filter((e) => e.type === 'PatientRecordViewed' && (e.data as { patientId: string }).patientId === patient.patientId);
    expect(readings.map((e) => (e.data as { part: string }).part)).toEqual(['messages']);

    // Marking it read once; again changes nothing.
    const read = await post(`/api/conversations/${id}/read`, { through: id }, therapist);
    expect(read.status).toBe(200);
    const readCount = (await server.appendedSince(before)).filter((e) => e.endsWith('ConversationRead')).length;
    expect(readCount).toBe(1);
    expect((await post(`/api/conversations/${id}/read`, { through: id }, therapist)).status).toBe(200);
    expect((await server.appendedSince(before)).filter((e) => e.endsWith('ConversationRead'))).toHaveLength(1);

    // The therapist answers (once, whatever the retries); the patient sees one unread, then reads it.
    const replyId = randomUUID();
    const reply = { id: replyId, content: 'Keep them, but only to a chair. Ice for ten minutes after.' };
    const answered = await Promise.all([post(`/api/conversations/${id}/messages`, reply, therapist), post(`/api/conversations/${id}/messages`, reply, therapist)]);
    expect(answered.map((a) => a.status).sort()).toEqual([200, 201]);
    const mine = await get(`/api/conversations?after=${answered[0]!.body.position}`, patient.token);
    expect(mine.body.data).toEqual([expect.objectContaining({ id, unreadForPatient: 1, unreadForPractice: 0, messageCount: 2, lastFrom: 'practice' })]);
    const thread = (await get(`/api/conversations/${id}`, patient.token)).body.conversation as Conversation;
    expect(thread.messages.map((m) => m.from)).toEqual(['patient', 'practice']);
    const patientRead = await post(`/api/conversations/${id}/read`, { through: replyId }, patient.token);
    const after = await get(`/api/conversations?after=${patientRead.body.position}`, patient.token);
    expect(after.body.data[0]).toMatchObject({ unreadForPatient: 0 });

    // An auditor reads and never writes.
    expect((await get(`/api/conversations/${id}`, auditor)).status).toBe(200);
    expect((await post(`/api/conversations/${id}/messages`, { id: randomUUID(), content: 'Hello' }, auditor)).status).toBe(403);
  });

  it('each message is told by e-mail once, to the other side, without its subject or text', async () => {
    const { server, therapist, admin } = portal.ctx;
    const patient = await newPatient({ firstName: 'Nia', lastName: 'Notice' });
    const id = randomUUID();
    await post('/api/conversations', { id, subject: 'Swollen ankle', content: 'The ankle is swollen again this morning.' }, patient.token);
    const outbox = async () => (await get('/api/admin/outbox', admin)).body.messages as OutboxMessage[];
    const ofConversation = async () => (await outbox()).filter((m) => m.source.stream === `conversation-${id}`);
    const toPractice = await waitFor(async () => (await ofConversation()).find((m) => m.source.eventId && m.to !== patient.email), 10_000, 'the practice’s notice');
    expect(toPractice.subject).toBe('New message from Nia Notice in the patient portal');
    expect(toPractice.text).toContain(`/staff/messages?c=${id}`);

    const reply = await post(`/api/conversations/${id}/messages`, { id: randomUUID(), content: 'Raise it and ice it; call us if it is warm or red.' }, therapist);
    expect(reply.status).toBe(201);
    const toPatient = await waitFor(async () => (await ofConversation()).find((m) => m.to === patient.email), 10_000, 'the patient’s notice');
    expect(toPatient.subject).toBe(`New message from ${practice.name}`);
    expect(toPatient.text).toContain('Hello Nia,');
    expect(toPatient.text).toContain(`/patient-portal/messages?c=${id}`);
    for (const mail of [toPractice, toPatient]) {
      expect(mail.text).not.toMatch(/swollen|ankle|ice it/i);
      expect(mail.subject).not.toMatch(/swollen|ankle/i);
    }
    // Once each, whatever runs again: the log holds one sent notice per message.
    const sent = (await server.running.ports.eventStore.readAll()).filter((e) => e.type === 'NotificationSent' && (e.data as { source: { stream: string } }).source.stream === `conversation-${id}`);
    expect(sent).toHaveLength(2);
    expect(await ofConversation()).toHaveLength(2);
  });

  it('a patient sees only their own conversations: another’s is not found, and nothing is written to it', async () => {
    const ann = await newPatient({ firstName: 'Ann', lastName: 'One' });
    const bo = await newPatient({ firstName: 'Bo', lastName: 'Two' });
    const id = randomUUID();
    const started = await post('/api/conversations', { id, subject: 'Private', content: 'About my hip' }, ann.token);
    expect(started.status).toBe(201);
    const before = await portal.head();
    expect((await get(`/api/conversations/${id}?after=${started.body.position}`, bo.token)).status).toBe(404);
    expect((await post(`/api/conversations/${id}/messages`, { id: randomUUID(), content: 'Hi' }, bo.token)).status).toBe(404);
    expect((await post(`/api/conversations/${id}/read`, { through: id }, bo.token)).status).toBe(404);
    expect((await get(`/api/conversations?after=${started.body.position}`, bo.token)).body.data).toEqual([]);
    // Nor can a patient start one in another's name.
    expect((await post('/api/conversations', { id: randomUUID(), subject: 'S', content: 'C', patientId: ann.patientId }, bo.token)).status).toBe(403);
    expect(await portal.ctx.server.appendedSince(before)).toEqual([]);
  });

  it('staff write first to a patient they name; a patient without a record is asked to set one up', async () => {
    const { server, therapist } = portal.ctx;
    const pat = await newPatient({ firstName: 'Sam', lastName: 'Staff' });
    const id = randomUUID();
    expect((await post('/api/conversations', { id, subject: 'Your next visit', content: 'How did the week go?' }, therapist)).status).toBe(404);
    const started = await post('/api/conversations', { id, subject: 'Your next visit', content: 'How did the week go?', patientId: pat.patientId }, therapist);
    expect(started.status).toBe(201);
    const mine = await get(`/api/conversations?filter=unread&after=${started.body.position}`, pat.token);
    expect(mine.body.data).toEqual([expect.objectContaining({ id, startedBy: 'practice', unreadForPatient: 1, patientName: 'Sam Staff' })]);

    const { token } = (await server.call('POST', '/api/portal/register', { email: `noprofile-${Date.now()}@example.com`, password: 'sea glass 42' })).body;
    // Before setup there are no conversations to list: an empty list, not an error (the portal's shell asks for the unread ones on every page).
    for (const filter of ['unread', 'all']) {
      const listed = await get(`/api/conversations?filter=${filter}`, token);
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual({ success: true, data: [], nextBefore: null });
    }
    const refused = await post('/api/conversations', { id: randomUUID(), subject: 'Hi', content: 'Hello' }, token);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Please complete your profile setup first.');
  });

  it('bad input is a 400 with its fields, and nothing is appended', async () => {
    const { therapist } = portal.ctx;
    const pat = await newPatient();
    const before = await portal.head();
    const empty = await post('/api/conversations', { id: 'nope', subject: ' ', content: '' }, pat.token);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({ id: ['The id must be a uuid'], subject: ['Please enter a subject'], content: ['Please write your message'] });
    const long = await post('/api/conversations', { id: randomUUID(), subject: 'x'.repeat(messageLimits.subject + 1), content: 'y'.repeat(messageLimits.content + 1) }, pat.token);
    expect(long.body.errors).toMatchObject({ subject: [`At most ${messageLimits.subject} characters`], content: [`At most ${messageLimits.content} characters`] });
    expect((await get('/api/conversations/not-an-id', therapist)).body.errors).toMatchObject({ id: ['Not a conversation id'] });
    expect((await get('/api/conversations?filter=odd', therapist)).body.errors).toMatchObject({ filter: ['Filter must be all or unread'] });
    expect((await get('/api/conversations?before=%%%', therapist)).status).toBe(400);
    const id = randomUUID();
    const started = await post('/api/conversations', { id, subject: 'S', content: 'C' }, pat.token);
    const through = await post(`/api/conversations/${id}/read`, { through: randomUUID() }, therapist);
    expect(through.status).toBe(400);
    expect(through.body.errors).toMatchObject({ through: ['Not a message of this conversation'] });
    expect(await portal.ctx.server.appendedSince(before)).toHaveLength(2);
    expect(started.status).toBe(201);
  });

  it('staff read the list a page at a time, newest first', async () => {
    const { therapist } = portal.ctx;
    const pat = await newPatient();
    // One more than a page: the second page holds the oldest.
    const position = await createdInBatches(conversationsPageSize + 1, (i) => post('/api/conversations', { id: randomUUID(), subject: `S${i}`, content: 'C' }, pat.token));
    const first = await get(`/api/conversations?after=${position}`, therapist);
    expect(first.body.data).toHaveLength(conversationsPageSize);
    expect(first.body.nextBefore).toEqual(expect.any(String));
    const all: ConversationSummary[] = [...first.body.data];
    let next = first.body.nextBefore as string | null;
    while (next) {
      const page = await get(`/api/conversations?before=${next}`, therapist);
      all.push(...page.body.data);
      next = page.body.nextBefore;
    }
    const keys = all.map((c) => `${c.lastMessageAt}|${c.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(all.filter((c) => c.patientId === pat.patientId)).toHaveLength(conversationsPageSize + 1);
    // A patient's own list pages the same way.
    const own = await get('/api/conversations', pat.token);
    expect(own.body.data).toHaveLength(conversationsPageSize);
    expect((await get(`/api/conversations?before=${own.body.nextBefore}`, pat.token)).body.data).toHaveLength(1);
  });
});
