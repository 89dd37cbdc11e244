import { describe, expect, it } from 'vitest';
import { testSession } from '../shared/test-patient';
import { historyOf } from './session-history';

const session = (id: string, sessionDate: string, createdAt = `${sessionDate}T12:00:00.000Z`, pointsEarned = 10) => testSession(id, sessionDate, { createdAt, pointsEarned });

describe('the History tab', () => {
  it('shows the first page, then the older sessions read, newest first, each once', () => {
    const first = [session('c', '2026-11-03'), session('b', '2026-11-02')];
    const older = [session('b', '2026-11-02'), session('a', '2026-11-01')];
    expect(historyOf(first, older).map((s) => s.id)).toEqual(['c', 'b', 'a']);
  });

  it('keeps a session a newer one pushed off the first page, and prefers the first page\'s copy', () => {
    // The first page was [c, b] when the older page [a] was read; a new session d pushed b off it.
    const readBefore = [session('c', '2026-11-03'), session('b', '2026-11-02'), session('a', '2026-11-01')];
    const first = [session('d', '2026-11-04'), session('c', '2026-11-03', undefined, 60)];
    const shown = historyOf(first, readBefore);
    expect(shown.map((s) => s.id)).toEqual(['d', 'c', 'b', 'a']);
    expect(shown[1]!.pointsEarned).toBe(60);
  });

  it('orders sessions of one day by when they were recorded, then by id', () => {
    const first = [session('x', '2026-11-02', '2026-11-02T09:00:00.000Z'), session('z', '2026-11-02', '2026-11-02T10:00:00.000Z'), session('y', '2026-11-02', '2026-11-02T10:00:00.000Z')];
    expect(historyOf(first, []).map((s) => s.id)).toEqual(['z', 'y', 'x']);
  });
});
