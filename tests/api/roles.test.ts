import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@pt/contracts';
import { routes, everyone } from '../support/routes';
import { demo, startTestServer, type TestServer } from '../support/server';

/**
 * Every route with the roles it admits (tests/support/routes.ts). A route missing there fails the last
 * test, so a new route cannot ship without its rule being stated and walked with every role.
 */
let server: TestServer;
const tokens: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  server = await startTestServer({ LOGIN_ATTEMPTS: '1000' });
  for (const role of ['patient', 'therapist', 'admin', 'auditor'] as const) tokens[role] = await server.signIn(demo[role].email, demo[role].password);
});
afterAll(() => server.stop());

describe('every route admits exactly its roles', () => {
  for (const route of routes) {
    for (const caller of everyone) {
      const admitted = route.admits.includes(caller);
      it(`${route.method} ${route.path} ${admitted ? 'admits' : 'refuses'} ${caller}`, async () => {
        const path = route.path.replace(':id', 'contact-00000000-0000-0000-0000-000000000000');
        const res = await server.call(route.method, path, route.body, caller === 'anonymous' ? undefined : tokens[caller]);
        if (admitted) expect([401, 403]).not.toContain(res.status);
        else expect(res.status).toBe(caller === 'anonymous' ? 401 : 403);
        expect(res.status).toBeLessThan(500);
      });
    }
  }

  it('the table names every route the API serves', () => {
    const app = server.running.api!.app as unknown as { router: { stack: Layer[] } };
    const served = collect(app.router.stack).filter((r) => r.path.startsWith('/api') || r.path.endsWith('z'));
    const stated = routes.map((r) => `${r.method} ${r.path}`).sort();
    expect(served.map((r) => `${r.method} ${r.path}`).sort()).toEqual(stated);
  });
});

type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };
function collect(stack: Layer[]): { method: string; path: string }[] {
  return stack.flatMap((layer) => {
    if (layer.route) return Object.keys(layer.route.methods).map((m) => ({ method: m.toUpperCase(), path: layer.route!.path }));
    return layer.handle?.stack ? collect(layer.handle.stack) : [];
  });
}
