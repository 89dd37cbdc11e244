import { describe, expect, it } from 'vitest';
import { spec, specNow } from '@pt/contracts/core';
import { progressReportDecider, type ProgressReportCommand } from './progress-decider';
import { sharedReportDecider, type Opener, type SharedReportCommand } from './shared-decider';

const ids = { reportId: 'r1', shareId: 's1', patientId: 'p1' };
const visitor: Opener = { ipHash: 'ip-1', userAgent: 'Firefox', accessorEmail: null };
const therapist: Opener = { ipHash: 'ip-2', userAgent: 'Chrome', accessorEmail: 'therapist@example.com' };
const later = (ms: number) => new Date(specNow.getTime() + ms);

const report = {
  ...ids,
  createdBy: 'therapist@example.com',
  title: 'Knee progress',
  reportType: 'progress' as const,
  dateRange: { start: '2026-09-23', end: '2026-11-23' },
  includeExercises: true,
  includeProgress: true,
  includeHealthTips: false,
  includeNotes: true,
  customNotes: 'Doing well',
  expiresAt: null as string | null,
  maxAccess: null as number | null,
  passwordHash: null as string | null,
};
const shared = (changes: Partial<typeof report> = {}) => ({ type: 'ReportShared' as const, data: { ...report, ...changes } });
const accessed = (opener: Opener = visitor, counted = true) => ({ type: 'ReportAccessed' as const, data: { ...ids, kind: 'shared' as const, ...opener, counted } });
const denied = (reason: 'password-required' | 'wrong-password' | 'expired' | 'limit-reached' | 'revoked' | 'private', opener: Opener = visitor, kind: 'shared' | 'progress' = 'shared') => ({
  type: 'ReportAccessDenied' as const,
  data: { ...ids, kind, ...opener, reason },
});
const revoked = { type: 'ReportRevoked' as const, data: { ...ids, revokedBy: 'admin@example.com' } };
const open = (password: 'none-given' | 'correct' | 'wrong' = 'none-given', staff = false): SharedReportCommand => ({ type: 'OpenReport', opener: staff ? therapist : visitor, password, staff });

describe('a shared report', () => {
  it('is shared once, with an expiry only in the future', () => {
    expect(spec(sharedReportDecider).given([]).when({ type: 'ShareReport', report })).toEqual([shared()]);
    expect(spec(sharedReportDecider).given([shared()]).rejects({ type: 'ShareReport', report })).toMatchObject({ code: 'already-exists' });
    expect(spec(sharedReportDecider).given([]).rejects({ type: 'ShareReport', report: { ...report, expiresAt: specNow.toISOString() } })).toMatchObject({
      code: 'invalid',
      fields: { expiresAt: ['The expiry must be in the future'] },
    });
  });

  it('opens for anyone without a password, each opening counted', () => {
    expect(spec(sharedReportDecider).given([shared()]).when(open())).toEqual([accessed()]);
    const { state } = spec(sharedReportDecider).given([shared(), accessed(), accessed()]);
    expect(state).toMatchObject({ accessCount: 2, lastAccessedAt: specNow.toISOString(), isActive: true });
  });

  it('asks for its password, and refuses a wrong one', () => {
    const given = spec(sharedReportDecider).given([shared({ passwordHash: '$argon2id$hash' })]);
    expect(given.when(open())).toEqual([denied('password-required')]);
    expect(given.when(open('wrong'))).toEqual([denied('wrong-password')]);
    expect(given.when(open('correct'))).toEqual([accessed()]);
  });

  it('refuses openings once expired, at the limit or turned off', () => {
    const expiresAt = later(60_000).toISOString();
    expect(spec(sharedReportDecider).given([shared({ expiresAt })]).when(open(), later(59_999))).toEqual([accessed()]);
    expect(spec(sharedReportDecider).given([shared({ expiresAt })]).when(open(), later(60_000))).toEqual([denied('expired')]);
    expect(spec(sharedReportDecider).given([shared({ maxAccess: 2 }), accessed(), denied('wrong-password'), accessed()]).when(open())).toEqual([denied('limit-reached')]);
    expect(spec(sharedReportDecider).given([shared({ maxAccess: 2 }), accessed()]).when(open())).toEqual([accessed()]);
    expect(spec(sharedReportDecider).given([shared(), revoked]).when(open('correct'))).toEqual([denied('revoked')]);
  });

  it("opens for staff (a therapist's preview) without the password, logged but not counted, past the limit", () => {
    const given = spec(sharedReportDecider).given([shared({ maxAccess: 1, passwordHash: '$argon2id$hash' }), accessed()]);
    expect(given.when(open('none-given', true))).toEqual([accessed(therapist, false)]);
    // Neither counted nor the last opening: both describe the recipients' openings.
    expect(spec(sharedReportDecider).given([shared({ maxAccess: 1 }), accessed(therapist, false)]).state).toMatchObject({ accessCount: 0, lastAccessedAt: null });
    expect(spec(sharedReportDecider).given([shared(), revoked]).when(open('none-given', true))).toEqual([denied('revoked', therapist)]);
  });

  it('is turned off once; turning it off again appends nothing', () => {
    expect(spec(sharedReportDecider).given([shared()]).when({ type: 'RevokeReport', revokedBy: 'admin@example.com' })).toEqual([revoked]);
    expect(spec(sharedReportDecider).given([shared(), revoked]).when({ type: 'RevokeReport', revokedBy: 'admin@example.com' })).toEqual([]);
    expect(spec(sharedReportDecider).given([shared(), revoked]).state).toMatchObject({ isActive: false, revokedAt: specNow.toISOString() });
  });

  it('cannot be turned off or opened when it does not exist', () => {
    expect(spec(sharedReportDecider).given([]).rejects({ type: 'RevokeReport', revokedBy: 'x' })).toMatchObject({ code: 'not-found' });
    expect(spec(sharedReportDecider).given([]).rejects(open())).toMatchObject({ code: 'not-found' });
  });
});

