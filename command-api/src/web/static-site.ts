import express, { Router } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { clientOnlyRoutePrefixes } from '@pt/contracts';

/**
 * The built web app: hashed assets cached for a year, prerendered public pages as they are
 * (`/services` → `services/index.html`), the SPA shell for the client-only routes (portal, staff,
 * share links), and the prerendered 404 page, with its status, for anything else.
 */
export function staticSite(dist: string): Router {
  const router = Router();
  const shell = existsSync(path.join(dist, 'spa.html')) ? path.join(dist, 'spa.html') : path.join(dist, 'index.html');
  const notFound = existsSync(path.join(dist, '404.html')) ? path.join(dist, '404.html') : shell;
  router.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y' }), (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  router.use(express.static(dist, { index: false, maxAge: '1h', redirect: false }));
  router.get('/{*splat}', (req, res) => {
    res.set('cache-control', 'no-cache');
    const page = prerendered(dist, req.path);
    if (page) return res.sendFile(page);
    if (clientOnlyRoutePrefixes.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`))) return res.sendFile(shell);
    return res.status(404).sendFile(notFound);
  });
  return router;
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
