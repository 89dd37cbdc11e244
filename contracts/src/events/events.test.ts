import { describe, expect, it } from 'vitest';
import { symptomKinds } from '../body-areas';
import { intakeStatuses } from '../intake';
import { callbackTimes } from '../callback-times';
import { inboxStatuses } from '../requests';
import { accessDenialReasons, reportTypes } from '../reports';
import { roles } from '../roles';
import { parseEvent, storedCallbackTimes, storedDenialReasons, storedInboxStatuses, storedReportTypes, storedIntakeStatuses, storedRoles, storedSymptomKinds, UnreadableEventError } from './index';

const meta = (schema: number) => ({ actor: { kind: 'system', name: 't' }, correlationId: 'c', causationId: 'c', at: '2026-11-23T10:00:00.000Z', schema });
const raw = (type: string, data: unknown, schema = 1) => ({ id: 'e1', type, stream: 's-1', revision: 0, position: '1', data, metadata: meta(schema) });
const source = { stream: 'contact-1', eventId: 'e0', type: 'ContactMessageSubmitted' };

describe('stored events', () => {
  it('keep their own lists, which hold every value today\'s rules allow', () => {
    expect(storedRoles).toEqual(expect.arrayContaining([...roles]));
    expect(storedCallbackTimes).toEqual(expect.arrayContaining([...callbackTimes]));
    expect(storedInboxStatuses).toEqual(expect.arrayContaining([...inboxStatuses]));
    expect(storedIntakeStatuses).toEqual(expect.arrayContaining([...intakeStatuses]));
    expect(storedSymptomKinds).toEqual(expect.arrayContaining([...symptomKinds]));
    expect(storedReportTypes).toEqual(expect.arrayContaining([...reportTypes]));
    expect(storedDenialReasons).toEqual(expect.arrayContaining([...accessDenialReasons]));
  });

  it('are read through their upcaster when written by an older version', () => {
    const v1 = raw('NotificationFailed', { channel: 'smtp', attempt: 2, reason: 'SMTP 421', source }, 1);
    const event = parseEvent(v1);
    expect(event).toMatchObject({ type: 'NotificationFailed', data: { attempt: 2, final: false }, metadata: { schema: 2 } });
  });

  it('read a session recorded before it carried its plan\'s minutes, and keep them on a newer one', () => {
    const session = { patientId: 'p1', date: '2026-11-23', totalExercises: 3, completedExercises: 3, totalMinutes: 15, perfect: true };
    expect(parseEvent(raw('SessionRecorded', session)).data).toEqual(session);
    expect(parseEvent(raw('SessionRecorded', { ...session, plannedMinutes: 12 })).data).toEqual({ ...session, plannedMinutes: 12 });
  });

  it('are refused, with the reason, when unknown, invalid, or newer than the code', () => {
    expect(() => parseEvent(raw('SomethingElse', {}))).toThrow(UnreadableEventError);
    expect(() => parseEvent(raw('RequestStatusChanged', { status: 'archived' }))).toThrow(/invalid data \(status/);
    expect(() => parseEvent(raw('RequestStatusChanged', { status: 'new' }, 3))).toThrow(/newer than this code/);
    expect(() => parseEvent({ ...raw('RequestStatusChanged', { status: 'new' }), metadata: { at: 'x' } })).toThrow(/invalid metadata/);
  });
});
