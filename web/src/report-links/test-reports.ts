import type { ReportAccess, SharedReport } from '@pt/contracts';

/** A shared report of patient p1 for the unit tests; `over` changes what a test is about. */
export const sharedReport = (over: Partial<SharedReport> = {}): SharedReport => ({
  id: 'r1',
  shareId: 'share-r1',
  patientId: 'p1',
  createdBy: 'therapist@example.com',
  title: 'Progress Report - Nora Quinn',
  reportType: 'progress',
  dateRange: { start: '2026-03-10', end: '2026-05-10' },
  includeExercises: true,
  includeProgress: true,
  includeHealthTips: false,
  includeNotes: true,
  customNotes: '',
  expiresAt: null,
  accessCount: 0,
  maxAccess: null,
  requiresPassword: false,
  isActive: true,
  revokedAt: null,
  lastAccessedAt: null,
  createdAt: '2026-05-10T10:00:00.000Z',
  revision: 0,
  position: '5',
  ...over,
});

export const reportAccess = (over: Partial<ReportAccess> = {}): ReportAccess => ({
  id: 'x1',
  reportId: 'r1',
  kind: 'shared',
  shareId: 'share-r1',
  patientId: 'p1',
  allowed: true,
  reason: null,
  accessedAt: '2026-05-10T11:00:00.000Z',
  ipHash: 'hash',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0.0.0 Safari/537.36',
  accessorEmail: null,
  position: '6',
  ...over,
});
