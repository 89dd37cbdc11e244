import { z } from 'zod';

const profile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  phone: z.string(),
  emergencyContact: z.string(),
  emergencyPhone: z.string(),
  medicalHistory: z.string(),
  currentConditions: z.array(z.string()),
  allergies: z.array(z.string()),
  medications: z.array(z.string()),
});

/** A patient's record (`patient-<id>`), and the claim that makes its e-mail unique (`patientEmail-<sha256>`). */
export const patientEvents = {
  PatientEmailClaimed: { version: 1, data: z.object({ patientId: z.string(), email: z.string() }) },
  PatientRecordCreated: {
    version: 1,
    data: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      dateOfBirth: z.string().nullable(),
      primaryCondition: z.string(),
      startDate: z.string(),
    }),
  },
  PatientAccountLinked: { version: 1, data: z.object({ userId: z.string() }) },
  PatientProfileSaved: { version: 1, data: profile },
} as const;

const exerciseFields = z.object({
  name: z.string(),
  description: z.string(),
  instructions: z.string(),
  category: z.string(),
  difficulty: z.string(),
  duration: z.number(),
  repetitions: z.string(),
  targetAreas: z.array(z.string()),
  equipmentNeeded: z.array(z.string()),
  precautions: z.string(),
  conditionTags: z.array(z.string()),
  contraindications: z.array(z.string()),
  therapeuticBenefits: z.array(z.string()),
  imageUrl: z.string(),
  videoUrl: z.string(),
});

/** The exercise library (`exercise-<id>`). */
export const exerciseEvents = {
  ExerciseCreated: { version: 1, data: exerciseFields },
  ExerciseUpdated: { version: 1, data: exerciseFields },
  ExerciseRetired: { version: 1, data: z.object({}) },
} as const;

const schedule = z.object({
  frequency: z.string(),
  customInstructions: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});

/**
 * A patient's exercise program (`program-<patientId>`): the assignments, and each day's
 * completions and session (`day-<patientId>_<yyyy-MM-dd>`). An assignment's and a completion's id
 * is claimed first (`assignmentId-<id>`, `completionId-<id>`: one event each, appended with
 * `no_stream`), which makes it unique across every program and day (ADR 34).
 */
export const programEvents = {
  AssignmentIdClaimed: { version: 1, data: z.object({ assignmentId: z.string(), patientId: z.string() }) },
  /** `date`: the day whose stream the completion is recorded in (a retry after midnight finds it there). */
  CompletionIdClaimed: { version: 1, data: z.object({ completionId: z.string(), patientId: z.string(), date: z.string() }) },
  ExerciseAssigned: { version: 1, data: schedule.extend({ assignmentId: z.string(), patientId: z.string(), exerciseId: z.string() }) },
  AssignmentChanged: { version: 1, data: schedule.extend({ assignmentId: z.string(), patientId: z.string() }) },
  AssignmentEnded: { version: 1, data: z.object({ assignmentId: z.string(), patientId: z.string(), endedOn: z.string() }) },
  ExerciseCompleted: {
    version: 1,
    data: z.object({
      completionId: z.string(),
      patientId: z.string(),
      assignmentId: z.string(),
      exerciseId: z.string(),
      date: z.string(),
      duration: z.number().nullable(),
      repetitionsCompleted: z.number().nullable(),
      difficultyRating: z.number().nullable(),
      painLevel: z.number().nullable(),
      notes: z.string(),
    }),
  },
  SessionRecorded: {
    version: 1,
    data: z.object({
      patientId: z.string(),
      date: z.string(),
      totalExercises: z.number(),
      completedExercises: z.number(),
      totalMinutes: z.number(),
      perfect: z.boolean(),
      /**
       * The minutes the day's plan takes (its exercises' durations; 0 when not known), which with
       * `totalExercises` sizes the day's challenges. Added without a new version: an older reader
       * drops it, and a session recorded before it keeps the challenges of its date alone.
       */
      plannedMinutes: z.number().optional(),
      /** Simulated by the Demo Mode card (demo data only). */
      demo: z.boolean().optional(),
    }),
  },
} as const;

/** A measurement of pain or mobility (`measurement-<id>`). */
export const measurementEvents = {
  MeasurementRecorded: {
    version: 1,
    data: z.object({
      patientId: z.string(),
      measurementType: z.string(),
      value: z.number(),
      unit: z.string(),
      bodyPart: z.string(),
      notes: z.string(),
      measurementDate: z.string(),
    }),
  },
} as const;

const tipFields = z.object({
  title: z.string(),
  category: z.string(),
  content: z.string(),
  targetConditions: z.array(z.string()),
  publishDate: z.string(),
});

/** Health tips staff write for patients (`tip-<id>`). */
export const tipEvents = {
  HealthTipWritten: { version: 1, data: tipFields },
  HealthTipUpdated: { version: 1, data: tipFields },
  HealthTipWithdrawn: { version: 1, data: z.object({}) },
} as const;
