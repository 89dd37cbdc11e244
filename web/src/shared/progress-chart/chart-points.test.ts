import { describe, expect, it } from 'vitest';
import { paddedRange } from './chart-points';

const day = 24 * 60 * 60 * 1000;
const at = (date: string) => ({ x: Date.parse(`${date}T12:00:00Z`) });

describe('paddedRange', () => {
  it('reaches past the first and last points, so their markers are inside the plot', () => {
    const range = paddedRange([at('2026-11-09'), at('2026-11-27'), at('2026-11-15')])!;
    expect(range.min).toBeLessThan(at('2026-11-09').x - day / 2 + 1);
    expect(range.max).toBeGreaterThan(at('2026-11-27').x + day / 2 - 1);
    // Not so far that the points crowd the middle: 7 % of eighteen days is under a day and a half each side.
    expect(range.max - range.min).toBeLessThan(21 * day);
  });

  it('keeps a single point, or one day of points, in the middle', () => {
    expect(paddedRange([at('2026-11-09')])).toEqual({ min: at('2026-11-09').x - day / 2, max: at('2026-11-09').x + day / 2 });
    expect(paddedRange([at('2026-11-09'), at('2026-11-09')])).toEqual({ min: at('2026-11-09').x - day / 2, max: at('2026-11-09').x + day / 2 });
  });

  it('leaves an empty chart to the library', () => {
    expect(paddedRange([])).toBeUndefined();
  });
});
