import { describe, expect, it } from 'vitest';
import { spec } from '@pt/contracts/core';
import { historyViewsDecider, intakeFormViewsDecider, recordViewsDecider } from './record-views';

const reader = (viewerId: string) => ({ viewerId, viewerEmail: `${viewerId}@example.com`, viewerName: null });
const viewed = (viewerId: string, part: 'record' | 'rewards', hour: string) => ({ type: 'PatientRecordViewed' as const, data: { patientId: 'p1', part, ...reader(viewerId), hour } });
const view = (viewerId: string, part: 'record' | 'rewards', hour: string) => ({ type: 'RecordView' as const, patientId: 'p1', part, ...reader(viewerId), hour });

describe("a record's access log of a day", () => {
  it('logs the first reading of a part by a reader within the hour', () => {
    expect(spec(recordViewsDecider).given([]).when(view('t1', 'record', '2026-11-23T15'))).toEqual([viewed('t1', 'record', '2026-11-23T15')]);
  });

  it('logs nothing more for the same reader, part and hour', () => {
    expect(spec(recordViewsDecider).given([viewed('t1', 'record', '2026-11-23T15')]).when(view('t1', 'record', '2026-11-23T15'))).toEqual([]);
  });

  it('logs another part, another reader, or the next hour apart', () => {
    const given = spec(recordViewsDecider).given([viewed('t1', 'record', '2026-11-23T15')]);
    expect(given.when(view('t1', 'rewards', '2026-11-23T15'))).toEqual([viewed('t1', 'rewards', '2026-11-23T15')]);
    expect(given.when(view('a1', 'record', '2026-11-23T15'))).toEqual([viewed('a1', 'record', '2026-11-23T15')]);
    expect(given.when(view('t1', 'record', '2026-11-23T16'))).toEqual([viewed('t1', 'record', '2026-11-23T16')]);
  });
});

const formViewed = (viewerId: string, hour: string) => ({ type: 'IntakeFormViewed' as const, data: { formId: 'f1', patientId: null, ...reader(viewerId), hour } });
const formView = (viewerId: string, hour: string) => ({ type: 'IntakeFormView' as const, formId: 'f1', patientId: null, ...reader(viewerId), hour });
const historyViewed = (viewerId: string, hour: string) => ({ type: 'EventHistoryViewed' as const, data: { ...reader(viewerId), hour } });
const historyView = (viewerId: string, hour: string) => ({ type: 'HistoryView' as const, ...reader(viewerId), hour });

// Each with its decider, the command of a reading, and the event it logs.
describe.each([
  ["an intake form's access log of a day", intakeFormViewsDecider, formView, formViewed],
  ["the event history's access log of a day", historyViewsDecider, historyView, historyViewed],
] as const)('%s', (_name, decider, view, viewed) => {
  const log = (given: unknown[]) => spec(decider as never).given(given as never);
  it('logs the first reading by a reader within the hour, nothing more that hour, and another reader or hour apart', () => {
    expect(log([]).when(view('t1', '2026-11-23T15') as never)).toEqual([viewed('t1', '2026-11-23T15')]);
    const given = log([viewed('t1', '2026-11-23T15')]);
    expect(given.when(view('t1', '2026-11-23T15') as never)).toEqual([]);
    expect(given.when(view('a1', '2026-11-23T15') as never)).toEqual([viewed('a1', '2026-11-23T15')]);
    expect(given.when(view('t1', '2026-11-23T16') as never)).toEqual([viewed('t1', '2026-11-23T16')]);
  });
});
