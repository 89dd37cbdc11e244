import { describe, expect, it } from 'vitest';
import { actorFilterValue, countText, describeActor, eventTime, plural, prettyJson, readModelLabel, shortValue, typeLabel } from './audit-format';

describe('event types', () => {
  it('read as phrases', () => {
    expect(typeLabel('ContactMessageSubmitted')).toBe('Contact message submitted');
    expect(typeLabel('IntakeFormSubmitted')).toBe('Intake form submitted');
    expect(typeLabel('SMSSent')).toBe('SMS sent');
    expect(typeLabel('Plain')).toBe('Plain');
    expect(typeLabel('')).toBe('');
  });
});

describe('times', () => {
  it("are shown in the reader's clock to the second, with the exact ISO time kept", () => {
    const shown = eventTime('2026-11-23T14:05:09.120Z');
    expect(shown?.iso).toBe('2026-11-23T14:05:09.120Z');
    // As the practice's clocks showed it (America/New_York here), the zone named for a reader elsewhere.
    expect(shown?.text).toMatch(/^Nov 23, 2026, 9:05:09 AM( EST)?$/);
    expect(eventTime(null)).toBeNull();
    expect(eventTime('not a time')).toBeNull();
  });
});

describe('actors', () => {
  it("show the server's label and the role when the label does not say it", () => {
    expect(describeActor({ kind: 'user', label: 'therapist@example.com', userId: 'u-1', role: 'therapist' })).toEqual({ label: 'therapist@example.com', role: 'Therapist' });
    expect(describeActor({ kind: 'user', label: 'admin@example.com (admin)', userId: 'u-2', role: 'admin' })).toEqual({ label: 'admin@example.com (admin)', role: null });
    expect(describeActor({ kind: 'user', label: 'Therapist account 1b2c3d4e', userId: '1b2c3d4e-0000', role: 'therapist' })).toEqual({ label: 'Therapist account 1b2c3d4e', role: null });
    expect(describeActor({ kind: 'user', label: 'admin@example.com', userId: 'u-3', role: 'admin' })).toEqual({ label: 'admin@example.com', role: 'Administrator' });
    // A staff member's name with the e-mail in brackets: the e-mail's words do not count as the role.
    expect(describeActor({ kind: 'user', label: 'Jordan Ellis (therapist@example.com)', userId: 'u-4', role: 'therapist' })).toEqual({ label: 'Jordan Ellis (therapist@example.com)', role: 'Therapist' });
    expect(describeActor({ kind: 'anonymous', label: 'Visitor' })).toEqual({ label: 'Visitor', role: null });
    expect(describeActor({ kind: 'anonymous', label: ' ' })).toEqual({ label: 'Visitor', role: null });
    expect(describeActor({ kind: 'unknown', label: '' })).toEqual({ label: 'Unknown', role: null });
  });

  it('are found again by their user id, "anonymous" or the system part\'s name', () => {
    expect(actorFilterValue({ kind: 'user', label: 'a@example.com', userId: 'u-1', role: 'admin' })).toBe('u-1');
    expect(actorFilterValue({ kind: 'anonymous', label: 'Visitor' })).toBe('anonymous');
    expect(actorFilterValue({ kind: 'system', name: 'rewards-worker', label: 'System (rewards-worker)' })).toBe('rewards-worker');
    expect(actorFilterValue({ kind: 'system', label: 'System (demo-data)' })).toBeNull();
    expect(actorFilterValue({ kind: 'unknown', label: 'Unknown' })).toBeNull();
  });
});

describe('read models and values', () => {
  it('name read models in words', () => {
    expect(readModelLabel('inbox')).toBe('Requests inbox');
    expect(readModelLabel('intake_forms')).toBe('Intake forms');
    expect(readModelLabel('some_new-model')).toBe('Some new model');
  });

  it('show a value on one short line, absent as none', () => {
    expect(shortValue(undefined)).toBe('none');
    expect(shortValue('')).toBe('(empty text)');
    expect(shortValue('handled')).toBe('handled');
    expect(shortValue(null)).toBe('null');
    expect(shortValue(3)).toBe('3');
    expect(shortValue({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(shortValue('line one\n  line two')).toBe('line one line two');
    expect(shortValue('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('show data as indented JSON', () => {
    expect(prettyJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(prettyJson(undefined)).toBe('none');
  });

  it('count with separators', () => {
    expect(countText(5000)).toBe('5,000');
    expect(plural(1, 'event')).toBe('1 event');
    expect(plural(1200, 'event')).toBe('1,200 events');
  });
});
