import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './dates';

describe('dates as people read them', () => {
  it('shows a practice day without moving it across midnight', () => {
    expect(formatDay('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatDay('2026-12-31', 'MMMM d, yyyy')).toBe('December 31, 2026');
    expect(formatDay(null)).toBe('');
    expect(formatDay('soon')).toBe('soon');
  });

  it('shows a moment with its time', () => {
    expect(formatMoment('2026-03-04T09:30:00')).toBe('Mar 4, 2026, 9:30 AM');
    expect(formatMoment(undefined)).toBe('');
  });
});
