import { comparePositions, positionSchema, projectorCheckpoint, type ReadStore } from '@pt/contracts';
import type { RequestHandler } from 'express';
import { parseBody } from './http';
import { z } from 'zod';

const afterQuery = z.object({ after: positionSchema.optional() });

/** Resolves true once the projector's checkpoint has reached `position`, false after the timeout. */
export async function waitForProjection(store: ReadStore, position: string, timeoutMs = 2000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 10; ; delay = Math.min(delay * 2, 100)) {
    const checkpoint = await store.getCheckpoint(projectorCheckpoint);
    if (checkpoint !== null && comparePositions(checkpoint, position) >= 0) return true;
    if (Date.now() + delay > deadline) return false;
    await new Promise((r) => setTimeout(r, delay));
  }
}

/**
 * `?after=<position>`: a client reads its own writes. The answer waits (about 2 s at most) for the
 * projector; `x-read-caught-up: false` says when it answers before the projector got there.
 */
export function readAfter(store: ReadStore, timeoutMs = 2000): RequestHandler {
  return async (req, res, next) => {
    const { after } = parseBody(afterQuery, { after: req.query.after });
    if (after !== undefined) {
      const caughtUp = await waitForProjection(store, after, timeoutMs);
      res.setHeader('x-read-caught-up', String(caughtUp));
    }
    next();
  };
}
