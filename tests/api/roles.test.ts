import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@pt/contracts';
import { demo, startTestServer, type TestServer } from '../support/server';

/**
 * Every route with the roles it admits. A route missing here fails the last test, so a new
 * route cannot ship without its rule being stated and walked with every role.
 */
const everyone = ['anonymous', 'patient', 'therapist', 'admin', 'auditor'] as const;
type Caller = (typeof everyone)[number];
const readers = ['therapist', 'admin', 'auditor'] as const;
const staff = ['therapist', 'admin'] as const;
const routes: { method: string; path: string; admits: readonly Caller[]; body?: unknown }[] = [
  { method: 'GET', path: '/healthz', admits: everyone },
  { method: 'GET', path: '/readyz', admits: everyone },
  { method: 'POST', path: '/api/portal/login', admits: everyone, body: {} },
  { method: 'POST', path: '/api/portal/register', admits: everyone, body: {} },
  { method: 'GET', path: '/api/portal/auth/me', admits: ['patient', 'therapist', 'admin', 'auditor'] },
  { method: 'PUT', path: '/api/portal/password', admits: ['patient', 'therapist', 'admin', 'auditor'], body: {} },
  { method: 'PUT', path: '/api/portal/name', admits: readers, body: {} },
  { method: 'GET', path: '/api/admin/users', admits: ['admin'] },
  { method: 'POST', path: '/api/admin/users', admits: ['admin'], body: {} },
  { method: 'PATCH', path: '/api/admin/users/:id', admits: ['admin'], body: {} },
  { method: 'POST', path: '/api/contact', admits: everyone, body: {} },
  { method: 'POST', path: '/api/callback-request', admits: everyone, body: {} },
  { method: 'GET', path: '/api/calendly/event-types', admits: everyone },
  { method: 'GET', path: '/api/admin/inbox', admits: ['therapist', 'admin'] },
  { method: 'PATCH', path: '/api/admin/inbox/:id', admits: ['therapist', 'admin'], body: {} },
  { method: 'GET', path: '/api/admin/outbox', admits: ['admin'] },
  // Intake forms
  { method: 'POST', path: '/api/intake/forms', admits: everyone, body: {} },
  { method: 'GET', path: '/api/intake/forms', admits: readers },
  { method: 'GET', path: '/api/intake/forms/:id', admits: readers },
  { method: 'GET', path: '/api/intake/forms/:id/views', admits: ['admin', 'auditor'] },
  { method: 'PATCH', path: '/api/intake/forms/:id/status', admits: staff, body: {} },
  { method: 'POST', path: '/api/intake/forms/:id/patient-record', admits: staff, body: {} },
  // Patients
  { method: 'GET', path: '/api/admin/patients', admits: readers },
  { method: 'POST', path: '/api/admin/patients', admits: staff, body: {} },
  { method: 'GET', path: '/api/patients', admits: readers },
  { method: 'GET', path: '/api/patients/:id', admits: readers },
  { method: 'GET', path: '/api/patients/:id/listing', admits: readers },
  { method: 'GET', path: '/api/patients/:id/record-views', admits: ['admin', 'auditor'] },
  { method: 'GET', path: '/api/portal/profile', admits: ['patient'] },
  { method: 'POST', path: '/api/portal/profile', admits: ['patient'], body: {} },
  // The exercise library
  { method: 'GET', path: '/api/exercises', admits: readers },
  { method: 'POST', path: '/api/exercises', admits: staff, body: {} },
  { method: 'PUT', path: '/api/exercises/:id', admits: staff, body: {} },
  { method: 'DELETE', path: '/api/exercises/:id', admits: staff },
  { method: 'POST', path: '/api/seed-exercises', admits: staff, body: {} },
  // Programs
  { method: 'POST', path: '/api/admin/assign-exercise', admits: staff, body: {} },
  { method: 'GET', path: '/api/admin/patient-exercises/:patientId', admits: readers },
  { method: 'PATCH', path: '/api/admin/patient-exercises/:assignmentId', admits: staff, body: {} },
  { method: 'GET', path: '/api/patients/:id/activity', admits: readers },
  { method: 'GET', path: '/api/portal/my-exercises', admits: ['patient'] },
  { method: 'GET', path: '/api/portal/dashboard', admits: ['patient'] },
  { method: 'POST', path: '/api/portal/my-exercises/:assignmentId/complete', admits: ['patient'], body: {} },
  // Progress
  { method: 'GET', path: '/api/portal/progress', admits: ['patient'] },
  { method: 'POST', path: '/api/portal/progress', admits: ['patient'], body: {} },
  { method: 'GET', path: '/api/patients/:id/progress', admits: readers },
  { method: 'POST', path: '/api/patients/:id/progress', admits: staff, body: {} },
  // Health tips
  { method: 'GET', path: '/api/portal/health-tips', admits: ['patient', ...readers] },
  { method: 'GET', path: '/api/health-tips', admits: readers },
  { method: 'POST', path: '/api/health-tips', admits: staff, body: {} },
  { method: 'PUT', path: '/api/health-tips/:id', admits: staff, body: {} },
  { method: 'DELETE', path: '/api/health-tips/:id', admits: staff },
  // Recommendations
  { method: 'GET', path: '/api/recommendations/:patientId', admits: ['patient', ...readers] },
  { method: 'GET', path: '/api/admin/pending-recommendations', admits: readers },
  { method: 'POST', path: '/api/generate-recommendations/:patientId', admits: staff, body: {} },
  { method: 'POST', path: '/api/review-recommendation/:recommendationId', admits: staff, body: {} },
  // Rewards
  { method: 'GET', path: '/api/gamification/rewards/:patientId', admits: ['patient', ...readers] },
  { method: 'GET', path: '/api/gamification/achievements/:patientId', admits: ['patient', ...readers] },
  { method: 'GET', path: '/api/gamification/leaderboard/weekly', admits: ['patient', ...readers] },
  { method: 'GET', path: '/api/gamification/sessions/:patientId', admits: ['patient', ...readers] },
  { method: 'GET', path: '/api/gamification/stats/:patientId/week', admits: ['patient', ...readers] },
  { method: 'GET', path: '/api/gamification/challenges/:patientId', admits: ['patient', ...readers] },
  { method: 'POST', path: '/api/gamification/achievements/:patientId/seen', admits: ['patient'], body: {} },
  { method: 'POST', path: '/api/gamification/session', admits: ['patient'], body: {} },
  { method: 'GET', path: '/api/portal/features', admits: ['patient', ...readers] },
  { method: 'GET', path: '/api/portal/preferences', admits: ['patient'] },
  { method: 'PUT', path: '/api/portal/preferences', admits: ['patient'], body: {} },
  // Reports (shared reports and progress reports; their links open for anyone)
  { method: 'POST', path: '/api/portal/reports/create', admits: staff, body: {} },
  { method: 'GET', path: '/api/portal/reports/patient/:patientId', admits: readers },
  { method: 'GET', path: '/api/portal/reports/:reportId/access', admits: readers },
  { method: 'POST', path: '/api/portal/reports/:reportId/revoke', admits: staff, body: {} },
  { method: 'GET', path: '/api/portal/my-reports', admits: ['patient'] },
  { method: 'GET', path: '/api/portal/my-reports/:reportId/access', admits: ['patient'] },
  { method: 'GET', path: '/api/reports/shared/:shareId', admits: everyone },
  { method: 'POST', path: '/api/progress-reports', admits: staff, body: {} },
  { method: 'GET', path: '/api/progress-reports/counts', admits: readers },
  { method: 'GET', path: '/api/progress-reports/patient/:patientId', admits: readers },
  { method: 'POST', path: '/api/progress-reports/:reportId/visibility', admits: staff, body: {} },
  { method: 'GET', path: '/api/shared-report/:shareId', admits: everyone },
  // The event history
  { method: 'GET', path: '/api/audit/events', admits: ['auditor'] },
  { method: 'GET', path: '/api/audit/events/:stream/:revision/documents', admits: ['auditor'] },
];

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
