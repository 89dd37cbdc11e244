import express, { Router } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaRoutes } from './http';

/** Each area router counts the requests that entered it; a path only Express's own matching would find still finds its route. */
const entered = { portal: 0, staff: 0, withMiddleware: 0 };
let server: Server;
let base = '';

beforeAll(async () => {
  const portal = Router();
  portal.post('/api/portal/my-exercises/:assignmentId/complete', (req, res) => res.json({ route: 'complete', id: req.params.assignmentId }));
  portal.get('/api/portal/features', (_req, res) => res.json({ route: 'features' }));
  const staff = Router();
  staff.get('/api/admin/inbox', (_req, res) => res.json({ route: 'inbox' }));
  staff.get('/api/admin/inbox/:id', (req, res) => res.json({ route: 'inbox item', id: req.params.id }));
  const withMiddleware = Router();
  withMiddleware.use((_req, _res, next) => {
    entered.withMiddleware++;
    next();
  });
  withMiddleware.get('/api/other', (_req, res) => res.json({ route: 'other' }));

  const app = express();
  const counted = (name: keyof typeof entered, router: Router): Router => {
    router.stack.unshift(...Router().use((_req, _res, next) => {
      entered[name]++;
      next();
    }).stack);
    return router;
  };
  // Counted once entered; the counter is not a route, so it is added after the prefixes are read.
  const portalArea = areaRoutes(portal);
  const staffArea = areaRoutes(staff);
  counted('portal', portal);
  counted('staff', staff);
  app.use(portalArea, staffArea, areaRoutes(withMiddleware));
  app.use((_req, res) => res.status(404).json({ route: null }));
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const call = async (method: string, path: string) => (await fetch(`${base}${path}`, { method })).json() as Promise<{ route: string | null; id?: string }>;

describe('area routers', () => {
  it('are entered only by paths that begin as one of their routes, and answer as Express would', async () => {
    const before = { ...entered };
    expect(await call('GET', '/api/admin/inbox/abc')).toEqual({ route: 'inbox item', id: 'abc' });
    expect(entered.portal).toBe(before.portal);
    expect(entered.staff).toBe(before.staff + 1);
    expect(await call('POST', '/api/portal/my-exercises/a1/complete')).toEqual({ route: 'complete', id: 'a1' });
    expect(entered.portal).toBe(before.portal + 1);
    expect(entered.staff).toBe(before.staff + 1);
  });

  it('compare paths as Express does: without regard to case, with a trailing slash', async () => {
    expect(await call('GET', '/API/Admin/Inbox')).toEqual({ route: 'inbox' });
    expect(await call('GET', '/api/portal/features/')).toEqual({ route: 'features' });
  });

  it('leave a path none of them has to what follows them', async () => {
    const before = { ...entered };
    expect(await call('GET', '/api/nothing')).toEqual({ route: null });
    expect(entered.portal).toBe(before.portal);
    expect(entered.staff).toBe(before.staff);
  });

  it('always enter a router with a middleware of its own', async () => {
    const before = entered.withMiddleware;
    expect(await call('GET', '/api/nothing')).toEqual({ route: null });
    expect(entered.withMiddleware).toBe(before + 1);
    expect(await call('GET', '/api/other')).toEqual({ route: 'other' });
  });
});
