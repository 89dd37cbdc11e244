import { describe, expect, it } from 'vitest';
import type { ProgressReport, ReportAccess, SharedReport } from '@pt/contracts';
import { documentIds, foldProjection, projectionSpec, recorded, specNow } from '@pt/contracts/core';
import { progressReportsProjection, reportAccessProjection, reportsProjection } from './reports';

const at = specNow.toISOString();
const ids = { reportId: 'r1', shareId: 's1', patientId: 'p1' };
const stream = 'report-r1';
const visitor = { ipHash: 'ip-1', userAgent: 'Firefox', accessorEmail: null };
const shared = {
  type: 'ReportShared' as const,
  stream,
  data: {
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
    expiresAt: null,
    maxAccess: 3,
    passwordHash: '$argon2id$v=19$secret',
  },
};
const accessed = (counted = true) => ({ type: 'ReportAccessed' as const, stream, data: { ...ids, kind: 'shared' as const, ...visitor, counted } });
const denied = { type: 'ReportAccessDenied' as const, stream, data: { ...ids, kind: 'shared' as const, ...visitor, reason: 'wrong-password' as const } };
const revoked = { type: 'ReportRevoked' as const, stream, data: { ...ids, revokedBy: 'admin@example.com' } };

const progressStream = 'progressReport-r2';
const progressIds = { reportId: 'r2', shareId: 's2', patientId: 'p1' };
const created = {
  type: 'ProgressReportCreated' as const,
  stream: progressStream,
  data: {
    ...progressIds,
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
  },
};
const madePublic = { type: 'ProgressReportVisibilityChanged' as const, stream: progressStream, data: { ...progressIds, isPublic: true, changedBy: 'therapist@example.com' } };
const progressOpened = { type: 'ReportAccessed' as const, stream: progressStream, data: { ...progressIds, kind: 'progress' as const, ...visitor, counted: true } };

const staffRooms = ['role:therapist', 'role:admin', 'role:auditor'];

describe('the reports read model', () => {
  it('holds each shared report without its password hash', () => {
    const doc = projectionSpec<SharedReport>(reportsProjection).given([shared]).get('r1')!;
    expect(doc).toEqual({
      // Made before staff had names: null, and the e-mail says who.
      id: 'r1', shareId: 's1', patientId: 'p1', createdBy: 'therapist@example.com', createdByName: null, title: 'Knee progress', reportType: 'progress', dateRange: shared.data.dateRange,
      includeExercises: true, includeProgress: true, includeHealthTips: false, includeNotes: true, customNotes: 'Doing well', expiresAt: null,
      accessCount: 0, maxAccess: 3, requiresPassword: true, isActive: true, revokedAt: null, lastAccessedAt: null, createdAt: at, revision: 0, position: '1',
    });
    expect(JSON.stringify(doc)).not.toContain('argon2');
  });

  it("keeps the creator's name as it was when the report was made", () => {
    const named = { ...shared, data: { ...shared.data, createdByName: 'Jordan Ellis' } };
    expect(projectionSpec<SharedReport>(reportsProjection).given([named]).get('r1')).toMatchObject({ createdBy: 'therapist@example.com', createdByName: 'Jordan Ellis' });
  });

  it('counts allowed openings (not staff previews), moves its revision with every event, and records turning off', () => {
    const doc = projectionSpec<SharedReport>(reportsProjection).given([shared, accessed(), denied, accessed(false), accessed(), revoked]).get('r1')!;
    expect(doc).toMatchObject({ accessCount: 2, lastAccessedAt: at, isActive: false, revokedAt: at, revision: 5, position: '6' });
  });

  it("keeps a staff preview out of the count and the last opening (they describe the recipients' openings)", () => {
    const doc = projectionSpec<SharedReport>(reportsProjection).given([shared, accessed(false)]).get('r1')!;
    expect(doc).toMatchObject({ accessCount: 0, lastAccessedAt: null, revision: 1 });
    const written = projectionSpec<ProgressReport>(progressReportsProjection).given([created, { ...progressOpened, data: { ...progressOpened.data, counted: false } }]).get('r2')!;
    expect(written).toMatchObject({ accessCount: 0, lastAccessedAt: null, revision: 1 });
  });

  it('ignores openings of progress reports and events of reports it does not hold', () => {
    expect(projectionSpec<SharedReport>(reportsProjection).given([progressOpened, accessed(), revoked]).size).toBe(0);
  });

  it('changes nothing when one of its events is folded again (a replay)', () => {
    const events = recorded([shared, accessed(), denied, accessed(), revoked]);
    for (let n = 1; n <= events.length; n++) {
      const doc = foldProjection<SharedReport>(reportsProjection, events.slice(0, n)).get('r1')!;
      expect({ ...reportsProjection.evolve(doc, events[n - 1]!, 'r1'), position: doc.position }).toEqual(doc);
    }
  });

  it('tells staff of a report created, opened or turned off; a refused opening says nothing', () => {
    const events = recorded([shared, denied]);
    const doc = reportsProjection.evolve(null, events[0]!, 'r1');
    const { customNotes, ...summary } = doc!;
    expect(customNotes).not.toBe('');
    // Every staff connection hears it: without the therapist's notes (ADR 28).
    expect(reportsProjection.live!(doc, events[0]!)).toEqual([{ type: 'report.changed', rooms: staffRooms, data: { report: summary } }]);
    expect(reportsProjection.live!(reportsProjection.evolve(doc, events[1]!, 'r1'), events[1]!)).toEqual([]);
  });
});

