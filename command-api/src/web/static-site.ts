import express, { Router, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clientOnlyRoutePrefixes } from '@pt/contracts';

/**
 * The built web app: hashed assets cached for a year, prerendered public pages as they are
 * (`/services` → `services/index.html`), the SPA shell for the client-only routes (portal, staff,
 * share links), and the prerendered 404 page, with its status, for anything else.
 */
export function staticSite(dist: string, options: { analyticsId?: string } = {}): Router {
  const router = Router();
  const shell = existsSync(path.join(dist, 'spa.html')) ? path.join(dist, 'spa.html') : path.join(dist, 'index.html');
  const notFound = existsSync(path.join(dist, '404.html')) ? path.join(dist, '404.html') : shell;
  const send = htmlSender(options.analyticsId);
  // Source maps stay on the build machine: they would show every visitor our source.
  router.use((req, res, next) => (req.path.endsWith('.map') ? res.status(404).type('text/plain').send('Not found') : next()));
  router.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y' }), (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  router.use(express.static(dist, { index: false, maxAge: '1h', redirect: false }));
  router.get('/{*splat}', (req, res) => {
    const page = prerendered(dist, req.path);
    if (page) return send(res, 200, page);
    if (clientOnlyRoutePrefixes.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`))) return send(res, 200, shell);
    return send(res, 404, notFound);
  });
  return router;
}

/** Pages are read once; with an analytics id the page carries it in a meta tag the client reads. */
function htmlSender(analyticsId: string | undefined) {
  const pages = new Map<string, string>();
  const tag = analyticsId ? `<meta name="ga-measurement-id" content="${analyticsId}" />` : '';
  return (res: Response, status: number, file: string) => {
    let html = pages.get(file);
    if (html === undefined) {
      html = readFileSync(file, 'utf8').replace('</head>', `${tag}</head>`);
      pages.set(file, html);
    }
    res.status(status).set('cache-control', 'no-cache').type('html').send(html);
  };
}

function prerendered(dist: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const clean = path.posix.normalize(decoded).replace(/\/+$/, '');
  if (clean.includes('..') || clean.includes('\0')) return null;
  const file = clean === '' ? path.join(dist, 'index.html') : path.join(dist, clean, 'index.html');
  return file.startsWith(dist) && existsSync(file) ? file : null;
}
