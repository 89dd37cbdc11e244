import { z } from 'zod';
import { clientIdSchema } from './requests';

/** The exercise library (spec 001 section 3 and "Exercise (management form)"). */
export const exerciseCategories = ['strength', 'flexibility', 'balance', 'circulation', 'fine motor'] as const;
export type ExerciseCategory = (typeof exerciseCategories)[number];
export const exerciseCategoryLabels: Record<ExerciseCategory, string> = {
  strength: 'Strength',
  flexibility: 'Flexibility',
  balance: 'Balance',
  circulation: 'Circulation',
  'fine motor': 'Fine Motor',
};

export const exerciseDifficulties = ['beginner', 'intermediate', 'advanced'] as const;
export type ExerciseDifficulty = (typeof exerciseDifficulties)[number];

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);
/** A list field: entries trimmed, empty ones dropped (spec 001's management form). */
const list = z
  .array(z.string({ error: 'Each entry must be text' }).trim().max(200, 'Each entry must be at most 200 characters'), { error: 'Must be a list of entries' })
  .max(30, 'At most 30 entries')
  .transform((entries) => entries.filter(Boolean))
  .default([]);

/** The management form's body, and the API's (spec: name, description, instructions required). */
export const exerciseSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
  description: z.string({ error: 'Description is required' }).trim().min(1, 'Description is required').max(2000, 'Description must be at most 2000 characters'),
  instructions: z.string({ error: 'Instructions are required' }).trim().min(1, 'Instructions are required').max(5000, 'Instructions must be at most 5000 characters'),
  category: z.enum(exerciseCategories, { error: 'Please choose a category' }),
  difficulty: z.enum(exerciseDifficulties, { error: 'Please choose a difficulty' }).default('beginner'),
  /** Minutes. */
  duration: z
    .preprocess(
      // A number, or a number written as text ("12"); nothing else is turned into one (true, null, [] and "" were 1 and 0).
      (value) => (typeof value === 'string' && /^\s*[+-]?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
      z.number({ error: 'Duration must be a whole number of minutes' }).int('Duration must be a whole number of minutes').min(0, 'Duration cannot be negative').max(240, 'Duration must be at most 240 minutes'),
    )
    .default(0),
  repetitions: text(100, 'Repetitions must be at most 100 characters').default(''),
  targetAreas: list,
  equipmentNeeded: list,
  precautions: text(2000, 'Precautions must be at most 2000 characters').default(''),
  conditionTags: list,
  contraindications: list,
  therapeuticBenefits: list,
  imageUrl: z.union([z.url({ protocol: /^https$/, error: 'Please enter an https address' }).max(500), z.literal('')]).default(''),
  videoUrl: z.union([z.url({ protocol: /^https$/, error: 'Please enter an https address' }).max(500), z.literal('')]).default(''),
});
export type ExerciseInput = z.input<typeof exerciseSchema>;
export type ExerciseFields = z.infer<typeof exerciseSchema>;
export const newExerciseSchema = exerciseSchema.extend({ id: clientIdSchema.optional() });

/** "List fields are typed comma separated, trimmed, empties dropped" (the management form). */
export const splitList = (typed: string) => typed.split(',').map((item) => item.trim()).filter(Boolean);

// ---------------------------------------------------------------- frequency

/** How often an assigned exercise is done: "Once daily", "2x daily", "3x per week" ... */
export const frequencyPattern = /^(once|[1-9]x) (daily|per week)$/i;
export const frequencyOptions = ['Once daily', '2x daily', '3x daily', 'Once per week', '2x per week', '3x per week', '4x per week', '5x per week'] as const;

export interface Frequency {
  times: number;
  per: 'day' | 'week';
}

export function parseFrequency(label: string): Frequency | null {
  const match = label.trim().match(frequencyPattern);
  if (!match) return null;
  const times = match[1]!.toLowerCase() === 'once' ? 1 : Number(match[1]!.slice(0, -1));
  return { times, per: match[2]!.toLowerCase() === 'daily' ? 'day' : 'week' };
}

export const frequencySchema = z
  .string({ error: 'Please choose how often, such as "2x daily" or "3x per week"' })
  .trim()
  .refine((label) => parseFrequency(label) !== null, 'Please choose how often, such as "2x daily" or "3x per week"');
