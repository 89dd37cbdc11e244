import { randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import {
  callbackCommandSchema,
  callbackSuccessMessage,
  contactCommandSchema,
  contactSuccessMessage,
  inboxStatusChangeSchema,
  inboxRoles,
  inboxStatuses,
  streams,
  type EventStore,
  type InboxItem,
  type OutboxAnswer,
  type OutboxMessage,
} from '@pt/contracts';
import { handleCommand, passwordResetToken, readEvent } from '@pt/contracts/core';
import { commandMeta, ifMatch, parseBody, requireRole, sendCommandAnswer } from '../core/http';
import { pageCursor } from '../core/page-cursor';
import type { ReadModels } from '../core/read-models';
import { requestDecider } from './decider';

const inboxCursor = pageCursor(['receivedAt', 'id'] as const);
const inboxQuery = z.object({
  status: z.enum(inboxStatuses, { error: 'Status must be new or handled' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The `nextCursor` of the page before: the items received before it. */
  before: inboxCursor.schema.optional(),
});
const outboxCursor = pageCursor(['sentAt', 'id'] as const);
const outboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The `nextCursor` of the page before: the notices written before it. */
  before: outboxCursor.schema.optional(),
});
const requestId = z.object({
  id: z.string().regex(/^(contact|callback)-[0-9a-f-]{36}$/, 'Not a request id'),
});


export interface RequestRoutesDeps {
  store: EventStore;
  models: ReadModels;
  ipSalt: string;
  /** The per-address limit of anonymous writes. */
  publicWrites: RequestHandler;
  /** The server's secret: a password reset link in the outbox is signed again from it as an admin reads it (ADR 36). */
  linkSecret: string;
}

export function requestRoutes({ store, models, ipSalt, publicWrites, linkSecret }: RequestRoutesDeps): Router {
  const router = Router();

  /**
   * A password reset link opens its account: the log keeps its mail without the token (ADR 36). Without
   * SMTP an admin delivers the mail from the outbox, so the link is signed again here, from the event
   * that asked for it (it works until it expires or the password changes, as the mailed one would).
   */
  async function withResetLink(message: OutboxMessage): Promise<OutboxMessage> {
    if (message.source?.type !== 'PasswordResetRequested') return message;
    const raw = (await store.readStream(message.source.stream)).find((e) => e.id === message.source!.eventId);
    const event = raw ? readEvent(raw, 'api:outbox') : null;
    if (event?.type !== 'PasswordResetRequested') return message;
    const token = passwordResetToken(linkSecret, { userId: event.stream.slice('user-'.length), ...event.data });
    return { ...message, text: message.text.replace(/([?&]token=)\[not kept\]/g, `$1${token}`) };
  }

  // A create is named by the client's id: the same request again answers its first result.
  router.post('/api/contact', publicWrites, async (req, res) => {
    const { id = randomUUID(), ...message } = parseBody(contactCommandSchema, req.body);
    const result = await handleCommand(store, streams.contact(id), requestDecider, { type: 'SubmitContactMessage', message }, commandMeta(req, ipSalt), {
      create: true,
      commandId: id,
    });
    sendCommandAnswer(res, id, result, 201, contactSuccessMessage);
  });

  router.post('/api/callback-request', publicWrites, async (req, res) => {
    const { id = randomUUID(), ...request } = parseBody(callbackCommandSchema, req.body);
    const result = await handleCommand(store, streams.callback(id), requestDecider, { type: 'RequestCallback', request }, commandMeta(req, ipSalt), {
      create: true,
      commandId: id,
    });
    sendCommandAnswer(res, id, result, 201, callbackSuccessMessage);
  });

  // Newest first, a page at a time: `nextCursor` reads on from the last item (indexed, however long the list).
  router.get('/api/admin/inbox', requireRole(...inboxRoles), models.readAfter('inbox'), async (req, res) => {
    const { status, limit, before } = parseBody(inboxQuery, req.query);
    const older = before ? inboxCursor.olderThan(before) : {};
    const filter = { ...(status ? { status } : {}), ...older };
    const [page, newCount] = await Promise.all([
      models.findJson('inbox', filter, { sort: { receivedAt: -1, id: -1 }, limit: limit + 1 }),
      models.countCached('inbox', { status: 'new' }),
    ]);
    // The items go out as the read model holds them: their JSON is not parsed to be written again.
    const items = page.slice(0, limit);
    const nextCursor = page.length > limit ? inboxCursor.encode(JSON.parse(items.at(-1)!) as InboxItem) : null;
    res.type('json').send(`{"items":[${items.join(',')}],"newCount":${newCount},"nextCursor":${JSON.stringify(nextCursor)}}`);
  });

  router.patch('/api/admin/inbox/:id', requireRole(...inboxRoles), async (req, res) => {
    const { id } = parseBody(requestId, req.params);
    const { status } = parseBody(inboxStatusChangeSchema, req.body);
    const expectedRevision = ifMatch(req);
    const result = await handleCommand(store, id, requestDecider, { type: 'ChangeRequestStatus', status }, commandMeta(req, ipSalt), { expectedRevision });
    sendCommandAnswer(res, id, result);
  });

  // Newest first, a page at a time (it answered the newest 200 only, and counted them as all).
  router.get('/api/admin/outbox', requireRole('admin'), models.readAfter('outbox'), async (req, res) => {
    const { limit, before } = parseBody(outboxQuery, req.query);
    const [page, total] = await Promise.all([
      models.find<OutboxMessage>('outbox', before ? outboxCursor.olderThan(before) : {}, { sort: { sentAt: -1, id: -1 }, limit: limit + 1 }),
      models.countCached('outbox'),
    ]);
    const messages = page.slice(0, limit);
    const nextCursor = page.length > limit ? outboxCursor.encode(messages.at(-1)!) : null;
    const answer: OutboxAnswer = { messages: await Promise.all(messages.map(withResetLink)), total, nextCursor };
    res.json(answer);
  });

  return router;
}
