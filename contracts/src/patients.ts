import { z } from 'zod';
import { dayIn, isDay, latestDayOnEarth } from './calendar';
import { frequencySchema } from './exercises';
import { clientIdSchema, emailSchema } from './requests';

/** Patients' records, profiles, assignments, completions and measurements (spec 001). */

export const earliestBirthDate = '1900-01-01';

const phone = z
  .string({ error: 'Please enter a valid phone number' })
  .trim()
  .max(20, 'Please enter a valid phone number')
  .refine((p) => p === '' || (p.length >= 10 && /^[0-9+()\-.\s]+$/.test(p)), 'Please enter a valid phone number')
  .default('');
/** An optional phone number: empty, or at least 10 digits and separators. */
export const optionalPhoneSchema = phone;

const day = (message: string) => z.string({ error: message }).trim().refine(isDay, message);

/** A date of birth: not in the future, not before 1900-01-01 (spec), sent as yyyy-MM-dd or null. */
export const birthDateSchema = z
  .union([day('Please enter a valid date'), z.literal(''), z.null()])
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || value >= earliestBirthDate, 'Date of birth cannot be before 1900-01-01')
  .refine((value) => value === null || value <= latestDayOnEarth(), 'Date of birth cannot be in the future')
  .default(null);

/** "Entries are trimmed and empty ones ignored" (the conditions list of the setup form). */
const entries = z
  .array(z.string({ error: 'Each entry must be text' }).max(200, 'Each entry must be at most 200 characters'))
  .max(50, 'Please list at most 50 entries')
  .transform((list) => [...new Set(list.map((e) => e.trim()).filter(Boolean))])
  .default([]);

const name = (message: string, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, `${label} must be at most 100 characters`);

/** The profile setup form (spec 001: "Complete Your Profile"). */
export const profileSchema = z.object({
  firstName: name('First name is required', 'First name'),
  lastName: name('Last name is required', 'Last name'),
  dateOfBirth: birthDateSchema,
  phone,
  emergencyContact: z.string().trim().max(100, 'Emergency contact must be at most 100 characters').default(''),
  emergencyPhone: phone,
  medicalHistory: z.string().trim().max(5000, 'Medical history must be at most 5000 characters').default(''),
  currentConditions: entries,
  allergies: entries,
  medications: entries,
});
export type Profile = z.infer<typeof profileSchema>;
export type ProfileInput = z.input<typeof profileSchema>;
export const profileCommandSchema = profileSchema.extend({ id: clientIdSchema.optional() });

/** A patient record staff add before the person has an account. */
export const patientRecordSchema = z.object({
  id: clientIdSchema.optional(),
  firstName: name('First name is required', 'First name'),
  lastName: name('Last name is required', 'Last name'),
  email: emailSchema,
  phone,
  dateOfBirth: birthDateSchema,
  primaryCondition: z.string().trim().max(200, 'Primary condition must be at most 200 characters').default(''),
  startDate: day('Please enter a start date').default(() => dayIn(new Date())),
});
export type PatientRecordInput = z.input<typeof patientRecordSchema>;

// ---------------------------------------------------------------- program: assignments and completions

export const assignmentSchema = z
  .object({
    id: clientIdSchema.optional(),
    patientId: z.uuid('Please choose a patient'),
    exerciseId: z.uuid('Please choose an exercise'),
    frequency: frequencySchema,
    customInstructions: z.string().trim().max(2000, 'Instructions must be at most 2000 characters').default(''),
    startDate: day('Please enter a start date').default(() => dayIn(new Date())),
    endDate: z.union([day('Please enter a valid end date'), z.literal(''), z.null()]).transform((v) => (v ? v : null)).default(null),
  })
  .refine((a) => a.endDate === null || a.endDate >= a.startDate, { message: 'The end date must be on or after the start date', path: ['endDate'] });
export type AssignmentInput = z.input<typeof assignmentSchema>;

export const assignmentChangeSchema = z
  .object({
    frequency: frequencySchema,
    customInstructions: z.string().trim().max(2000, 'Instructions must be at most 2000 characters').default(''),
    startDate: day('Please enter a start date'),
    endDate: z.union([day('Please enter a valid end date'), z.literal(''), z.null()]).transform((v) => (v ? v : null)).default(null),
  })
  .refine((a) => a.endDate === null || a.endDate >= a.startDate, { message: 'The end date must be on or after the start date', path: ['endDate'] });

