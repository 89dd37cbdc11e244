import { z } from 'zod';
import { bodyAreaIds, symptomKinds } from './body-areas';
import type { EventData } from './events';
import { isDay, latestDayOnEarth } from './calendar';
import {
  arthritisTypes,
  genders,
  imagingKinds,
  medicalConditions,
  onsetTimes,
  pregnancyAnswers,
  provokingFactors,
  radiatingAnswers,
  symptomDescriptions,
  symptomTimings,
} from './intake-choices';
import { earliestBirthDate, optionalPhoneSchema } from './patients';
import { clientIdSchema, emailSchema } from './requests';

/**
 * The intake form a new patient fills in before the first visit (spec 001, intake_forms), in the
 * steps the web form shows. Insurance is not asked: the practice is self-pay. The web validates
 * each step with its schema and the whole form with `intakeFormSchema`; the API with the same.
 */

const text = (label: string, max = 1000) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`).default('');

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.union([z.enum(values), z.literal('')], { error: message }).default('');

const checklist = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .array(z.enum(values, { error: message }), { error: message })
    .max(values.length, message)
    .transform((list) => [...new Set(list)])
    .default([]);

const painScale = (label: string) =>
  z
    .number({ error: `Please choose your ${label} from 0 to 10` })
    .int(`Please choose your ${label} from 0 to 10`)
    .min(0, `Please choose your ${label} from 0 to 10`)
    .max(10, `Please choose your ${label} from 0 to 10`);

const requiredBirthDate = z
  .string({ error: 'Date of birth is required' })
  .trim()
  .min(1, { error: 'Date of birth is required', abort: true })
  .refine(isDay, { error: 'Please enter a valid date', abort: true })
  .refine((day) => day >= earliestBirthDate, 'Date of birth cannot be before 1900-01-01')
  .refine((day) => day <= latestDayOnEarth(), 'Date of birth cannot be in the future');

const optionalDay = z
  .union([z.string().trim().refine(isDay), z.literal(''), z.null()], { error: 'Please enter a valid date' })
  .transform((day) => day || null)
  .default(null);

export const anatomyDataSchema = z
  .partialRecord(z.enum(bodyAreaIds), z.enum(symptomKinds, { error: 'Please choose pain, numbness, tingling or stiffness' }), {
    error: 'Please mark areas of the body chart',
  })
  .default({});
export type AnatomyData = z.output<typeof anatomyDataSchema>;

const aboutFields = {
  fullName: z.string({ error: 'Full name is required' }).trim().min(1, 'Full name is required').max(100, 'Full name must be at most 100 characters'),
  patientEmail: emailSchema,
  patientPhone: optionalPhoneSchema,
  dateOfBirth: requiredBirthDate,
  gender: choice(genders, 'Please choose from the list'),
  pregnant: choice(pregnancyAnswers, 'Please choose from the list'),
  address: text('Address', 200),
  emergencyContact: text('Emergency contact', 100),
  emergencyPhone: optionalPhoneSchema,
  primaryPhysician: text('Primary physician', 100),
  visitDate: optionalDay,
};

const historyFields = {
  medicalHistory: checklist(medicalConditions, 'Please choose conditions from the list'),
  cancerType: text('Type of cancer', 200),
  arthritisType: choice(arthritisTypes, 'Please choose a type of arthritis from the list'),
  otherCondition: text('Other condition', 200),
  surgeries: text('Surgeries'),
  medications: text('Medications'),
  allergies: text('Allergies'),
  imaging: checklist(imagingKinds, 'Please choose imaging from the list'),
  imagingOther: text('Other imaging', 200),
  imagingResults: text('Imaging results'),
  previousTherapy: text('Previous therapy'),
};

const symptomFields = {
  primaryDiagnosis: text('Diagnosis', 200),
  onsetTime: choice(onsetTimes, 'Please choose when it started from the list'),
  onsetOther: text('When it started', 200),
  onsetActivity: text('How it started'),
  provokingFactors: checklist(provokingFactors, 'Please choose from the list'),
  provokingOther: text('Other activities', 200),
  symptomDescription: checklist(symptomDescriptions, 'Please choose from the list'),
  symptomOther: text('Other feeling', 200),
  symptomLocation: text('Where you feel it', 200),
  radiating: choice(radiatingAnswers, 'Please answer yes or no'),
  radiatingWhere: text('Where it travels', 200),
  symptomTiming: checklist(symptomTimings, 'Please choose from the list'),
  timingOther: text('Other timing', 200),
  painBest: painScale('pain at its best'),
  painWorst: painScale('pain at its worst'),
  painCurrent: painScale('pain right now'),
  symptomNotes: text('Description'),
};

const bodyChartFields = { anatomyData: anatomyDataSchema };

const goalFields = {
  limitations: text('Limitations'),
  goals: text('Goals'),
  activities: text('Activities'),
  additionalNotes: text('Anything else'),
};

type PainOrder = { painBest: number; painWorst: number };
const painOrder = (form: PainOrder, ctx: z.RefinementCtx) => {
  if (form.painBest > form.painWorst) {
    ctx.addIssue({ code: 'custom', path: ['painBest'], message: 'Your pain at its best cannot be higher than at its worst' });
  }
};

/** The steps of the form, each validated on its own before the next one. */
export const intakeStepSchemas = {
  about: z.object(aboutFields),
  history: z.object(historyFields),
  symptoms: z.object(symptomFields).superRefine(painOrder),
  bodyChart: z.object(bodyChartFields),
  goals: z.object(goalFields),
} as const;
export type IntakeStepId = keyof typeof intakeStepSchemas;
export const intakeStepFields: Record<IntakeStepId, readonly string[]> = {
  about: Object.keys(aboutFields),
  history: Object.keys(historyFields),
  symptoms: Object.keys(symptomFields),
  bodyChart: Object.keys(bodyChartFields),
  goals: Object.keys(goalFields),
};

const allFields = { ...aboutFields, ...historyFields, ...symptomFields, ...bodyChartFields, ...goalFields };

type Answers = z.output<z.ZodObject<typeof allFields>>;
/** An answer to a follow-up question is kept only when its question applies (the form hides it otherwise). */
function keepApplicable<F extends Answers>(form: F): F {
  const when = (applies: boolean, value: string) => (applies ? value : '');
  return {
    ...form,
    cancerType: when(form.medicalHistory.includes('cancer'), form.cancerType),
    arthritisType: when(form.medicalHistory.includes('arthritis'), form.arthritisType) as F['arthritisType'],
    otherCondition: when(form.medicalHistory.includes('other'), form.otherCondition),
    imagingOther: when(form.imaging.includes('other'), form.imagingOther),
    onsetOther: when(form.onsetTime === 'other', form.onsetOther),
    provokingOther: when(form.provokingFactors.includes('other'), form.provokingOther),
    symptomOther: when(form.symptomDescription.includes('other'), form.symptomOther),
    radiatingWhere: when(form.radiating === 'yes', form.radiatingWhere),
    timingOther: when(form.symptomTiming.includes('other'), form.timingOther),
  };
}

/** The whole form as it is sent and stored. */
export const intakeFormSchema = z.object(allFields).superRefine(painOrder).transform(keepApplicable);
export type IntakeFormData = z.output<typeof intakeFormSchema>;
export type IntakeFormInput = z.input<typeof intakeFormSchema>;

/** The command body: the form and the client's id. */
export const intakeCommandSchema = z
  .object({ ...allFields, id: clientIdSchema.optional() })
  .superRefine(painOrder)
  .transform(({ id, ...form }) => ({ id, form: keepApplicable(form) }));

export const intakeStatuses = ['pending', 'reviewed', 'completed'] as const;
export type IntakeStatus = (typeof intakeStatuses)[number];
export const intakeStatusChangeSchema = z.object({
  status: z.enum(intakeStatuses, { error: 'Status must be pending, reviewed or completed' }),
});
/** Creating the patient record of a form names the record with the client's id. */
export const intakePatientRecordSchema = z.object({ id: clientIdSchema.optional() });

/** A form as it was stored: its choices as stored strings (a choice no longer offered stays readable). */
export type StoredIntakeFormData = Omit<EventData<'IntakeFormSubmitted'>, 'patientId'>;

/** An intake form as staff read it (read model `intake_forms`). */
export type IntakeForm = StoredIntakeFormData & {
  id: string;
  status: IntakeStatus;
  submittedAt: string;
  /** Who last changed the status (user id and role), and when; null until someone does. */
  reviewedBy: string | null;
  reviewedByRole: string | null;
  reviewedAt: string | null;
  /** The patient record the form belongs to: found by its e-mail at submission, or created by staff later. */
  patientId: string | null;
  patientLinkedAt: string | null;
  /** The form's stream revision: send it back as `If-Match` to change the status. */
  revision: number;
  position: string;
};

/**
 * An intake form as the list shows it (spec 001: status badge, full name, e-mail, submitted time),
 * with what the dialog's status buttons and patient record need: none of the form's health answers.
 * Those are read one form at a time (`GET /api/intake/forms/:id`), and each reading is logged (ADR 29).
 */
export type IntakeFormSummary = Pick<
  IntakeForm,
  'id' | 'fullName' | 'patientEmail' | 'status' | 'submittedAt' | 'reviewedBy' | 'reviewedByRole' | 'reviewedAt' | 'patientId' | 'patientLinkedAt' | 'revision' | 'position'
>;

export function intakeSummaryOf(form: IntakeForm): IntakeFormSummary {
  const { id, fullName, patientEmail, status, submittedAt, reviewedBy, reviewedByRole, reviewedAt, patientId, patientLinkedAt, revision, position } = form;
  return { id, fullName, patientEmail, status, submittedAt, reviewedBy, reviewedByRole, reviewedAt, patientId, patientLinkedAt, revision, position };
}

/** `GET /api/intake/forms/:id`: the whole form. */
export interface IntakeFormAnswer {
  form: IntakeForm;
}

export interface IntakeCounts {
  pending: number;
  reviewed: number;
  completed: number;
  total: number;
}

/** A page of `GET /api/intake/forms`: newest first by `(submittedAt, id)`; the counters are of every form. */
export interface IntakeFormsAnswer {
  forms: IntakeFormSummary[];
  counts: IntakeCounts;
  /** Send it back as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export const intakeSuccessMessage = 'Thank you! Your intake form was sent. Your therapist will review it before your first visit.';
