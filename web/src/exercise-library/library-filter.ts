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
