import { describe, expect, it } from 'vitest';
import type { IntakeCounts, IntakeFormSummary, IntakeFormsAnswer } from '@pt/contracts';
import { applyIntakeChange, countsOf, findCachedForm, formsOf, hasOlderForms, setCachedStatus, type IntakePages } from './intake-cache';

const form = (id: string, submittedAt: string, position: string, extra: Partial<IntakeFormSummary> = {}) =>
  ({ id, fullName: `Patient ${id}`, patientEmail: `${id}@example.com`, status: 'pending', submittedAt, revision: 0, position, ...extra }) as IntakeFormSummary;
const countsOfForms = (forms: IntakeFormSummary[]): IntakeCounts => ({
  pending: forms.filter((f) => f.status === 'pending').length,
  reviewed: forms.filter((f) => f.status === 'reviewed').length,
  completed: forms.filter((f) => f.status === 'completed').length,
  total: forms.length,
});
/** One page holding every form: the list as it was before it had pages. */
const answer = (forms: IntakeFormSummary[]): IntakePages => ({ pages: [{ forms, counts: countsOfForms(forms), nextCursor: null }] });
/** The pages fetched of a longer list (`all`, newest first): the counters are of every form. */
const paged = (all: IntakeFormSummary[], ...sizes: number[]): IntakePages => {
  const counts = countsOfForms(all);
  let from = 0;
  const pages: IntakeFormsAnswer[] = sizes.map((size) => {
    const forms = all.slice(from, from + size);
    from += size;
    return { forms, counts: { ...counts }, nextCursor: from < all.length ? `after-${forms.at(-1)!.id}` : null };
  });
  return { pages };
};
const ids = (data: IntakePages) => formsOf(data).map((f) => f.id);

describe('a live intake change', () => {
  it('puts a new form first and counts it', () => {
    const cached = answer([form('b', '2026-11-02T10:00:00Z', '20'), form('a', '2026-11-01T10:00:00Z', '10', { status: 'reviewed' })]);
    expect(applyIntakeChange(cached, form('c', '2026-11-03T10:00:00Z', '30'), '30')).toBe('applied');
    expect(ids(cached)).toEqual(['c', 'b', 'a']);
    expect(countsOf(cached)).toEqual({ pending: 2, reviewed: 1, completed: 0, total: 3 });
  });

  it('replaces a known form in place and moves it between the counters', () => {
    const cached = answer([form('b', '2026-11-02T10:00:00Z', '20'), form('a', '2026-11-01T10:00:00Z', '10')]);
    expect(applyIntakeChange(cached, form('a', '2026-11-01T10:00:00Z', '10', { status: 'reviewed', revision: 1 }), '41')).toBe('applied');
    expect(formsOf(cached)[1]).toMatchObject({ id: 'a', status: 'reviewed', position: '41' });
    expect(countsOf(cached)).toEqual({ pending: 1, reviewed: 1, completed: 0, total: 2 });
  });

  it('ignores a message that is not newer than the cached form', () => {
    const cached = answer([form('a', '2026-11-01T10:00:00Z', '50', { status: 'completed', revision: 2 })]);
    expect(applyIntakeChange(cached, form('a', '2026-11-01T10:00:00Z', '40', { status: 'reviewed', revision: 1 }), '40')).toBe('stale');
    expect(applyIntakeChange(cached, form('a', '2026-11-01T10:00:00Z', '50', { status: 'reviewed', revision: 1 }), '50')).toBe('stale');
    expect(formsOf(cached)[0]!.status).toBe('completed');
    expect(countsOf(cached)).toEqual({ pending: 0, reviewed: 0, completed: 1, total: 1 });
  });

  it('asks for a refetch when a form the list does not hold changed', () => {
    const cached = answer([form('b', '2026-11-02T10:00:00Z', '20')]);
    expect(applyIntakeChange(cached, form('old', '2025-01-01T10:00:00Z', '60', { status: 'completed', revision: 3 }), '60')).toBe('unknown');
    expect(formsOf(cached)).toHaveLength(1);
    expect(countsOf(cached)!.total).toBe(1);
  });

  it('compares positions as big integers', () => {
    const cached = answer([form('a', '2026-11-01T10:00:00Z', '9007199254740992')]);
    expect(applyIntakeChange(cached, form('a', '2026-11-01T10:00:00Z', '9007199254740993', { status: 'completed', revision: 1 }), '9007199254740993')).toBe('applied');
  });

  it('orders forms sent at the same moment by id, as the server pages them', () => {
    const cached = answer([form('c', '2026-11-02T10:00:00Z', '30'), form('a', '2026-11-02T10:00:00Z', '10')]);
    applyIntakeChange(cached, form('b', '2026-11-02T10:00:00Z', '40'), '40');
    expect(ids(cached)).toEqual(['c', 'b', 'a']);
  });
});

