import type { Request, RequestHandler, Response, Router } from 'express';
import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ServiceUnavailableError, type Actor, type CommandAnswer, type FieldErrorsAnswer, type Role } from '@pt/contracts';
import { ConcurrencyConflict, DomainError, RevisionMismatch, type CommandMeta, type CommandResult, type DomainErrorCode } from '@pt/contracts/core';

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
  /** A staff member's name, when set (patients' names are in their records). */
  name?: string | null;
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

export function commandMeta(req: Request, salt: string): CommandMeta {
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
export function requireRole(...allowed: readonly Role[]): RequestHandler {
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

/**
 * The revision the person saw, from `If-Match: "3"` (a weak `W/"3"` or a bare `3` too); undefined
 * without the header. Anything else is a 400.
 */
export function ifMatch(req: Request): number | undefined {
  const header = req.get('if-match');
  if (header === undefined || header.trim() === '') return undefined;
  const match = header.trim().match(/^(?:W\/)?"?(\d{1,12})"?$/);
  if (!match) {
    throw new BadRequest({ success: false, message: 'If-Match must be the revision you saw, such as "3".', errors: { 'If-Match': ['Not a revision'] } });
  }
  return Number(match[1]);
}

/** Answers a command: its id, revision (also as ETag) and position. */
/** A command's answer (`CommandAnswer`), with `extra` fields where the spec's call answers what it made. */
export function sendCommandAnswer(res: Response, id: string, result: Pick<CommandResult<unknown>, 'revision' | 'position' | 'repeated'>, status = 200, message?: string, extra?: Record<string, unknown>) {
  const answer: CommandAnswer = { ...extra, success: true, id, revision: result.revision, position: result.position, ...(message !== undefined && { message }) };
  res.setHeader('ETag', `"${result.revision}"`);
  res.status(result.repeated && status === 201 ? 200 : status).json(answer);
}

const domainStatus: Record<DomainErrorCode, number> = {
  'not-found': 404,
  'already-exists': 409,
  conflict: 409,
  forbidden: 403,
  invalid: 422,
  gone: 410,
};

/** Domain errors and client errors become their HTTP answers; anything else is unexpected (null). */
export function toHttpError(error: unknown): { status: number; body: Record<string, unknown> } | null {
  if (error instanceof BadRequest) return { status: 400, body: { ...error.answer } };
  if (error instanceof DomainError) {
    if (error.code === 'invalid' && error.fields) return { status: 400, body: { success: false, message: error.message, errors: error.fields } };
    return { status: domainStatus[error.code], body: { success: false, message: error.message } };
  }
  if (error instanceof RevisionMismatch) {
    return {
      status: 412,
      body: { success: false, message: 'This was changed by someone else since you opened it. Reload to see the latest version.', revision: error.actual },
    };
  }
  if (error instanceof ServiceUnavailableError) {
    return { status: 503, body: { success: false, message: 'This is briefly unavailable on our side. Please try again in a minute.' } };
  }
  if (error instanceof ConcurrencyConflict) {
    return { status: 409, body: { success: false, message: 'Others were changing this at the same moment. Please try again.' } };
  }
  // Client errors raised by Express itself: malformed JSON, a body too large, a malformed URL.
  const e = error as { type?: string; status?: number; expose?: boolean; message?: string };
  if (e && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    const message =
      e.type === 'entity.parse.failed' ? 'The request body is not valid JSON.' : e.expose && e.message ? e.message : 'Bad request';
    return { status: e.status, body: { success: false, message, errors: {} } };
  }
  return null;
}

/**
 * An area's router, entered only by requests whose path begins as one of its routes' does: Express
 * would otherwise try every route of every area in turn (some sixty patterns before a patient's
 * completion reached its own). Paths compare as Express compares them (case-insensitively, a trailing
 * slash allowed); a router with a middleware of its own, or a route that is not a plain path, is
 * always entered.
 */
export function areaRoutes(router: Router): RequestHandler {
  const prefixes: string[] = [];
  for (const layer of router.stack as Array<{ route?: { path?: unknown } }>) {
    const path = layer.route?.path;
    if (typeof path !== 'string') return router;
    const prefix = path.split(/[:*{(]/)[0]!.toLowerCase();
    if (!prefixes.includes(prefix)) prefixes.push(prefix);
  }
  const entered: RequestHandler = (req, res, next) => {
    const path = req.path.toLowerCase();
    for (const prefix of prefixes) if (path.startsWith(prefix)) return router(req, res, next);
    next();
  };
  // Its routes stay readable where the app's are listed (the roles test walks them).
  return Object.assign(entered, { stack: router.stack });
}
