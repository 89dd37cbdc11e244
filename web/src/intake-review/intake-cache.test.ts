import { describe, expect, it } from 'vitest';
import type { IntakeForm, IntakeFormsAnswer } from '@pt/contracts';
import { applyIntakeChange, setCachedStatus } from './intake-cache';

const form = (id: string, submittedAt: string, position: string, extra: Partial<IntakeForm> = {}) =>
  ({ id, fullName: `Patient ${id}`, patientEmail: `${id}@example.com`, status: 'pending', submittedAt, revision: 0, position, ...extra }) as IntakeForm;
const answer = (forms: IntakeForm[]): IntakeFormsAnswer => ({
  forms,
  counts: {
    pending: forms.filter((f) => f.status === 'pending').length,
    reviewed: forms.filter((f) => f.status === 'reviewed').length,
    completed: forms.filter((f) => f.status === 'completed').length,
    total: forms.length,
  },
});

describe('a live intake change', () => {
  it('puts a new form first and counts it', () => {
    const cached = answer([form('b', '2026-11-02T10:00:00Z', '20'), form('a', '2026-11-01T10:00:00Z', '10', { status: 'reviewed' })]);
    expect(applyIntakeChange(cached, form('c', '2026-11-03T10:00:00Z', '30'), '30')).toBe('applied');
    expect(cached.forms.map((f) => f.id)).toEqual(['c', 'b', 'a']);
    expect(cached.counts).toEqual({ pending: 2, reviewed: 1, completed: 0, total: 3 });
  });

  it('replaces a known form in place and moves it between the counters', () => {
    const cached = answer([form('b', '2026-11-02T10:00:00Z', '20'), form('a', '2026-11-01T10:00:00Z', '10')]);
    expect(applyIntakeChange(cached, form('a', '2026-11-01T10:00:00Z', '10', { status: 'reviewed', revision: 1 }), '41')).toBe('applied');
    expect(cached.forms[1]).toMatchObject({ id: 'a', status: 'reviewed', position: '41' });
    expect(cached.counts).toEqual({ pending: 1, reviewed: 1, completed: 0, total: 2 });
  });

  it('ignores a message that is not newer than the cached form', () => {
    const cached = answer([form('a', '2026-11-01T10:00:00Z', '50', { status: 'completed', revision: 2 })]);
    expect(applyIntakeChange(cached, form('a', '2026-11-01T10:00:00Z', '40', { status: 'reviewed', revision: 1 }), '40')).toBe('stale');
    expect(applyIntakeChange(cached, form('a', '2026-11-01T10:00:00Z', '50', { status: 'reviewed', revision: 1 }), '50')).toBe('stale');
    expect(cached.forms[0]!.status).toBe('completed');
    expect(cached.counts).toEqual({ pending: 0, reviewed: 0, completed: 1, total: 1 });
  });

  it('asks for a refetch when a form the list does not hold changed', () => {
    const cached = answer([form('b', '2026-11-02T10:00:00Z', '20')]);
    expect(applyIntakeChange(cached, form('old', '2025-01-01T10:00:00Z', '60', { status: 'completed', revision: 3 }), '60')).toBe('unknown');
    expect(cached.forms).toHaveLength(1);
    expect(cached.counts.total).toBe(1);
  });

  it('compares positions as big integers', () => {
    const cached = answer([form('a', '2026-11-01T10:00:00Z', '9007199254740992')]);
    expect(applyIntakeChange(cached, form('a', '2026-11-01T10:00:00Z', '9007199254740993', { status: 'completed', revision: 1 }), '9007199254740993')).toBe('applied');
  });
});

describe('a status change on screen', () => {
  it('moves the form between the counters at once, and changes nothing for the same status', () => {
    const cached = answer([form('a', '2026-11-01T10:00:00Z', '10')]);
    setCachedStatus(cached, 'a', 'completed');
    expect(cached.counts).toEqual({ pending: 0, reviewed: 0, completed: 1, total: 1 });
    setCachedStatus(cached, 'a', 'completed');
    expect(cached.counts).toEqual({ pending: 0, reviewed: 0, completed: 1, total: 1 });
  });
});
