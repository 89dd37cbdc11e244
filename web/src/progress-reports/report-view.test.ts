import { describe, expect, it } from 'vitest';
import type { ProgressReport } from '@pt/contracts';
import { listLimits, matchesFullName, openingsLabel, paramsOf, reportBefore, searchPatients, sessionsLabel, shareUrlOf, tallyLabel, viewOf, withEntry, withoutEntry } from './report-view';

const person = (firstName: string, lastName: string) => ({ firstName, lastName, fullName: `${firstName} ${lastName}` });

describe('the dashboard search (spec: case-insensitive match on the full name)', () => {
  const people = [person('Ruth', 'Baker'), person('Marcus', 'Hale'), person('Ana', 'Ruthven')];

  it('matches any part of the full name, ignoring case and extra spaces', () => {
    expect(searchPatients(people, 'ruth').map((p) => p.lastName)).toEqual(['Baker', 'Ruthven']);
    expect(searchPatients(people, '  RUTH   bak ').map((p) => p.lastName)).toEqual(['Baker']);
    expect(matchesFullName(person('Marcus', 'Hale'), 'cus ha')).toBe(true);
  });

  it('shows everyone for an empty search, and nobody for a name no one has', () => {
    expect(searchPatients(people, '   ')).toHaveLength(3);
    expect(searchPatients(people, 'zed')).toEqual([]);
  });

  it('does not match the e-mail (the spec searches names only)', () => {
    expect(matchesFullName({ ...person('Ruth', 'Baker') }, 'example.com')).toBe(false);
  });
});

describe('the view in the address', () => {
  it('reads the dashboard, a patient, and the form with or without a patient', () => {
    expect(viewOf(new URLSearchParams(''))).toEqual({ kind: 'dashboard' });
    expect(viewOf(new URLSearchParams('patient=p1'))).toEqual({ kind: 'patient', patientId: 'p1' });
    expect(viewOf(new URLSearchParams('view=create'))).toEqual({ kind: 'create', patientId: null });
    expect(viewOf(new URLSearchParams('view=create&patient=p1'))).toEqual({ kind: 'create', patientId: 'p1' });
    expect(viewOf(new URLSearchParams('view=other&patient='))).toEqual({ kind: 'dashboard' });
  });

  it('writes what it reads', () => {
    for (const view of [{ kind: 'dashboard' }, { kind: 'patient', patientId: 'p1' }, { kind: 'create', patientId: null }, { kind: 'create', patientId: 'p2' }] as const) {
      expect(viewOf(paramsOf(view))).toEqual(view);
    }
    expect(paramsOf({ kind: 'dashboard' }).toString()).toBe('');
  });
});

describe('the entry lists of the form (goals, improvements, next goals)', () => {
  it('adds the trimmed entry at the end', () => {
    expect(withEntry(['Walk 10 minutes'], '  Climb  stairs ')).toEqual(['Walk 10 minutes', 'Climb stairs']);
  });

  it('adds nothing for an empty entry, a repeat, one too long or a full list', () => {
    expect(withEntry([], '   ')).toBeNull();
    expect(withEntry(['Climb stairs'], 'climb STAIRS')).toBeNull();
    expect(withEntry([], 'x'.repeat(listLimits.length + 1))).toBeNull();
    expect(withEntry(Array.from({ length: listLimits.entries }, (_, i) => `goal ${i}`), 'one more')).toBeNull();
    expect(withEntry([], 'x'.repeat(listLimits.length))).toHaveLength(1);
  });

  it('removes the entry at its place only', () => {
    expect(withoutEntry(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(withoutEntry(['a'], 3)).toEqual(['a']);
  });
});

describe('what a report row says', () => {
  it('builds the link on this site', () => {
    expect(shareUrlOf('https://pt.example.com/', 'abc')).toBe('https://pt.example.com/shared-report/abc');
  });

  it('counts sessions and openings', () => {
    expect(sessionsLabel({ sessionsCompleted: 4, totalSessions: 12 })).toBe('4/12 sessions');
    // Recipients' openings: a staff preview (logged as such) is not one.
    expect(openingsLabel(0)).toBe('Not opened by a recipient yet');
    expect(openingsLabel(1)).toBe('Opened once by a recipient');
    expect(openingsLabel(7)).toBe('Opened 7 times by recipients');
    expect(tallyLabel(undefined)).toBe('No reports yet');
    expect(tallyLabel({ created: 1, shared: 0 })).toBe('1 report · 0 public');
    expect(tallyLabel({ created: 3, shared: 1 })).toBe('3 reports · 1 public');
  });

  it('orders newest first: by report date, then by creation', () => {
    const r = (reportDate: string, createdAt: string) => ({ reportDate, createdAt }) as ProgressReport;
    expect(reportBefore(r('2026-03-02', '2026-03-01T00:00:00Z'), r('2026-03-01', '2026-03-05T00:00:00Z'))).toBe(true);
    expect(reportBefore(r('2026-03-01', '2026-03-02T00:00:00Z'), r('2026-03-01', '2026-03-01T00:00:00Z'))).toBe(true);
    expect(reportBefore(r('2026-03-01', '2026-03-01T00:00:00Z'), r('2026-03-01', '2026-03-02T00:00:00Z'))).toBe(false);
  });
});
