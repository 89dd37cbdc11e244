import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswers } from './compress';

const items = Array.from({ length: 100 }, (_, i) => ({ id: `item-${i}`, name: `Item number ${i}`, status: i % 2 ? 'new' : 'read' }));
let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(compressAnswers);
  app.get('/big', (_req, res) => res.json({ items }));
  app.get('/big-string', (_req, res) => res.type('json').send(JSON.stringify({ items })));
  app.get('/small', (_req, res) => res.json({ ok: true }));
  app.get('/binary', (_req, res) => res.type('png').send(Buffer.alloc(4096, 7)));
  app.get('/no-transform', (_req, res) => res.set('Cache-Control', 'no-transform').json({ items }));
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The raw answer: headers and the bytes as sent (fetch would decode them). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressAnswers', () => {
  it('gzips an answer of 1 kB or more for a client that accepts gzip, with its compressed length', async () => {
    for (const path of ['/big', '/big-string']) {
      const answer = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(JSON.stringify({ items }).length / 3);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toEqual({ items });
    }
  });

  it('sends the answer as it is to a client that does not accept gzip, or refuses it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0, identity' }, { 'accept-encoding': 'br' }] as Record<string, string>[]) {
      const answer = await get('/big', headers);
      expect(answer.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ items });
      expect(answer.headers.vary).toContain('Accept-Encoding');
    }
  });

  it('leaves small answers, binary ones, no-transform ones, HEAD and 304 answers alone', async () => {
    const accepts = { 'accept-encoding': 'gzip' };
    const small = await get('/small', accepts);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ ok: true });
    expect((await get('/binary', accepts)).headers['content-encoding']).toBeUndefined();
    expect((await get('/no-transform', accepts)).headers['content-encoding']).toBeUndefined();

    const head = await get('/big', accepts, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);

    const first = await get('/big', accepts);
    const again = await get('/big', { ...accepts, 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });
});
