import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from './static-site';

/** A built web app in a folder of its own, which the tests rebuild under the running server. */
let dist: string;
let server: Server;
let url: string;

const page = (name: string, asset: string) => `<!doctype html><html><head><title>${name}</title></head><body><script src="/assets/${asset}"></script></body></html>`;
function build(version: string, clientRoutes: string[]) {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'services'), { recursive: true });
  writeFileSync(path.join(dist, 'assets', `index-${version}.js`), `/* ${version} */`);
  writeFileSync(path.join(dist, 'index.html'), page(`Home ${version}`, `index-${version}.js`));
  writeFileSync(path.join(dist, 'services', 'index.html'), page(`Services ${version}`, `index-${version}.js`));
  writeFileSync(path.join(dist, 'spa.html'), page(`Shell ${version}`, `index-${version}.js`));
  writeFileSync(path.join(dist, '404.html'), page(`Not found ${version}`, `index-${version}.js`));
  writeFileSync(path.join(dist, 'site-routes.json'), JSON.stringify({ indexable: ['/', '/services'], clientRoutes }));
}
const get = async (route: string) => {
  const res = await fetch(url + route);
  return { status: res.status, text: await res.text() };
};

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'pt-dist-'));
  build('aaaa', ['/staff/inbox']);
  const app = express();
  app.use(staticSite(dist));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe('the built site, rebuilt under a running server', () => {
  it('serves each page as the latest build wrote it, naming the assets that exist', async () => {
    expect((await get('/')).text).toContain('index-aaaa.js');
    expect((await get('/services')).text).toContain('Services aaaa');
    expect((await get('/staff/inbox')).text).toContain('Shell aaaa');

    // A build empties the folder and writes new pages, naming new assets.
    rmSync(path.join(dist, 'assets'), { recursive: true });
    build('bbbbbb', ['/staff/inbox', '/staff/reports']);
    for (const [route, title] of [['/', 'Home'], ['/services', 'Services'], ['/staff/inbox', 'Shell'], ['/nowhere', 'Not found']] as const) {
      const { text } = await get(route);
      expect(text, route).toContain(`${title} bbbbbb`);
      expect(text, route).toContain('/assets/index-bbbbbb.js');
    }
    expect((await get('/assets/index-bbbbbb.js')).status).toBe(200);
    // The new build's route table: its new page is the shell's, not a 404.
    expect((await get('/staff/reports')).status).toBe(200);
  });

  it('asks to try again in a moment, rather than failing, while a page is being written', async () => {
    unlinkSync(path.join(dist, 'spa.html'));
    const res = await fetch(`${url}/staff/inbox`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.text()).toBe('The site is being updated. Please try again in a moment.');
    build('cccccc', ['/staff/inbox']);
    expect((await get('/staff/inbox')).text).toContain('Shell cccccc');
  });
});