describe('a live change of a list fetched a page at a time', () => {
  const all = () => [
    form('f', '2026-11-06T10:00:00Z', '60'),
    form('e', '2026-11-05T10:00:00Z', '50', { status: 'reviewed', revision: 1 }),
    form('d', '2026-11-04T10:00:00Z', '40'),
    form('c', '2026-11-03T10:00:00Z', '30', { status: 'completed', revision: 2 }),
    form('b', '2026-11-02T10:00:00Z', '20'),
    form('a', '2026-11-01T10:00:00Z', '10'),
  ];

  it('shows every page fetched in order, each form once, with the counters of every form', () => {
    const cached = paged(all(), 2, 2);
    expect(ids(cached)).toEqual(['f', 'e', 'd', 'c']);
    expect(hasOlderForms(cached)).toBe(true);
    expect(countsOf(cached)).toEqual({ pending: 4, reviewed: 1, completed: 1, total: 6 });
    cached.pages[1]!.forms.unshift(form('e', '2026-11-05T10:00:00Z', '50'));
    expect(ids(cached)).toEqual(['f', 'e', 'd', 'c']);
    expect(hasOlderForms(paged(all(), 2, 2, 2))).toBe(false);
  });

  it('changes a form on an older page where it is, and counts it on the counters shown', () => {
    const cached = paged(all(), 2, 2);
    expect(applyIntakeChange(cached, form('c', '2026-11-03T10:00:00Z', '30', { status: 'reviewed', revision: 3 }), '70')).toBe('applied');
    expect(cached.pages[1]!.forms[1]).toMatchObject({ id: 'c', status: 'reviewed', position: '70' });
    expect(countsOf(cached)).toEqual({ pending: 4, reviewed: 2, completed: 0, total: 6 });
    expect(ids(cached)).toEqual(['f', 'e', 'd', 'c']);
  });

  it('puts a new form on the page where it belongs', () => {
    const cached = paged(all(), 2, 2);
    applyIntakeChange(cached, form('g', '2026-11-07T10:00:00Z', '70'), '70');
    applyIntakeChange(cached, form('cc', '2026-11-03T12:00:00Z', '71'), '71');
    expect(cached.pages.map((p) => p.forms.map((f) => f.id))).toEqual([['g', 'f', 'e'], ['d', 'cc', 'c']]);
    expect(countsOf(cached)).toEqual({ pending: 6, reviewed: 1, completed: 1, total: 8 });
  });

  it('counts a new form older than every form fetched, and leaves it to its page while older pages remain', () => {
    const cached = paged(all(), 2, 2);
    expect(applyIntakeChange(cached, form('old', '2026-10-01T10:00:00Z', '70'), '70')).toBe('applied');
    expect(ids(cached)).toEqual(['f', 'e', 'd', 'c']);
    expect(countsOf(cached)!.total).toBe(7);

    const whole = paged(all(), 2, 2, 2);
    expect(applyIntakeChange(whole, form('old', '2026-10-01T10:00:00Z', '70'), '70')).toBe('applied');
    expect(ids(whole)).toEqual(['f', 'e', 'd', 'c', 'b', 'a', 'old']);
  });

  it('asks for a refetch when a form on a page not fetched changed (its old status is not known)', () => {
    const cached = paged(all(), 2, 2);
    expect(applyIntakeChange(cached, form('a', '2026-11-01T10:00:00Z', '10', { status: 'completed', revision: 1 }), '70')).toBe('unknown');
    expect(countsOf(cached)).toEqual({ pending: 4, reviewed: 1, completed: 1, total: 6 });
  });

  it('a change heard again after the page it is on arrived changes nothing', () => {
    const cached = paged(all(), 2, 2);
    const heard = form('d', '2026-11-04T10:00:00Z', '40', { status: 'completed', revision: 1 });
    expect(applyIntakeChange(cached, heard, '80')).toBe('applied');
    expect(applyIntakeChange(cached, heard, '80')).toBe('stale');
    expect(countsOf(cached)).toEqual({ pending: 3, reviewed: 1, completed: 2, total: 6 });
  });
});

describe('a status change on screen', () => {
  it('moves the form between the counters at once, and changes nothing for the same status', () => {
    const cached = answer([form('a', '2026-11-01T10:00:00Z', '10')]);
    setCachedStatus(cached, 'a', 'completed');
    expect(countsOf(cached)).toEqual({ pending: 0, reviewed: 0, completed: 1, total: 1 });
    setCachedStatus(cached, 'a', 'completed');
    expect(countsOf(cached)).toEqual({ pending: 0, reviewed: 0, completed: 1, total: 1 });
  });

  it('of a form on an older page', () => {
    const cached = paged([form('b', '2026-11-02T10:00:00Z', '20'), form('a', '2026-11-01T10:00:00Z', '10')], 1, 1);
    setCachedStatus(cached, 'a', 'reviewed');
    expect(findCachedForm(cached, 'a')!.status).toBe('reviewed');
    expect(countsOf(cached)).toEqual({ pending: 1, reviewed: 1, completed: 0, total: 2 });
  });
});