export const difficultyRatings = [1, 2, 3, 4, 5] as const;
export const difficultyRatingLabels: Record<number, string> = { 1: 'Very easy', 2: 'Easy', 3: 'Just right', 4: 'Hard', 5: 'Too hard' };

const optionalInt = (min: number, max: number, message: string) =>
  z.union([z.number({ error: message }).int(message).min(min, message).max(max, message), z.null()]).default(null);

/** A completion the patient records with the check button (or at the end of the guided view). */
export const completionSchema = z.object({
  id: clientIdSchema.optional(),
  painLevel: optionalInt(0, 10, 'Pain must be a whole number from 0 to 10'),
  difficultyRating: optionalInt(1, 5, 'Difficulty must be from 1 (very easy) to 5 (too hard)'),
  /** Minutes. */
  duration: optionalInt(0, 240, 'Duration must be a whole number of minutes up to 240'),
  repetitionsCompleted: optionalInt(0, 1000, 'Repetitions must be a whole number up to 1000'),
  notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').default(''),
});
export type CompletionInput = z.input<typeof completionSchema>;

// ---------------------------------------------------------------- measurements

export const measurementTypes = ['pain', 'mobility'] as const;
export type MeasurementType = (typeof measurementTypes)[number];
/** Pain on 0-10 (forms ask 1-10 for staff scores, 0 means none for a patient's report), mobility on 0-100. */
export const measurementScales: Record<MeasurementType, { min: number; max: number; unit: string }> = {
  pain: { min: 0, max: 10, unit: '/10' },
  mobility: { min: 0, max: 100, unit: '%' },
};

/**
 * How many of a patient's measurements their progress answers hold at most: the newest, oldest
 * first. Everything the screens show of them (the chart's last 7 of each kind, the latest 10, today's
 * own pain report) is among the newest.
 */
export const measurementsListed = 1000;

/**
 * A patient's assignments listed at most, ended ones included: staff see the newest this many. The
 * patient's day and stat cards read only those not over before the week (or day) they count.
 */
export const assignmentsListed = 500;

export const measurementSchema = z
  .object({
    id: clientIdSchema.optional(),
    measurementType: z.enum(measurementTypes, { error: 'Please choose pain or mobility' }),
    value: z.number({ error: 'Please enter a whole number' }).int('Please enter a whole number'),
    bodyPart: z.string().trim().max(100, 'Body part must be at most 100 characters').default(''),
    notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').default(''),
    measurementDate: day('Please enter a valid date').default(() => dayIn(new Date())),
  })
  .superRefine((m, ctx) => {
    const scale = measurementScales[m.measurementType];
    if (m.value < scale.min || m.value > scale.max) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: m.measurementType === 'pain' ? 'Pain must be from 0 to 10' : 'Mobility must be from 0 to 100' });
    }
    if (m.measurementDate > latestDayOnEarth()) ctx.addIssue({ code: 'custom', path: ['measurementDate'], message: 'The date cannot be in the future' });
  });
export type MeasurementInput = z.input<typeof measurementSchema>;

/** What a patient reports after a session: today's pain. */
export const painReportSchema = z.object({
  id: clientIdSchema.optional(),
  value: z.number({ error: 'Please choose your pain from 0 to 10' }).int().min(0, 'Pain must be from 0 to 10').max(10, 'Pain must be from 0 to 10'),
  notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').default(''),
});

// ---------------------------------------------------------------- health tips

export const tipCategories = ['exercise', 'pain management', 'recovery', 'nutrition', 'safety at home', 'wellness'] as const;

export const healthTipSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  category: z.enum(tipCategories, { error: 'Please choose a category' }),
  content: z.string({ error: 'Content is required' }).trim().min(1, 'Content is required').max(5000, 'Content must be at most 5000 characters'),
  targetConditions: entries,
  publishDate: day('Please enter a publish date').default(() => dayIn(new Date())),
});
export type HealthTipInput = z.input<typeof healthTipSchema>;
export const newHealthTipSchema = healthTipSchema.extend({ id: clientIdSchema.optional() });
