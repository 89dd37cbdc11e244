import { progressReportSummaryOf, sharedReportSummaryOf, type EventOf, type ProgressReport, type ReportAccess, type SharedReport } from '@pt/contracts';
import { defineProjection } from '@pt/contracts/core';
import { recordReaders } from './rooms';

type SharedReportEvent = EventOf<'ReportShared' | 'ReportRevoked' | 'ReportAccessed' | 'ReportAccessDenied'>;
type ProgressReportEvent = EventOf<'ProgressReportCreated' | 'ProgressReportVisibilityChanged' | 'ReportAccessed' | 'ReportAccessDenied'>;
type OpeningEvent = EventOf<'ReportAccessed' | 'ReportAccessDenied'>;

/**
 * Shared reports (the therapist's Generate Report dialog), one document each, never with the
 * password's hash. Every event of the stream moves `revision` (openings too: it is what If-Match
 * names), and an event the document has seen (its revision) changes nothing: a replay counts no opening twice.
 */
export const reportsProjection = defineProjection<SharedReport, SharedReportEvent>({
  name: 'reports',
  // 2: a staff preview no longer moves lastAccessedAt. 3: the creator's name.
  version: 3,
  handles: ['ReportShared', 'ReportRevoked', 'ReportAccessed', 'ReportAccessDenied'],
  indexes: [{ shareId: 1 }, { patientId: 1, createdAt: -1 }, { isActive: 1 }],
  documentId: (event) => (event.type === 'ReportAccessed' || event.type === 'ReportAccessDenied' ? (event.data.kind === 'shared' ? event.data.reportId : null) : event.data.reportId),
  namedBy: (id) => id,
  evolve(report, event) {
    if (event.type === 'ReportShared') {
      if (report) return report;
      const { reportId, passwordHash, createdByName, ...fields } = event.data;
      return {
        id: reportId,
        ...fields,
        createdByName: createdByName ?? null,
        accessCount: 0,
        requiresPassword: passwordHash !== null,
        isActive: true,
        revokedAt: null,
        lastAccessedAt: null,
        createdAt: event.metadata.at,
        revision: event.revision,
        position: event.position,
      };
    }
    if (!report || event.revision <= report.revision) return report;
    switch (event.type) {
      case 'ReportRevoked':
        return { ...report, isActive: false, revokedAt: event.metadata.at, revision: event.revision };
      case 'ReportAccessed':
        return event.data.counted ? { ...report, accessCount: report.accessCount + 1, lastAccessedAt: event.metadata.at, revision: event.revision } : { ...report, revision: event.revision };
      case 'ReportAccessDenied':
        return { ...report, revision: event.revision };
    }
  },
  // Created, turned off, opened: a refused opening changes nothing staff see of the report. To every
  // staff connection, so without the therapist's notes: they are read with the patient's reports, logged (ADR 28).
  live: (report, event) => (report && event.type !== 'ReportAccessDenied' ? [{ type: 'report.changed', rooms: recordReaders, data: { report: sharedReportSummaryOf(report) } }] : []),
});

/** Progress reports (the staff form of /progress-reports), one document each. */
export const progressReportsProjection = defineProjection<ProgressReport, ProgressReportEvent>({
  name: 'progress_reports',
  // 2: a staff preview no longer moves lastAccessedAt. 3: the creator's name.
  version: 3,
  handles: ['ProgressReportCreated', 'ProgressReportVisibilityChanged', 'ReportAccessed', 'ReportAccessDenied'],
  indexes: [{ shareId: 1 }, { patientId: 1, createdAt: -1 }, { isPublic: 1 }],
  documentId: (event) => (event.type === 'ReportAccessed' || event.type === 'ReportAccessDenied' ? (event.data.kind === 'progress' ? event.data.reportId : null) : event.data.reportId),
  namedBy: (id) => id,
  evolve(report, event) {
    if (event.type === 'ProgressReportCreated') {
      if (report) return report;
      const { reportId, createdByName, ...fields } = event.data;
      return { id: reportId, ...fields, createdByName: createdByName ?? null, accessCount: 0, lastAccessedAt: null, createdAt: event.metadata.at, revision: event.revision, position: event.position };
    }
    if (!report || event.revision <= report.revision) return report;
    switch (event.type) {
      case 'ProgressReportVisibilityChanged':
        return { ...report, isPublic: event.data.isPublic, revision: event.revision };
      case 'ReportAccessed':
        return event.data.counted ? { ...report, accessCount: report.accessCount + 1, lastAccessedAt: event.metadata.at, revision: event.revision } : { ...report, revision: event.revision };
      case 'ReportAccessDenied':
        return { ...report, revision: event.revision };
    }
  },
  // Without what the report says of the patient's health, as report.changed (ADR 28).
  live: (report, event) => (report && event.type !== 'ReportAccessDenied' ? [{ type: 'progressReport.changed', rooms: recordReaders, data: { report: progressReportSummaryOf(report) } }] : []),
});

/** Every opening of a link of either kind, allowed or refused (the access log): one document per event. */
export const reportAccessProjection = defineProjection<ReportAccess, OpeningEvent>({
  name: 'report_access',
  // 2: `counted` (a staff preview is not). 3: the accessor's name.
  version: 3,
  handles: ['ReportAccessed', 'ReportAccessDenied'],
  indexes: [{ reportId: 1, accessedAt: -1 }],
  documentId: (event) => event.id,
  namedBy: (id) => id,
  evolve(access, event) {
    if (access) return access;
    const { reportId, kind, shareId, patientId, ipHash, userAgent, accessorEmail, accessorName } = event.data;
    return {
      id: event.id,
      reportId,
      kind,
      shareId,
      patientId,
      allowed: event.type === 'ReportAccessed',
      counted: event.type === 'ReportAccessed' && event.data.counted,
      reason: event.type === 'ReportAccessDenied' ? event.data.reason : null,
      accessedAt: event.metadata.at,
      ipHash,
      userAgent,
      accessorEmail,
      accessorName: accessorName ?? null,
      position: event.position,
    };
  },
  live: (access) => (access ? [{ type: 'reportAccess.recorded', rooms: recordReaders, data: { access } }] : []),
});
