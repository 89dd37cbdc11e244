import type { SharedReport } from '@pt/contracts';

/** A shared report of patient p1 for the unit tests; `over` changes what a test is about. */
export const sharedReport = (over: Partial<SharedReport> = {}): SharedReport => ({
  id: 'r1',
  shareId: 'share-r1',
  patientId: 'p1',
  createdBy: 'therapist@example.com',
  createdByName: 'Jordan Ellis',
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
