import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  exerciseCategories,
  exerciseCategoryLabels,
  exerciseDifficulties,
  exerciseSchema,
  splitList,
  type Exercise,
  type ExerciseCategory,
  type ExerciseDifficulty,
  type ExerciseFields,
  type ExerciseInput,
} from '@pt/contracts';

/** The management form as typed: list fields are one comma-separated line each, the duration is text. */
export interface ExerciseFormValues {
  name: string;
  description: string;
  instructions: string;
  category: ExerciseCategory | '';
  difficulty: ExerciseDifficulty;
  duration: string;
  repetitions: string;
  targetAreas: string;
  equipmentNeeded: string;
  precautions: string;
  conditionTags: string;
  contraindications: string;
  therapeuticBenefits: string;
  /** Not on the form; kept so an edit does not erase them. */
  imageUrl: string;
  videoUrl: string;
}

export const listFields = ['targetAreas', 'equipmentNeeded', 'conditionTags', 'contraindications', 'therapeuticBenefits'] as const;

export const emptyExerciseForm: ExerciseFormValues = {
  name: '',
  description: '',
  instructions: '',
  category: '',
  difficulty: 'beginner',
  duration: '',
  repetitions: '',
  targetAreas: '',
  equipmentNeeded: '',
  precautions: '',
  conditionTags: '',
  contraindications: '',
  therapeuticBenefits: '',
  imageUrl: '',
  videoUrl: '',
};

export const categoryOptions = exerciseCategories.map((value) => ({ value, label: exerciseCategoryLabels[value] }));
export const difficultyLabels: Record<ExerciseDifficulty, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };
export const difficultyOptions = exerciseDifficulties.map((value) => ({ value, label: difficultyLabels[value] }));

/** An exercise of the library as the form shows it. */
export function exerciseToForm(exercise: ExerciseFields): ExerciseFormValues {
  return {
    ...exercise,
    duration: String(exercise.duration),
    targetAreas: exercise.targetAreas.join(', '),
    equipmentNeeded: exercise.equipmentNeeded.join(', '),
    conditionTags: exercise.conditionTags.join(', '),
    contraindications: exercise.contraindications.join(', '),
    therapeuticBenefits: exercise.therapeuticBenefits.join(', '),
  };
}

/** A typed number of minutes: digits, perhaps a decimal or a sign, perhaps followed by "min" or "minutes". */
const typedMinutes = /^([+-]?\d+(?:[.,]\d+)?)\s*(?:m|mins?|minutes?)?\.?$/i;

/**
 * "Duration (integer minutes; non-numeric becomes 0)" (spec 001): empty or non-numeric text is 0.
 * A number is sent as typed ("10 min" is 10; "2.5" stays 2.5 and "-3" stays -3), so the schema
 * refuses what is not a whole number of minutes in range instead of cutting it silently.
 */
export function typedDuration(typed: string): number {
  const match = typed.trim().match(typedMinutes);
  return match ? Number(match[1]!.replace(',', '.')) : 0;
}

/** Said under the duration while the typed text is not a number: the spec saves it as 0, so the therapist sees that before saving. */
export function durationNotice(typed: string): string | undefined {
  const trimmed = typed.trim();
  if (trimmed === '' || typedMinutes.test(trimmed)) return undefined;
  return `"${trimmed}" is not a number of minutes: the exercise will be saved with a duration of 0 min.`;
}

/** A name as two names are compared: trimmed, inner spaces as one, case ignored. */
const comparableName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The other exercise of the library (active ones: the library shows no others) already named as
 * typed. Spec 001 does not make names unique, so the form warns and still saves.
 */
export function sameNamedExercise(library: readonly Exercise[], typed: string, editingId?: string): Exercise | undefined {
  const name = comparableName(typed);
  if (!name) return undefined;
  return library.find((exercise) => exercise.id !== editingId && exercise.isActive !== false && comparableName(exercise.name) === name);
}

/** Said under the name while another exercise of the library has it. */
export function sameNameNotice(other: Exercise | undefined): string | undefined {
  if (!other) return undefined;
  return `An exercise named "${other.name}" is already in the library (${exerciseCategoryLabels[other.category]}). Saving this one makes two with the same name.`;
}

/** What the form sends: lists split at commas, trimmed, empties dropped; the duration a whole number. */
export function formToExercise(values: ExerciseFormValues): ExerciseInput {
  return {
    ...values,
    category: values.category as ExerciseCategory,
    duration: typedDuration(values.duration),
    targetAreas: splitList(values.targetAreas),
    equipmentNeeded: splitList(values.equipmentNeeded),
    conditionTags: splitList(values.conditionTags),
    contraindications: splitList(values.contraindications),
    therapeuticBenefits: splitList(values.therapeuticBenefits),
  };
}

/** Validates with the contracts' schema (the server's), each message on the field it names. */
export const exerciseFormResolver: Resolver<ExerciseFormValues, unknown, ExerciseFields> = async (values) => {
  const parsed = exerciseSchema.safeParse(formToExercise(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'name');
    const message = typeof issue.path[1] === 'number' ? 'Each entry must be at most 200 characters' : issue.message;
    errors[field] ??= { type: issue.code, message };
  }
  return { values: {}, errors: errors as FieldErrors<ExerciseFormValues> };
};
