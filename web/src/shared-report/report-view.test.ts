import { describe, expect, it } from 'vitest';
import { reportTexts, type ProgressReportView, type SharedReportView } from '@pt/contracts';
import { lastSeven } from '../shared/progress-chart/chart-points';
import {
  assessmentScores,
  changeOver,
  formatMobilityChange,
  formatPainChange,
  needsSimpleReading,
  reportScreen,
  sessionsPercent,
  type QueryState,
} from './report-view';

const m = (measurementDate: string, measurementType: 'pain' | 'mobility', value: number) => ({ measurementDate, measurementType, value });
const detailedView = { report: { title: 'Knee' } } as SharedReportView;
const simpleView = { reportTitle: 'Knee' } as ProgressReportView;
const simpleReading = { view: simpleView, privatePreview: false };
const loading = { state: 'loading' } as const;
const failed = (status: number | string, message?: string): QueryState<never> => ({ state: 'failed', status, message });

describe('which reading the page shows', () => {
  const base = { shareId: 'abc', detailed: loading, simple: null, passwordTried: false };

  it('says the link is invalid without a share id, and asks nothing', () => {
    expect(reportScreen({ ...base, shareId: undefined })).toEqual({ screen: 'invalid-link' });
    expect(reportScreen({ ...base, shareId: '  ' })).toEqual({ screen: 'invalid-link' });
    expect(needsSimpleReading('', null)).toBe(false);
  });

  it('loads reading B first, and shows it', () => {
    expect(reportScreen(base)).toEqual({ screen: 'loading' });
    expect(reportScreen({ ...base, detailed: { state: 'ok', data: detailedView } })).toEqual({ screen: 'detailed', view: detailedView });
    expect(needsSimpleReading('abc', loading)).toBe(false);
    expect(needsSimpleReading('abc', { state: 'ok', data: detailedView })).toBe(false);
  });

  it('asks for a password on 401, keeps the card while one is checked, and shows the answer to a wrong one', () => {
    expect(reportScreen({ ...base, detailed: failed(401, 'Password required') })).toEqual({ screen: 'password', busy: false });
    expect(reportScreen({ ...base, detailed: loading, passwordTried: true })).toEqual({ screen: 'password', busy: true });
    expect(reportScreen({ ...base, detailed: failed(401, 'The password is not correct.'), passwordTried: true })).toEqual({
      screen: 'password',
      busy: false,
      error: 'The password is not correct.',
    });
    expect(reportScreen({ ...base, detailed: failed(401), passwordTried: true })).toMatchObject({ error: reportTexts.wrongPassword });
    expect(reportScreen({ ...base, detailed: failed(429, 'Too many attempts'), passwordTried: true })).toMatchObject({ screen: 'password', error: 'Too many attempts' });
  });

  it('says the report is not available on any other failure of reading B, with the server message or the spec text', () => {
    expect(reportScreen({ ...base, detailed: failed(410, reportTexts.expired) })).toEqual({ screen: 'not-available', message: reportTexts.expired });
    expect(reportScreen({ ...base, detailed: failed(500) })).toEqual({ screen: 'not-available', message: reportTexts.notAvailableDetail });
    expect(reportScreen({ ...base, detailed: failed('FETCH_ERROR') })).toEqual({ screen: 'not-available', message: reportTexts.notAvailableDetail });
    expect(reportScreen({ ...base, detailed: failed(410, reportTexts.limitReached), passwordTried: true })).toEqual({ screen: 'not-available', message: reportTexts.limitReached });
  });

  it('turns to reading A when reading B does not know the link', () => {
    const unknown = failed(404, reportTexts.notAvailableDetail);
    expect(needsSimpleReading('abc', unknown)).toBe(true);
    expect(reportScreen({ ...base, detailed: unknown, simple: null })).toEqual({ screen: 'loading' });
    expect(reportScreen({ ...base, detailed: unknown, simple: loading })).toEqual({ screen: 'loading' });
    expect(reportScreen({ ...base, detailed: unknown, simple: { state: 'ok', data: simpleReading } })).toEqual({ screen: 'simple', view: simpleView, privatePreview: false });
    expect(reportScreen({ ...base, detailed: unknown, simple: failed(404) })).toEqual({ screen: 'not-found' });
  });

  it('shows reading A alone on /progress-report', () => {
    expect(needsSimpleReading('abc', null)).toBe(true);
    expect(reportScreen({ ...base, detailed: null, simple: loading })).toEqual({ screen: 'loading' });
    expect(reportScreen({ ...base, detailed: null, simple: { state: 'ok', data: simpleReading } })).toEqual({ screen: 'simple', view: simpleView, privatePreview: false });
    expect(reportScreen({ ...base, detailed: null, simple: failed(500) })).toEqual({ screen: 'not-found' });
  });

  it("marks signed-in staff's preview of a private report", () => {
    expect(reportScreen({ ...base, detailed: null, simple: { state: 'ok', data: { view: simpleView, privatePreview: true } } })).toEqual({ screen: 'simple', view: simpleView, privatePreview: true });
  });
});

