import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  conversationFilters,
  conversationsPageSize,
  messageReaderRoles,
  messageWriterRoles,
  readConversationSchema,
  startConversationSchema,
  streams,
  summaryOf,
  writeMessageSchema,
  type Conversation,
  type ConversationAnswer,
  type ConversationsAnswer,
  type EventStore,
  type MessageSide,
  type PatientRecord,
} from '@pt/contracts';
import { forbidden, handleCommand, notFound } from '@pt/contracts/core';
import { commandMeta, parseBody, requireRole, sendCommandAnswer } from '../core/http';
import { pageCursor } from '../core/page-cursor';
import type { ReadModels } from '../core/read-models';
import type { PatientDirectory } from '../patients/directory';
import type { RecordViews } from '../patients/record-views';
import { conversationDecider, noSuchConversation } from './decider';

const conversationCursor = pageCursor(['lastMessageAt', 'id'] as const);
const listQuery = z.object({
  filter: z.enum(conversationFilters, { error: 'Filter must be all or unread' }).default('all'),
  before: conversationCursor.schema.optional(),
});
const conversationId = z.object({ id: z.uuid('Not a conversation id').transform((id) => id.toLowerCase()) });

export interface MessageRoutesDeps {
  store: EventStore;
  patients: PatientDirectory;
  models: ReadModels;
  ipSalt: string;
  views: RecordViews;
}

/**
 * Conversations between patients and the practice (ADR 32). A patient reads and writes their own; the
 * practice's therapists and admins read and answer every patient's; auditors read (their reading of a
 * conversation, as staff's, is logged in the patient's record's access log).
 */
export function messageRoutes({ store, patients, models, ipSalt, views }: MessageRoutesDeps): Router {
  const router = Router();
  const everyone = requireRole('patient', ...messageReaderRoles);
  const writers = requireRole('patient', ...messageWriterRoles);

  /** The signed-in patient's record id (null for staff): their own conversations only. */
  async function ownPatient(req: Request): Promise<string | null> {
    if (req.user!.role !== 'patient') return null;
    const own = await patients.patientIdOf(req.user!);
    if (!own) throw notFound('Please complete your profile setup first.');
    return own;
  }
  const sideOf = (req: Request): MessageSide => (req.user!.role === 'patient' ? 'patient' : 'practice');
  /** The patient's name as the practice knows it (the record's e-mail while the list has not caught up with a new record). */
  async function patientName(patientId: string): Promise<string | null> {
    const record = await patients.record(patientId);
    if (!record) return null;
    const listed = await models.get<PatientRecord>('patients', patientId);
    return (listed && `${listed.firstName} ${listed.lastName}`.trim()) || record.state.email;
  }

  router.get('/api/conversations', everyone, models.readAfter('conversations'), async (req, res) => {
    const { filter, before } = parseBody(listQuery, req.query);
    const patient = req.user!.role === 'patient';
    const patientId = patient ? await patients.patientIdOf(req.user!) : null;
    // A patient without a record yet has no conversations: an empty list, not an error (the shell asks
    // for the unread ones on every page, profile setup included).
    if (patient && !patientId) return res.json({ success: true, data: [], nextBefore: null } satisfies ConversationsAnswer);
    const where = {
      ...(patientId ? { patientId } : {}),
      ...(filter === 'unread' ? (patientId ? { unreadForPatient: { $gt: 0 } } : { unreadForPractice: { $gt: 0 } }) : {}),
      ...(before ? conversationCursor.olderThan(before) : {}),
    };
    const page = await models.find<Conversation>('conversations', where, { sort: { lastMessageAt: -1, id: -1 }, limit: conversationsPageSize + 1 });
    const data = page.slice(0, conversationsPageSize).map(summaryOf);
    const nextBefore = page.length > conversationsPageSize ? conversationCursor.encode(data.at(-1)!) : null;
    res.json({ success: true, data, nextBefore } satisfies ConversationsAnswer);
  });

  router.get('/api/conversations/:id', everyone, models.readAfter('conversations'), async (req, res) => {
    const { id } = parseBody(conversationId, req.params);
    const patientId = await ownPatient(req);
    const conversation = await models.get<Conversation>('conversations', id);
    if (!conversation || (patientId && conversation.patientId !== patientId)) throw notFound(noSuchConversation);
    await views.viewed(req, conversation.patientId, 'messages');
    res.json({ success: true, conversation } satisfies ConversationAnswer);
  });

  // A patient writes to the practice; staff write to a patient they name. The id is the client's: a retry starts it once.
  router.post('/api/conversations', writers, async (req, res) => {
    const { id, subject, content, patientId: named } = parseBody(startConversationSchema, req.body);
    const own = await ownPatient(req);
    if (own && named && named !== own) throw forbidden('You can write only as yourself.');
    const patientId = own ?? named;
    if (!patientId) throw notFound('Choose the patient to write to.');
    const name = await patientName(patientId);
    if (name === null) throw notFound('Patient not found');
    const from = sideOf(req);
    const result = await handleCommand(
      store,
      streams.conversation(id),
      conversationDecider,
      {
        type: 'Start',
        patientId,
        patientName: name,
        subject,
        from,
        messageId: id,
        content,
        authorId: req.user!.id,
        authorName: from === 'patient' ? name : (req.user!.name ?? null),
      },
      commandMeta(req, ipSalt),
      { create: true, commandId: id },
    );
    sendCommandAnswer(res, id, result, 201, 'Message sent.');
  });

  router.post('/api/conversations/:id/messages', writers, async (req, res) => {
    const { id } = parseBody(conversationId, req.params);
    const { id: messageId, content } = parseBody(writeMessageSchema, req.body);
    const asPatient = await ownPatient(req);
    const from = sideOf(req);
    const authorName = asPatient ? await patientName(asPatient) : (req.user!.name ?? null);
    const result = await handleCommand(
      store,
      streams.conversation(id),
      conversationDecider,
      { type: 'Write', asPatient, from, messageId, content, authorId: req.user!.id, authorName },
      commandMeta(req, ipSalt),
      { commandId: messageId },
    );
    sendCommandAnswer(res, messageId, result, 201, 'Message sent.');
  });

  router.post('/api/conversations/:id/read', writers, async (req, res) => {
    const { id } = parseBody(conversationId, req.params);
    const { through } = parseBody(readConversationSchema, req.body);
    const asPatient = await ownPatient(req);
    const result = await handleCommand(
      store,
      streams.conversation(id),
      conversationDecider,
      { type: 'Read', asPatient, by: sideOf(req), readerId: req.user!.id, through },
      commandMeta(req, ipSalt),
    );
    sendCommandAnswer(res, id, result);
  });

  return router;
}
