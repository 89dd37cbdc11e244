import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import {
  callbackRequestSchema,
  callbackSuccessMessage,
  contactMessageSchema,
  contactSuccessMessage,
  inboxStatusChangeSchema,
  inboxRoles,
  inboxStatuses,
  streams,
  type CommandAnswer,
  type EventStore,
  type ReadStore,
} from '@pt/contracts';
import { handleCommand } from '../core/command-handler';
import { commandContext, parseBody, requireRole } from '../core/http';
import { readAfter } from '../core/read-your-writes';
import { requestDecider } from './decider';

const inboxQuery = z.object({
  status: z.enum(inboxStatuses, { error: 'Status must be new or handled' }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
const requestId = z.object({
  id: z.string().regex(/^(contact|callback)-[0-9a-f-]{36}$/, 'Not a request id'),
});

export function requestRoutes(store: EventStore, read: ReadStore, ipSalt: string): Router {
  const router = Router();

  router.post('/api/contact', async (req, res) => {
    const message = parseBody(contactMessageSchema, req.body);
    const id = streams.contact(randomUUID());
    const { position } = await handleCommand(store, id, requestDecider, { type: 'SubmitContactMessage', message }, commandContext(req, ipSalt));
    const answer: CommandAnswer = { success: true, id, position, message: contactSuccessMessage };
    res.status(201).json(answer);
  });

  router.post('/api/callback-request', async (req, res) => {
    const request = parseBody(callbackRequestSchema, req.body);
    const id = streams.callback(randomUUID());
    const { position } = await handleCommand(store, id, requestDecider, { type: 'RequestCallback', request }, commandContext(req, ipSalt));
    const answer: CommandAnswer = { success: true, id, position, message: callbackSuccessMessage };
    res.status(201).json(answer);
  });

  router.get('/api/admin/inbox', requireRole(...inboxRoles), readAfter(read), async (req, res) => {
    const { status, limit } = parseBody(inboxQuery, req.query);
    const filter = status ? { status } : {};
    const [items, newCount] = await Promise.all([
      read.find('inbox', filter, { sort: { receivedAt: -1, id: -1 }, limit }),
      read.count('inbox', { status: 'new' }),
    ]);
    res.json({ items, newCount });
  });

  router.patch('/api/admin/inbox/:id', requireRole(...inboxRoles), async (req, res) => {
    const { id } = parseBody(requestId, req.params);
    const { status } = parseBody(inboxStatusChangeSchema, req.body);
    const { position } = await handleCommand(store, id, requestDecider, { type: 'ChangeRequestStatus', status }, commandContext(req, ipSalt));
    const answer: CommandAnswer = { success: true, id, position };
    res.json(answer);
  });

  router.get('/api/admin/outbox', requireRole('admin'), readAfter(read), async (_req, res) => {
    res.json({ messages: await read.find('outbox', {}, { sort: { sentAt: -1 }, limit: 200 }) });
  });

  return router;
}