const written = {
  ...ids,
  createdBy: 'therapist@example.com',
  reportTitle: 'Six weeks in',
  treatmentGoals: ['Walk a mile'],
  functionalImprovements: ['Stairs without rail'],
  nextGoals: ['Jog'],
  painLevel: 3,
  mobilityScore: 7,
  strengthScore: null,
  balanceScore: null,
  sessionsCompleted: 6,
  totalSessions: 12,
  therapistNotes: '',
  reportDate: '2026-11-23',
  isPublic: false,
};
const created = (isPublic = false) => ({ type: 'ProgressReportCreated' as const, data: { ...written, isPublic } });
const visibility = (isPublic: boolean) => ({ type: 'ProgressReportVisibilityChanged' as const, data: { ...ids, isPublic, changedBy: 'therapist@example.com' } });
const openProgress = (staff = false): ProgressReportCommand => ({ type: 'OpenProgressReport', opener: staff ? therapist : visitor, staff });
const progressAccessed = (opener: Opener = visitor, counted = true) => ({ type: 'ReportAccessed' as const, data: { ...ids, kind: 'progress' as const, ...opener, counted } });

describe('a progress report', () => {
  it('is written once', () => {
    expect(spec(progressReportDecider).given([]).when({ type: 'CreateProgressReport', report: written })).toEqual([created()]);
    expect(spec(progressReportDecider).given([created()]).rejects({ type: 'CreateProgressReport', report: written })).toMatchObject({ code: 'already-exists' });
  });

  it('opens only while public, but for staff; a private one refuses anyone else and logs it', () => {
    expect(spec(progressReportDecider).given([created()]).when(openProgress())).toEqual([denied('private', visitor, 'progress')]);
    // Staff preview a private report (before making it public): logged, not counted.
    expect(spec(progressReportDecider).given([created()]).when(openProgress(true))).toEqual([progressAccessed(therapist, false)]);
    expect(spec(progressReportDecider).given([created(), progressAccessed(therapist, false)]).state).toMatchObject({ accessCount: 0, lastAccessedAt: null, isPublic: false });
    expect(spec(progressReportDecider).given([created(), visibility(true)]).when(openProgress())).toEqual([progressAccessed()]);
    expect(spec(progressReportDecider).given([created(true)]).when(openProgress(true))).toEqual([progressAccessed(therapist, false)]);
    expect(spec(progressReportDecider).given([created(true), progressAccessed(), progressAccessed(therapist, false)]).state).toMatchObject({ accessCount: 1 });
  });

  it('changes visibility only when it differs', () => {
    const set = (isPublic: boolean): ProgressReportCommand => ({ type: 'SetVisibility', isPublic, changedBy: 'therapist@example.com' });
    expect(spec(progressReportDecider).given([created()]).when(set(true))).toEqual([visibility(true)]);
    expect(spec(progressReportDecider).given([created()]).when(set(false))).toEqual([]);
    expect(spec(progressReportDecider).given([]).rejects(set(true))).toMatchObject({ code: 'not-found' });
    expect(spec(progressReportDecider).given([]).rejects(openProgress())).toMatchObject({ code: 'not-found' });
  });
});
