import type { RequestHandler, Response } from 'express';
import { gzipSync } from 'node:zlib';

/** Answers smaller than this go as they are (as the `compression` middleware's default). */
const threshold = 1024;
const compressible = /json|text|javascript|xml/i;

/**
 * The API's answers, gzip-compressed in one call on the loop at zlib's fastest level, sent with their
 * length. The `compression` middleware (which still serves the site's files) streams through zlib on
 * the thread pool and writes the result in chunks: for a 20 kB inbox page that was a round trip to the
 * pool and several writes, about 0.6 ms more per answer and twice the tail (docs/performance/profiles.md).
 * An API answer is always one body handed to `res.end` whole (Express's `send`/`json`), so nothing is
 * lost by compressing it at once.
 */
export const compressAnswers: RequestHandler = (req, res, next) => {
  const end = res.end as (this: Response, ...args: unknown[]) => Response;
  res.end = function compressedEnd(this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk;
    if (!Buffer.isBuffer(body) || body.length < threshold || !worthCompressing(this)) return end.call(this, chunk, encoding, callback);
    this.vary('Accept-Encoding');
    if (req.acceptsEncodings('gzip', 'identity') !== 'gzip') return end.call(this, chunk, encoding, callback);
    const compressed = gzipSync(body, { level: 1 });
    this.setHeader('Content-Encoding', 'gzip');
    this.setHeader('Content-Length', compressed.length);
    return end.call(this, compressed, typeof encoding === 'function' ? encoding : callback);
  } as Response['end'];
  next();
};

function worthCompressing(res: Response): boolean {
  if (res.headersSent || res.req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) return false;
  if (res.getHeader('Content-Encoding')) return false;
  if (/no-transform/i.test(String(res.getHeader('Cache-Control') ?? ''))) return false;
  return compressible.test(String(res.getHeader('Content-Type') ?? ''));
}