describe('the progress reports read model', () => {
  it('holds each progress report, its visibility and its openings', () => {
    const docs = projectionSpec<ProgressReport>(progressReportsProjection).given([created, madePublic, progressOpened, accessed()]);
    expect(docs.size).toBe(1);
    expect(docs.get('r2')).toMatchObject({ id: 'r2', shareId: 's2', reportTitle: 'Six weeks in', isPublic: true, accessCount: 1, lastAccessedAt: at, createdAt: at, revision: 2, position: '3' });
  });

  it('changes nothing when one of its events is folded again (a replay)', () => {
    const events = recorded([created, madePublic, progressOpened]);
    for (let n = 1; n <= events.length; n++) {
      const doc = foldProjection<ProgressReport>(progressReportsProjection, events.slice(0, n)).get('r2')!;
      expect({ ...progressReportsProjection.evolve(doc, events[n - 1]!, 'r2'), position: doc.position }).toEqual(doc);
    }
  });

  it("tells staff of it, without what it says of the patient's health", () => {
    const [event] = recorded([created]);
    const doc = progressReportsProjection.evolve(null, event!, 'r2')!;
    const { id, shareId, patientId, createdBy, createdByName, reportTitle, reportDate, isPublic, accessCount, lastAccessedAt, createdAt, revision, position } = doc;
    const summary = { id, shareId, patientId, createdBy, createdByName, reportTitle, reportDate, isPublic, accessCount, lastAccessedAt, createdAt, revision, position };
    expect(progressReportsProjection.live!(doc, event!)).toEqual([{ type: 'progressReport.changed', rooms: staffRooms, data: { report: summary } }]);
  });
});

describe('the report access log', () => {
  it('keeps one entry per opening of either kind, allowed or refused, with why', () => {
    const events = recorded([shared, accessed(), denied, accessed(false), created, progressOpened]);
    const docs = foldProjection<ReportAccess>(reportAccessProjection, events);
    // `counted`: false for a refusal and for a staff preview.
    expect([...docs.values()].map((d) => [d.reportId, d.kind, d.allowed, d.counted, d.reason])).toEqual([
      ['r1', 'shared', true, true, null],
      ['r1', 'shared', false, false, 'wrong-password'],
      ['r1', 'shared', true, false, null],
      ['r2', 'progress', true, true, null],
    ]);
    expect(docs.get(events[2]!.id)).toEqual({
      id: events[2]!.id, reportId: 'r1', kind: 'shared', shareId: 's1', patientId: 'p1', allowed: false, counted: false, reason: 'wrong-password', accessedAt: at, ipHash: 'ip-1', userAgent: 'Firefox', accessorEmail: null, accessorName: null, position: '3',
    });
  });

  it('changes nothing when an opening is folded again, and tells staff', () => {
    const [, event] = recorded([shared, accessed()]);
    const doc = { ...reportAccessProjection.evolve(null, event!, event!.id)!, position: event!.position };
    expect(documentIds(reportAccessProjection, event!)).toEqual([event!.id]);
    expect(reportAccessProjection.evolve(doc, event!, event!.id)).toEqual(doc);
    expect(reportAccessProjection.live!(doc, event!)).toEqual([{ type: 'reportAccess.recorded', rooms: staffRooms, data: { access: doc } }]);
  });
});
