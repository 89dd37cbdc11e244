import type { Exercise, ExerciseCategory } from '@pt/contracts';

export type CategoryFilter = ExerciseCategory | 'all';

/** The exercises of a category whose name, description, target areas or condition tags contain the search, ignoring case. */
export function filterLibrary(exercises: readonly Exercise[], category: CategoryFilter, search: string): Exercise[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return exercises.filter((exercise) => {
    if (category !== 'all' && exercise.category !== category) return false;
    const text = [exercise.name, exercise.description, ...exercise.targetAreas, ...exercise.conditionTags].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** How many rows the library shows at first, and how many more each 'Show more' adds. */
export const libraryPageSize = 12;

/**
 * The rows on screen: the first `limit` of those that match, and any further one that was just
 * created or edited (`revealed`), so a save never seems to lose its exercise; and how many more remain.
 */
export function pageOfLibrary(matching: readonly Exercise[], limit: number, revealed: ReadonlySet<string>): { visible: Exercise[]; remaining: number } {
  const visible = matching.filter((exercise, index) => index < limit || revealed.has(exercise.id));
  return { visible, remaining: matching.length - visible.length };
}
