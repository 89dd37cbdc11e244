import { describe, expect, it } from 'vitest';
import type { Exercise } from '@pt/contracts';
import { filterLibrary, libraryPageSize, pageOfLibrary } from './library-filter';

const exercise = (id: string, extra: Partial<Exercise> = {}) =>
  ({ id, name: `Exercise ${id}`, description: '', category: 'balance', targetAreas: [], conditionTags: [], ...extra }) as Exercise;
const library = Array.from({ length: 30 }, (_, i) => exercise(String(i + 1)));

describe('the library on screen', () => {
  it('shows a first page of what matches, and says how many more there are', () => {
    const { visible, remaining } = pageOfLibrary(library, libraryPageSize, new Set());
    expect(visible.map((e) => e.id)).toEqual(library.slice(0, libraryPageSize).map((e) => e.id));
    expect(remaining).toBe(30 - libraryPageSize);
    expect(pageOfLibrary(library, 100, new Set()).remaining).toBe(0);
  });

  it('keeps an exercise just saved on screen, in its place, wherever the page ends', () => {
    const { visible, remaining } = pageOfLibrary(library, 2, new Set(['25']));
    expect(visible.map((e) => e.id)).toEqual(['1', '2', '25']);
    expect(remaining).toBe(27);
  });

  it('finds by name, description, areas or conditions within a category, ignoring case', () => {
    const list = [exercise('a', { name: 'Heel Raises', category: 'strength' }), exercise('b', { targetAreas: ['heel'] }), exercise('c')];
    expect(filterLibrary(list, 'all', 'HEEL').map((e) => e.id)).toEqual(['a', 'b']);
    expect(filterLibrary(list, 'balance', 'heel').map((e) => e.id)).toEqual(['b']);
  });
});