describe('the measurements of the detailed report', () => {
  const progress = [
    m('2026-03-01', 'pain', 8),
    m('2026-03-01', 'mobility', 40),
    m('2026-03-03', 'pain', 7),
    m('2026-03-05', 'pain', 6),
    m('2026-03-07', 'pain', 6),
    m('2026-03-09', 'pain', 5),
    m('2026-03-11', 'pain', 5),
    m('2026-03-13', 'pain', 4),
    m('2026-03-15', 'mobility', 65),
    m('2026-03-14', 'pain', 3),
  ];

  it('charts the last 7 of each kind, oldest first', () => {
    const pain = lastSeven(progress, 'pain');
    expect(pain.map((p) => p.day)).toEqual(['2026-03-03', '2026-03-05', '2026-03-07', '2026-03-09', '2026-03-11', '2026-03-13', '2026-03-14']);
    expect(pain.map((p) => p.y)).toEqual([7, 6, 6, 5, 5, 4, 3]);
    expect(pain[0]!.x).toBe(Date.parse('2026-03-03T12:00:00Z'));
    expect(lastSeven(progress, 'mobility').map((p) => p.y)).toEqual([40, 65]);
    expect(lastSeven([], 'pain')).toEqual([]);
  });

  it('computes the change over the range: latest less earliest', () => {
    expect(changeOver(progress, 'pain')).toBe(-5);
    expect(changeOver(progress, 'mobility')).toBe(25);
    expect(changeOver([m('2026-03-01', 'pain', 4)], 'pain')).toBe(0);
    expect(changeOver(progress.filter((p) => p.measurementType === 'pain'), 'mobility')).toBeNull();
  });

  it('writes pain with a minus sign when it fell, mobility as +n%', () => {
    expect(formatPainChange(-5)).toBe('-5');
    expect(formatPainChange(2)).toBe('+2');
    expect(formatPainChange(0)).toBe('0');
    expect(formatMobilityChange(25)).toBe('+25%');
    expect(formatMobilityChange(0)).toBe('+0%');
    expect(formatMobilityChange(-10)).toBe('-10%');
  });
});

describe('the simple report', () => {
  it('computes the share of sessions done, whole and within 0-100', () => {
    expect(sessionsPercent(6, 12)).toBe(50);
    expect(sessionsPercent(1, 3)).toBe(33);
    expect(sessionsPercent(15, 12)).toBe(100);
    expect(sessionsPercent(3, 0)).toBe(0);
  });

  it('lists the scores given, in order', () => {
    expect(assessmentScores({ painLevel: 3, mobilityScore: null, strengthScore: 7, balanceScore: null })).toEqual([
      { label: 'Pain Level', value: 3 },
      { label: 'Strength', value: 7 },
    ]);
    expect(assessmentScores({ painLevel: null, mobilityScore: null, strengthScore: null, balanceScore: null })).toEqual([]);
  });
});
