import { z } from 'zod';

/** Intake forms (`intake-<id>`): submitted by a new patient, reviewed by staff, joined to a patient record. */
export const storedIntakeStatuses = ['pending', 'reviewed', 'completed'] as const;
export const storedSymptomKinds = ['pain', 'numbness', 'tingling', 'stiffness'] as const;

const text = z.string();
const list = z.array(z.string());

const storedIntakeForm = z.object({
  fullName: text,
  patientEmail: text,
  patientPhone: text,
  dateOfBirth: text,
  gender: text,
  pregnant: text,
  address: text,
  emergencyContact: text,
  emergencyPhone: text,
  primaryPhysician: text,
  visitDate: text.nullable(),
  medicalHistory: list,
  cancerType: text,
  arthritisType: text,
  otherCondition: text,
  surgeries: text,
  medications: text,
  allergies: text,
  imaging: list,
  imagingOther: text,
  imagingResults: text,
  previousTherapy: text,
  primaryDiagnosis: text,
  onsetTime: text,
  onsetOther: text,
  onsetActivity: text,
  provokingFactors: list,
  provokingOther: text,
  symptomDescription: list,
  symptomOther: text,
  symptomLocation: text,
  radiating: text,
  radiatingWhere: text,
  symptomTiming: list,
  timingOther: text,
  painBest: z.number(),
  painWorst: z.number(),
  painCurrent: z.number(),
  symptomNotes: text,
  /** Marked areas of the body chart: area id → kind of symptom. */
  anatomyData: z.partialRecord(z.string(), z.enum(storedSymptomKinds)),
  limitations: text,
  goals: text,
  activities: text,
  additionalNotes: text,
});

export const intakeEvents = {
  IntakeFormSubmitted: {
    version: 1,
    data: storedIntakeForm.extend({
      /** The patient record with the form's e-mail when it was submitted, if there was one. */
      patientId: z.string().nullable(),
    }),
  },
  /** Any status to any other (spec 001); the actor in the metadata is who changed it. */
  IntakeStatusChanged: { version: 1, data: z.object({ status: z.enum(storedIntakeStatuses) }) },
  /** Staff joined the form to a patient record, which they created from the form or found by its e-mail. */
  IntakeFormLinked: { version: 1, data: z.object({ patientId: z.string(), createdRecord: z.boolean() }) },
} as const;
