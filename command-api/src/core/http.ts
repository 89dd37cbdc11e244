import type { Request, RequestHandler } from 'express';
import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Actor, FieldErrorsAnswer, Role } from '@pt/contracts';
import { CommandRejected } from './decider';
import type { CommandContext } from './command-handler';

export class BadRequest extends Error {
  constructor(readonly answer: FieldErrorsAnswer) {
    super(answer.message);
    this.name = 'BadRequest';
  }
}

/** Parse with a contracts schema, or throw a 400 that names every field's errors. */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  throw new BadRequest({ success: false, message: 'Please check the highlighted fields.', errors });
}

export interface AuthenticatedUser {
  id: string;
  email: string;
  role: Role;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthenticatedUser;
    requestId: string;
  }
}

export function ipHash(req: Request, salt: string): string {
  return createHash('sha256').update(`${salt}:${req.ip ?? 'unknown'}`).digest('hex').slice(0, 16);
}

export function actorOf(req: Request, salt: string): Actor {
  return req.user
    ? { kind: 'user', userId: req.user.id, role: req.user.role }
    : { kind: 'anonymous', ipHash: ipHash(req, salt) };
}

export function commandContext(req: Request, salt: string): CommandContext {
  const correlation = req.get('x-correlation-id');
  return {
    actor: actorOf(req, salt),
    correlationId: correlation && /^[\w-]{1,64}$/.test(correlation) ? correlation : req.requestId,
    causationId: req.requestId,
    now: new Date(),
  };
}

export const assignRequestId: RequestHandler = (req, res, next) => {
  req.requestId = randomUUID();
  res.setHeader('x-request-id', req.requestId);
  next();
};

/** Admits only the listed roles; anonymous callers get 401, others 403. */
export function requireRole(...allowed: Role[]): RequestHandler {
  return (req, res, next) => {
    if (!req.user) {
      res.status(401).json({ success: false, message: 'Please sign in.' });
      return;
    }
    if (!allowed.includes(req.user.role)) {
      res.status(403).json({ success: false, message: 'You do not have access to this.' });
      return;
    }
    next();
  };
}

export function toHttpError(error: unknown): { status: number; body: Record<string, unknown> } | null {
  if (error instanceof BadRequest) return { status: 400, body: { ...error.answer } };
  if (error instanceof CommandRejected) return { status: error.status, body: { success: false, message: error.message } };
  // Client errors raised by Express itself: malformed JSON, a body too large, a malformed URL.
  const e = error as { type?: string; status?: number; expose?: boolean; message?: string };
  if (e && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    const message =
      e.type === 'entity.parse.failed' ? 'The request body is not valid JSON.' : e.expose && e.message ? e.message : 'Bad request';
    return { status: e.status, body: { success: false, message, errors: {} } };
  }
  return null;
}
