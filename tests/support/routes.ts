/**
 * Every route the API serves, with the callers it admits. `tests/api/roles.test.ts` walks each with
 * every caller and checks that the table names every route served; `tests/api/fuzz.test.ts` sends each
 * odd input as a caller it admits.
 */
export const everyone = ['anonymous', 'patient', 'therapist', 'admin', 'auditor'] as const;
export type Caller = (typeof everyone)[number];
const readers = ['therapist', 'admin', 'auditor'] as const;
const staff = ['therapist', 'admin'] as const;
export const routes: { method: string; path: string; admits: readonly Caller[]; body?: unknown }[] = [
  { method: 'GET', path: '/healthz', admits: everyone },
  { method: 'GET', path: '/readyz', admits: everyone },
  { method: 'POST', path: '/api/portal/login', admits: everyone, body: {} },
  { method: 'POST', path: '/api/portal/register', admits: everyone, body: {} },
  { method: 'GET', path: '/api/portal/auth/me', admits: ['patient', 'therapist', 'admin', 'auditor'] },
  { method: 'PUT', path: '/api/portal/password', admits: ['patient', 'therapist', 'admin', 'auditor'], body: {} },
  { method: 'PUT', path: '/api/portal/name', admits: readers, body: {} },
  // A patient's e-mail confirmed before a record of the practice's is joined to the account (ADR 33)
  { method: 'GET', path: '/api/portal/confirm-email', admits: ['patient'] },
  { method: 'POST', path: '/api/portal/confirm-email', admits: ['patient'], body: {} },
  { method: 'POST', path: '/api/portal/confirm-email/send', admits: ['patient'], body: {} },
  // A forgotten password (ADR 36): for anyone, signed in or not
  { method: 'POST', path: '/api/portal/password-reset/request', admits: everyone, body: {} },
  { method: 'POST', path: '/api/portal/password-reset', admits: everyone, body: {} },
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
  // Messages between patients and the practice (ADR 32)
  { method: 'GET', path: '/api/conversations', admits: ['patient', ...readers] },
  { method: 'GET', path: '/api/conversations/:id', admits: ['patient', ...readers] },
  { method: 'POST', path: '/api/conversations', admits: ['patient', ...staff], body: {} },
  { method: 'POST', path: '/api/conversations/:id/messages', admits: ['patient', ...staff], body: {} },
  { method: 'POST', path: '/api/conversations/:id/read', admits: ['patient', ...staff], body: {} },
  // Recommendations
  { method: 'GET', path: '/api/recommendations/:patientId', admits: ['patient', ...readers] },
  { method: 'GET', path: '/api/admin/pending-recommendations', admits: readers },
  { method: 'GET', path: '/api/admin/pending-recommendations/count', admits: readers },
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

